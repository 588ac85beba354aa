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
  ...(screen === 3 ? { error: { title: 'err_sms', body: 'err_msg' } } : {}),
  ...extra,
});
const forgotState = at(1, { isForgot: true, isForgotInput: true, forgotEmail: 'a@b.ua', forgotToken: 't' });

describe('auth modal state machine (spec section 4)', () => {
  // [name, from, event, expected fields of the next state]
  const table: [string, AuthModalState, AuthModalEvent, Partial<AuthModalState>][] = [
    // Requesting an SMS goes to 4.
    ['1 -> 4 when the SMS was sent', at(1), { type: 'code-sent' }, { screen: 4 }],
    ['5 -> 4 when the SMS was sent (phones)', at(5), { type: 'code-sent' }, { screen: 4 }],
    ['4 stays 4 on a resent code', at(4), { type: 'code-sent' }, { screen: 4 }],
    // Failure goes to 3 with err_sms / the body.
    ['1 -> 3 on a failure, generic body', at(1), { type: 'failed' }, { screen: 3, error: { title: 'err_sms', body: 'err_msg' } }],
    [
      '4 -> 3 on a failure',
      at(4),
      { type: 'failed', body: 'api_network' },
      { screen: 3, error: { title: 'err_sms', body: 'api_network' } },
    ],
    ['5 -> 3 on a failure', at(5), { type: 'failed' }, { screen: 3 }],
    ['2 -> 3 on a failure (social / bot network)', at(2), { type: 'failed' }, { screen: 3 }],
    // 'Try another way' goes to 1.
    ['3 -> 1 on try another way', at(3), { type: 'try-another' }, { screen: 1, error: null }],
    // The bot.
    ['1 -> 2 when the bot login starts', at(1), { type: 'bot-started' }, { screen: 2 }],
    ['4 -> 2 on "code via bot"', at(4), { type: 'bot-started' }, { screen: 2 }],
    ['5 -> 2 from the phone-only form', at(5), { type: 'bot-started' }, { screen: 2 }],
    ['2 -> 1 after 50 s without an answer', at(2), { type: 'bot-timeout' }, { screen: 1 }],
    [
      '2 -> 3 on a bot error, with its own text',
      at(2),
      { type: 'bot-failed', error: 'phone_mismatch' },
      { screen: 3, error: { title: 'err_sms', body: 'auth_tg_error_phone_mismatch' } },
    ],
    [
      '2 -> 3 on an unknown bot error, with err_msg',
      at(2),
      { type: 'bot-failed', error: 'weird' },
      { screen: 3, error: { title: 'err_sms', body: 'err_msg' } },
    ],
    ['2 -> 1 on cancel', at(2), { type: 'back' }, { screen: 1 }],
    // Back and the phone-only form.
    ['4 -> 1 on back (change the number)', at(4), { type: 'back' }, { screen: 1 }],
    ['5 -> 1 on back', at(5), { type: 'back' }, { screen: 1 }],
    ['1 -> 5 on "by phone" (phones)', at(1), { type: 'phone-only' }, { screen: 5 }],
    // Tabs.
    ['tab register on 1', at(1), { type: 'tab', tab: 'register' }, { screen: 1, tab: 'register' }],
    ['tab login on 5 returns to 1', at(5, { tab: 'register' }), { type: 'tab', tab: 'login' }, { screen: 1, tab: 'login' }],
    // Forgot password.
    ['1 -> forgot request', at(1), { type: 'forgot' }, { screen: 1, isForgot: true, isForgotInput: false }],
    [
      'forgot request -> new password form',
      at(1, { isForgot: true }),
      { type: 'forgot-sent', email: '+380501112233' },
      { isForgot: true, isForgotInput: true, forgotEmail: '+380501112233', forgotToken: '' },
    ],
    [
      'forgot done -> login form',
      forgotState,
      { type: 'forgot-done' },
      { screen: 1, isForgot: false, isForgotInput: false, forgotToken: '' },
    ],
    ['forgot cancel -> login form', forgotState, { type: 'forgot-cancel' }, { screen: 1, isForgot: false, forgotEmail: '' }],
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
    ['a late bot timeout on 4', at(4), { type: 'bot-timeout' }],
    ['a late bot timeout on 3', at(3), { type: 'bot-timeout' }],
    ['a late bot timeout on 1', at(1), { type: 'bot-timeout' }],
    ['a late bot error on 1', at(1), { type: 'bot-failed', error: 'token_old' }],
    ['a late code-sent on 2', at(2), { type: 'code-sent' }],
    ['a late code-sent on 3', at(3), { type: 'code-sent' }],
    ['try another way outside 3', at(4), { type: 'try-another' }],
    [
      'a second failure keeps the first message',
      at(3, { error: { title: 'err_sms', body: 'auth_tg_error_token_old' } }),
      { type: 'failed' },
    ],
    ['bot start while the error shows', at(3), { type: 'bot-started' }],
    ['phone-only outside 1', at(4), { type: 'phone-only' }],
    ['back on 1', at(1), { type: 'back' }],
    ['back on 3', at(3), { type: 'back' }],
    ['tab switch while waiting for the bot', at(2), { type: 'tab', tab: 'register' }],
    ['tab switch on the code screen', at(4), { type: 'tab', tab: 'register' }],
    ['forgot from the code screen', at(4), { type: 'forgot' }],
    ['forgot-sent outside the forgot flow', at(1), { type: 'forgot-sent', email: 'x@y.ua' }],
    ['forgot-done outside the forgot flow', at(5), { type: 'forgot-done' }],
  ];
  it.each(ignored)('ignores %s', (_name, from, event) => {
    expect(authModalReducer(from, event)).toEqual(from);
  });

  it.each([1, 2, 3, 4, 5] as AuthScreen[])('opening from screen %s resets to 1 with the login tab and no error', (screen) => {
    const next = authModalReducer(at(screen, { tab: 'register', isForgot: true }), { type: 'open', request: { type: 'login' } });
    expect(next).toEqual(initialAuthModalState);
  });

  it.each([
    [{ type: 'login' as const }, { tab: 'login', isForgot: false }],
    [{ type: 'register' as const }, { tab: 'register', isForgot: false }],
    [{ type: 'phone' as const }, { tab: 'login', screen: 1 }],
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
    const next = authModalReducer(at(3), { type: 'open', request });
    expect(next).toMatchObject({ screen: 1, error: null, ...expected });
  });

  it('bot start leaves the forgot flow', () => {
    expect(authModalReducer(at(1, { isForgot: true }), { type: 'bot-started' })).toMatchObject({ screen: 2, isForgot: false });
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
