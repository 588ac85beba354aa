/**
 * The phone and e-mail checks and the SMS codes: sending (resend wait, daily limit by the Kyiv
 * day), checking, expiry, and the wrong tries that burn a code.
 */
import { createTestApi, type TestApi } from '../../test-utils';
import { OLENA, MARIA, freshPhone, wrong, smsFlow } from './test-auth';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
const { sendCode, readSms } = smsFlow(() => api);

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
  test('right code -> {valid: true} with a proof of the phone (issue 43), and does not use it up', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const { id, code } = await readSms(phone);
    expect(await api.call('POST', '/api/secret/check', { body: { id, code } })).toEqual({
      status: 200,
      body: { valid: true, phone_proof: expect.any(String), phone_proof_expires_at: expect.any(String) },
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
