/**
 * The profile area's calls (shop API: profile, orders and promo modules) through the one API
 * client. The answers' types come from the generated schema (decision 082); a decoder stays where
 * it reshapes an answer (the avatar's).
 */
import type { ApiClient, ApiResult, Decoder } from '../../api-client/client';
import type { BodyOf, ResponseOf } from '../../api-client/api-types';
import { object, string } from '../../api-client/decode';

const quiet = { progress: false } as const;

// ---- profile ---------------------------------------------------------------------------------

export type Profile = ResponseOf<'/api/profile', 'GET'>;
/** `message` 'phone_change_24h' when a new phone was stored as pending (applies within 24 h). */
export type ProfileSaved = ResponseOf<'/api/profile', 'PUT'>;

export type ProfileUpdate = BodyOf<'/api/profile', 'PUT'>;

export function fetchProfile(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<Profile>> {
  return api.request('/api/profile', { signal, ...quiet });
}

export function updateProfile(api: ApiClient, body: ProfileUpdate): Promise<ApiResult<ProfileSaved>> {
  return api.request('/api/profile', { method: 'PUT', body });
}

/** A new confirmation link to the account's e-mail (3 an hour: 429 after). */
export function resendEmailConfirmation(
  api: ApiClient,
): Promise<ApiResult<ResponseOf<'/api/profile/email/confirmation', 'POST'>>> {
  return api.request('/api/profile/email/confirmation', { method: 'POST' });
}

/** The current password proves the change; the API ends every other session of the account. */
export function changePassword(api: ApiClient, body: BodyOf<'/api/profile/password', 'PUT'>): Promise<ApiResult<null>> {
  return api.request('/api/profile/password', { method: 'PUT', body, decode: () => null });
}

export type Avatar = ResponseOf<'/api/profile/avatar', 'POST'>['avatar'];
/** The answer's `avatar`. */
const decodeAvatar: Decoder<Avatar> = (v) => object({ avatar: object({ url: string, urlForList: string }) })(v).avatar;

/** Multipart upload, field `avatar`. */
export function uploadAvatar(api: ApiClient, file: Blob, fileName: string): Promise<ApiResult<Avatar>> {
  const form = new FormData();
  form.append('avatar', file, fileName);
  return api.request('/api/profile/avatar', { method: 'POST', body: form, decode: decodeAvatar, timeoutMs: 60_000 });
}

// ---- sign-in providers (decision 435) ------------------------------------------------------------

/** The connected Google / Apple identities (with the e-mail each verified) and the providers offered. */
export type SocialLinks = ResponseOf<'/api/profile/social-accounts', 'GET'>;
export type LinkedProvider = SocialLinks['available'][number];

export function fetchSocialLinks(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<SocialLinks>> {
  return api.request('/api/profile/social-accounts', { signal, ...quiet });
}

/** 409 last_sign_in_method when it is the account's only way in. */
export function disconnectSocial(api: ApiClient, provider: LinkedProvider): Promise<ApiResult<SocialLinks>> {
  return api.request('/api/profile/social-accounts/{provider}', { method: 'DELETE', params: { provider } });
}

// ---- addresses -------------------------------------------------------------------------------

export type Address = ResponseOf<'/api/profile/addresses', 'GET'>[number];
export type AddressInput = BodyOf<'/api/profile/addresses', 'POST'>;

export function fetchAddresses(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<Address[]>> {
  return api.request('/api/profile/addresses', { signal, ...quiet });
}

export function createAddress(api: ApiClient, body: AddressInput): Promise<ApiResult<Address>> {
  return api.request('/api/profile/addresses', { method: 'POST', body });
}

export function editAddress(api: ApiClient, id: number, body: AddressInput): Promise<ApiResult<Address>> {
  return api.request('/api/profile/addresses/{id}', { method: 'PUT', params: { id }, body });
}

export function deleteAddress(api: ApiClient, id: number): Promise<ApiResult<null>> {
  return api.request('/api/profile/addresses/{id}', { method: 'DELETE', params: { id }, decode: () => null });
}

/** Returns every address (main first). */
export function makeMainAddress(api: ApiClient, id: number): Promise<ApiResult<Address[]>> {
  return api.request('/api/profile/addresses/{id}/main', { method: 'POST', params: { id } });
}

// ---- bonus -----------------------------------------------------------------------------------

export type BonusInfo = ResponseOf<'/api/profile/bonus', 'GET'>;

export function fetchBonus(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<BonusInfo>> {
  return api.request('/api/profile/bonus', { signal, ...quiet });
}

// ---- orders ----------------------------------------------------------------------------------

export type ProfileOrder = ResponseOf<'/api/profile/orders', 'GET'>[number];

export function fetchOrders(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<ProfileOrder[]>> {
  return api.request('/api/profile/orders', { signal, ...quiet });
}

export type RepeatResult = ResponseOf<'/api/orders/{id}/repeat', 'POST'>;
/** A line of the repeat answer: the unit price INCLUDES the chosen modifiers (see order-rules.ts). */
export type RepeatLine = RepeatResult['items'][number];

export function repeatOrder(api: ApiClient, id: number): Promise<ApiResult<RepeatResult>> {
  return api.request('/api/orders/{id}/repeat', { method: 'POST', params: { id } });
}

// ---- promo codes -----------------------------------------------------------------------------

export type PromoCode = ResponseOf<'/api/profile/promocodes', 'GET'>[number];

export function fetchPromoCodes(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<PromoCode[]>> {
  return api.request('/api/profile/promocodes', { signal, ...quiet });
}

// ---- reviews ---------------------------------------------------------------------------------

export type Review = ResponseOf<'/api/profile/reviews', 'GET'>[number];

export function fetchReviews(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<Review[]>> {
  return api.request('/api/profile/reviews', { signal, ...quiet });
}

// ---- order status messages ---------------------------------------------------------------------

export const MESSAGE_CHANNELS = ['bot', 'push', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/** Per channel: whether the shop can reach this customer by it, and the customer's switch. */
export type MessageSettings = ResponseOf<'/api/profile/notifications', 'GET'>;

export function fetchMessageSettings(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<MessageSettings>> {
  return api.request('/api/profile/notifications', { signal, ...quiet });
}

export function switchMessageChannel(api: ApiClient, channel: MessageChannel, on: boolean): Promise<ApiResult<MessageSettings>> {
  return api.request('/api/profile/notifications', { method: 'PUT', body: { [channel]: on } });
}
