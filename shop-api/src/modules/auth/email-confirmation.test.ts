import { createTestApi, type TestApi } from '../../test-utils';
import { authProvidersOf } from './providers';
import { createSocialCode, standInAccount } from './social';
import { EMAIL_CONFIRM_TTL_MS, EMAIL_CONFIRMS_PER_ACCOUNT_HOUR } from './email-confirmation';
import { freshPhone, smsFlow } from './test-auth';
import { DEMO_PASSWORD, DEMO_USERS } from './seed';

/**
 * No account pre-takeover by e-mail (issue 43, point 2): an e-mail typed at registration or in the
 * profile is only claimed until the link e-mailed to it is opened, and a Google or Apple sign-in
 * with that e-mail does not enter the account that claimed it (409 email_unconfirmed).
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
const { sendCode, readSms } = smsFlow(() => api);

let seq = 0;
const freshEmail = () => `claimed${++seq}@example.com`;

async function register(email: string, query = '') {
  const phone = freshPhone();
  await sendCode(phone, true);
  const { id, code } = await readSms(phone);
  const res = await api.call('POST', `/api/auth/register/v2${query}`, {
    body: {
      secretId: id,
      forSite: true,
      name: 'Зловмисник',
      email,
      phone,
      password: 'secret1',
      password_confirmation: 'secret1',
      sms: code,
    },
  });
  expect(res.status).toBe(200);
  return { phone, token: res.body.access_token as string };
}

/** What the e-mail stand-in sent to `to`, newest last. */
const outbox = (to: string) => authProvidersOf(api.ctx).emailOutbox.filter((m) => m.to === to);
/** The token of the newest confirmation link sent to `to`. */
function linkToken(to: string): string {
  const mail = outbox(to).at(-1);
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  expect(url.searchParams.get('auth')).toBe('email-confirm');
  return url.searchParams.get('token')!;
}

/** Google's answer for the verified `email`, through the stand-in's code. */
const google = (email: string) =>
  api.call('POST', '/api/sociallogin/google', {
    body: { code: createSocialCode(api.ctx.db, 'google', api.clock.now(), standInAccount('google', email)) },
  });
const profile = async (token: string) => (await api.call('GET', '/api/profile', { token })).body;
const confirm = (token: string) => api.call('POST', '/api/auth/email/confirm', { body: { token } });

test('a claimed e-mail: the Google sign-in with it does not enter the account until the link is opened', async () => {
  const email = freshEmail();
  const claimer = await register(email, '?lang=russian');
  // The link went to the address, in the customer's language, to the site's confirmation page.
  expect(outbox(email)).toHaveLength(1);
  expect(outbox(email)[0]).toMatchObject({ subject: 'Подтвердите e-mail' });
  expect(outbox(email)[0].text).toMatch(/\/ru\/\?auth=email-confirm&token=[0-9a-f]{32}/);
  expect(await profile(claimer.token)).toMatchObject({ email, email_confirmed: false });

  // The owner of the address signs in with Google: refused, and no account is linked or made.
  const users = () => (api.ctx.db.prepare('SELECT count(*) AS n FROM users').get() as { n: number }).n;
  const before = users();
  const refused = await google(email);
  expect(refused.status).toBe(409);
  expect(refused.body).toEqual({ message: 'email_unconfirmed' });
  expect(users()).toBe(before);
  expect(api.ctx.db.prepare('SELECT count(*) AS n FROM social_accounts WHERE subject = ?').get(`google-${email}`)).toEqual({
    n: 0,
  });

  // Opened: confirmed once; the same link again is refused.
  const token = linkToken(email);
  expect((await confirm(token)).body).toEqual({ message: 'email_confirmed', email });
  expect((await confirm(token)).body.errors).toEqual({ token: ['validation_token'] });
  expect(await profile(claimer.token)).toMatchObject({ email_confirmed: true });
  const admitted = await google(email);
  expect(admitted.status).toBe(200);
  expect((await profile(admitted.body.access_token)).id).toBe((await profile(claimer.token)).id);
});

test('a new e-mail in the profile is unconfirmed again; only its own link confirms it, within 24 hours', async () => {
  const first = freshEmail();
  const { token } = await register(first);
  expect((await confirm(linkToken(first))).status).toBe(200);
  const resend = (await api.call('POST', '/api/profile/email/confirmation', { token })).body;
  expect(resend).toEqual({ message: 'already_confirmed' });

  const second = freshEmail();
  const put = await api.call('PUT', '/api/profile', { token, body: { email: second.toUpperCase() } });
  expect(put.status).toBe(200);
  expect(put.body).toMatchObject({ email_confirmation: 'sent', user: { email: second, email_confirmed: false } });
  expect((await google(second)).status).toBe(409);
  // The same e-mail again (another case) keeps its state and sends nothing more.
  const again = await api.call('PUT', '/api/profile', { token, body: { email: second } });
  expect(again.body.email_confirmation).toBeUndefined();
  expect(outbox(second)).toHaveLength(1);

  // A link sent to the account's earlier e-mail confirms nothing now.
  const third = freshEmail();
  const oldLink = linkToken(second);
  await api.call('PUT', '/api/profile', { token, body: { email: third } });
  expect((await confirm(oldLink)).status).toBe(422);
  expect(await profile(token)).toMatchObject({ email: third, email_confirmed: false });

  // Expired after 24 hours.
  const late = linkToken(third);
  api.clock.advance(EMAIL_CONFIRM_TTL_MS + 1);
  expect((await confirm(late)).status).toBe(422);
  expect(await profile(token)).toMatchObject({ email_confirmed: false });
});

test("resending: only the signed-in owner, to the account's own e-mail, 3 an hour even when asked at once", async () => {
  const email = freshEmail();
  const { token } = await register(email);
  // Nobody else: no session is 401; another customer's session sends to that customer's e-mail, never to this one.
  expect((await api.call('POST', '/api/profile/email/confirmation')).status).toBe(401);
  const other = (await api.call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.email.phone, password: DEMO_PASSWORD } }))
    .body.access_token as string;
  expect((await api.call('POST', '/api/profile/email/confirmation', { token: other })).body).toEqual({
    message: 'already_confirmed',
  });
  expect(outbox(email)).toHaveLength(1);

  // The registration's link counts: 2 more this hour, of 10 asked at once.
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => api.call('POST', '/api/profile/email/confirmation', { token })),
  );
  expect(answers.filter((r) => r.status === 200)).toHaveLength(EMAIL_CONFIRMS_PER_ACCOUNT_HOUR - 1);
  expect(answers.filter((r) => r.status === 429)).toHaveLength(10 - (EMAIL_CONFIRMS_PER_ACCOUNT_HOUR - 1));
  expect(outbox(email)).toHaveLength(EMAIL_CONFIRMS_PER_ACCOUNT_HOUR);
  api.clock.advance(3_600_001);
  expect((await api.call('POST', '/api/profile/email/confirmation', { token })).body).toEqual({ message: 'sent' });
});

test('a made-up token confirms nothing; an account without e-mail has nothing to confirm', async () => {
  expect((await confirm('0'.repeat(32))).body.errors).toEqual({ token: ['validation_token'] });
  const { token } = await register('');
  expect((await api.call('POST', '/api/profile/email/confirmation', { token })).status).toBe(422);
  expect(await profile(token)).toMatchObject({ email: null, email_confirmed: false });
});

test("the provider's verified e-mail of a new account counts as confirmed; the demo e-mail too", async () => {
  const email = freshEmail();
  const res = await google(email);
  expect(res.status).toBe(200);
  expect(await profile(res.body.access_token)).toMatchObject({ email, email_confirmed: true });
  // maria@example.com was seeded confirmed: Google with it enters her account.
  const maria = await google(DEMO_USERS.email.email!);
  expect(await profile(maria.body.access_token)).toMatchObject({ phone: DEMO_USERS.email.phone, email_confirmed: true });
});
