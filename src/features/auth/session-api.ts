/**
 * Session calls of spec section 7 (me, logout) through the one API client, decoded at the
 * boundary into the storefront's User.
 */
import type { ApiClient, ApiResult, Decoder } from '../../api-client/client';
import { boolean, nullable, number, object, string } from '../../api-client/decode';

export type User = {
  id: number;
  name: string;
  email: string | null;
  /** '+380XXXXXXXXX' */
  phone: string | null;
  /** Bonus balance (1 bonus = 1 UAH). */
  bonus: number;
  avatar: { url: string; urlForList: string } | null;
  show_mobile_result: boolean;
  /** 'YYYY-MM-DD' */
  birthday: string | null;
};

export const decodeUser: Decoder<User> = object<User>({
  id: number,
  name: string,
  email: nullable(string),
  phone: nullable(string),
  bonus: number,
  avatar: nullable(object({ url: string, urlForList: string })),
  show_mobile_result: boolean,
  birthday: nullable(string),
});

export const decodeAccessToken: Decoder<string> = (v) => object({ access_token: string })(v).access_token;

export function fetchMe(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<User>> {
  return api.request('/api/auth/me', { method: 'POST', decode: decodeUser, signal, progress: false });
}

export function postLogout(api: ApiClient): Promise<ApiResult<null>> {
  return api.request('/api/auth/logout', { method: 'POST', decode: () => null, progress: false });
}

/** Ends every session of the account, this one included ("sign out on all devices"). */
export function postLogoutEverywhere(api: ApiClient): Promise<ApiResult<null>> {
  return api.request('/api/auth/logout-all', { method: 'POST', decode: () => null, progress: false });
}
