import { readLimits } from '../../config';
import { createTestApi, type TestApi } from '../../test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from '../auth/seed';
import { STAFF_SESSION_MS } from './accounts';
import { PASSWORD, staffToken } from './test-staff';

jest.setTimeout(60_000);

describe('staff accounts and roles', () => {
  let api: TestApi;
  let staff: string;
  let customer: string;
  beforeAll(async () => {
    api = await createTestApi();
    staff = await staffToken(api, 'olena');
    const res = await api.call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD } });
    customer = res.body.access_token;
  });
  afterAll(() => api.close());

  test("a customer's token opens no staff route (403 on every one); no token is 401", async () => {
    const paths = (api.app as unknown as { swagger: () => { paths: Record<string, Record<string, unknown>> } }).swagger().paths;
    // Every staff route but the sign-in, with each of its methods.
    const calls: [string, string][] = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/staff/') && path !== '/api/staff/login')
      .flatMap(([path, ops]) => Object.keys(ops).map((m): [string, string] => [m.toUpperCase(), path.replace('{id}', '1')]));
    expect(calls.length).toBeGreaterThanOrEqual(11);
    for (const [method, url] of calls) {
      const body =
        method === 'POST'
          ? {
              version: 0,
              promised_minutes: 30,
              status: 'Delivered',
              reason: 'x',
              product_id: 1,
              modifier_id: 1,
              available: true,
              paused: false,
              amount: 1,
              key: 'refund-key-1',
            }
          : undefined;
      const asCustomer = await api.call(method as 'GET', url, { token: customer, body });
      expect([method, url, asCustomer.status, asCustomer.body.message]).toEqual([method, url, 403, 'staff_only']);
      const anonymous = await api.call(method as 'GET', url, { body });
      expect([method, url, anonymous.status]).toEqual([method, url, 401]);
    }
  });

  test("a staff token is not a customer's: the customer's routes do not know it", async () => {
    expect((await api.call('GET', '/api/profile/orders', { token: staff })).status).toBe(401);
  });

  test('wrong password and unknown login are one answer; the token is stored hashed only', async () => {
    for (const body of [
      { login: 'olena', password: 'wrong-password' },
      { login: 'nobody', password: PASSWORD },
    ]) {
      const res = await api.call('POST', '/api/staff/login', { body });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ password: ['staff_login_failed'] });
    }
    const hashes = api.ctx.db.prepare('SELECT token_hash FROM staff_sessions').all() as { token_hash: string }[];
    expect(hashes.some((h) => h.token_hash === staff)).toBe(false);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h.token_hash))).toBe(true);
  });

  test('a session expires after 12 hours; sign-out ends it at once', async () => {
    const token = await staffToken(api, 'night-shift');
    expect((await api.call('GET', '/api/staff/me', { token })).status).toBe(200);
    api.clock.advance(STAFF_SESSION_MS);
    const expired = await api.call('GET', '/api/staff/me', { token });
    expect(expired).toEqual({ status: 401, body: { message: 'staff_session_expired' } });
    api.clock.advance(-STAFF_SESSION_MS);
    expect((await api.call('POST', '/api/staff/logout', { token })).status).toBe(200);
    expect((await api.call('GET', '/api/staff/me', { token })).status).toBe(401);
  });

  test('accounts: login format, password length, unique login', async () => {
    for (const [body, key] of [
      [{ login: 'Я', password: PASSWORD }, 'staff_login_format'],
      [{ login: 'shortpass', password: 'short' }, 'staff_password_short'],
      [{ login: 'olena', password: PASSWORD }, 'staff_login_taken'],
    ] as const) {
      const res = await api.call('POST', '/api/dev/staff', { body });
      expect([res.status, res.body.errors?.login]).toEqual([422, [key]]);
    }
  });
});

test('guessing a staff password is limited as customers are: 429 too_many_attempts, even for the right one', async () => {
  // The production limits (5 wrong passwords per account in 15 minutes), not the tests' high ones.
  const api = await createTestApi({ limits: readLimits({}) });
  try {
    await staffToken(api, 'guessed');
    for (let i = 0; i < 5; i++)
      expect((await api.call('POST', '/api/staff/login', { body: { login: 'guessed', password: `wrong-${i}` } })).status).toBe(
        422,
      );
    const locked = await api.call('POST', '/api/staff/login', { body: { login: 'guessed', password: PASSWORD } });
    expect([locked.status, locked.body.message]).toEqual([429, 'too_many_attempts']);
  } finally {
    await api.close();
  }
});
