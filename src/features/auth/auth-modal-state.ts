/**
 * The auth modal's state machine (spec section 4 "Auth modal state"), as a pure reducer.
 *
 * Screens (the spec numbers them 1..5): 'login' the login form (1), 'bot-wait' waiting for the
 * messenger bot (2), 'error' (3), 'code' the SMS code entry (4), 'phone-login' the phone-only login
 * (5; phones: the login screen lists the ways in, "by phone" opens it), and 'email-choice'.
 *
 * - Requesting an SMS goes to 'code'; a failure goes to 'error'; 'try another way' to 'login'.
 * - The bot: 'bot-wait' until success (the modal closes), an error or 50 s (back to 'login').
 * - Opening the modal resets to 'login'; closing resets the tab to login and clears the forgot flags.
 * - An event that does not apply to the current screen is ignored (a late timer or answer
 *   never moves the modal somewhere the user did not go).
 */
import type { AuthModalType } from '../../shared/modal-store';

/** The modal's screens; 'email-choice': after a social sign-in, choose which e-mail to keep (spec section 8 e-mail conflict). */
export type AuthScreen = 'login' | 'bot-wait' | 'error' | 'code' | 'phone-login' | 'email-choice';
export type AuthTab = 'login' | 'register';

export interface AuthModalState {
  screen: AuthScreen;
  tab: AuthTab;
  /** Forgot-password flow: the e-mail/phone request form. */
  isForgot: boolean;
  /** Forgot-password flow: the new-password form (after the request, or from a reset link). */
  isForgotInput: boolean;
  /** The e-mail or phone the reset belongs to. */
  forgotEmail: string;
  /** The reset token when it came with a link (otherwise the user types it). */
  forgotToken: string;
  /** Screen 'error': message keys of the title and the body. */
  error: { title: string; body: string } | null;
}

export type AuthModalEvent =
  | { type: 'open'; request: { type: AuthModalType; email?: string; token?: string } }
  | { type: 'close' }
  | { type: 'tab'; tab: AuthTab }
  /** Phones: "log in with the phone number" on screen 'login'. */
  | { type: 'phone-only' }
  /** The SMS code was sent (first time or again). */
  | { type: 'code-sent' }
  /** A sign-in step failed: screen 'error' with this title (default err_sms) and body (default err_msg). */
  | { type: 'failed'; title?: string; body?: string }
  | { type: 'try-another' }
  /** Signed in through a provider whose verified e-mail differs from the account's. */
  | { type: 'email-conflict' }
  | { type: 'bot-started' }
  | { type: 'bot-timeout' }
  | { type: 'bot-failed'; error: string }
  /** Back from the code, the phone-only form or the bot wait (cancel) to the login form. */
  | { type: 'back' }
  | { type: 'forgot' }
  | { type: 'forgot-sent'; email: string }
  | { type: 'forgot-done' }
  | { type: 'forgot-cancel' };

export const ERROR_TITLE_KEY = 'err_sms';
export const ERROR_FALLBACK_KEY = 'err_msg';

/** The messenger bot's error codes that have their own text (`auth_tg_error_{code}`, spec section 8). */
export const TG_ERROR_CODES = [
  'token_old',
  'phone_mismatch',
  'cannot_authorise',
  'account_not_found',
  'other_number',
  'other_email',
  'phone_missing',
] as const;

/** Body key of the error screen for a bot error code: its own text, or the generic err_msg. */
export function tgErrorKey(error: unknown): string {
  return typeof error === 'string' && (TG_ERROR_CODES as readonly string[]).includes(error)
    ? `auth_tg_error_${error}`
    : ERROR_FALLBACK_KEY;
}

export const initialAuthModalState: AuthModalState = {
  screen: 'login',
  tab: 'login',
  isForgot: false,
  isForgotInput: false,
  forgotEmail: '',
  forgotToken: '',
  error: null,
};

const clearForgot = (s: AuthModalState): AuthModalState => ({
  ...s,
  isForgot: false,
  isForgotInput: false,
  forgotEmail: '',
  forgotToken: '',
});

export function authModalReducer(state: AuthModalState, event: AuthModalEvent): AuthModalState {
  switch (event.type) {
    case 'open': {
      const { type, email = '', token = '' } = event.request;
      const base: AuthModalState = { ...initialAuthModalState, tab: type === 'register' ? 'register' : 'login' };
      if (type === 'forgot') return { ...base, isForgot: true, forgotEmail: email };
      if (type === 'forgot-input') {
        // A reset link carries both; without them the user starts with the request form.
        return email && token
          ? { ...base, isForgot: true, isForgotInput: true, forgotEmail: email, forgotToken: token }
          : { ...base, isForgot: true, forgotEmail: email };
      }
      return base;
    }
    case 'close':
      return { ...clearForgot(state), tab: 'login' };
    case 'tab':
      return state.screen === 'login' || state.screen === 'phone-login'
        ? { ...clearForgot(state), tab: event.tab, screen: 'login' }
        : state;
    case 'phone-only':
      return state.screen === 'login' && !state.isForgot ? { ...state, screen: 'phone-login' } : state;
    case 'code-sent':
      return state.screen === 'login' || state.screen === 'phone-login' || state.screen === 'code'
        ? { ...state, screen: 'code', error: null }
        : state;
    case 'failed':
      return state.screen === 'error'
        ? state
        : {
            ...state,
            screen: 'error',
            error: { title: event.title ?? ERROR_TITLE_KEY, body: event.body ?? ERROR_FALLBACK_KEY },
          };
    case 'email-conflict':
      return { ...clearForgot(state), screen: 'email-choice', error: null };
    case 'try-another':
      return state.screen === 'error' ? { ...state, screen: 'login', error: null } : state;
    case 'bot-started':
      return state.screen === 'login' || state.screen === 'code' || state.screen === 'phone-login'
        ? { ...clearForgot(state), screen: 'bot-wait' }
        : state;
    case 'bot-timeout':
      return state.screen === 'bot-wait' ? { ...state, screen: 'login' } : state;
    case 'bot-failed':
      return state.screen === 'bot-wait'
        ? { ...state, screen: 'error', error: { title: ERROR_TITLE_KEY, body: tgErrorKey(event.error) } }
        : state;
    case 'back':
      return state.screen === 'bot-wait' || state.screen === 'code' || state.screen === 'phone-login'
        ? { ...state, screen: 'login' }
        : state;
    case 'forgot':
      return state.screen === 'login' || state.screen === 'phone-login'
        ? { ...clearForgot(state), screen: 'login', tab: 'login', isForgot: true }
        : state;
    case 'forgot-sent':
      return state.isForgot ? { ...state, isForgotInput: true, forgotEmail: event.email, forgotToken: '' } : state;
    case 'forgot-done':
    case 'forgot-cancel':
      return state.isForgot ? { ...clearForgot(state), screen: 'login' } : state;
  }
}
