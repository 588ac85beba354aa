import { botLinkFor, POPUP_ANSWER_GRACE_MS, POPUP_WATCH_MS } from './auth-flow-store';
import { e422, flowSetup, ok, TOKEN, type Reply, type Route } from './test-helpers';

const PHONE = '+38 (050) 111 22 33';
const E164 = '+380501112233';

const smsRoutes = (over: Record<string, Route> = {}): Record<string, Route> => ({
  '/api/auth/check-phone': ok({ is_unique_phone: true }),
  '/api/secret/generate/new': ok({ id: 'sec-1' }),
  '/api/auth/login': ok({ access_token: TOKEN }),
  ...over,
});

function opened(routes: Record<string, Route>, over = {}) {
  const t = flowSetup(routes, over);
  t.store.getState().open({ type: 'login' });
  return t;
}

describe('SMS login', () => {
  it('checks the phone, sends the code (E.164), goes to code, logs in with {phone, id, code}, stores the token and closes', async () => {
    const t = opened(smsRoutes());
    expect(await t.store.getState().requestCode(PHONE)).toEqual({ ok: true });
    expect(t.calls.map((c) => [c.path, c.body])).toEqual([
      ['/api/auth/check-phone', { phone: E164 }],
      ['/api/secret/generate/new', { phone: E164 }],
    ]);
    expect(t.calls[1].url.searchParams.has('force_sms')).toBe(false);
    expect(t.store.getState().modal.screen).toBe('code');
    expect(await t.store.getState().submitCode('1234')).toEqual({ ok: true });
    expect(t.calls[2]).toMatchObject({ path: '/api/auth/login', body: { phone: E164, id: 'sec-1', code: '1234' } });
    expect(t.accepted).toEqual([TOKEN]);
    expect(t.closeModal).toHaveBeenCalledTimes(1);
    expect(t.customers).toEqual([]);
  });

  it('an unknown phone sends no SMS and offers sign-up with the number (login proceeds only when check-phone is true)', async () => {
    const t = opened(smsRoutes({ '/api/auth/check-phone': ok({ is_unique_phone: false }) }));
    expect(await t.store.getState().requestCode(PHONE)).toEqual({ ok: false });
    expect(t.count('/api/secret/generate/new')).toBe(0);
    const s = t.store.getState();
    expect(s.modal).toMatchObject({ screen: 'login', tab: 'register' });
    expect(s.unknownPhone).toBe(true);
    expect(s.phoneInput).toBe(PHONE);
  });

  it('"limit" gives the too_many_sms toast for 12 s and stays on the form', async () => {
    const t = opened(smsRoutes({ '/api/secret/generate/new': ok('limit') }));
    expect((await t.store.getState().requestCode(PHONE)).ok).toBe(false);
    expect(t.toasts).toEqual([{ key: 'too_many_sms', kind: 'error', ms: 12_000 }]);
    expect(t.store.getState().modal.screen).toBe('login');
  });

  it('a 422 on the phone lands on the phone field', async () => {
    const t = opened(smsRoutes({ '/api/auth/check-phone': e422({ phone: ['validation_phone'] }) }));
    expect(await t.store.getState().requestCode(PHONE)).toMatchObject({ ok: false, errors: { phone: 'validation_phone' } });
  });

  it.each([
    ['check-phone offline', { '/api/auth/check-phone': 'network' as const }, 'api_network'],
    ['check-phone 500', { '/api/auth/check-phone': { status: 500, body: {} } }, 'api_server_error'],
    ['generate offline', { '/api/secret/generate/new': 'network' as const }, 'api_network'],
    ['generate answers garbage', { '/api/secret/generate/new': ok({ nope: 1 }) }, 'api_invalid_response'],
  ])('a failure (%s) goes to error with its message; try another way goes back to login', async (_n, over, body) => {
    const t = opened(smsRoutes(over));
    await t.store.getState().requestCode(PHONE);
    expect(t.store.getState().modal).toMatchObject({ screen: 'error', error: { title: 'err_sms', body } });
    t.store.getState().dispatch({ type: 'try-another' });
    expect(t.store.getState().modal.screen).toBe('login');
    expect(t.store.getState().busy).toBeNull();
  });

  it('a wrong code lands validation_sms on the code field and stays on code', async () => {
    const t = opened(smsRoutes({ '/api/auth/login': e422({ code: ['validation_sms'] }) }));
    await t.store.getState().requestCode(PHONE);
    expect(await t.store.getState().submitCode('0000')).toMatchObject({ ok: false, errors: { code: 'validation_sms' } });
    expect(t.store.getState().modal.screen).toBe('code');
    expect(t.accepted).toEqual([]);
  });

  it('login offline: a form message, still on code, and a retry works', async () => {
    let n = 0;
    const t = opened(smsRoutes({ '/api/auth/login': () => (++n === 1 ? 'network' : ok({ access_token: TOKEN })) }));
    await t.store.getState().requestCode(PHONE);
    expect(await t.store.getState().submitCode('1234')).toEqual({ ok: false, message: 'api_network' });
    expect(t.store.getState().modal.screen).toBe('code');
    expect(await t.store.getState().submitCode('1234')).toEqual({ ok: true });
  });

  it('double clicks send one request', async () => {
    const t = opened(smsRoutes());
    const [a, b] = await Promise.all([t.store.getState().requestCode(PHONE), t.store.getState().requestCode(PHONE)]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    expect(t.count('/api/auth/check-phone')).toBe(1);
    expect(t.count('/api/secret/generate/new')).toBe(1);
    await Promise.all([t.store.getState().submitCode('1234'), t.store.getState().submitCode('1234')]);
    expect(t.count('/api/auth/login')).toBe(1);
  });

  it('back to login and the same phone again within 30 s: no second SMS', async () => {
    let clock = 1_000_000;
    const t = opened(smsRoutes(), { now: () => clock });
    await t.store.getState().requestCode(PHONE);
    t.store.getState().dispatch({ type: 'back' });
    clock += 10_000;
    await t.store.getState().requestCode(PHONE);
    expect(t.store.getState().modal.screen).toBe('code');
    expect(t.count('/api/secret/generate/new')).toBe(1);
    t.store.getState().dispatch({ type: 'back' });
    clock += 25_000;
    await t.store.getState().requestCode(PHONE);
    expect(t.count('/api/secret/generate/new')).toBe(2);
  });
});

describe('a send whose answer was lost (the SMS went out, its secret id did not come back)', () => {
  const TOO_SOON: Reply = { status: 429, body: { message: 'sms_resend_too_soon' } };

  it.each([
    ['connection lost', 'network' as const],
    ['invalid JSON', ok({ nope: 1 })],
  ])(
    '%s, retried within 30 s: the API says a code was sent -> screen code with the note, the countdown from the lost send, no second SMS; the resend at 0 logs in',
    async (_name, lost) => {
      let clock = 7_000_000;
      const started = clock;
      let n = 0;
      const t = opened(
        smsRoutes({
          '/api/secret/generate/new': (_b, url) =>
            ++n === 1 ? lost : url.searchParams.get('force_sms') === '1' ? ok({ id: 'sec-2' }) : TOO_SOON,
        }),
        { now: () => clock },
      );
      await t.store.getState().requestCode(PHONE);
      expect(t.store.getState().modal.screen).toBe('error');
      t.store.getState().dispatch({ type: 'try-another' });
      clock += 8_000;
      expect(await t.store.getState().requestCode(PHONE)).toEqual({ ok: true });
      expect(t.store.getState()).toMatchObject({
        modal: { screen: 'code' },
        phone: E164,
        secretId: null,
        codeLost: true,
        codeSentAt: started,
      });
      expect(t.toasts).toEqual([]);
      // The code that arrived cannot be checked (no secret id): said so, nothing sent.
      expect(await t.store.getState().submitCode('1234')).toEqual({ ok: false, message: 'auth_code_lost' });
      expect(t.count('/api/auth/login')).toBe(0);
      // The resend waits for the rest of the 30 s from the lost send (22 s), then forces a new SMS.
      clock += 21_000;
      await t.store.getState().resendCode();
      expect(t.count('/api/secret/generate/new')).toBe(2);
      clock += 1_000;
      await t.store.getState().resendCode();
      expect(t.calls.at(-1)?.url.searchParams.get('force_sms')).toBe('1');
      expect(t.store.getState()).toMatchObject({ secretId: 'sec-2', codeLost: false, codeSentAt: clock });
      expect(await t.store.getState().submitCode('1234')).toEqual({ ok: true });
      expect(t.calls.at(-1)).toMatchObject({ path: '/api/auth/login', body: { phone: E164, id: 'sec-2', code: '1234' } });
    },
  );

  it('a "code already sent" refusal with no lost send known here (another tab, a reload): screen code, a full countdown', async () => {
    const clock = 9_000_000;
    const t = opened(smsRoutes({ '/api/secret/generate/new': { status: 429, body: { message: 'sms_resend_too_soon' } } }), {
      now: () => clock,
    });
    expect(await t.store.getState().requestCode(PHONE)).toEqual({ ok: true });
    expect(t.store.getState()).toMatchObject({ modal: { screen: 'code' }, secretId: null, codeLost: true, codeSentAt: clock });
  });

  it('registration: the same refusal goes to screen code with the registration kept', async () => {
    const t = opened({
      '/api/auth/check': ok({ is_unique_phone: true, is_unique_email: true }),
      '/api/secret/generate/new': { status: 429, body: { message: 'sms_resend_too_soon' } },
    });
    const values = {
      name: 'Олена',
      email: 'o@example.com',
      phone: PHONE,
      password: 'secret12',
      password_confirmation: 'secret12',
    };
    expect(await t.store.getState().startRegistration(values)).toEqual({ ok: true });
    expect(t.store.getState()).toMatchObject({ modal: { screen: 'code' }, codeLost: true, pendingRegistration: { phone: E164 } });
  });
});

describe('resend (30 s countdown, force_sms=1)', () => {
  it('is refused before 0 and sent with ?force_sms=1 at 0, restarting the countdown with the new id', async () => {
    let clock = 5_000_000;
    let n = 0;
    const t = opened(smsRoutes({ '/api/secret/generate/new': () => ok({ id: `sec-${++n}` }) }), { now: () => clock });
    await t.store.getState().requestCode(PHONE);
    expect(t.store.getState().codeSentAt).toBe(clock);
    clock += 29_000;
    await t.store.getState().resendCode();
    expect(t.count('/api/secret/generate/new')).toBe(1);
    clock += 1_000;
    await t.store.getState().resendCode();
    expect(t.count('/api/secret/generate/new')).toBe(2);
    expect(t.calls.at(-1)?.url.searchParams.get('force_sms')).toBe('1');
    expect(t.store.getState()).toMatchObject({ secretId: 'sec-2', codeSentAt: clock });
    expect(t.store.getState().modal.screen).toBe('code');
  });

  it('the 11th SMS of the day ("limit") shows the toast and keeps the old code screen', async () => {
    let clock = 0;
    let n = 0;
    const t = opened(smsRoutes({ '/api/secret/generate/new': () => (++n === 1 ? ok({ id: 'sec-1' }) : ok('limit')) }), {
      now: () => clock,
    });
    await t.store.getState().requestCode(PHONE);
    clock += 30_000;
    await t.store.getState().resendCode();
    expect(t.toasts).toEqual([{ key: 'too_many_sms', kind: 'error', ms: 12_000 }]);
    expect(t.store.getState()).toMatchObject({ secretId: 'sec-1', modal: { screen: 'code' } });
  });

  it('a resend that fails on the network says so and stays on code', async () => {
    let clock = 0;
    let n = 0;
    const t = opened(smsRoutes({ '/api/secret/generate/new': () => (++n === 1 ? ok({ id: 'sec-1' }) : 'network') }), {
      now: () => clock,
    });
    await t.store.getState().requestCode(PHONE);
    clock += 31_000;
    await t.store.getState().resendCode();
    expect(t.toasts).toEqual([{ key: 'api_network', kind: 'error', ms: undefined }]);
    expect(t.store.getState().modal.screen).toBe('code');
  });
});

describe('messenger bot', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const botRoutes = (status: Route): Record<string, Route> => ({
    '/api/tg-bot/token': ok({ token: 'bottoken123', link: '/api/dev/tg-bot/bottoken123' }),
    '/api/tg-bot/status/*': status,
  });
  const fakeWin = () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    return {
      tab,
      win: {
        open: jest.fn(() => tab as unknown as Window),
        location: { origin: 'http://shop.test', pathname: '/', search: '', assign: jest.fn() },
        addEventListener: jest.fn(),
        removeEventListener: jest.fn(),
      },
    };
  };

  it('opens the bot link in a new tab, waits on bot-wait, polls every second, success logs in and closes', async () => {
    const { win, tab } = fakeWin();
    const t = opened(
      botRoutes((_b, _u, n) => (n < 3 ? ok({ status: 'waiting' }) : ok({ status: 'success', token: TOKEN }))),
      { win },
    );
    await t.store.getState().startBot();
    expect(t.calls[0]).toMatchObject({ path: '/api/tg-bot/token', body: { goal: 'authorize' } });
    expect(tab.location.href).toBe('/api/dev/tg-bot/bottoken123');
    expect(tab.opener).toBeNull();
    expect(t.store.getState().modal.screen).toBe('bot-wait');
    await jest.advanceTimersByTimeAsync(3_000);
    expect(t.count('/api/tg-bot/status/bottoken123')).toBe(3);
    expect(t.accepted).toEqual([TOKEN]);
    expect(t.closeModal).toHaveBeenCalled();
  });

  it.each([
    'token_old',
    'phone_mismatch',
    'cannot_authorise',
    'account_not_found',
    'other_number',
    'other_email',
    'phone_missing',
  ])('bot error %s -> 3 with its own text', async (code) => {
    const t = opened(botRoutes(ok({ status: 'error', error: code })), { win: fakeWin().win });
    await t.store.getState().startBot();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(t.store.getState().modal).toMatchObject({
      screen: 'error',
      error: { title: 'err_sms', body: `auth_tg_error_${code}` },
    });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(t.count('/api/tg-bot/status/bottoken123')).toBe(1);
  });

  it('after 50 s of waiting goes back to login and stops polling', async () => {
    const t = opened(botRoutes(ok({ status: 'waiting' })), { win: fakeWin().win });
    await t.store.getState().startBot();
    await jest.advanceTimersByTimeAsync(49_000);
    expect(t.store.getState().modal.screen).toBe('bot-wait');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(t.store.getState().modal.screen).toBe('login');
    expect(t.toasts.map((x) => x.key)).toEqual(['auth_bot_timeout']);
    const n = t.count('/api/tg-bot/status/bottoken123');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(t.count('/api/tg-bot/status/bottoken123')).toBe(n);
  });

  it('closing the modal stops polling (no timers left)', async () => {
    const t = opened(botRoutes(ok({ status: 'waiting' })), { win: fakeWin().win });
    await t.store.getState().startBot();
    await jest.advanceTimersByTimeAsync(2_000);
    t.store.getState().close();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(t.count('/api/tg-bot/status/bottoken123')).toBe(2);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('cancel on bot-wait stops polling and goes back to login', async () => {
    const t = opened(botRoutes(ok({ status: 'waiting' })), { win: fakeWin().win });
    await t.store.getState().startBot();
    t.store.getState().cancelBot();
    expect(t.store.getState().modal.screen).toBe('login');
    await jest.advanceTimersByTimeAsync(5_000);
    expect(t.count('/api/tg-bot/status/bottoken123')).toBe(0);
  });

  it.each([
    ['no token in the answer', ok({})],
    ['offline', 'network' as const],
    ['server error', { status: 500, body: {} }],
  ])('missing bot token (%s): the token toast, the blank tab closes, still on login', async (_n, reply) => {
    const { win, tab } = fakeWin();
    const t = opened({ '/api/tg-bot/token': reply }, { win });
    await t.store.getState().startBot();
    expect(t.toasts).toEqual([{ key: 'auth_token_error', kind: 'error', ms: undefined }]);
    expect(tab.close).toHaveBeenCalled();
    expect(t.store.getState().modal.screen).toBe('login');
  });

  it('two quick clicks start one bot login', async () => {
    const t = opened(botRoutes(ok({ status: 'waiting' })), { win: fakeWin().win });
    await Promise.all([t.store.getState().startBot(), t.store.getState().startBot()]);
    expect(t.count('/api/tg-bot/token')).toBe(1);
    t.store.getState().close();
  });

  it('"code via bot" from the code screen starts the bot wait', async () => {
    const t = opened({ ...smsRoutes(), ...botRoutes(ok({ status: 'waiting' })) }, { win: fakeWin().win });
    await t.store.getState().requestCode(PHONE);
    await t.store.getState().startBot();
    expect(t.store.getState().modal.screen).toBe('bot-wait');
    t.store.getState().close();
  });
});

describe('social login', () => {
  function socialWin(popup: unknown) {
    const listeners: ((e: MessageEvent) => void)[] = [];
    const storage = new Map<string, string>();
    return {
      listeners,
      storage,
      win: {
        open: jest.fn(() => popup as Window | null),
        location: { origin: 'http://shop.test', pathname: '/ru/category/pizza/', search: '?sort=price', assign: jest.fn() },
        screen: { width: 1366, height: 900 },
        addEventListener: (_t: string, fn: (e: MessageEvent) => void) => listeners.push(fn),
        removeEventListener: (_t: string, fn: (e: MessageEvent) => void) => listeners.splice(listeners.indexOf(fn), 1),
        localStorage: {
          getItem: (k: string) => storage.get(k) ?? null,
          setItem: (k: string, v: string) => void storage.set(k, v),
          removeItem: (k: string) => void storage.delete(k),
        } as unknown as Storage,
      },
    };
  }

  it.each(['google', 'apple'] as const)(
    '%s: a 452x633 popup to the stand-in; last-url and state stored; the popup answer logs in',
    async (provider) => {
      const s = socialWin({ closed: false });
      const t = opened({}, { win: s.win, random: () => 'state123', locale: () => 'ru' });
      t.store.getState().startSocial(provider);
      const [url, name, features] = s.win.open.mock.calls[0] as unknown as [string, string, string];
      const u = new URL(url, 'http://shop.test');
      expect(u.pathname).toBe(`/api/dev/social/${provider}`);
      expect(u.searchParams.get('redirect_uri')).toBe(
        provider === 'google' ? 'http://shop.test/ru/auth/google/callback/' : 'http://shop.test/ru/auth/apple/',
      );
      expect(u.searchParams.get('state')).toBe('state123');
      expect(name).toBe('social-login');
      expect(features).toContain('width=452');
      expect(features).toContain('height=633');
      expect(s.storage.get('last-url')).toBe('/ru/category/pizza/?sort=price');
      expect(JSON.parse(s.storage.get('auth-social')!)).toMatchObject({ provider, state: 'state123' });
      expect(t.store.getState().busy).toBe('social');

      // A message from another origin is ignored.
      s.listeners[0]({
        origin: 'http://evil.test',
        data: { type: 'auth-social-result', ok: true, token: TOKEN },
      } as MessageEvent);
      expect(t.accepted).toEqual([]);
      s.listeners[0]({
        origin: 'http://shop.test',
        data: { type: 'auth-social-result', ok: true, token: TOKEN },
      } as MessageEvent);
      await new Promise((r) => setTimeout(r, 0));
      expect(t.accepted).toEqual([TOKEN]);
      expect(t.closeModal).toHaveBeenCalled();
      expect(s.listeners).toHaveLength(0);
    },
  );

  describe('e-mail conflict (spec section 8): screen email-choice chooses which e-mail to use', () => {
    const conflict = { current: 'olena@example.com', offered: 'olena.k@gmail.com' };
    async function signedInWithConflict(routes: Record<string, Route> = {}) {
      const s = socialWin({ closed: false });
      const t = opened(routes, { win: s.win });
      t.store.getState().startSocial('google');
      s.listeners[0]({
        origin: 'http://shop.test',
        data: { type: 'auth-social-result', ok: true, token: TOKEN, emailConflict: conflict },
      } as MessageEvent);
      await new Promise((r) => setTimeout(r, 0));
      return t;
    }

    it('signed in, the modal stays open on email-choice with both e-mails', async () => {
      const t = await signedInWithConflict();
      expect(t.accepted).toEqual([TOKEN]);
      expect(t.closeModal).not.toHaveBeenCalled();
      expect(t.store.getState().modal.screen).toBe('email-choice');
      expect(t.store.getState().emailConflict).toEqual(conflict);
    });

    it("keeping the account's e-mail changes nothing and closes", async () => {
      const t = await signedInWithConflict();
      expect(await t.store.getState().chooseEmail(null)).toEqual({ ok: true });
      expect(t.count('/api/profile')).toBe(0);
      expect(t.closeModal).toHaveBeenCalledTimes(1);
    });

    it("the provider's e-mail is saved to the profile, then the modal closes", async () => {
      const t = await signedInWithConflict({ '/api/profile': ok({ message: 'ok' }) });
      expect(await t.store.getState().chooseEmail(conflict.offered)).toEqual({ ok: true });
      expect(t.calls.find((c) => c.path === '/api/profile')).toMatchObject({ body: { email: conflict.offered } });
      expect(t.closeModal).toHaveBeenCalledTimes(1);
    });

    it('a refused e-mail keeps the screen with the reason', async () => {
      const t = await signedInWithConflict({ '/api/profile': e422({ email: ['validation_unique'] }) });
      expect(await t.store.getState().chooseEmail(conflict.offered)).toEqual({ ok: false, message: 'validation_unique' });
      expect(t.closeModal).not.toHaveBeenCalled();
      expect(t.store.getState().modal.screen).toBe('email-choice');
    });
  });

  it('a failed provider answer goes to error', async () => {
    const s = socialWin({ closed: false });
    const t = opened({}, { win: s.win });
    t.store.getState().startSocial('google');
    s.listeners[0]({ origin: 'http://shop.test', data: { type: 'auth-social-result', ok: false } } as MessageEvent);
    await new Promise((r) => setTimeout(r, 0));
    expect(t.store.getState().modal).toMatchObject({ screen: 'error', error: { title: 'err_sms', body: 'err_msg' } });
    expect(t.store.getState().busy).toBeNull();
  });

  it('a blocked popup sends the whole page to the provider', () => {
    const s = socialWin(null);
    const t = opened({}, { win: s.win });
    t.store.getState().startSocial('apple');
    expect(s.win.location.assign).toHaveBeenCalledWith(expect.stringContaining('/api/dev/social/apple?'));
    expect(t.store.getState().busy).toBeNull();
  });

  /** A Google popup opened, then seen closed by the watch (fake timers on). */
  function popupSeenClosed() {
    jest.useFakeTimers();
    const popup = { closed: false };
    const s = socialWin(popup);
    const t = opened({}, { win: s.win });
    t.store.getState().startSocial('google');
    popup.closed = true;
    jest.advanceTimersByTime(POPUP_WATCH_MS + 100);
    return { s, t };
  }

  it('closing the popup without an answer frees the buttons (after the wait for a late answer)', () => {
    const { s, t } = popupSeenClosed();
    expect(t.store.getState().busy).toBe('social');
    jest.advanceTimersByTime(POPUP_ANSWER_GRACE_MS);
    expect(t.store.getState().busy).toBeNull();
    expect(s.listeners).toHaveLength(0);
    jest.useRealTimers();
  });

  it('an answer handled after the popup was seen closed still counts (it posts, then closes at once)', async () => {
    const { s, t } = popupSeenClosed();
    s.listeners[0]({ origin: 'http://shop.test', data: { type: 'auth-social-result', ok: false } } as MessageEvent);
    jest.useRealTimers();
    await new Promise((r) => setTimeout(r, 0));
    expect(t.store.getState().modal).toMatchObject({ screen: 'error' });
    expect(t.store.getState().busy).toBeNull();
    expect(s.listeners).toHaveLength(0);
  });
});

describe('forgot password', () => {
  it('request (phone as E.164) -> toast new_password_on_your_phone -> new password -> password_changed -> login form', async () => {
    const t = flowSetup({
      '/api/auth/forgot': ok({ message: 'new_password_on_your_phone' }),
      '/api/auth/forgot/submit': ok({ message: 'password_changed' }),
    });
    t.store.getState().open({ type: 'forgot' });
    expect(await t.store.getState().requestForgot('+38 (093) 123 45 67')).toEqual({ ok: true });
    expect(t.calls[0].body).toEqual({ email: '+380931234567' });
    expect(t.toasts.map((x) => x.key)).toEqual(['new_password_on_your_phone']);
    expect(t.store.getState().modal).toMatchObject({ isForgot: true, isForgotInput: true, forgotEmail: '+380931234567' });
    expect(await t.store.getState().submitForgot({ token: ' tok ', password: 'newpass1' })).toEqual({ ok: true });
    expect(t.calls[1].body).toEqual({ email: '+380931234567', token: 'tok', password: 'newpass1' });
    expect(t.toasts.map((x) => x.key)).toEqual(['new_password_on_your_phone', 'auth_password_changed']);
    expect(t.store.getState().modal).toMatchObject({ isForgot: false, isForgotInput: false, screen: 'login' });
  });

  it('an unknown e-mail lands on the field', async () => {
    const t = flowSetup({ '/api/auth/forgot': e422({ email: ['validation_exists'] }) });
    t.store.getState().open({ type: 'forgot' });
    expect(await t.store.getState().requestForgot('nobody@example.com')).toMatchObject({
      errors: { email: 'validation_exists' },
    });
  });

  it('a rejected password: the "more than 6 characters" toast and the field error', async () => {
    const t = flowSetup({ '/api/auth/forgot/submit': e422({ password: ['validation_min'] }) });
    t.store.getState().open({ type: 'forgot-input', email: 'a@b.ua', token: 'linktoken' });
    expect(await t.store.getState().submitForgot({ token: '', password: 'abc' })).toMatchObject({
      errors: { password: 'validation_min' },
    });
    expect(t.calls[0].body).toEqual({ email: 'a@b.ua', token: 'linktoken', password: 'abc' });
    expect(t.toasts.map((x) => x.key)).toEqual(['auth_password_min_toast']);
  });

  it('a bad typed token lands on the token field; a bad link token is a form message', async () => {
    const t = flowSetup({ '/api/auth/forgot/submit': e422({ token: ['validation_token'] }) });
    t.store.getState().open({ type: 'forgot' });
    t.store.getState().dispatch({ type: 'forgot-sent', email: 'a@b.ua' });
    expect(await t.store.getState().submitForgot({ token: 'x', password: 'goodpass' })).toMatchObject({
      errors: { token: 'validation_token' },
    });
    t.store.getState().open({ type: 'forgot-input', email: 'a@b.ua', token: 'old' });
    expect(await t.store.getState().submitForgot({ token: '', password: 'goodpass' })).toMatchObject({
      message: 'validation_token',
    });
  });

  it('offline: a form message and the form stays', async () => {
    const t = flowSetup({ '/api/auth/forgot': 'network' });
    t.store.getState().open({ type: 'forgot' });
    expect(await t.store.getState().requestForgot('a@b.ua')).toEqual({ ok: false, message: 'api_network' });
    expect(t.store.getState().modal.isForgot).toBe(true);
  });
});

describe('registration (logic only: the form is not rendered)', () => {
  const values = {
    name: ' Ірина ',
    email: 'Iryna@Example.com',
    phone: '+38 (063) 555 44 33',
    password: 'secret1',
    password_confirmation: 'secret1',
  };
  const regRoutes = (over: Record<string, Route> = {}): Record<string, Route> => ({
    '/api/auth/check': ok({ is_unique_phone: true, is_unique_email: true }),
    '/api/secret/generate/new': ok({ id: 'sec-r' }),
    '/api/secret/check': ok({ valid: true }),
    '/api/auth/register/v2': ok({ access_token: TOKEN }),
    ...over,
  });

  it('check -> SMS -> verify -> register/v2 -> session -> the customer to the marketing feed', async () => {
    const t = flowSetup(regRoutes());
    t.store.getState().open({ type: 'register' });
    expect(await t.store.getState().startRegistration(values)).toEqual({ ok: true });
    expect(t.store.getState().modal.screen).toBe('code');
    expect(await t.store.getState().submitCode('4321')).toEqual({ ok: true });
    expect(t.calls.map((c) => c.path)).toEqual([
      '/api/auth/check',
      '/api/secret/generate/new',
      '/api/secret/check',
      '/api/auth/register/v2',
    ]);
    expect(t.calls[0].body).toEqual({ phone: '+380635554433', email: 'iryna@example.com' });
    expect(t.calls[2].body).toEqual({ id: 'sec-r', code: '4321' });
    expect(t.calls[3].body).toEqual({
      secretId: 'sec-r',
      forSite: true,
      name: 'Ірина',
      email: 'iryna@example.com',
      phone: '+380635554433',
      password: 'secret1',
      password_confirmation: 'secret1',
      sms: '4321',
    });
    expect(t.accepted).toEqual([TOKEN]);
    // Once, after the session exists: the shop API reads the customer from the token (no data from the page).
    expect(t.customers).toEqual(['customer']);
  });

  it.each([
    ['a short password', { password: '123', password_confirmation: '123' }, { password: 'validation_min' }],
    ['a different confirmation', { password_confirmation: 'secret2' }, { password_confirmation: 'validation_confirmed' }],
    ['no name', { name: '' }, { name: 'validation_required' }],
  ])('%s is refused before any call (no SMS spent)', async (_name, over, errors) => {
    const t = flowSetup(regRoutes());
    expect(await t.store.getState().startRegistration({ ...values, ...over })).toEqual({ ok: false, errors });
    expect(t.calls).toEqual([]);
  });

  it('without an e-mail: the uniqueness check and register/v2 get an empty one', async () => {
    const t = flowSetup(regRoutes());
    t.store.getState().open({ type: 'register' });
    expect(await t.store.getState().startRegistration({ ...values, email: '' })).toEqual({ ok: true });
    expect(await t.store.getState().submitCode('4321')).toEqual({ ok: true });
    expect(t.calls[0].body).toEqual({ phone: '+380635554433', email: '' });
    expect(t.calls[3].body).toMatchObject({ email: '' });
  });

  it('a gateway failure (503 sms_send_failed) shows its own text on the error screen', async () => {
    const t = flowSetup(regRoutes({ '/api/secret/generate/new': { status: 503, body: { message: 'sms_send_failed' } } }));
    t.store.getState().open({ type: 'register' });
    expect(await t.store.getState().startRegistration(values)).toEqual({ ok: false });
    expect(t.store.getState().modal).toMatchObject({ screen: 'error', error: { body: 'sms_send_failed' } });
  });

  it('taken phone and e-mail -> validation_unique on both, no SMS', async () => {
    const t = flowSetup(regRoutes({ '/api/auth/check': ok({ is_unique_phone: false, is_unique_email: false }) }));
    expect(await t.store.getState().startRegistration(values)).toEqual({
      ok: false,
      errors: { phone: 'validation_unique', email: 'validation_unique' },
    });
    expect(t.count('/api/secret/generate/new')).toBe(0);
  });

  it('a wrong code -> validation_sms, nothing registered', async () => {
    const t = flowSetup(regRoutes({ '/api/secret/check': e422({ code: ['validation_sms'] }) }));
    t.store.getState().open({ type: 'register' });
    await t.store.getState().startRegistration(values);
    expect(await t.store.getState().submitCode('0000')).toMatchObject({ errors: { code: 'validation_sms' } });
    expect(t.count('/api/auth/register/v2')).toBe(0);
  });

  it('server field errors of register/v2 come back on their fields', async () => {
    const t = flowSetup(regRoutes({ '/api/auth/register/v2': e422({ email: ['valid_email'], password: ['validation_min'] }) }));
    t.store.getState().open({ type: 'register' });
    await t.store.getState().startRegistration(values);
    expect(await t.store.getState().submitCode('4321')).toMatchObject({
      errors: { email: 'valid_email', password: 'validation_min' },
    });
  });
});

describe('opening and closing', () => {
  it('open resets to login once per request; the phone type opens the phone-only form', () => {
    const t = flowSetup({});
    const req = { type: 'login' as const };
    t.store.getState().open(req);
    t.store.getState().dispatch({ type: 'failed' });
    // The same request again (a re-render) does not reset it.
    t.store.getState().open(req);
    expect(t.store.getState().modal.screen).toBe('error');
    t.store.getState().open({ type: 'login' });
    expect(t.store.getState().modal.screen).toBe('login');
    t.store.getState().open({ type: 'phone' });
    expect(t.store.getState().modal.screen).toBe('phone-login');
  });
});

describe('botLinkFor', () => {
  it.each([
    ['tok', '/api/dev/tg-bot/tok', undefined, '/api/dev/tg-bot/tok'],
    ['tok', 'https://t.me/shop_bot?start=tok', undefined, 'https://t.me/shop_bot?start=tok'],
    ['tok', 'https://evil.example/x', undefined, '/api/dev/tg-bot/tok'],
    ['tok', '//evil.example/x', undefined, '/api/dev/tg-bot/tok'],
    ['tok', null, undefined, '/api/dev/tg-bot/tok'],
    ['tok', '/api/dev/tg-bot/tok', 'ShopBot', 'https://t.me/ShopBot?start=tok'],
    ['tok', null, 'bad name!', '/api/dev/tg-bot/tok'],
  ])('%s %j %j -> %s', (token, link, name, expected) => {
    expect(botLinkFor(token, link, name)).toBe(expected);
  });

  describe('in a production build (stand-ins compiled out)', () => {
    const g = globalThis as { __SHOP_API_STANDINS__?: boolean };
    beforeEach(() => {
      g.__SHOP_API_STANDINS__ = false;
    });
    afterEach(() => {
      delete g.__SHOP_API_STANDINS__;
    });
    it.each([
      ['tok', 'https://t.me/shop_bot?start=tok', undefined, 'https://t.me/shop_bot?start=tok'],
      ['tok', '/bot/tok', undefined, '/bot/tok'],
      ['tok', 'https://evil.example/x', undefined, null],
      ['tok', null, undefined, null],
      ['tok', null, 'ShopBot', 'https://t.me/ShopBot?start=tok'],
    ])('%s %j %j -> %s (no stand-in fallback)', (token, link, name, expected) => {
      expect(botLinkFor(token, link, name)).toBe(expected);
    });
  });
});
