import { createTestApi, type TestApi } from '../../test-utils';
import { DEMO_USERS } from './seed';
import { TG_ERRORS } from './schemas';
import { safeRedirect } from './dev-routes';
import { TG_HANDOVER_GRACE_MS, TG_TOKEN_TTL_MS } from './tg-bot';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function newBotToken() {
  const res = await api.call('POST', '/api/tg-bot/token', { body: { goal: 'authorize' } });
  expect(res.status).toBe(200);
  return res.body as { token: string; start: string; link: string };
}
const status = async (token: string) => (await api.call('GET', `/api/tg-bot/status/${token}`)).body;

describe('messenger-bot login (stand-in)', () => {
  test('token and link to the local bot page', async () => {
    const { token, start, link } = await newBotToken();
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    // The link carries the start code; the token this browser polls with stays out of it.
    expect(start).toMatch(/^[0-9a-f]{32}$/);
    expect(start).not.toBe(token);
    expect(link).toBe(`/api/dev/tg-bot/${start}`);
    const page = await api.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Confirm as +380');
    // The stand-in bot shows the device and the Kyiv time of the login, as the real bot does.
    expect(page.body).toMatch(/Запит на вхід на сайт: [^<]+, о \d\d:\d\d за Києвом/);
    for (const e of TG_ERRORS) expect(page.body).toContain(`data-error="${e}"`);
  });

  test('goal other than authorize -> 422', async () => {
    expect((await api.call('POST', '/api/tg-bot/token', { body: { goal: 'spam' } })).status).toBe(422);
  });

  test('waiting, then success with a working access token, handed over once', async () => {
    const { token, start } = await newBotToken();
    expect(await status(token)).toEqual({ status: 'waiting' });
    api.clock.advance(10_000);
    expect(await status(token)).toEqual({ status: 'waiting' });
    // The bot side learns that the login is confirmed, never the access token.
    const confirm = await api.call('POST', `/api/dev/tg-bot/${start}`, { body: { phone: '+38 (067) 123 45 67' } });
    expect(confirm.body).toEqual({ status: 'success' });
    const s = await status(token);
    expect(s).toEqual({ status: 'success', token: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const me = await api.call('GET', '/api/auth/me', { token: s.token });
    expect(me.status).toBe(200);
    expect(me.body.phone).toBe(DEMO_USERS.bonus.phone);
    // The token was answered once; the next poll gets none, while the bot page still reads "success".
    expect(await status(token)).toEqual({ status: 'error', error: 'token_old' });
    expect((await api.app.inject({ method: 'GET', url: `/api/dev/tg-bot/${start}` })).body).toContain('Login request: success');
    // Pressing again changes nothing.
    expect((await api.call('POST', `/api/dev/tg-bot/${start}`, { body: { error: 'cannot_authorise' } })).body).toEqual({
      status: 'success',
    });
    expect((await api.call('GET', '/api/auth/me', { token: s.token })).status).toBe(200);
  });

  test('two polls at once after the confirmation: exactly one gets the token', async () => {
    const { token, start } = await newBotToken();
    await api.call('POST', `/api/dev/tg-bot/${start}`, { body: { phone: DEMO_USERS.bonus.phone } });
    const answers = await Promise.all([status(token), status(token), status(token)]);
    expect(answers.filter((a) => a.status === 'success')).toHaveLength(1);
    expect(answers.filter((a) => a.status === 'error' && a.error === 'token_old')).toHaveLength(2);
  });

  test('a confirmation nobody polled for is not handed over after the wait and its grace', async () => {
    const { token, start } = await newBotToken();
    await api.call('POST', `/api/dev/tg-bot/${start}`, { body: { phone: DEMO_USERS.bonus.phone } });
    api.clock.advance(TG_TOKEN_TTL_MS + TG_HANDOVER_GRACE_MS);
    const late = await newBotToken();
    await api.call('POST', `/api/dev/tg-bot/${late.start}`, { body: { phone: DEMO_USERS.bonus.phone } });
    api.clock.advance(TG_TOKEN_TTL_MS + TG_HANDOVER_GRACE_MS);
    // At the edge of the grace the poll in flight still gets it; a moment later nothing does.
    expect((await status(late.token)).status).toBe('success');
    api.clock.advance(1);
    expect(await status(token)).toEqual({ status: 'error', error: 'token_old' });
  });

  test.each(TG_ERRORS.map((e) => [e]))('bot error %s is reported by status', async (error) => {
    const { token, start } = await newBotToken();
    const res = await api.call('POST', `/api/dev/tg-bot/${start}`, { body: { error } });
    expect(res.body).toEqual({ status: 'error', error });
    expect(await status(token)).toEqual({ status: 'error', error });
  });

  test.each([
    ['+380990000055', 'account_not_found'],
    ['', 'phone_missing'],
    ['not a phone', 'phone_missing'],
  ])('confirm as %j -> %s', async (phone, error) => {
    const { token, start } = await newBotToken();
    await api.call('POST', `/api/dev/tg-bot/${start}`, { body: { phone } });
    expect(await status(token)).toEqual({ status: 'error', error });
  });

  test('an unconfirmed token expires after 50 s: token_old (also for the bot)', async () => {
    const { token, start } = await newBotToken();
    api.clock.advance(50_000);
    expect(await status(token)).toEqual({ status: 'waiting' });
    api.clock.advance(1_000);
    expect(await status(token)).toEqual({ status: 'error', error: 'token_old' });
    const late = await api.call('POST', `/api/dev/tg-bot/${start}`, { body: { phone: DEMO_USERS.bonus.phone } });
    expect(late.body).toEqual({ status: 'error', error: 'token_old' });
    const page = await api.app.inject({ method: 'GET', url: `/api/dev/tg-bot/${start}` });
    expect(page.body).toContain('token_old');
  });

  test('unknown token -> token_old', async () => {
    expect(await status('0123456789abcdef')).toEqual({ status: 'error', error: 'token_old' });
  });
});

describe('social login (stand-in)', () => {
  const linkOf = (html: string, id: string) => {
    const m = new RegExp(`id="${id}" href="([^"]+)"`).exec(html);
    return m ? m[1].replace(/&amp;/g, '&') : '';
  };
  async function consent(provider: string, redirect = '/auth/google/callback') {
    const res = await api.app.inject({
      method: 'GET',
      url: `/api/dev/social/${provider}?redirect_uri=${encodeURIComponent(redirect)}&state=xyz`,
      headers: { host: 'localhost:3001' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Continue as test user');
    return { ok: linkOf(res.body, 'continue'), fail: linkOf(res.body, 'fail') };
  }

  test('google: continue gives a code that logs in (new user, first-login bonus); the code works once', async () => {
    const { ok, fail } = await consent('google');
    expect(ok).toMatch(/^\/auth\/google\/callback\?state=xyz&code=[0-9a-f]{32}$/);
    expect(fail).toBe('/auth/google/callback?state=xyz&error=access_denied');
    const code = new URL(ok, 'http://x').searchParams.get('code');
    const res = await api.call('POST', '/api/sociallogin/google', { body: { code } });
    expect(res.status).toBe(200);
    const me = (await api.call('GET', '/api/auth/me', { token: res.body.access_token })).body;
    expect(me).toMatchObject({ email: 'google.user@example.com', name: 'Google Test User', phone: null, bonus: 50 });
    const again = await api.call('POST', '/api/sociallogin/google', { body: { code } });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ code: ['validation_social'] });
    // A second login finds the same account.
    const second = new URL((await consent('google')).ok, 'http://x').searchParams.get('code');
    const res2 = await api.call('POST', '/api/sociallogin/google', { body: { code: second } });
    expect((await api.call('GET', '/api/auth/me', { token: res2.body.access_token })).body.id).toBe(me.id);
  });

  test('apple accepts id_token and an absolute local redirect', async () => {
    const { ok } = await consent('apple', 'http://localhost:8888/api/apple-result');
    expect(ok.startsWith('http://localhost:8888/api/apple-result?')).toBe(true);
    const code = new URL(ok).searchParams.get('code');
    const res = await api.call('POST', '/api/sociallogin/apple', { body: { id_token: code, name: 'Ignored Name' } });
    expect(res.status).toBe(200);
    expect((await api.call('GET', '/api/auth/me', { token: res.body.access_token })).body.email).toBe('apple.user@example.com');
  });

  test.each([
    ['unknown code', 'google', { code: 'nope' }, 422],
    ['no code', 'google', {}, 422],
    ['unknown provider', 'facebook', { code: 'x' }, 422],
  ])('%s -> %i', async (_n, provider, body, code) => {
    expect((await api.call('POST', `/api/sociallogin/${provider}`, { body })).status).toBe(code);
  });

  test("another provider's code and an expired code are rejected", async () => {
    const g = new URL((await consent('google')).ok, 'http://x').searchParams.get('code');
    expect((await api.call('POST', '/api/sociallogin/apple', { body: { code: g } })).status).toBe(422);
    const g2 = new URL((await consent('google')).ok, 'http://x').searchParams.get('code');
    api.clock.advance(10 * 60 * 1000 + 1);
    expect((await api.call('POST', '/api/sociallogin/google', { body: { code: g2 } })).status).toBe(422);
  });

  test('a foreign redirect_uri is refused', async () => {
    const res = await api.call('GET', `/api/dev/social/google?redirect_uri=${encodeURIComponent('https://evil.example/x')}`);
    expect(res.status).toBe(422);
  });

  test.each([
    ['/auth/google/callback', 'localhost:3001', true],
    ['http://localhost:8000/cb', 'shop.test', true],
    ['http://shop.test/cb', 'shop.test', true],
    ['https://evil.example/cb', 'shop.test', false],
    ['//evil.example/cb', 'shop.test', false],
    ['javascript:alert(1)', 'shop.test', false],
  ])('safeRedirect(%s, host %s) -> %p', (uri, host, ok) => {
    expect(safeRedirect(uri, host) !== null).toBe(ok);
  });
});
