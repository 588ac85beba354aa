/** The messenger bot: its link, the tab, the poll and its outcomes. */
import { botLinkFor } from './auth-bot-flow';
import { ok, TOKEN, type Route } from './test-helpers';
import { opened, PHONE, smsRoutes } from './test-auth-flow';

describe('messenger bot', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const botRoutes = (status: Route): Record<string, Route> => ({
    '/api/tg-bot/token': ok({ token: 'bottoken123', start: 'startcode456', link: '/api/dev/tg-bot/startcode456' }),
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

  it('opens the bot link (its start code) in a new tab, waits on bot-wait, polls with the token only this browser has, success logs in and closes', async () => {
    const { win, tab } = fakeWin();
    const t = opened(
      botRoutes((_b, _u, n) => (n < 3 ? ok({ status: 'waiting' }) : ok({ status: 'success', token: TOKEN }))),
      { win },
    );
    await t.store.getState().startBot();
    expect(t.calls[0]).toMatchObject({ path: '/api/tg-bot/token', body: { goal: 'authorize' } });
    expect(tab.location.href).toBe('/api/dev/tg-bot/startcode456');
    expect(tab.opener).toBeNull();
    expect(t.store.getState().modal.screen).toBe('bot-wait');
    await jest.advanceTimersByTimeAsync(3_000);
    expect(t.count('/api/tg-bot/status/bottoken123')).toBe(3);
    expect(t.count('/api/tg-bot/status/startcode456')).toBe(0);
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
