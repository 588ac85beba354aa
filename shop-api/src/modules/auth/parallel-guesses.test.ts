import crypto from 'node:crypto';
import { readLimits } from '../../config';
import { createTestApi, type TestApi } from '../../test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from './seed';

/**
 * Password guessing as an attacker does it: many guesses sent at the same moment (issue 43). The
 * lockout must hold however the slow hashes interleave; production limits (5 per account / client).
 */
jest.setTimeout(120_000);

const STAFF_PASSWORD = 'desk-password-1';
let api: TestApi;
beforeEach(async () => {
  api = await createTestApi({ limits: readLimits({}) });
});
afterEach(() => api.close());

/** 40 wrong guesses and then the right password, all in flight at once, each from its own address. */
async function flood(url: string, body: (password: string) => object) {
  const guesses = Array.from({ length: 40 }, (_, i) =>
    api.app.inject({ method: 'POST', url, payload: body(`wrong-guess-${i}`), remoteAddress: `198.51.100.${i + 1}` }),
  );
  const right = api.app.inject({ method: 'POST', url, payload: body('RIGHT'), remoteAddress: '203.0.113.7' });
  return Promise.all([...guesses, right]).then((answers) =>
    answers.map((a) => ({ status: a.statusCode, body: a.json<Record<string, unknown>>() })),
  );
}

test('customer: 40 parallel wrong passwords and the right one: no token, at most 5 reach the hash', async () => {
  const phone = DEMO_USERS.email.phone;
  const answers = await flood('/api/auth/login', (password) => ({
    phone,
    password: password === 'RIGHT' ? DEMO_PASSWORD : password,
  }));
  expect(answers.filter((a) => a.body.access_token)).toEqual([]);
  expect(answers.filter((a) => a.status === 422)).toHaveLength(5);
  expect(answers.filter((a) => a.status === 429)).toHaveLength(36);
  // The right password is refused while the lockout lasts, then works (and its attempt does not count).
  expect(answers.at(-1)).toEqual({ status: 429, body: { message: 'too_many_attempts' } });
  api.clock.advance(15 * 60_000 + 1000);
  const later = await api.call('POST', '/api/auth/login', { body: { phone, password: DEMO_PASSWORD } });
  expect(later.body.access_token).toEqual(expect.any(String));
});

test('a right password does not use up an attempt: 10 sign-ins in a row all pass', async () => {
  for (let i = 0; i < 10; i++) {
    const res = await api.call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
  }
});

describe('staff', () => {
  beforeEach(async () => {
    const created = await api.call('POST', '/api/dev/staff', { body: { login: 'olena', password: STAFF_PASSWORD } });
    expect(created.status).toBe(200);
  });

  test('40 parallel wrong passwords and the right one: no token, at most 5 reach the hash', async () => {
    const answers = await flood('/api/staff/login', (password) => ({
      login: 'olena',
      password: password === 'RIGHT' ? STAFF_PASSWORD : password,
    }));
    expect(answers.filter((a) => a.body.token)).toEqual([]);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(36);
  });

  test('an unknown or disabled login is hashed like a known one (no faster answer to enumerate logins by)', async () => {
    const scrypt = jest.spyOn(crypto, 'scrypt');
    try {
      for (const login of ['olena', 'nobody-here']) {
        scrypt.mockClear();
        const res = await api.call('POST', '/api/staff/login', { body: { login, password: 'wrong-password-x' } });
        expect([res.status, res.body.message]).toEqual([422, 'staff_login_failed']);
        expect(scrypt).toHaveBeenCalledTimes(1);
      }
    } finally {
      scrypt.mockRestore();
    }
  });
});
