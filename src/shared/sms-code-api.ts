/**
 * The two SMS-code calls of spec section 7 through the one API client: send a code to a phone
 * (`secret/generate/new`, `?force_sms=1` for the resend) and check one (`secret/check`, which does
 * not use the code up and answers a proof of the phone). Sign-in (features/auth) and the guest's phone at checkout use them.
 */
import type { ApiClient, Decoder } from '../api-client/client';
import { object, string } from '../api-client/decode';

/** secret/generate/new answers the secret id, or the JSON string "limit" (10 SMS a day). */
export type SecretResult = { id: string } | 'limit';
const decodeSecret: Decoder<SecretResult> = (v) => (v === 'limit' ? 'limit' : object({ id: string })(v));

/** secret/check's answer to a right code: the phone's proof (a guest's order carries it; issue 43). */
const decodeCheck = object({ phone_proof: string });

export function createSmsCodeApi(api: ApiClient) {
  return {
    /** `phone` as '+380XXXXXXXXX'. */
    generateSecret: (phone: string, force: boolean) =>
      api.request('/api/secret/generate/new', {
        method: 'POST',
        body: { phone },
        query: force ? { force_sms: '1' } : undefined,
        decode: decodeSecret,
      }),
    checkSecret: (id: string, code: string) =>
      api.request('/api/secret/check', { method: 'POST', body: { id, code }, decode: decodeCheck }),
  };
}

export type SmsCodeApi = ReturnType<typeof createSmsCodeApi>;
