/**
 * What the sign-in API tests share: the demo customers, a fresh phone per test, and the dev SMS
 * flow (send a code, read it, sign in with it) against the test API that `getApi` returns.
 */
import type { TestApi } from '../../test-utils';
import { DEMO_USERS } from './seed';

export const OLENA = DEMO_USERS.birthday.phone; // birthday on the seeding day
export const ANDRIY = DEMO_USERS.bonus.phone; // 250 bonuses
export const MARIA = DEMO_USERS.email.phone; // maria@example.com, never logged in

let phoneSeq = 0;
/** A fresh, unregistered phone per test (SMS limits are per phone). */
export const freshPhone = () => `+38066${String(1000000 + ++phoneSeq).slice(-7)}`;

/** A code other than `code` (4 digits). */
export const wrong = (code: string) => (code === '0000' ? '1111' : '0000');

export function smsFlow(getApi: () => TestApi) {
  async function sendCode(phone: string, force = false) {
    return getApi().call('POST', `/api/secret/generate/new${force ? '?force_sms=1' : ''}`, { body: { phone } });
  }
  async function readSms(phone: string) {
    const res = await getApi().call('GET', `/api/dev/sms?phone=${encodeURIComponent(phone)}`);
    expect(res.status).toBe(200);
    return res.body as { code: string; id: string; count_today: number };
  }
  async function smsLogin(phone: string) {
    expect((await sendCode(phone, true)).status).toBe(200);
    const sms = await readSms(phone);
    const res = await getApi().call('POST', '/api/auth/login', { body: { phone, id: sms.id, code: sms.code } });
    expect(res.status).toBe(200);
    return res.body.access_token as string;
  }
  return { sendCode, readSms, smsLogin };
}
