/**
 * The auth modal store's shape (spec section 4): its values, the actions of each flow and what the
 * store is given. The store (auth-flow-store.ts) composes the flows: phone and SMS code
 * (auth-phone-flow.ts), messenger bot (auth-bot-flow.ts), social popup and e-mail choice
 * (auth-social-flow.ts), forgot password (auth-forgot-flow.ts).
 */
import type { StoreApi } from 'zustand/vanilla';
import type { AuthModalType } from '../../shared/modal-store';
import type { LocaleCode } from '../../i18n/locales';
import type { User } from './session-api';
import type { RegistrationValues } from './auth-rules';
import type { AuthApi, EmailConflict, SocialProvider } from './auth-api';
import type { AuthModalEvent, AuthModalState } from './auth-modal-state';
import type { PopupWindow, ProviderIds, SocialRefusal } from './social';

export type Busy = 'phone' | 'code' | 'resend' | 'bot' | 'social' | 'forgot' | 'forgot-submit' | 'register' | 'email';

/** What a form gets back: field errors (message keys) and/or a form-level message key. */
export type FormResult = { ok: true } | { ok: false; errors?: Record<string, string>; message?: string };

export interface AuthFlowData {
  modal: AuthModalState;
  busy: Busy | null;
  /** E.164 phone the current code was sent to (memory only). */
  phone: string | null;
  /** The phone as the user typed it (to show it again after "back"). */
  phoneInput: string;
  secretId: string | null;
  codeSentAt: number | null;
  /**
   * Screen 'code' without a usable code: the API says a code already went to this phone (its 30 s
   * pause), but the answer with its secret id was lost, so that code cannot log in. The screen
   * says so; the resend (at 0 of the countdown) sends one that can.
   */
  codeLost: boolean;
  /** The bot link, shown on screen 'bot-wait' so the user can open it again (or at all, when the tab was blocked). */
  botLink: string | null;
  botStartedAt: number | null;
  /** Registration waiting for its SMS code. */
  pendingRegistration: RegistrationValues | null;
  /** The register tab was opened because check-phone did not know the number (the form says so). */
  unknownPhone: boolean;
  /** Screen 'email-choice': the account's and the provider's e-mails after a social sign-in. */
  emailConflict: EmailConflict | null;
  /**
   * The e-mail conflict screen refused this provider's sign-in: once the customer signs in by phone
   * they are taken to the profile's card to connect it (decision 435). Forgotten when the modal closes.
   */
  connectAfterSignIn: SocialProvider | null;
}

export interface AuthModalActions {
  dispatch(event: AuthModalEvent): void;
  /** The modal opened with this request (idempotent per request object). */
  open(request: { type: AuthModalType; email?: string; token?: string }): void;
  /** The modal closed: stop polling, forget listeners, reset tab and forgot flags. */
  close(): void;
}

/** Phone + SMS code: login and registration (auth-phone-flow.ts). */
export interface PhoneFlowActions {
  /** Screen 'login'/'phone-login': check the phone and send the SMS code. */
  requestCode(phoneInput: string): Promise<FormResult>;
  /** Screen 'code': send the code again (only at 0 of the countdown; forces SMS). */
  resendCode(): Promise<void>;
  /** Screen 'code': log in (or finish registration) with the code. */
  submitCode(code: string): Promise<FormResult>;
  /** The same action for login and registration: exchanges credentials for the session. */
  authenticate(
    mode: 'login' | 'register',
    body: { phone: string; secretId: string; code: string; registration?: RegistrationValues },
  ): Promise<FormResult>;
  /** Registration step 1: uniqueness check, then the SMS code (screen 'code'). */
  startRegistration(values: RegistrationValues): Promise<FormResult>;
}

/** The messenger bot (auth-bot-flow.ts). */
export interface BotFlowActions {
  startBot(): Promise<void>;
  cancelBot(): void;
}

/** Google / Apple in a popup, then the e-mail choice (auth-social-flow.ts). */
export interface SocialFlowActions {
  startSocial(provider: SocialProvider): void;
  /** The callback popup's answer (also used by the callback page when there is no opener). */
  socialResult(
    result:
      | { ok: true; token: string; emailConflict?: EmailConflict | null }
      | { ok: false; reason?: SocialRefusal; provider?: SocialProvider },
  ): Promise<void>;
  /** Screen 'email-choice': keep the account's e-mail (null) or take the provider's; then the modal closes. */
  chooseEmail(email: string | null): Promise<FormResult>;
}

/** Forgot password: the code by SMS, then the new password (auth-forgot-flow.ts). */
export interface ForgotFlowActions {
  requestForgot(emailOrPhone: string): Promise<FormResult>;
  submitForgot(values: { token: string; password: string }): Promise<FormResult>;
}

export type AuthFlowActions = AuthModalActions & PhoneFlowActions & BotFlowActions & SocialFlowActions & ForgotFlowActions;
export type AuthFlowState = AuthFlowData & AuthFlowActions;
export type AuthFlowStore = StoreApi<AuthFlowState>;

export interface AuthFlowDeps {
  api: AuthApi;
  session: {
    acceptToken(token: string): Promise<void>;
    user(): User | null;
    /** Reads the user again (after the e-mail choice). */
    refreshUser?(): Promise<unknown>;
  };
  toast(key: string, kind: 'success' | 'error' | 'info', durationMs?: number): void;
  closeModal(): void;
  /** The marketing feed: the shop API sends the signed-in customer (id, e-mail, name; never the phone). */
  analytics: { customer(): void };
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** The browser window (absent in tests that do not need it). */
  win?: PopupWindow;
  locale(): LocaleCode;
  /** Goes to a page of the site (after the conflict screen's phone sign-in: the profile's providers). */
  goTo?(path: string): void;
  /** Production: the messenger bot's username, to build t.me links. */
  botName?: string;
  providerIds?: ProviderIds;
  random?: () => string;
}
