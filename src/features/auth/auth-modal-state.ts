/**
 * The auth modal's state machine (spec section 4 "Auth modal state"), as a pure reducer.
 *
 * Screens: 1 login form, 2 waiting for the messenger bot, 3 error, 4 SMS code entry,
 * 5 phone-only login (phones: the first screen lists the ways in, "by phone" opens 5).
 *
 * - Requesting an SMS goes to 4; a failure goes to 3; 'try another way' goes to 1.
 * - The bot: 2 until success (the modal closes), an error (3) or 50 s (back to 1).
 * - Opening the modal resets to 1; closing resets the tab to login and clears the forgot flags.
 * - An event that does not apply to the current screen is ignored (a late timer or answer
 *   never moves the modal somewhere the user did not go).
 */
import type { AuthModalType } from '../../shared/modal-store';

/** 6: after a social sign-in, choose which e-mail to keep (spec section 8 e-mail conflict). */
export type AuthScreen = 1 | 2 | 3 | 4 | 5 | 6;
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
  /** Screen 3: message keys of the title and the body. */
  error: { title: string; body: string } | null;
}

export type AuthModalEvent =
  | { type: 'open'; request: { type: AuthModalType; email?: string; token?: string } }
  | { type: 'close' }
  | { type: 'tab'; tab: AuthTab }
  /** Phones: "log in with the phone number" on screen 1. */
  | { type: 'phone-only' }
  /** The SMS code was sent (first time or again). */
  | { type: 'code-sent' }
  /** A sign-in step failed: screen 3 with err_sms and this body (default err_msg). */
  | { type: 'failed'; body?: string }
  | { type: 'try-another' }
  /** Signed in through a provider whose verified e-mail differs from the account's. */
  | { type: 'email-conflict' }
  | { type: 'bot-started' }
  | { type: 'bot-timeout' }
  | { type: 'bot-failed'; error: string }
  /** Back from the code, the phone-only form or the bot wait (cancel) to 1. */
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
  screen: 1,
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
      return state.screen === 1 || state.screen === 5 ? { ...clearForgot(state), tab: event.tab, screen: 1 } : state;
    case 'phone-only':
      return state.screen === 1 && !state.isForgot ? { ...state, screen: 5 } : state;
    case 'code-sent':
      return state.screen === 1 || state.screen === 5 || state.screen === 4 ? { ...state, screen: 4, error: null } : state;
    case 'failed':
      return state.screen === 3
        ? state
        : { ...state, screen: 3, error: { title: ERROR_TITLE_KEY, body: event.body ?? ERROR_FALLBACK_KEY } };
    case 'email-conflict':
      return { ...clearForgot(state), screen: 6, error: null };
    case 'try-another':
      return state.screen === 3 ? { ...state, screen: 1, error: null } : state;
    case 'bot-started':
      return state.screen === 1 || state.screen === 4 || state.screen === 5 ? { ...clearForgot(state), screen: 2 } : state;
    case 'bot-timeout':
      return state.screen === 2 ? { ...state, screen: 1 } : state;
    case 'bot-failed':
      return state.screen === 2
        ? { ...state, screen: 3, error: { title: ERROR_TITLE_KEY, body: tgErrorKey(event.error) } }
        : state;
    case 'back':
      return state.screen === 2 || state.screen === 4 || state.screen === 5 ? { ...state, screen: 1 } : state;
    case 'forgot':
      return state.screen === 1 || state.screen === 5
        ? { ...clearForgot(state), screen: 1, tab: 'login', isForgot: true }
        : state;
    case 'forgot-sent':
      return state.isForgot ? { ...state, isForgotInput: true, forgotEmail: event.email, forgotToken: '' } : state;
    case 'forgot-done':
    case 'forgot-cancel':
      return state.isForgot ? { ...clearForgot(state), screen: 1 } : state;
  }
}
