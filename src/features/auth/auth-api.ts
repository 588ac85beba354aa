/**
 * The sign-in calls of spec section 7 through the one API client, decoded at the boundary.
 * Phones go out as '+380XXXXXXXXX'. None of these functions log anything (no phone, code or
 * token ever reaches the console).
 */
import type { ApiClient, ApiResult, Decoder } from '../../api-client/client';
import type { BodyOf, ResponseOf } from '../../api-client/api-types';
import { boolean, fail, object, string } from '../../api-client/decode';
import { createSmsCodeApi } from '../../shared/sms-code-api';
import { decodeAccessToken } from './session-api';

export type SocialProvider = 'google' | 'apple';
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'apple'];

export type TgStatus = { status: 'waiting' } | { status: 'success'; token: string } | { status: 'error'; error: string };
export const decodeTgStatus: Decoder<TgStatus> = (v) => {
  const { status } = object({ status: string })(v);
  const raw = v as Record<string, unknown>;
  if (status === 'waiting') return { status };
  if (status === 'success') return { status, token: string(raw.token) };
  // Any other status ends the wait with an error (spec section 4); a missing code is the generic one.
  return { status: 'error', error: typeof raw.error === 'string' ? raw.error.slice(0, 64) : '' };
};

/** The bot login: `token` stays here (polled with), `start` goes in the bot link (issue 43: they differ). */
const decodeBotToken: Decoder<{ token: string; start: string; link: string | null }> = (v) => {
  const raw = object({ token: string, start: string })(v);
  if (![raw.token, raw.start].every((s) => /^[A-Za-z0-9_-]{8,64}$/.test(s))) fail('bot token');
  const link = (v as { link?: unknown }).link;
  return { token: raw.token, start: raw.start, link: typeof link === 'string' ? link : null };
};

const ignore: Decoder<null> = () => null;

/** Spec section 8: the account's e-mail and the provider's verified one differ; the customer chooses. */
export type EmailConflict = NonNullable<ResponseOf<'/api/sociallogin/{provider}', 'POST'>['email_conflict']>;
/** The access token taken out of the answer; no conflict is null. */
export interface SocialSignIn {
  token: string;
  emailConflict: EmailConflict | null;
}
export const decodeSocialSignIn: Decoder<SocialSignIn> = (v) => {
  const token = decodeAccessToken(v);
  const raw = (v as { email_conflict?: unknown }).email_conflict;
  const emailConflict = raw === undefined ? null : object({ current: string, offered: string })(raw);
  return { token, emailConflict };
};

export type LoginBody = BodyOf<'/api/auth/login', 'POST'>;
export type RegisterBody = BodyOf<'/api/auth/register/v2', 'POST'>;

export function createAuthApi(api: ApiClient) {
  return {
    /** True when the phone is KNOWN (spec section 7: login proceeds only when true). */
    checkPhone: (phone: string) =>
      api.request('/api/auth/check-phone', {
        method: 'POST',
        body: { phone },
        decode: (v) => object({ is_unique_phone: boolean })(v).is_unique_phone,
      }),
    /** Registration pre-check: true = not taken yet. */
    checkUnique: (phone: string, email: string) =>
      api.request('/api/auth/check', {
        method: 'POST',
        body: { phone, email },
        decode: object({ is_unique_phone: boolean, is_unique_email: boolean }),
      }),
    ...createSmsCodeApi(api),
    login: (body: LoginBody) => api.request('/api/auth/login', { method: 'POST', body, decode: decodeAccessToken }),
    register: (body: RegisterBody) => api.request('/api/auth/register/v2', { method: 'POST', body, decode: decodeAccessToken }),
    /** Where the reset went: a code to the phone or a link to the e-mail (the toast's key). */
    forgot: (email: string): Promise<ApiResult<'new_password_on_your_phone' | 'new_password_on_your_email'>> =>
      api.request('/api/auth/forgot', {
        method: 'POST',
        body: { email },
        decode: (v) =>
          object({ message: string })(v).message === 'new_password_on_your_email'
            ? 'new_password_on_your_email'
            : 'new_password_on_your_phone',
      }),
    forgotSubmit: (body: BodyOf<'/api/auth/forgot/submit', 'POST'>) =>
      api.request('/api/auth/forgot/submit', { method: 'POST', body, decode: ignore }),
    botToken: () => api.request('/api/tg-bot/token', { method: 'POST', body: { goal: 'authorize' }, decode: decodeBotToken }),
    /** Background poll: no progress bar. */
    botStatus: (token: string, signal?: AbortSignal) =>
      api.request('/api/tg-bot/status/{botToken}', {
        params: { botToken: token },
        decode: decodeTgStatus,
        signal,
        progress: false,
        timeoutMs: 5_000,
      }),
    socialLogin: (provider: SocialProvider, body: BodyOf<'/api/sociallogin/{provider}', 'POST'>) =>
      api.request('/api/sociallogin/{provider}', { method: 'POST', params: { provider }, body, decode: decodeSocialSignIn }),
    /** Connects the provider's identity to the signed-in account (decision 435): the sign-in's code or ID token. */
    connectSocial: (provider: SocialProvider, body: BodyOf<'/api/profile/social-accounts/{provider}', 'POST'>) =>
      api.request('/api/profile/social-accounts/{provider}', { method: 'POST', params: { provider }, body, decode: ignore }),
    /** The link e-mailed to confirm an address (`?auth=email-confirm&token=..`): the confirmed e-mail. */
    confirmEmail: (token: string) =>
      api.request('/api/auth/email/confirm', {
        method: 'POST',
        body: { token },
        decode: (v) => object({ email: string })(v).email,
      }),
    /** The e-mail chosen after a social sign-in (a profile change of the signed-in customer). */
    setEmail: (email: string) => api.request('/api/profile', { method: 'PUT', body: { email }, decode: ignore }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
