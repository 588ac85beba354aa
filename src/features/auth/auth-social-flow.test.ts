/** Google / Apple in a popup, its answer, the e-mail choice. */
import { POPUP_ANSWER_GRACE_MS, POPUP_WATCH_MS } from './social';
import { e422, ok, TOKEN, type Route } from './test-helpers';
import { opened, PHONE, smsRoutes } from './test-auth-flow';

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

  it("an account that claims the provider's e-mail unconfirmed: the conflict screen, no session; try another way -> the login form", async () => {
    const s = socialWin({ closed: false });
    const t = opened({}, { win: s.win });
    t.store.getState().startSocial('apple');
    s.listeners[0]({
      origin: 'http://shop.test',
      data: { type: 'auth-social-result', ok: false, reason: 'email_unconfirmed' },
    } as MessageEvent);
    await new Promise((r) => setTimeout(r, 0));
    expect(t.store.getState().modal).toMatchObject({
      screen: 'error',
      error: { title: 'auth_email_unconfirmed_title', body: 'auth_email_unconfirmed_text' },
    });
    expect(t.accepted).toEqual([]);
    t.store.getState().dispatch({ type: 'try-another' });
    expect(t.store.getState().modal.screen).toBe('login');
  });

  it("the conflict screen's way out: after the phone sign-in the profile's card to connect that provider opens", async () => {
    const s = socialWin({ closed: false });
    const goTo = jest.fn();
    const t = opened(smsRoutes(), { win: s.win, goTo, locale: () => 'ru' });
    t.store.getState().startSocial('apple');
    s.listeners[0]({
      origin: 'http://shop.test',
      data: { type: 'auth-social-result', ok: false, reason: 'email_unconfirmed' },
    } as MessageEvent);
    await new Promise((r) => setTimeout(r, 0));
    t.store.getState().dispatch({ type: 'try-another' });
    expect(await t.store.getState().requestCode(PHONE)).toEqual({ ok: true });
    expect(await t.store.getState().submitCode('1234')).toEqual({ ok: true });
    expect(t.accepted).toEqual([TOKEN]);
    expect(goTo).toHaveBeenCalledWith('/ru/profile/information/?connect=apple#sign-in-methods');
    // Once: a later sign-in in this modal goes nowhere.
    expect(t.store.getState().connectAfterSignIn).toBeNull();
  });

  it('closing the conflict screen forgets the way out: a later phone sign-in stays on the page', async () => {
    const goTo = jest.fn();
    const t = opened(smsRoutes(), { goTo });
    await t.store.getState().socialResult({ ok: false, reason: 'email_unconfirmed', provider: 'google' });
    expect(t.store.getState().connectAfterSignIn).toBe('google');
    t.store.getState().close();
    t.store.getState().open({ type: 'login' });
    await t.store.getState().requestCode(PHONE);
    await t.store.getState().submitCode('1234');
    expect(goTo).not.toHaveBeenCalled();
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
