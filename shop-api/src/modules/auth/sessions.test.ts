import { readLimits } from '../../config';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '../../http/sessions';
import { createTestApi, type TestApi } from '../../test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from './seed';

/** Customer sessions that end (issue 43): idle and absolute expiry, password change, all devices. */
const DAY_MS = 86_400_000;
const PHONE = DEMO_USERS.bonus.phone;
let api: TestApi;
beforeEach(async () => {
  api = await createTestApi({ limits: readLimits({}) });
});
afterEach(() => api.close());

async function signIn(password = DEMO_PASSWORD): Promise<string> {
  const res = await api.call('POST', '/api/auth/login', { body: { phone: PHONE, password } });
  expect(res.status).toBe(200);
  return res.body.access_token as string;
}
const meStatus = async (token: string) => (await api.call('GET', '/api/auth/me', { token })).status;

test('a session ends after 90 days without use; each use moves that end (sliding)', async () => {
  expect(SESSION_IDLE_MS).toBe(90 * DAY_MS);
  const token = await signIn();
  api.clock.advance(89 * DAY_MS);
  expect(await meStatus(token)).toBe(200);
  api.clock.advance(89 * DAY_MS);
  expect(await meStatus(token)).toBe(200);
  api.clock.advance(90 * DAY_MS);
  expect(await meStatus(token)).toBe(401);
  // Gone for good: it does not come back.
  api.clock.advance(-DAY_MS);
  expect(await meStatus(token)).toBe(401);
});

test('a session used every month still ends one year after it began', async () => {
  expect(SESSION_MAX_MS).toBe(365 * DAY_MS);
  const token = await signIn();
  for (let month = 1; month <= 12; month++) {
    api.clock.advance(30 * DAY_MS);
    expect([month, await meStatus(token)]).toEqual([month, 200]);
  }
  api.clock.advance(5 * DAY_MS);
  expect(await meStatus(token)).toBe(401);
});

describe('password change', () => {
  test('needs the current password; then every other session is refused and this one goes on', async () => {
    const other = await signIn();
    const token = await signIn();
    const change = (body: object) =>
      api.call('PUT', '/api/profile/password', {
        token,
        body: { password: 'brand-new-1', password_confirmation: 'brand-new-1', ...body },
      });
    expect((await change({})).body.errors).toEqual({ current_password: ['validation_required'] });
    expect((await change({ current_password: 'not-it' })).body.errors).toEqual({ current_password: ['validation_password'] });
    expect(await meStatus(other)).toBe(200);
    expect(await change({ current_password: DEMO_PASSWORD })).toEqual({ status: 200, body: { message: 'password_changed' } });
    expect(await meStatus(other)).toBe(401);
    expect(await meStatus(token)).toBe(200);
    expect((await api.call('POST', '/api/auth/login', { body: { phone: PHONE, password: 'brand-new-1' } })).status).toBe(200);
  });

  test('or a fresh SMS code to the account phone, used once', async () => {
    const other = await signIn();
    const token = await signIn();
    const { id } = (await api.call('POST', '/api/secret/generate/new', { body: { phone: PHONE } })).body;
    const { code } = (await api.call('GET', `/api/dev/sms?phone=${encodeURIComponent(PHONE)}`)).body;
    const body = { password: 'brand-new-2', password_confirmation: 'brand-new-2', id, code };
    expect((await api.call('PUT', '/api/profile/password', { token, body })).status).toBe(200);
    expect(await meStatus(other)).toBe(401);
    const again = await api.call('PUT', '/api/profile/password', { token, body });
    expect([again.status, again.body.errors]).toEqual([422, { code: ['validation_sms'] }]);
  });

  test('a stolen session cannot guess the current password: wrong ones count toward the lockout', async () => {
    const token = await signIn();
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.call('PUT', '/api/profile/password', {
          token,
          body: { current_password: `guess-${i}`, password: 'brand-new-3', password_confirmation: 'brand-new-3' },
        }),
      ),
    );
    expect(guesses.filter((g) => g.status === 422)).toHaveLength(5);
    expect(guesses.filter((g) => g.status === 429)).toHaveLength(15);
  });
});

test('sign out on all devices ends every session of the user, this one included, and no one else’s', async () => {
  const a = await signIn();
  const b = await signIn();
  const stranger = (
    await api.call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.email.phone, password: DEMO_PASSWORD } })
  ).body.access_token as string;
  expect((await api.call('POST', '/api/auth/logout-all')).status).toBe(401);
  expect(await api.call('POST', '/api/auth/logout-all', { token: a })).toEqual({
    status: 200,
    body: { message: 'ok', ended: 2 },
  });
  expect([await meStatus(a), await meStatus(b), await meStatus(stranger)]).toEqual([401, 401, 200]);
});

test('a password reset ends every session', async () => {
  const token = await signIn();
  await api.call('POST', '/api/auth/forgot', { body: { email: PHONE } });
  const { token: reset } = (await api.call('GET', `/api/dev/reset-token?email=${encodeURIComponent(PHONE)}`)).body;
  expect(
    (await api.call('POST', '/api/auth/forgot/submit', { body: { email: PHONE, token: reset, password: 'after-reset' } })).status,
  ).toBe(200);
  expect(await meStatus(token)).toBe(401);
});
