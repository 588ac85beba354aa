/** Phone + SMS code: login, a send whose answer was lost, the resend, registration. */

import { e422, flowSetup, ok, TOKEN, type Reply, type Route } from './test-helpers';
import { E164, opened, PHONE, smsRoutes } from './test-auth-flow';

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
    '/api/secret/check': ok({ valid: true, phone_proof: 'p'.repeat(43), phone_proof_expires_at: '2026-12-28T10:00:00.000Z' }),
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
