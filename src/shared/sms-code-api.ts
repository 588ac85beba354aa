/**
 * The two SMS-code calls of spec section 7 through the one API client: send a code to a phone
 * (`secret/generate/new`, `?force_sms=1` for the resend) and check one (`secret/check`, which does
 * not use the code up). Sign-in (features/auth) and the guest's phone at checkout use them.
 */
import type { ApiClient, ApiResult, Decoder } from '../api-client/client';
import { object, string } from '../api-client/decode';

/** secret/generate/new answers the secret id, or the JSON string "limit" (10 SMS a day). */
export type SecretResult = { id: string } | 'limit';
export const decodeSecret: Decoder<SecretResult> = (v) => (v === 'limit' ? 'limit' : object({ id: string })(v));

const ignore: Decoder<null> = () => null;

export function createSmsCodeApi(api: ApiClient) {
  return {
    /** `phone` as '+380XXXXXXXXX'. */
    generateSecret: (phone: string, force: boolean): Promise<ApiResult<SecretResult>> =>
      api.request('/api/secret/generate/new', {
        method: 'POST',
        body: { phone },
        query: force ? { force_sms: '1' } : undefined,
        decode: decodeSecret,
      }),
    checkSecret: (id: string, code: string): Promise<ApiResult<null>> =>
      api.request('/api/secret/check', { method: 'POST', body: { id, code }, decode: ignore }),
  };
}

export type SmsCodeApi = ReturnType<typeof createSmsCodeApi>;
