/** The auth modal store: forgot password, opening and closing. */

import { e422, flowSetup, ok } from './test-helpers';

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
