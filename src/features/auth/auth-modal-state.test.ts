import {
  authModalReducer,
  initialAuthModalState,
  tgErrorKey,
  type AuthModalEvent,
  type AuthModalState,
  type AuthScreen,
} from './auth-modal-state';

const at = (screen: AuthScreen, extra: Partial<AuthModalState> = {}): AuthModalState => ({
  ...initialAuthModalState,
  screen,
  ...(screen === 'error' ? { error: { title: 'err_sms', body: 'err_msg' } } : {}),
  ...extra,
});
const forgotState = at('login', { isForgot: true, isForgotInput: true, forgotEmail: 'a@b.ua', forgotToken: 't' });

describe('auth modal state machine (spec section 4)', () => {
  // [name, from, event, expected fields of the next state]
  const table: [string, AuthModalState, AuthModalEvent, Partial<AuthModalState>][] = [
    // Requesting an SMS goes to code.
    ['login -> code when the SMS was sent', at('login'), { type: 'code-sent' }, { screen: 'code' }],
    ['phone-login -> code when the SMS was sent (phones)', at('phone-login'), { type: 'code-sent' }, { screen: 'code' }],
    ['code stays code on a resent code', at('code'), { type: 'code-sent' }, { screen: 'code' }],
    // Failure goes to error with err_sms / the body.
    [
      'login -> error on a failure, generic body',
      at('login'),
      { type: 'failed' },
      { screen: 'error', error: { title: 'err_sms', body: 'err_msg' } },
    ],
    [
      'code -> error on a failure',
      at('code'),
      { type: 'failed', body: 'api_network' },
      { screen: 'error', error: { title: 'err_sms', body: 'api_network' } },
    ],
    ['phone-login -> error on a failure', at('phone-login'), { type: 'failed' }, { screen: 'error' }],
    ['bot-wait -> error on a failure (social / bot network)', at('bot-wait'), { type: 'failed' }, { screen: 'error' }],
    // 'Try another way' goes to login.
    ['error -> login on try another way', at('error'), { type: 'try-another' }, { screen: 'login', error: null }],
    // The bot.
    ['login -> bot-wait when the bot login starts', at('login'), { type: 'bot-started' }, { screen: 'bot-wait' }],
    ['code -> bot-wait on "code via bot"', at('code'), { type: 'bot-started' }, { screen: 'bot-wait' }],
    ['phone-login -> bot-wait from the phone-only form', at('phone-login'), { type: 'bot-started' }, { screen: 'bot-wait' }],
    ['bot-wait -> login after 50 s without an answer', at('bot-wait'), { type: 'bot-timeout' }, { screen: 'login' }],
    [
      'bot-wait -> error on a bot error, with its own text',
      at('bot-wait'),
      { type: 'bot-failed', error: 'phone_mismatch' },
      { screen: 'error', error: { title: 'err_sms', body: 'auth_tg_error_phone_mismatch' } },
    ],
    [
      'bot-wait -> error on an unknown bot error, with err_msg',
      at('bot-wait'),
      { type: 'bot-failed', error: 'weird' },
      { screen: 'error', error: { title: 'err_sms', body: 'err_msg' } },
    ],
    ['bot-wait -> login on cancel', at('bot-wait'), { type: 'back' }, { screen: 'login' }],
    // Back and the phone-only form.
    ['code -> login on back (change the number)', at('code'), { type: 'back' }, { screen: 'login' }],
    ['phone-login -> login on back', at('phone-login'), { type: 'back' }, { screen: 'login' }],
    ['login -> phone-login on "by phone" (phones)', at('login'), { type: 'phone-only' }, { screen: 'phone-login' }],
    // Tabs.
    ['tab register on login', at('login'), { type: 'tab', tab: 'register' }, { screen: 'login', tab: 'register' }],
    [
      'tab login on phone-login returns to login',
      at('phone-login', { tab: 'register' }),
      { type: 'tab', tab: 'login' },
      { screen: 'login', tab: 'login' },
    ],
    // Forgot password.
    ['login -> forgot request', at('login'), { type: 'forgot' }, { screen: 'login', isForgot: true, isForgotInput: false }],
    [
      'forgot request -> new password form',
      at('login', { isForgot: true }),
      { type: 'forgot-sent', email: '+380501112233' },
      { isForgot: true, isForgotInput: true, forgotEmail: '+380501112233', forgotToken: '' },
    ],
    [
      'forgot done -> login form',
      forgotState,
      { type: 'forgot-done' },
      { screen: 'login', isForgot: false, isForgotInput: false, forgotToken: '' },
    ],
    [
      'forgot cancel -> login form',
      forgotState,
      { type: 'forgot-cancel' },
      { screen: 'login', isForgot: false, forgotEmail: '' },
    ],
    // Closing resets the tab and clears the forgot flags (the screen is reset on the next open).
    [
      'close resets tab and forgot flags',
      { ...forgotState, tab: 'register' },
      { type: 'close' },
      { tab: 'login', isForgot: false, isForgotInput: false, forgotEmail: '', forgotToken: '' },
    ],
  ];

  it.each(table)('%s', (_name, from, event, expected) => {
    const next = authModalReducer(from, event);
    expect(next).toMatchObject(expected);
    // Pure: the old state is untouched.
    expect(from).toEqual({ ...from });
  });

  // Events that do not apply to a screen are ignored (late timers and answers).
  const ignored: [string, AuthModalState, AuthModalEvent][] = [
    ['a late bot timeout on code', at('code'), { type: 'bot-timeout' }],
    ['a late bot timeout on error', at('error'), { type: 'bot-timeout' }],
    ['a late bot timeout on login', at('login'), { type: 'bot-timeout' }],
    ['a late bot error on login', at('login'), { type: 'bot-failed', error: 'token_old' }],
    ['a late code-sent on bot-wait', at('bot-wait'), { type: 'code-sent' }],
    ['a late code-sent on error', at('error'), { type: 'code-sent' }],
    ['try another way outside 3', at('code'), { type: 'try-another' }],
    [
      'a second failure keeps the first message',
      at('error', { error: { title: 'err_sms', body: 'auth_tg_error_token_old' } }),
      { type: 'failed' },
    ],
    ['bot start while the error shows', at('error'), { type: 'bot-started' }],
    ['phone-only outside 1', at('code'), { type: 'phone-only' }],
    ['back on login', at('login'), { type: 'back' }],
    ['back on error', at('error'), { type: 'back' }],
    ['tab switch while waiting for the bot', at('bot-wait'), { type: 'tab', tab: 'register' }],
    ['tab switch on the code screen', at('code'), { type: 'tab', tab: 'register' }],
    ['forgot from the code screen', at('code'), { type: 'forgot' }],
    ['forgot-sent outside the forgot flow', at('login'), { type: 'forgot-sent', email: 'x@y.ua' }],
    ['forgot-done outside the forgot flow', at('phone-login'), { type: 'forgot-done' }],
  ];
  it.each(ignored)('ignores %s', (_name, from, event) => {
    expect(authModalReducer(from, event)).toEqual(from);
  });

  it.each(['login', 'bot-wait', 'error', 'code', 'phone-login', 'email-choice'] as AuthScreen[])(
    'opening from screen %s resets to login with the login tab and no error',
    (screen) => {
      const next = authModalReducer(at(screen, { tab: 'register', isForgot: true }), {
        type: 'open',
        request: { type: 'login' },
      });
      expect(next).toEqual(initialAuthModalState);
    },
  );

  it.each([
    [{ type: 'login' as const }, { tab: 'login', isForgot: false }],
    [{ type: 'register' as const }, { tab: 'register', isForgot: false }],
    [{ type: 'phone' as const }, { tab: 'login', screen: 'login' }],
    [
      { type: 'forgot' as const, email: 'a@b.ua' },
      { isForgot: true, isForgotInput: false, forgotEmail: 'a@b.ua' },
    ],
    [
      { type: 'forgot-input' as const, email: 'a@b.ua', token: 'abc' },
      { isForgot: true, isForgotInput: true, forgotEmail: 'a@b.ua', forgotToken: 'abc' },
    ],
    // A reset link without its token falls back to the request form.
    [
      { type: 'forgot-input' as const, email: 'a@b.ua' },
      { isForgot: true, isForgotInput: false },
    ],
  ])('open %j', (request, expected) => {
    const next = authModalReducer(at('error'), { type: 'open', request });
    expect(next).toMatchObject({ screen: 'login', error: null, ...expected });
  });

  it('bot start leaves the forgot flow', () => {
    expect(authModalReducer(at('login', { isForgot: true }), { type: 'bot-started' })).toMatchObject({
      screen: 'bot-wait',
      isForgot: false,
    });
  });
});

describe('tgErrorKey', () => {
  it.each([
    ['token_old', 'auth_tg_error_token_old'],
    ['phone_mismatch', 'auth_tg_error_phone_mismatch'],
    ['cannot_authorise', 'auth_tg_error_cannot_authorise'],
    ['account_not_found', 'auth_tg_error_account_not_found'],
    ['other_number', 'auth_tg_error_other_number'],
    ['other_email', 'auth_tg_error_other_email'],
    ['phone_missing', 'auth_tg_error_phone_missing'],
    ['', 'err_msg'],
    ['<script>', 'err_msg'],
    [undefined, 'err_msg'],
    [42, 'err_msg'],
  ])('%j -> %s', (error, key) => {
    expect(tgErrorKey(error)).toBe(key);
  });
});
