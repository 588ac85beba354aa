/**
 * A signed-in customer: me, logout, show-mobile, the birthday bonus, forgot password, and
 * what production leaves out.
 */
import { createTestApi, type TestApi } from '../../test-utils';
import { DEMO_PASSWORD } from './seed';
import { OLENA, ANDRIY, MARIA, smsFlow } from './test-auth';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
const { smsLogin } = smsFlow(() => api);

describe('me, logout, show-mobile', () => {
  test.each([
    ['GET', undefined],
    ['POST', undefined],
    ['GET', 'not-a-token'],
    ['POST', 'f'.repeat(64)],
  ] as const)('%s me with token %p -> 401', async (method, token) => {
    const res = await api.call(method, '/api/auth/me', { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });

  test('logout deletes only this token', async () => {
    const t1 = await smsLogin(ANDRIY);
    const t2 = (await api.call('POST', '/api/auth/login', { body: { phone: ANDRIY, password: DEMO_PASSWORD } })).body
      .access_token;
    expect(await api.call('POST', '/api/auth/logout', { token: t1 })).toEqual({ status: 200, body: { message: 'ok' } });
    expect((await api.call('POST', '/api/auth/me', { token: t1 })).status).toBe(401);
    expect((await api.call('POST', '/api/auth/me', { token: t2 })).status).toBe(200);
    expect((await api.call('POST', '/api/auth/logout', { token: t1 })).status).toBe(401);
    expect((await api.call('POST', '/api/auth/logout')).status).toBe(401);
  });

  test('show-mobile sets show_mobile_result', async () => {
    const t = await smsLogin(ANDRIY);
    expect((await api.call('POST', '/api/auth/show-mobile', { body: {} })).status).toBe(401);
    expect(await api.call('POST', '/api/auth/show-mobile', { token: t, body: { shown: true } })).toEqual({
      status: 200,
      body: { message: 'ok' },
    });
    expect((await api.call('GET', '/api/auth/me', { token: t })).body.show_mobile_result).toBe(true);
    await api.call('POST', '/api/auth/show-mobile', { token: t, body: { shown: false } });
    expect((await api.call('GET', '/api/auth/me', { token: t })).body.show_mobile_result).toBe(false);
    // No payload at all means shown.
    expect((await api.call('POST', '/api/auth/show-mobile', { token: t })).status).toBe(200);
    expect((await api.call('GET', '/api/auth/me', { token: t })).body.show_mobile_result).toBe(true);
  });
});

describe('birthday bonus', () => {
  test('100 once per year when me is called on the birthday (Kyiv date)', async () => {
    const local = await createTestApi(); // seeded 2026-11-18: Olena's birthday is 1992-11-18
    try {
      const t = (await local.call('POST', '/api/auth/login', { body: { phone: OLENA, password: DEMO_PASSWORD } })).body
        .access_token;
      // The day before (23:59 Kyiv): no bonus.
      local.clock.set('2026-11-17T21:59:00Z');
      expect((await local.call('POST', '/api/auth/me', { token: t })).body.bonus).toBe(50);
      local.clock.set('2026-11-17T22:00:00Z'); // 00:00 on the 18th in Kyiv
      expect((await local.call('POST', '/api/auth/me', { token: t })).body.bonus).toBe(150);
      expect((await local.call('GET', '/api/auth/me', { token: t })).body.bonus).toBe(150);
      local.clock.set('2026-11-18T20:00:00Z');
      expect((await local.call('GET', '/api/auth/me', { token: t })).body.bonus).toBe(150);
      local.clock.set('2027-11-18T10:00:00Z');
      // A session lasts at most a year (http/sessions.ts): she signs in again.
      const next = (await local.call('POST', '/api/auth/login', { body: { phone: OLENA, password: DEMO_PASSWORD } })).body
        .access_token;
      expect((await local.call('GET', '/api/auth/me', { token: next })).body.bonus).toBe(250);
      const history = (await local.call('GET', '/api/profile/bonus', { token: next })).body.history;
      expect(history.filter((h: { reason: string }) => h.reason === 'birthday')).toHaveLength(2);
    } finally {
      await local.close();
    }
  });
});

describe('forgot password', () => {
  test.each([['maria@example.com'], ['MARIA@example.com'], [MARIA], ['+38 (093) 123 45 67']])(
    'by %s: request, read token, submit; old sessions end',
    async (identifier) => {
      const local = await createTestApi();
      try {
        const old = (await local.call('POST', '/api/auth/login', { body: { phone: MARIA, password: DEMO_PASSWORD } })).body
          .access_token;
        const req = await local.call('POST', '/api/auth/forgot', { body: { email: identifier } });
        // An e-mail gets a link with a long token, a phone an SMS with a 6-digit code (password-reset.test.ts).
        const byEmail = identifier.includes('@');
        const message = byEmail ? 'new_password_on_your_email' : 'new_password_on_your_phone';
        expect(req).toEqual({ status: 200, body: { message } });
        const { token } = (await local.call('GET', `/api/dev/reset-token?email=${encodeURIComponent('maria@example.com')}`)).body;
        expect(token).toMatch(byEmail ? /^[0-9a-f]{40}$/ : /^\d{6}$/);
        const bad = await local.call('POST', '/api/auth/forgot/submit', {
          body: { email: identifier, token: 'bad', password: 'newpass1' },
        });
        expect(bad.status).toBe(422);
        expect(bad.body.errors).toEqual({ token: ['validation_token'] });
        const short = await local.call('POST', '/api/auth/forgot/submit', {
          body: { email: identifier, token, password: '123' },
        });
        expect(short.status).toBe(422);
        expect(short.body.errors).toEqual({ password: ['validation_min'] });
        const ok = await local.call('POST', '/api/auth/forgot/submit', {
          body: { email: identifier, token, password: 'newpass1' },
        });
        expect(ok).toEqual({ status: 200, body: { message: 'password_changed' } });
        expect((await local.call('POST', '/api/auth/me', { token: old })).status).toBe(401);
        expect((await local.call('POST', '/api/auth/login', { body: { phone: MARIA, password: 'newpass1' } })).status).toBe(200);
        expect((await local.call('POST', '/api/auth/login', { body: { phone: MARIA, password: DEMO_PASSWORD } })).status).toBe(
          422,
        );
        // A token works once.
        const reuse = await local.call('POST', '/api/auth/forgot/submit', {
          body: { email: identifier, token, password: 'newpass2' },
        });
        expect(reuse.body.errors).toEqual({ token: ['validation_token'] });
      } finally {
        await local.close();
      }
    },
  );

  test('an SMS code expires (15 minutes, password-reset.test.ts has the link hour); another user cannot use it', async () => {
    await api.call('POST', '/api/auth/forgot', { body: { email: ANDRIY } });
    const { token } = (await api.call('GET', `/api/dev/reset-token?email=${ANDRIY}`)).body;
    const other = await api.call('POST', '/api/auth/forgot/submit', {
      body: { email: 'maria@example.com', token, password: 'newpass1' },
    });
    expect(other.body.errors).toEqual({ token: ['validation_token'] });
    api.clock.advance(60 * 60 * 1000);
    const late = await api.call('POST', '/api/auth/forgot/submit', { body: { email: ANDRIY, token, password: 'newpass1' } });
    expect(late.status).toBe(422);
    expect(late.body.errors).toEqual({ token: ['validation_token'] });
  });

  test.each([
    ['nobody@example.com', { email: ['validation_exists'] }],
    ['+380990000077', { email: ['validation_exists'] }],
    ['', { email: ['validation_required'] }],
  ])('forgot %j -> 422', async (email, errors) => {
    const res = await api.call('POST', '/api/auth/forgot', { body: { email } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });
});

describe('production', () => {
  test('dev routes are absent and codes are not kept in plain text', async () => {
    const prod = await createTestApi({ production: true });
    try {
      for (const url of [
        '/api/dev/sms?phone=0501112233',
        '/api/dev/reset-token?email=maria@example.com',
        '/api/dev/tg-bot/abc',
        '/api/dev/social/google?redirect_uri=/x',
      ]) {
        expect((await prod.call('GET', url)).status).toBe(404);
      }
      expect((await prod.call('POST', '/api/dev/tg-bot/abc', { body: { phone: OLENA } })).status).toBe(404);
      const sent = await prod.call('POST', '/api/secret/generate/new', { body: { phone: OLENA } });
      expect(sent.status).toBe(200);
      const row = prod.ctx.db.prepare('SELECT dev_code FROM sms_secrets WHERE id = ?').get(sent.body.id) as {
        dev_code: string | null;
      };
      expect(row.dev_code).toBeNull();
    } finally {
      await prod.close();
    }
  });
});
