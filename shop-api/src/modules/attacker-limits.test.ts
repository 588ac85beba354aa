import { readLimits } from '../config';
import { createTestApi, type TestApi } from '../test-utils';

/** Issue 43's smaller findings, tried as an attacker would: each fails on the code before the fix. */
jest.setTimeout(60_000);

let api: TestApi;
afterEach(() => api?.close());

test('staff cannot set a price below 1 UAH (0.001 became a free dish) nor above 100,000 UAH', async () => {
  api = await createTestApi();
  await api.call('POST', '/api/dev/staff', { body: { login: 'prices', password: 'desk-password-1', role: 'manager' } });
  const token = (await api.call('POST', '/api/staff/login', { body: { login: 'prices', password: 'desk-password-1' } })).body
    .token;
  for (const price of [0.001, 0.5, 100_001]) {
    const res = await api.call('POST', '/api/staff/menu/dish', { token, body: { product_id: 1, price } });
    expect([price, res.status, Object.values(res.body.errors ?? {})]).toEqual([price, 422, [expect.any(Array)]]);
  }
  expect((await api.call('POST', '/api/staff/menu/dish', { token, body: { product_id: 1, price: 1 } })).status).toBe(200);
});

test('two registrations with one e-mail at once: one 200, one 409 (never a 500), and the loser’s code still works', async () => {
  api = await createTestApi();
  const phones = ['+380501110001', '+380501110002'];
  const codes = [];
  for (const phone of phones) {
    const { id } = (await api.call('POST', '/api/secret/generate/new', { body: { phone } })).body;
    const { code } = (await api.call('GET', `/api/dev/sms?phone=${encodeURIComponent(phone)}`)).body;
    codes.push({ phone, id, code });
  }
  const register = (c: { phone: string; id: string; code: string }, email: string) =>
    api.call('POST', '/api/auth/register/v2', {
      body: {
        secretId: c.id,
        sms: c.code,
        name: 'Same',
        email,
        phone: c.phone,
        password: 'secret-1',
        password_confirmation: 'secret-1',
      },
    });
  const answers = await Promise.all(codes.map((c) => register(c, 'same@example.com')));
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  const lost = answers.findIndex((a) => a.status === 409);
  expect(answers[lost].body).toEqual({ message: 'already_registered', errors: { email: ['validation_unique'] } });
  expect((await register(codes[lost], 'other@example.com')).status).toBe(200);
});

describe('per-client limits (production numbers)', () => {
  beforeEach(async () => {
    api = await createTestApi({ limits: readLimits({}) });
  });

  test('CV uploads: 10 an hour per client, refused before the body is read; another client is not affected', async () => {
    const upload = (remoteAddress: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/forms/cv',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--x--\r\n',
        remoteAddress,
      });
    const answers = await Promise.all(Array.from({ length: 15 }, () => upload('198.51.100.20')));
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(5);
    expect((await upload('198.51.100.21')).statusCode).not.toBe(429);
  });

  test('subscribe: 10 an hour per client; groups only from the server-side list', async () => {
    const subscribe = (i: number, groups: string[] = ['FooterSubscribe']) =>
      api.call('POST', '/api/subscribe', {
        body: { firstName: 'A', email: `s${i}@example.com`, groups, formType: 'FooterSubscribe' },
      });
    const foreign = await subscribe(0, ['VIP-Customers']);
    expect(foreign.status).toBe(422);
    const statuses = [];
    for (let i = 1; i <= 11; i++) statuses.push((await subscribe(i)).status);
    // The refused foreign-group request counted too: 9 more pass.
    expect(statuses.filter((s) => s === 200)).toHaveLength(9);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  test('auth/check and auth/check-phone: 60 an hour per client together', async () => {
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        api.call('POST', i % 2 ? '/api/auth/check' : '/api/auth/check-phone', {
          body: { phone: `+3805011${String(i).padStart(5, '0')}` },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(60);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
    api.clock.advance(3_600_000);
    expect((await api.call('POST', '/api/auth/check', { body: { phone: '+380501112233' } })).status).toBe(200);
  });
});
