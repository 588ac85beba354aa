import { createTestApi, type TestApi } from '../../test-utils';
import { authProvidersOf } from './providers';
import { createSocialCode, standInAccount, type SocialProvider } from './social';
import { keepsAWayIn } from './social-links';
import { SOCIAL_LINKS_PER_CLIENT_HOUR } from './social-link-routes';
import { freshPhone, smsFlow } from './test-auth';

/**
 * Google and Apple connected from the profile (issue 43, decision 435): what the e-mail conflict
 * screen sends the customer to do. A connected identity signs in to this account; another
 * account's identity is refused; the last way into an account is never disconnected.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
const { sendCode, readSms } = smsFlow(() => api);

let seq = 0;
const freshEmail = () => `linked${++seq}@example.com`;
/** A stand-in code for the provider's verified account of `email` (its own subject). */
const codeFor = (provider: SocialProvider, email: string) =>
  createSocialCode(api.ctx.db, provider, api.clock.now(), standInAccount(provider, email));
const social = (provider: SocialProvider, email: string) =>
  api.call('POST', `/api/sociallogin/${provider}`, { body: { code: codeFor(provider, email) } });
/** A client address per call: the per-client limit has a test of its own. */
let clientSeq = 0;
const anyClient = () => `198.51.100.${(++clientSeq % 250) + 1}`;
const connect = (token: string | undefined, provider: SocialProvider, email: string, remoteAddress = anyClient()) =>
  api.call('POST', `/api/profile/social-accounts/${provider}`, {
    token,
    body: { code: codeFor(provider, email) },
    remoteAddress,
  });
const disconnect = (token: string | undefined, provider: SocialProvider) =>
  api.call('DELETE', `/api/profile/social-accounts/${provider}`, { token, remoteAddress: anyClient() });
const links = async (token: string) => (await api.call('GET', '/api/profile/social-accounts', { token })).body;
const profile = async (token: string) => (await api.call('GET', '/api/profile', { token })).body;
const outbox = (to: string) => authProvidersOf(api.ctx).emailOutbox.filter((m) => m.to === to);

async function register(email: string | null) {
  const phone = freshPhone();
  await sendCode(phone, true);
  const { id, code } = await readSms(phone);
  const res = await api.call('POST', '/api/auth/register/v2', {
    body: {
      secretId: id,
      forSite: true,
      name: 'Власник',
      ...(email ? { email } : {}),
      phone,
      password: 'secret1',
      password_confirmation: 'secret1',
      sms: code,
    },
  });
  expect(res.status).toBe(200);
  return { phone, token: res.body.access_token as string };
}
const userIdOf = async (token: string) => (await profile(token)).id as number;

test("the conflict screen's way out: signed in by phone, Google connected; then Google signs in to this account", async () => {
  const email = freshEmail();
  const owner = await register(email);
  expect((await social('google', email)).status).toBe(409); // the conflict screen

  const connected = await connect(owner.token, 'google', email);
  expect(connected.status).toBe(200);
  expect(connected.body).toEqual({
    accounts: [{ provider: 'google', email, can_disconnect: true }],
    available: ['google', 'apple'],
  });
  // The provider verified the account's own e-mail: it counts as confirmed now.
  expect(await profile(owner.token)).toMatchObject({ email, email_confirmed: true });

  const signIn = await social('google', email);
  expect(signIn.status).toBe(200);
  expect(await userIdOf(signIn.body.access_token as string)).toBe(await userIdOf(owner.token));
  // The same identity again changes nothing.
  expect((await connect(owner.token, 'google', email)).status).toBe(200);
  expect((await links(owner.token)).accounts).toHaveLength(1);
});

test("Apple connected with another e-mail than the account's: signs in here, the account's e-mail stays unconfirmed", async () => {
  const owner = await register(freshEmail());
  const appleEmail = freshEmail();
  expect((await connect(owner.token, 'apple', appleEmail)).status).toBe(200);
  expect(await profile(owner.token)).toMatchObject({ email_confirmed: false });
  const signIn = await social('apple', appleEmail);
  expect(signIn.status).toBe(200);
  expect(await userIdOf(signIn.body.access_token as string)).toBe(await userIdOf(owner.token));
});

test('an identity another account has is refused (409), and nothing moves', async () => {
  const email = freshEmail();
  const first = await social('google', email); // a new account made by Google
  expect(first.status).toBe(200);
  const firstId = await userIdOf(first.body.access_token as string);
  const other = await register(null);
  const refused = await connect(other.token, 'google', email);
  expect(refused.status).toBe(409);
  expect(refused.body).toEqual({ message: 'social_account_taken' });
  expect((await links(other.token)).accounts).toEqual([]);
  expect(await userIdOf((await social('google', email)).body.access_token as string)).toBe(firstId);
});

test('a second Google identity while one is connected: 409 provider_already_connected', async () => {
  const owner = await register(null);
  expect((await connect(owner.token, 'google', freshEmail())).status).toBe(200);
  const second = await connect(owner.token, 'google', freshEmail());
  expect(second.status).toBe(409);
  expect(second.body).toEqual({ message: 'provider_already_connected' });
});

test('a used, unknown or missing code connects nothing (422)', async () => {
  const owner = await register(null);
  const code = codeFor('google', freshEmail());
  const call = (body: object) =>
    api.call('POST', '/api/profile/social-accounts/google', { token: owner.token, body, remoteAddress: anyClient() });
  expect((await call({ code })).status).toBe(200);
  await disconnect(owner.token, 'google');
  expect((await call({ code })).status).toBe(422); // used
  expect((await call({ code: 'made-up' })).body).toMatchObject({ errors: { code: ['validation_social'] } });
  expect((await call({})).body).toMatchObject({ errors: { code: ['validation_required'] } });
  // An Apple code does not connect Google.
  expect((await call({ code: codeFor('apple', freshEmail()) })).status).toBe(422);
  expect((await links(owner.token)).accounts).toEqual([]);
});

test('no session, a made-up token: 401, nothing connected or disconnected', async () => {
  const email = freshEmail();
  for (const token of [undefined, 'f'.repeat(64)]) {
    expect((await connect(token, 'google', email)).status).toBe(401);
    expect((await api.call('GET', '/api/profile/social-accounts', { token })).status).toBe(401);
    expect((await disconnect(token, 'google')).status).toBe(401);
  }
  expect(api.ctx.db.prepare('SELECT count(*) AS n FROM social_accounts WHERE subject = ?').get(`google-${email}`)).toEqual({
    n: 0,
  });
});

test("someone else's session disconnects only their own provider: the victim's stays", async () => {
  const victim = await register(null);
  const victimEmail = freshEmail();
  expect((await connect(victim.token, 'google', victimEmail)).status).toBe(200);
  const attacker = await register(null);
  const res = await disconnect(attacker.token, 'google');
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ message: 'provider_not_connected' });
  expect((await links(victim.token)).accounts).toEqual([{ provider: 'google', email: victimEmail, can_disconnect: true }]);
  expect((await social('google', victimEmail)).status).toBe(200);
});

test('disconnecting: a phone account may; an account made by Google keeps its only way in (409) until Apple is connected', async () => {
  const owner = await register(null);
  const email = freshEmail();
  await connect(owner.token, 'google', email);
  const off = await disconnect(owner.token, 'google');
  expect(off.status).toBe(200);
  expect(off.body.accounts).toEqual([]);

  const googleOnly = (await social('google', freshEmail())).body.access_token as string;
  expect((await links(googleOnly)).accounts).toEqual([expect.objectContaining({ provider: 'google', can_disconnect: false })]);
  const last = await disconnect(googleOnly, 'google');
  expect(last.status).toBe(409);
  expect(last.body).toEqual({ message: 'last_sign_in_method' });
  expect((await connect(googleOnly, 'apple', freshEmail())).status).toBe(200);
  expect((await links(googleOnly)).accounts.map((a: { can_disconnect: boolean }) => a.can_disconnect)).toEqual([true, true]);
  expect((await disconnect(googleOnly, 'google')).status).toBe(200);
  // Apple is now the only way in.
  expect((await disconnect(googleOnly, 'apple')).status).toBe(409);
});

test('two disconnections at once of an account with two providers and no phone: one of them stays', async () => {
  const token = (await social('google', freshEmail())).body.access_token as string;
  await connect(token, 'apple', freshEmail());
  const answers = await Promise.all((['google', 'apple'] as const).map((p) => disconnect(token, p)));
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  expect((await links(token)).accounts).toHaveLength(1);
});

test(`connections are limited per client: ${SOCIAL_LINKS_PER_CLIENT_HOUR} an hour, then 429`, async () => {
  const owner = await register(null);
  const statuses = await Promise.all(
    Array.from({ length: SOCIAL_LINKS_PER_CLIENT_HOUR + 5 }, () => connect(owner.token, 'google', freshEmail(), '203.0.113.77')),
  );
  expect(statuses.filter((r) => r.status === 429)).toHaveLength(5);
  // Another client is not held back.
  expect((await connect(owner.token, 'apple', freshEmail(), '203.0.113.78')).status).toBe(200);
});

describe('the e-mail the customer picks after a social sign-in (decision 435)', () => {
  test("the provider's verified e-mail is saved confirmed, and no link is sent", async () => {
    const owner = await register(freshEmail());
    const googleEmail = freshEmail();
    await connect(owner.token, 'google', googleEmail);
    const res = await api.call('PUT', '/api/profile', { token: owner.token, body: { email: googleEmail } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: googleEmail, email_confirmed: true });
    expect(res.body.email_confirmation).toBeUndefined();
    expect(outbox(googleEmail)).toEqual([]);
  });

  test("any other e-mail stays unconfirmed and gets its link, also one another account's provider verified", async () => {
    const owner = await register(null);
    await connect(owner.token, 'google', freshEmail());
    const elsewhere = freshEmail();
    await social('apple', elsewhere); // verified for another (new) account, which holds the e-mail itself
    const typed = freshEmail();
    const res = await api.call('PUT', '/api/profile', { token: owner.token, body: { email: typed } });
    expect(res.body.user).toMatchObject({ email: typed, email_confirmed: false });
    expect(res.body.email_confirmation).toBe('sent');
    expect(outbox(typed)).toHaveLength(1);
  });

  test('the e-mail choice after a Google sign-in into an account with another e-mail saves the offered one confirmed', async () => {
    const owner = await register(freshEmail());
    const googleEmail = freshEmail();
    await connect(owner.token, 'google', googleEmail);
    const signIn = await social('google', googleEmail);
    expect(signIn.body.email_conflict).toMatchObject({ offered: googleEmail });
    const token = signIn.body.access_token as string;
    const chosen = await api.call('PUT', '/api/profile', { token, body: { email: googleEmail } });
    expect(chosen.body.user).toMatchObject({ email: googleEmail, email_confirmed: true });
  });
});

test.each([
  [true, ['google'], 'google', true],
  [false, ['google'], 'google', false],
  [false, ['google', 'apple'], 'google', true],
  [false, ['apple'], 'google', true],
  [true, [], 'apple', true],
] as const)('keepsAWayIn(phone %s, connected %j) without %s: %s', (hasPhone, connected, provider, expected) => {
  expect(keepsAWayIn({ hasPhone, connected: [...connected] }, provider)).toBe(expected);
});
