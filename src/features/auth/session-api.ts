/**
 * Session calls of spec section 7 (me, logout) through the one API client; the user's type is the
 * generated schema's (decision 082). `me` is checked at the boundary: it answers for a stored token
 * that may be anyone's, and a body that is not a user must end the session, not the page.
 */
import type { ApiClient, ApiResult, Decoder } from '../../api-client/client';
import type { ResponseOf } from '../../api-client/api-types';
import { boolean, nullable, number, object, string } from '../../api-client/decode';

/** The signed-in customer, as the API answers `me` (bonus: 1 bonus = 1 UAH; phone '+380XXXXXXXXX'; birthday 'YYYY-MM-DD'). */
export type User = ResponseOf<'/api/auth/me', 'POST'>;

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

/** Ends this session; `everywhere`: every session of the account, this one included ("sign out on all devices"). */
export function postLogout(api: ApiClient, everywhere = false): Promise<ApiResult<null>> {
  const path = everywhere ? '/api/auth/logout-all' : '/api/auth/logout';
  return api.request(path, { method: 'POST', decode: () => null, progress: false });
}
