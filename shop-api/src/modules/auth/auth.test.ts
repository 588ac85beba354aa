import { createTestApi, type TestApi } from '../../test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from './seed';

const OLENA = DEMO_USERS.birthday.phone; // birthday on the seeding day
const ANDRIY = DEMO_USERS.bonus.phone; // 250 bonuses
const MARIA = DEMO_USERS.email.phone; // maria@example.com, never logged in

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

let phoneSeq = 0;
/** A fresh, unregistered phone per test (SMS limits are per phone). */
const freshPhone = () => `+38066${String(1000000 + ++phoneSeq).slice(-7)}`;

async function sendCode(phone: string, force = false) {
  const res = await api.call('POST', `/api/secret/generate/new${force ? '?force_sms=1' : ''}`, { body: { phone } });
  return res;
}
async function readSms(phone: string) {
  const res = await api.call('GET', `/api/dev/sms?phone=${encodeURIComponent(phone)}`);
  expect(res.status).toBe(200);
  return res.body as { code: string; id: string; count_today: number };
}
async function smsLogin(phone: string) {
  expect((await sendCode(phone, true)).status).toBe(200);
  const sms = await readSms(phone);
  const res = await api.call('POST', '/api/auth/login', { body: { phone, id: sms.id, code: sms.code } });
  expect(res.status).toBe(200);
  return res.body.access_token as string;
}
const wrong = (code: string) => (code === '0000' ? '1111' : '0000');

describe('check-phone and check', () => {
  test.each([
    [OLENA, 200, { is_unique_phone: true }],
    ['+38 (050) 111 22 33', 200, { is_unique_phone: true }],
    ['0671234567', 200, { is_unique_phone: true }],
    ['+38 (099) 000 00 00', 200, { is_unique_phone: false }],
    ['+38 (0', 422, { message: expect.any(String), errors: { phone: ['validation_phone'] } }],
    ['hello', 422, { message: expect.any(String), errors: { phone: ['validation_phone'] } }],
  ])('check-phone %j -> %i (true when the phone is known)', async (phone, status, body) => {
    const res = await api.call('POST', '/api/auth/check-phone', { body: { phone } });
    expect(res.status).toBe(status);
    expect(res.body).toEqual(body);
  });

  test('check-phone without phone -> 422 validation_required', async () => {
    const res = await api.call('POST', '/api/auth/check-phone', { body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors.phone).toEqual(['validation_required']);
  });

  test.each([
    [MARIA, 'maria@example.com', { is_unique_phone: false, is_unique_email: false }],
    [MARIA, 'MARIA@example.com', { is_unique_phone: false, is_unique_email: false }],
    ['+380990000001', 'maria@example.com', { is_unique_phone: true, is_unique_email: false }],
    [OLENA, 'new@example.com', { is_unique_phone: false, is_unique_email: true }],
    ['+380990000001', 'new@example.com', { is_unique_phone: true, is_unique_email: true }],
  ])('check %s %s (true when NOT taken)', async (phone, email, body) => {
    const res = await api.call('POST', '/api/auth/check', { body: { phone, email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(body);
  });

  test('check rejects a bad e-mail and a bad phone', async () => {
    expect((await api.call('POST', '/api/auth/check', { body: { phone: OLENA, email: 'no at' } })).body.errors).toEqual({
      email: ['valid_email'],
    });
    expect((await api.call('POST', '/api/auth/check', { body: { phone: '123', email: 'a@b.cd' } })).body.errors).toEqual({
      phone: ['validation_phone'],
    });
  });
});

describe('secret/generate/new', () => {
  test('returns a secret id; the code is 4 digits and readable in dev', async () => {
    const phone = freshPhone();
    const res = await sendCode(phone);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(String) });
    const sms = await readSms(phone);
    expect(sms).toEqual({ id: res.body.id, code: expect.stringMatching(/^\d{4}$/), count_today: 1 });
  });

  test('invalid phone -> 422 validation_phone', async () => {
    const res = await sendCode('+38 (0');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ phone: ['validation_phone'] });
  });

  test('a resend within 30 s without force_sms is 429; at 30 s or with force_sms it is sent', async () => {
    const phone = freshPhone();
    expect((await sendCode(phone)).status).toBe(200);
    api.clock.advance(29_000);
    const soon = await sendCode(phone);
    expect(soon.status).toBe(429);
    expect(soon.body).toEqual({ message: 'sms_resend_too_soon' });
    expect((await sendCode(phone, true)).status).toBe(200); // the explicit resend
    api.clock.advance(30_000);
    expect((await sendCode(phone)).status).toBe(200);
    expect((await readSms(phone)).count_today).toBe(3);
  });

  test('10 per phone per Kyiv day: the 11th gives "limit", the next Kyiv day resets', async () => {
    const local = await createTestApi();
    try {
      local.clock.set('2026-11-18T12:00:00Z'); // 14:00 in Kyiv
      const phone = '+380631112200';
      const other = '+380631112201';
      for (let i = 1; i <= 10; i++) {
        const res = await local.call('POST', '/api/secret/generate/new?force_sms=1', { body: { phone } });
        expect(res.status).toBe(200);
        expect(typeof res.body.id).toBe('string');
      }
      const eleventh = await local.call('POST', '/api/secret/generate/new?force_sms=1', { body: { phone } });
      expect(eleventh.status).toBe(200);
      expect(eleventh.body).toBe('limit');
      // Even after the resend pause, and with the mask format.
      local.clock.advance(60_000);
      const masked = await local.call('POST', '/api/secret/generate/new', { body: { phone: '+38 (063) 111 22 00' } });
      expect(masked.body).toBe('limit');
      expect((await local.call('GET', `/api/dev/sms?phone=${phone}`)).body.count_today).toBe(10);
      // Another phone is not affected.
      expect((await local.call('POST', '/api/secret/generate/new', { body: { phone: other } })).body.id).toBeDefined();
      // 23:59:59 Kyiv (UTC+2 in November): still limited.
      local.clock.set('2026-11-18T21:59:59Z');
      expect((await local.call('POST', '/api/secret/generate/new', { body: { phone } })).body).toBe('limit');
      // Midnight in Kyiv: a new day.
      local.clock.set('2026-11-18T22:00:00Z');
      const next = await local.call('POST', '/api/secret/generate/new', { body: { phone } });
      expect(next.status).toBe(200);
      expect(next.body).toEqual({ id: expect.any(String) });
      expect((await local.call('GET', `/api/dev/sms?phone=${phone}`)).body.count_today).toBe(1);
    } finally {
      await local.close();
    }
  });
});

describe('secret/check', () => {
  test('right code -> {valid: true}, and does not use it up', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const { id, code } = await readSms(phone);
    expect(await api.call('POST', '/api/secret/check', { body: { id, code } })).toEqual({
      status: 200,
      body: { valid: true },
    });
    expect((await api.call('POST', '/api/secret/check', { body: { id, code } })).status).toBe(200);
  });

  test.each([
    ['wrong code', (s: { id: string; code: string }) => ({ id: s.id, code: wrong(s.code) })],
    ['unknown id', (s: { id: string; code: string }) => ({ id: 'nope', code: s.code })],
    ['3 digits', (s: { id: string; code: string }) => ({ id: s.id, code: s.code.slice(1) })],
  ])('%s -> 422 validation_sms', async (_name, make) => {
    const phone = freshPhone();
    await sendCode(phone);
    const res = await api.call('POST', '/api/secret/check', { body: make(await readSms(phone)) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: ['validation_sms'] });
  });

  test('a code expires after 10 minutes', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const { id, code } = await readSms(phone);
    api.clock.advance(10 * 60 * 1000 - 1000);
    expect((await api.call('POST', '/api/secret/check', { body: { id, code } })).status).toBe(200);
    api.clock.advance(1000);
    const res = await api.call('POST', '/api/secret/check', { body: { id, code } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: ['validation_sms'] });
  });

  test('5 wrong tries burn the secret (4 do not)', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const { id, code } = await readSms(phone);
    for (let i = 0; i < 4; i++)
      expect((await api.call('POST', '/api/secret/check', { body: { id, code: wrong(code) } })).status).toBe(422);
    expect((await api.call('POST', '/api/secret/check', { body: { id, code } })).status).toBe(200);
    expect((await api.call('POST', '/api/secret/check', { body: { id, code: wrong(code) } })).status).toBe(422);
    const burned = await api.call('POST', '/api/secret/check', { body: { id, code } });
    expect(burned.status).toBe(422);
    expect(burned.body.errors).toEqual({ code: ['validation_sms'] });
  });
});

describe('auth/login', () => {
  test('by SMS code: token works for me; the code logs in only once', async () => {
    await sendCode(ANDRIY, true);
    const { id, code } = await readSms(ANDRIY);
    const res = await api.call('POST', '/api/auth/login', { body: { phone: '+38 (067) 123 45 67', id, code } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ access_token: expect.any(String) });
    const me = await api.call('GET', '/api/auth/me', { token: res.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.phone).toBe(ANDRIY);
    const again = await api.call('POST', '/api/auth/login', { body: { phone: ANDRIY, id, code } });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ code: ['validation_sms'] });
  });

  test('by password', async () => {
    const res = await api.call('POST', '/api/auth/login', { body: { phone: ANDRIY, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.access_token).toMatch(/^[0-9a-f]{64}$/);
  });

  test.each([
    ['wrong code', async () => ({ phone: OLENA, ...(await codeFor(OLENA, true)) }), { code: ['validation_sms'] }],
    ['code sent to another phone', async () => ({ phone: OLENA, ...(await codeFor(ANDRIY)) }), { code: ['validation_sms'] }],
    ['unknown phone', async () => ({ phone: '+380990000099', id: 'x', code: '1234' }), { phone: ['validation_exists'] }],
    ['invalid phone', async () => ({ phone: '12', id: 'x', code: '1234' }), { phone: ['validation_phone'] }],
    ['wrong password', async () => ({ phone: OLENA, password: 'nope-nope' }), { password: ['validation_password'] }],
    ['neither code nor password', async () => ({ phone: OLENA }), { id: ['validation_required'], code: ['validation_required'] }],
  ])('%s -> 422', async (_name, make, errors) => {
    const res = await api.call('POST', '/api/auth/login', { body: await make() });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });

  async function codeFor(phone: string, makeWrong = false) {
    await sendCode(phone, true);
    const { id, code } = await readSms(phone);
    return { id, code: makeWrong ? wrong(code) : code };
  }
});

describe('first-login bonus', () => {
  test('50 bonuses on the first login only', async () => {
    const local = await createTestApi();
    try {
      const login = async () =>
        (await local.call('POST', '/api/auth/login', { body: { phone: MARIA, password: DEMO_PASSWORD } })).body
          .access_token as string;
      const t1 = await login();
      expect((await local.call('POST', '/api/auth/me', { token: t1 })).body.bonus).toBe(50);
      const t2 = await login();
      expect((await local.call('POST', '/api/auth/me', { token: t2 })).body.bonus).toBe(50);
      const bonus = await local.call('GET', '/api/profile/bonus', { token: t2 });
      expect(bonus.body.history).toEqual([{ amount: 50, reason: 'first_login', created_at: expect.any(String) }]);
      // Seeded users who logged in before do not get it again.
      const a = (await local.call('POST', '/api/auth/login', { body: { phone: ANDRIY, password: DEMO_PASSWORD } })).body
        .access_token;
      expect((await local.call('POST', '/api/auth/me', { token: a })).body.bonus).toBe(250);
    } finally {
      await local.close();
    }
  });
});

describe('auth/register/v2', () => {
  let emailSeq = 0;
  async function validBody(over: Record<string, unknown> = {}) {
    const phone = (over.phone as string) ?? freshPhone();
    await sendCode(phone, true);
    const { id, code } = await readSms(phone);
    return {
      secretId: id,
      forSite: true,
      name: 'Тарас',
      email: `taras${++emailSeq}@example.com`,
      phone,
      password: 'secret1',
      password_confirmation: 'secret1',
      sms: code,
      ...over,
    };
  }

  test('registers, logs in (first-login bonus) and the phone becomes known', async () => {
    const body = await validBody();
    const res = await api.call('POST', '/api/auth/register/v2', { body });
    expect(res.status).toBe(200);
    const me = await api.call('POST', '/api/auth/me', { token: res.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: expect.any(Number),
      name: 'Тарас',
      email: body.email,
      phone: body.phone,
      bonus: 50,
      avatar: null,
      show_mobile_result: false,
      birthday: null,
    });
    expect((await api.call('POST', '/api/auth/check-phone', { body: { phone: body.phone } })).body.is_unique_phone).toBe(true);
    const login = await api.call('POST', '/api/auth/login', { body: { phone: body.phone, password: 'secret1' } });
    expect(login.status).toBe(200);
    // The SMS code was used up.
    const again = await api.call('POST', '/api/auth/register/v2', { body: { ...body, email: 'other@example.com' } });
    expect(again.status).toBe(422);
  });

  test.each([
    ['phone taken', { phone: OLENA }, { phone: ['validation_unique'] }],
    ['email taken', { email: 'Maria@Example.com' }, { email: ['validation_unique'] }],
    ['bad email', { email: 'maria.example.com' }, { email: ['valid_email'] }],
    ['empty name', { name: '  ' }, { name: ['validation_required'] }],
    ['short password', { password: '12345', password_confirmation: '12345' }, { password: ['validation_min'] }],
    ['mismatch', { password_confirmation: 'secret2' }, { password: ['validation_confirmed'] }],
    ['empty confirmation', { password_confirmation: '' }, { password_confirmation: ['validation_required'] }],
    ['wrong sms', { sms: 'WRONG' }, { sms: ['validation_sms'] }],
    [
      'wrong sms and taken email',
      { sms: 'WRONG', email: 'maria@example.com' },
      { sms: ['validation_sms'], email: ['validation_unique'] },
    ],
    ['unknown secret', { secretId: 'nope' }, { sms: ['validation_sms'] }],
  ])('%s -> 422', async (_name, over, errors) => {
    // The code is sent to the phone being registered.
    const body = await validBody('phone' in over ? { phone: over.phone } : {});
    const patched = { ...body, ...over } as Record<string, unknown>;
    if (patched.sms === 'WRONG') patched.sms = wrong(body.sms as string);
    const res = await api.call('POST', '/api/auth/register/v2', { body: patched });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });

  test.each([
    ['empty', { email: '' }],
    ['absent', { email: undefined }],
  ])('the e-mail is optional (%s): registered without one', async (_name, over) => {
    const first = await api.call('POST', '/api/auth/register/v2', { body: { ...(await validBody()), ...over } });
    expect(first.status).toBe(200);
    const me = await api.call('POST', '/api/auth/me', { token: first.body.access_token });
    expect(me.body).toMatchObject({ email: null, bonus: 50 });
    // A second customer without e-mail is no "taken e-mail".
    const second = await api.call('POST', '/api/auth/register/v2', { body: { ...(await validBody()), ...over } });
    expect(second.status).toBe(200);
  });

  test.each(['secretId', 'name', 'phone', 'password', 'password_confirmation', 'sms'])(
    'missing %s -> 422 validation_required',
    async (field) => {
      const body: Record<string, unknown> = await validBody();
      delete body[field];
      const res = await api.call('POST', '/api/auth/register/v2', { body });
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toEqual(['validation_required']);
    },
  );

  test('code sent to another phone -> validation_sms', async () => {
    const a = await validBody();
    const b = await validBody();
    const res = await api.call('POST', '/api/auth/register/v2', { body: { ...a, secretId: b.secretId, sms: b.sms } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ sms: ['validation_sms'] });
  });
});

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
