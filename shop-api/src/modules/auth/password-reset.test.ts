import { createTestApi, type TestApi } from '../../test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from './seed';

/** Password reset that works (issue 43): the code or link really leaves, through the providers. */
const MARIA = DEMO_USERS.email; // has a phone and maria@example.com
let api: TestApi;
beforeEach(async () => {
  api = await createTestApi();
});
afterEach(() => api.close());

const outbox = async (phone: string) =>
  (await api.call('GET', `/api/dev/sms/outbox?phone=${encodeURIComponent(phone)}`)).body as { text: string }[];
const mailbox = async (to: string) =>
  (await api.call('GET', `/api/dev/email/outbox?to=${encodeURIComponent(to)}`)).body as {
    subject: string;
    text: string;
    html: string;
  }[];
const submit = (email: string, token: string, password = 'fresh-pass-1') =>
  api.call('POST', '/api/auth/forgot/submit', { body: { email, token, password } });
const signIn = (password: string) => api.call('POST', '/api/auth/login', { body: { phone: MARIA.phone, password } });

test.each([
  ['ukrainian', /^Код для зміни пароля: (\d{6})\. Діє 15 хвилин/],
  ['russian', /^Код для смены пароля: (\d{6})\. Действует 15 минут/],
])('by phone (%s): the SMS stand-in records a 6-digit code; it changes the password once', async (lang, text) => {
  const res = await api.call('POST', `/api/auth/forgot?lang=${lang}`, { body: { email: MARIA.phone } });
  expect(res).toEqual({ status: 200, body: { message: 'new_password_on_your_phone' } });
  const sms = await outbox(MARIA.phone);
  expect(sms).toHaveLength(1);
  const code = text.exec(sms[0].text)?.[1];
  expect(code).toEqual(expect.stringMatching(/^\d{6}$/));
  // Stored only hashed.
  const stored = api.ctx.db.prepare('SELECT token_hash FROM password_resets').all() as { token_hash: string }[];
  expect(stored.every((r) => !r.token_hash.includes(code!))).toBe(true);
  expect((await submit(MARIA.phone, code!)).body).toEqual({ message: 'password_changed' });
  expect((await signIn('fresh-pass-1')).status).toBe(200);
  expect((await submit(MARIA.phone, code!, 'another-pass')).body.errors).toEqual({ token: ['validation_token'] });
});

test.each([
  ['ukrainian', 'http://localhost:8888/?auth=forgot-input&', 'Зміна пароля'],
  ['russian', 'http://localhost:8888/ru/?auth=forgot-input&', 'Смена пароля'],
])(
  'by e-mail (%s): the e-mail stand-in records a link to the new-password form; its token works once',
  async (lang, start, subject) => {
    const res = await api.call('POST', `/api/auth/forgot?lang=${lang}`, { body: { email: MARIA.email } });
    expect(res).toEqual({ status: 200, body: { message: 'new_password_on_your_email' } });
    const mail = await mailbox(MARIA.email!);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe(subject);
    const link = /(http\S+)/.exec(mail[0].text)![1];
    expect(link.startsWith(start)).toBe(true);
    expect(mail[0].html).toContain(`<a href="${link.replace(/&/g, '&amp;')}">`);
    const url = new URL(link);
    expect(url.searchParams.get('email')).toBe(MARIA.email);
    const token = url.searchParams.get('token')!;
    expect((await submit(MARIA.email!, token)).status).toBe(200);
    expect((await submit(MARIA.email!, token)).status).toBe(422);
    // No SMS went out for an e-mail request.
    expect(await outbox(MARIA.phone)).toEqual([]);
  },
);

test('a code lives 15 minutes, a link an hour', async () => {
  await api.call('POST', '/api/auth/forgot', { body: { email: MARIA.phone } });
  const code = /(\d{6})/.exec((await outbox(MARIA.phone))[0].text)![1];
  await api.call('POST', '/api/auth/forgot', { body: { email: MARIA.email } });
  const token = new URL(/(http\S+)/.exec((await mailbox(MARIA.email!))[0].text)![1]).searchParams.get('token')!;
  api.clock.advance(15 * 60_000 + 1);
  expect((await submit(MARIA.phone, code)).status).toBe(422);
  api.clock.advance(44 * 60_000);
  expect((await submit(MARIA.email!, token)).status).toBe(200);
});

test('the fifth wrong code uses up the reset: the right code no longer works', async () => {
  await api.call('POST', '/api/auth/forgot', { body: { email: MARIA.phone } });
  const code = /(\d{6})/.exec((await outbox(MARIA.phone))[0].text)![1];
  const wrong = code === '000000' ? '000001' : '000000';
  for (let i = 0; i < 5; i++) expect((await submit(MARIA.phone, wrong)).status).toBe(422);
  expect((await submit(MARIA.phone, code)).body.errors).toEqual({ token: ['validation_token'] });
  expect((await signIn(DEMO_PASSWORD)).status).toBe(200);
});

test('a gateway that refuses the SMS: 503, no usable code is kept', async () => {
  const failing = await createTestApi(
    { auth: { ...api.ctx.config.auth, sms: { kind: 'turbosms', token: 't', sender: 's' } } },
    {
      fetch: (async () =>
        new Response(JSON.stringify({ response_code: 104, response_status: 'NOT_ENOUGH_CREDITS' }), {
          headers: { 'content-type': 'application/json' },
        })) as typeof fetch,
    },
  );
  try {
    const res = await failing.call('POST', '/api/auth/forgot', { body: { email: MARIA.phone } });
    expect(res).toEqual({ status: 503, body: { message: 'sms_send_failed' } });
    expect(failing.ctx.db.prepare('SELECT COUNT(*) AS n FROM password_resets').get()).toEqual({ n: 0 });
  } finally {
    await failing.close();
  }
});

test('reset e-mails: 3 an hour per account, then 429', async () => {
  for (let i = 0; i < 3; i++)
    expect((await api.call('POST', '/api/auth/forgot', { body: { email: MARIA.email } })).status).toBe(200);
  expect((await api.call('POST', '/api/auth/forgot', { body: { email: MARIA.email } })).status).toBe(429);
  api.clock.advance(3_600_000);
  expect((await api.call('POST', '/api/auth/forgot', { body: { email: MARIA.email } })).status).toBe(200);
});
