import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app';
import { readConfig, readLimits } from '../../config';
import { openDatabase } from '../../db/open';
import { createTestApi, testClock, type TestApi } from '../../test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from './seed';
import { secondsToKyivMidnight } from './limits';

/** Abuse limits through the API (issue 28). Defaults are the production values: 5 per 15 min, 10 phones an hour. */
jest.setTimeout(60_000);

const MARIA = DEMO_USERS.email.phone;
const ANDRIY = DEMO_USERS.bonus.phone;
let api: TestApi;
beforeEach(async () => {
  api = await createTestApi({ limits: readLimits({}) });
});
afterEach(() => api.close());

/** app.inject with the answer's headers (Retry-After). */
async function call(
  method: 'GET' | 'POST',
  url: string,
  options: { body?: object; remoteAddress?: string; headers?: Record<string, string> } = {},
  target: TestApi = api,
) {
  const res = await target.app.inject({
    method,
    url,
    payload: options.body,
    headers: options.headers,
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
  });
  return {
    status: res.statusCode,
    body: res.body.startsWith('{') || res.body.startsWith('"') ? res.json() : res.body,
    headers: res.headers,
  };
}

const login = (phone: string, password: string, remoteAddress = '198.51.100.1', headers: Record<string, string> = {}) =>
  call('POST', '/api/auth/login', { body: { phone, password }, remoteAddress, headers });

describe('password sign-in: 5 wrong per account per 15 minutes', () => {
  test('the 6th wrong password is 429 too_many_attempts with Retry-After; a right one is refused too; it lifts after 15 min', async () => {
    for (let i = 1; i <= 5; i++) {
      const res = await login(MARIA, 'wrong-password', `198.51.100.${i}`);
      expect(res.status).toBe(422);
      expect(res.body.errors.password).toEqual(['validation_password']);
    }
    const sixth = await login(MARIA, 'wrong-password', '198.51.100.6');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ message: 'too_many_attempts' });
    expect(sixth.headers['retry-after']).toBe('900');

    // The right password during the lockout is refused as well (from yet another address).
    const right = await login(MARIA, DEMO_PASSWORD, '198.51.100.7');
    expect(right.status).toBe(429);
    expect(right.body.access_token).toBeUndefined();

    // Another account is not affected.
    expect((await login(ANDRIY, DEMO_PASSWORD, '198.51.100.8')).status).toBe(200);

    api.clock.advance(10 * 60_000);
    const later = await login(MARIA, DEMO_PASSWORD, '198.51.100.9');
    expect(later.status).toBe(429);
    expect(later.headers['retry-after']).toBe('300');
    api.clock.advance(5 * 60_000);
    const lifted = await login(MARIA, DEMO_PASSWORD, '198.51.100.9');
    expect(lifted.status).toBe(200);
    expect(lifted.body.access_token).toEqual(expect.any(String));
  });

  test('SMS sign-in is not locked by wrong passwords (the code has its own 5 tries)', async () => {
    for (let i = 0; i < 6; i++) await login(MARIA, 'wrong-password');
    expect((await api.call('POST', '/api/secret/generate/new', { body: { phone: MARIA } })).status).toBe(200);
    const sms = (await api.call('GET', `/api/dev/sms?phone=${encodeURIComponent(MARIA)}`)).body;
    const res = await api.call('POST', '/api/auth/login', { body: { phone: MARIA, id: sms.id, code: sms.code } });
    expect(res.status).toBe(200);
  });
});

describe('password sign-in: 5 wrong per client address per 15 minutes', () => {
  const phones = Object.values(DEMO_USERS).map((u) => u.phone);

  test('one address spraying wrong passwords over accounts is stopped at the 6th; other addresses are not', async () => {
    expect(phones.length).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < 5; i++) expect((await login(phones[i % phones.length], 'guess-' + i, '203.0.113.9')).status).toBe(422);
    const sixth = await login(phones[0], DEMO_PASSWORD, '203.0.113.9');
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('too_many_attempts');
    expect((await login(phones[1], DEMO_PASSWORD, '203.0.113.10')).status).toBe(200);
  });

  test('a direct caller cannot dodge the client limit with x-nf-client-connection-ip or X-Forwarded-For', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await login(phones[i % phones.length], 'guess', '203.0.113.20', {
        'x-nf-client-connection-ip': `192.0.2.${i}`,
        'x-forwarded-for': `192.0.2.${100 + i}`,
      });
      expect(res.status).toBe(422);
    }
    const res = await login(phones[0], 'guess', '203.0.113.20', { 'x-nf-client-connection-ip': '192.0.2.77' });
    expect(res.status).toBe(429);
  });
});

describe('behind a trusted proxy the visitor address comes from its header', () => {
  let proxied: TestApi;
  beforeEach(async () => {
    proxied = await createTestApi({ limits: { ...readLimits({}), trustedProxies: ['10.0.0.0/8'] } });
  });
  afterEach(() => proxied.close());
  const viaProxy = (phone: string, password: string, headers: Record<string, string>) =>
    call('POST', '/api/auth/login', { body: { phone, password }, remoteAddress: '10.1.1.1', headers }, proxied);

  test.each([
    ['x-nf-client-connection-ip', (ip: string) => ({ 'x-nf-client-connection-ip': ip })],
    ['X-Forwarded-For', (ip: string) => ({ 'x-forwarded-for': `${ip}, 10.2.2.2` })],
  ])('%s: one visitor is limited, the next visitor through the same proxy is not', async (_name, header) => {
    const phones = Object.values(DEMO_USERS).map((u) => u.phone);
    for (let i = 0; i < 5; i++)
      expect((await viaProxy(phones[i % phones.length], 'guess', header('192.0.2.1'))).status).toBe(422);
    expect((await viaProxy(phones[1], DEMO_PASSWORD, header('192.0.2.1'))).status).toBe(429);
    expect((await viaProxy(phones[1], DEMO_PASSWORD, header('192.0.2.2'))).status).toBe(200);
  });
});

describe('SMS: phones per client address', () => {
  const phone = (i: number) => `+38063${String(1000000 + i).slice(-7)}`;
  const send = (p: string, remoteAddress = '198.51.100.50', force = false) =>
    call('POST', `/api/secret/generate/new${force ? '?force_sms=1' : ''}`, { body: { phone: p }, remoteAddress });

  test('10 phones an hour per client: the 11th phone is 429 too_many_requests; known phones, other clients and the next hour pass', async () => {
    for (let i = 0; i < 10; i++) expect((await send(phone(i))).status).toBe(200);
    const eleventh = await send(phone(10));
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({ message: 'too_many_requests' });
    expect(Number(eleventh.headers['retry-after'])).toBe(3600);
    // No SMS went out for the refused phone.
    expect((await api.call('GET', `/api/dev/sms?phone=${encodeURIComponent(phone(10))}`)).status).toBe(404);
    // A resend to a phone already texted is still allowed (its own 10 a day apply).
    expect((await send(phone(3), '198.51.100.50', true)).status).toBe(200);
    expect((await send(phone(10), '198.51.100.51')).status).toBe(200);
    api.clock.advance(3_600_000);
    expect((await send(phone(11))).status).toBe(200);
  });

  test('30 phones a day per client', async () => {
    for (let i = 0; i < 30; i++) {
      if (i > 0 && i % 10 === 0) api.clock.advance(3_600_000);
      expect((await send(phone(100 + i))).status).toBe(200);
    }
    api.clock.advance(3_600_000);
    const refused = await send(phone(200));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('too_many_requests');
    // The first ten leave the 24-hour window 24 h after they were sent (3 hours have passed).
    expect(Number(refused.headers['retry-after'])).toBe(21 * 3600);
  });

  test('limits come from the environment', () => {
    const limits = readLimits({
      SHOP_API_TRUSTED_PROXIES: 'loopback, 10.0.0.0/8',
      SHOP_API_LOGIN_FAILS_PER_ACCOUNT: '3',
      SHOP_API_LOGIN_FAILS_PER_CLIENT: '20',
      SHOP_API_LOGIN_WINDOW_MIN: '30',
      SHOP_API_SMS_PHONES_PER_CLIENT_HOUR: '4',
      SHOP_API_SMS_PHONES_PER_CLIENT_DAY: '8',
    });
    expect(limits).toEqual({
      trustedProxies: ['loopback', '10.0.0.0/8'],
      loginFailsPerAccount: 3,
      loginFailsPerClient: 20,
      loginWindowMs: 30 * 60_000,
      smsPhonesPerClientHour: 4,
      smsPhonesPerClientDay: 8,
      uploadsPerClientHour: 10,
      subscribesPerClientHour: 10,
      checksPerClientHour: 60,
      addressSearchesPerClientHour: 300,
      guestOrdersPerClientHour: 10,
      guestOrdersPerPhoneDay: 5,
      guestConfirmAboveUah: 10_000,
    });
    expect(readLimits({})).toEqual({
      trustedProxies: [],
      loginFailsPerAccount: 5,
      loginFailsPerClient: 5,
      loginWindowMs: 15 * 60_000,
      smsPhonesPerClientHour: 10,
      smsPhonesPerClientDay: 30,
      uploadsPerClientHour: 10,
      subscribesPerClientHour: 10,
      checksPerClientHour: 60,
      addressSearchesPerClientHour: 300,
      guestOrdersPerClientHour: 10,
      guestOrdersPerPhoneDay: 5,
      guestConfirmAboveUah: 10_000,
    });
    expect(() => readLimits({ SHOP_API_LOGIN_FAILS_PER_ACCOUNT: 'five' })).toThrow(/SHOP_API_LOGIN_FAILS_PER_ACCOUNT/);
  });
});

describe("forgot-password SMS count toward the phone's 10 a day", () => {
  test('after 10 reset SMS the 11th is 429 too_many_sms, and a code request gets "limit"; the next Kyiv day resets', async () => {
    // Spread over clients so only the per-phone day limit applies.
    for (let i = 0; i < 10; i++) {
      const res = await call('POST', '/api/auth/forgot', { body: { email: MARIA }, remoteAddress: `198.51.100.${i}` });
      expect(res.status).toBe(200);
    }
    const eleventh = await call('POST', '/api/auth/forgot', { body: { email: MARIA } });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({ message: 'too_many_sms' });
    expect(Number(eleventh.headers['retry-after'])).toBe(secondsToKyivMidnight(api.clock.now()));
    const code = await api.call('POST', '/api/secret/generate/new?force_sms=1', { body: { phone: MARIA } });
    expect(code.body).toBe('limit');
    api.clock.advance(secondsToKyivMidnight(api.clock.now()) * 1000);
    expect((await api.call('POST', '/api/auth/forgot', { body: { email: MARIA } })).status).toBe(200);
  });

  test('codes and reset SMS add up: 9 codes + 1 reset, then the reset is refused', async () => {
    for (let i = 0; i < 9; i++)
      expect((await api.call('POST', '/api/secret/generate/new?force_sms=1', { body: { phone: MARIA } })).status).toBe(200);
    expect((await api.call('POST', '/api/auth/forgot', { body: { email: MARIA } })).status).toBe(200);
    expect((await api.call('POST', '/api/auth/forgot', { body: { email: MARIA } })).status).toBe(429);
  });

  test('secondsToKyivMidnight', () => {
    expect(secondsToKyivMidnight(new Date('2026-11-18T21:59:00Z'))).toBe(60); // 23:59 Kyiv (UTC+2)
    expect(secondsToKyivMidnight(new Date('2026-07-18T20:00:00Z'))).toBe(3600); // 23:00 Kyiv (UTC+3)
    expect(secondsToKyivMidnight(new Date('2026-11-18T22:00:00Z'))).toBe(86_400);
  });
});

test('the counters live in SQLite: a restart does not reset a lockout', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-limits-'));
  const file = path.join(dir, 'shop.sqlite');
  const config = { ...readConfig({} as NodeJS.ProcessEnv), dataDir: path.join(os.tmpdir(), 'shop-api-test-data') };
  const clock = testClock();
  const attempt = async (app: Awaited<ReturnType<typeof buildApp>>['app'], password: string) =>
    (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone: MARIA, password } })).statusCode;
  try {
    let db = openDatabase(file);
    let { app } = await buildApp({ db, config, now: clock.now });
    for (let i = 0; i < 5; i++) expect(await attempt(app, 'wrong-password')).toBe(422);
    await app.close();
    db.close();
    db = openDatabase(file);
    ({ app } = await buildApp({ db, config, now: clock.now }));
    expect(await attempt(app, DEMO_PASSWORD)).toBe(429);
    await app.close();
    db.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
