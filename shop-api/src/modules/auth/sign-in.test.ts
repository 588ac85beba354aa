/**
 * Signing in (by SMS code, by password), the first-login bonus, and registration.
 */
import { createTestApi, type TestApi } from '../../test-utils';
import { DEMO_PASSWORD } from './seed';
import { OLENA, ANDRIY, MARIA, freshPhone, wrong, smsFlow } from './test-auth';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
const { sendCode, readSms } = smsFlow(() => api);

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
