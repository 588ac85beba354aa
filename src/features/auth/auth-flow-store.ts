/**
 * The auth modal's store: the pure state machine (./auth-modal-state) plus the sign-in actions
 * of spec section 4 (phone + SMS code, messenger bot, social popup, forgot password,
 * registration). Everything outside (API, session, toasts, windows, timers, storage) is
 * injected, so the flows are unit-tested without a browser.
 *
 * Rules kept here:
 * - one request at a time per action: a second click while one is in flight does nothing;
 * - 422 answers come back as field errors for the form; network and server failures give a
 *   message and leave the modal usable;
 * - no phone, code or token is logged or sent to analytics.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiError } from '../../api-client/client';
import type { AuthModalType } from '../../shared/modal-store';
import type { LocaleCode } from '../../i18n/locales';
import type { User } from './session-api';
import type { AuthApi, EmailConflict, SocialProvider } from './auth-api';
import { authModalReducer, initialAuthModalState, type AuthModalEvent, type AuthModalState } from './auth-modal-state';
import {
  apiMessageKey,
  normaliseEmailOrPhone,
  registrationErrors,
  resendSecondsLeft,
  TOO_MANY_SMS_TOAST_MS,
  toE164,
} from './auth-rules';
import { createBotPoller, type BotOutcome, type BotPoller } from './bot-poller';
import {
  callbackUrl,
  consentUrl,
  isSocialMessage,
  popupFeatures,
  randomState,
  saveLastUrl,
  saveSocialState,
  type ProviderIds,
} from './social';

export type Busy = 'phone' | 'code' | 'resend' | 'bot' | 'social' | 'forgot' | 'forgot-submit' | 'register' | 'email';

/** What a form gets back: field errors (message keys) and/or a form-level message key. */
export type FormResult = { ok: true } | { ok: false; errors?: Record<string, string>; message?: string };

export interface RegistrationValues {
  name: string;
  email: string;
  /** As typed (mask) or E.164. */
  phone: string;
  password: string;
  password_confirmation: string;
}

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
}

export interface AuthFlowActions {
  dispatch(event: AuthModalEvent): void;
  /** The modal opened with this request (idempotent per request object). */
  open(request: { type: AuthModalType; email?: string; token?: string }): void;
  /** The modal closed: stop polling, forget listeners, reset tab and forgot flags. */
  close(): void;
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
  startBot(): Promise<void>;
  cancelBot(): void;
  startSocial(provider: SocialProvider): void;
  /** The callback popup's answer (also used by the callback page when there is no opener). */
  socialResult(result: { ok: true; token: string; emailConflict?: EmailConflict | null } | { ok: false }): Promise<void>;
  /** Screen 'email-choice': keep the account's e-mail (null) or take the provider's; then the modal closes. */
  chooseEmail(email: string | null): Promise<FormResult>;
  requestForgot(emailOrPhone: string): Promise<FormResult>;
  submitForgot(values: { token: string; password: string }): Promise<FormResult>;
}

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
  win?: {
    open(url: string, target: string, features?: string): Window | null;
    location: { origin: string; pathname: string; search: string; assign(url: string): void };
    screen?: { width: number; height: number };
    screenX?: number;
    screenY?: number;
    addEventListener(type: 'message', fn: (e: MessageEvent) => void): void;
    removeEventListener(type: 'message', fn: (e: MessageEvent) => void): void;
    localStorage?: Storage;
  };
  locale(): LocaleCode;
  /** Production: the messenger bot's username, to build t.me links. */
  botName?: string;
  providerIds?: ProviderIds;
  random?: () => string;
}

const fieldsOf = (error: ApiError, map: Record<string, string>, fallbackField?: string): FormResult => {
  const errors: Record<string, string> = {};
  let message: string | undefined;
  for (const [field, keys] of Object.entries(error.fields ?? {})) {
    const key = keys[0];
    if (!key) continue;
    const target = map[field];
    if (target) errors[target] ??= key;
    else message ??= key;
  }
  if (!Object.keys(errors).length && !message) {
    if (fallbackField) errors[fallbackField] = 'err_msg';
    else message = 'err_msg';
  }
  return { ok: false, errors, message };
};

/** Set by gatsby-node (true in develop and local-stack builds); undefined under jest (= true). */
declare const __SHOP_API_STANDINS__: boolean | undefined;

/**
 * The bot link: t.me in production (GATSBY_TG_BOT_NAME), else the API's link when it is a safe one,
 * else the stand-in bot page where this build has it (compiled out of production builds), else null.
 */
export function botLinkFor(token: string, apiLink: string | null, botName?: string): string | null {
  if (botName && /^[A-Za-z0-9_]{3,64}$/.test(botName)) return `https://t.me/${botName}?start=${encodeURIComponent(token)}`;
  if (apiLink && ((apiLink.startsWith('/') && !apiLink.startsWith('//')) || /^https:\/\/t\.me\//.test(apiLink))) return apiLink;
  if (typeof __SHOP_API_STANDINS__ === 'undefined' || __SHOP_API_STANDINS__)
    return `/api/dev/tg-bot/${encodeURIComponent(token)}`;
  return null;
}

/** Failures after which the request may have reached the API: only its answer is missing. */
/** How often the social popup is checked for being closed, and how long its answer is awaited after (ms). */
export const POPUP_WATCH_MS = 500;
export const POPUP_ANSWER_GRACE_MS = 2000;

const ANSWER_LOST: ReadonlySet<string> = new Set(['network', 'timeout', 'invalid-response']);

export function createAuthFlowStore(deps: AuthFlowDeps): AuthFlowStore {
  const now = deps.now ?? (() => Date.now());
  let lastRequest: object | null = null;
  /** The last send whose answer was lost (its SMS may have gone out): phone and when it started. */
  let lostSend: { phone: string; at: number } | null = null;
  let handleBotOutcome: (outcome: BotOutcome) => void = () => {};
  let socialListener: ((e: MessageEvent) => void) | null = null;
  let popupWatch: unknown = null;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const poller: BotPoller = createBotPoller({
    fetchStatus: (token, signal) => deps.api.botStatus(token, signal),
    onOutcome: (outcome) => handleBotOutcome(outcome),
    setTimer,
    clearTimer,
  });

  const store = createStore<AuthFlowState>()((set, get) => {
    const dispatch = (event: AuthModalEvent) => set((s) => ({ modal: authModalReducer(s.modal, event) }));

    /** Runs `fn` unless another action is in flight (double clicks send one request). */
    async function exclusive<T>(kind: Busy, idle: T, fn: () => Promise<T>): Promise<T> {
      if (get().busy) return idle;
      set({ busy: kind });
      try {
        return await fn();
      } finally {
        if (get().busy === kind) set({ busy: null });
      }
    }

    const stopSocial = () => {
      if (socialListener) deps.win?.removeEventListener('message', socialListener);
      socialListener = null;
      if (popupWatch !== null) clearTimer(popupWatch);
      popupWatch = null;
    };

    const signedIn = async (token: string) => {
      await deps.session.acceptToken(token);
      set({ secretId: null, codeSentAt: null, codeLost: false, phone: null, phoneInput: '', pendingRegistration: null });
      deps.closeModal();
    };

    handleBotOutcome = (outcome: BotOutcome) => {
      // Only a poll that belongs to the open bot screen may act.
      if (get().modal.screen !== 'bot-wait') return;
      set({ botStartedAt: null });
      switch (outcome.kind) {
        case 'success':
          void signedIn(outcome.token);
          return;
        case 'error':
          dispatch({ type: 'bot-failed', error: outcome.error });
          return;
        case 'timeout':
          dispatch({ type: 'bot-timeout' });
          deps.toast('auth_bot_timeout', 'info');
          return;
        case 'unreachable':
          dispatch({ type: 'failed', body: outcome.message });
      }
    };

    /** Sends an SMS code to `phone` and moves to screen 'code'; `force` for the resend. */
    const sendCode = async (phone: string, force: boolean): Promise<FormResult> => {
      const startedAt = now();
      const result = await deps.api.generateSecret(phone, force);
      if (!result.ok) {
        if (result.error.kind === 'validation') return fieldsOf(result.error, { phone: 'phone' }, 'phone');
        // The request may have reached the API (and the SMS gone out) with only the answer lost.
        if (ANSWER_LOST.has(result.error.kind)) lostSend = { phone, at: startedAt };
        if (result.error.message === 'sms_resend_too_soon') {
          if (force) {
            deps.toast('sms_resend_too_soon', 'info');
            return { ok: false };
          }
          // A code went to this phone within 30 s, its secret id never reached us (a lost answer,
          // or a reload): screen 'code' says so, its countdown runs from that send (when we know it)
          // and the resend at 0 gets a code that logs in. No second SMS before then.
          const since = lostSend?.phone === phone ? lostSend.at : startedAt;
          set({ phone, secretId: null, codeSentAt: since, codeLost: true });
          dispatch({ type: 'code-sent' });
          return { ok: true };
        }
        if (force) {
          deps.toast(apiMessageKey(result.error), 'error');
          return { ok: false };
        }
        dispatch({ type: 'failed', body: apiMessageKey(result.error) });
        return { ok: false };
      }
      if (result.data === 'limit') {
        deps.toast('too_many_sms', 'error', TOO_MANY_SMS_TOAST_MS);
        return { ok: false };
      }
      lostSend = null;
      set({ phone, secretId: result.data.id, codeSentAt: now(), codeLost: false });
      dispatch({ type: 'code-sent' });
      return { ok: true };
    };

    return {
      modal: initialAuthModalState,
      busy: null,
      phone: null,
      phoneInput: '',
      secretId: null,
      codeSentAt: null,
      codeLost: false,
      botLink: null,
      botStartedAt: null,
      pendingRegistration: null,
      unknownPhone: false,
      emailConflict: null,

      dispatch,

      open(request) {
        if (request === lastRequest) return;
        lastRequest = request;
        poller.stop();
        stopSocial();
        set({ busy: null, botLink: null, botStartedAt: null, pendingRegistration: null, unknownPhone: false });
        dispatch({ type: 'open', request });
        if (request.type === 'phone') dispatch({ type: 'phone-only' });
      },

      close() {
        lastRequest = null;
        poller.stop();
        stopSocial();
        set({ busy: null, botStartedAt: null });
        dispatch({ type: 'close' });
      },

      requestCode(phoneInput) {
        return exclusive<FormResult>('phone', { ok: false }, async () => {
          set({ phoneInput, pendingRegistration: null, unknownPhone: false });
          const phone = toE164(phoneInput);
          if (!phone) return { ok: false, errors: { phone: 'validation_phone' } };
          const s = get();
          // Back on the login form with the same number while the code is still fresh: no second SMS.
          if (s.phone === phone && s.secretId && resendSecondsLeft(s.codeSentAt, now()) > 0) {
            dispatch({ type: 'code-sent' });
            return { ok: true };
          }
          const known = await deps.api.checkPhone(phone);
          if (!known.ok) {
            if (known.error.kind === 'validation') return fieldsOf(known.error, { phone: 'phone' }, 'phone');
            dispatch({ type: 'failed', body: apiMessageKey(known.error) });
            return { ok: false };
          }
          // Login proceeds only when the phone is known (spec section 7); an unknown one is
          // offered the sign-up form with the number already in it.
          if (!known.data) {
            set({ unknownPhone: true });
            dispatch({ type: 'tab', tab: 'register' });
            return { ok: false };
          }
          return sendCode(phone, false);
        });
      },

      async resendCode() {
        const { phone, codeSentAt } = get();
        if (!phone || resendSecondsLeft(codeSentAt, now()) > 0) return;
        await exclusive('resend', undefined, async () => {
          await sendCode(phone, true);
        });
      },

      submitCode(code) {
        return exclusive<FormResult>('code', { ok: false }, async () => {
          const { phone, secretId, pendingRegistration, codeLost } = get();
          if (!phone || !secretId) return { ok: false, message: codeLost ? 'auth_code_lost' : 'err_msg' };
          return get().authenticate(pendingRegistration ? 'register' : 'login', {
            phone,
            secretId,
            code: code.trim(),
            registration: pendingRegistration ?? undefined,
          });
        });
      },

      async authenticate(mode, { phone, secretId, code, registration }) {
        let result;
        if (mode === 'register' && registration) {
          // Verify the code first so a wrong one lands on the code field before anything is created.
          const check = await deps.api.checkSecret(secretId, code);
          if (!check.ok) {
            return check.error.kind === 'validation'
              ? fieldsOf(check.error, { code: 'code', sms: 'code' }, 'code')
              : { ok: false, message: apiMessageKey(check.error) };
          }
          result = await deps.api.register({
            secretId,
            forSite: true,
            name: registration.name.trim(),
            email: registration.email.trim().toLowerCase(),
            phone,
            password: registration.password,
            password_confirmation: registration.password_confirmation,
            sms: code,
          });
        } else {
          result = await deps.api.login({ phone, id: secretId, code });
        }
        if (!result.ok) {
          if (result.error.kind === 'validation') {
            return fieldsOf(result.error, {
              code: 'code',
              sms: 'code',
              name: 'name',
              email: 'email',
              phone: 'phone',
              password: 'password',
              password_confirmation: 'password_confirmation',
            });
          }
          return { ok: false, message: apiMessageKey(result.error) };
        }
        await signedIn(result.data);
        if (mode === 'register') {
          // The new customer to the marketing service: the shop API reads them from the token.
          if (deps.session.user()) deps.analytics.customer();
        }
        return { ok: true };
      },

      startRegistration(values) {
        return exclusive<FormResult>('register', { ok: false }, async () => {
          // Every field is checked before the uniqueness call and the SMS: a code is never spent
          // on a form the server would refuse.
          const problems = registrationErrors(values);
          if (problems) return { ok: false, errors: problems };
          const phone = toE164(values.phone)!;
          const unique = await deps.api.checkUnique(phone, values.email.trim().toLowerCase());
          if (!unique.ok) {
            return unique.error.kind === 'validation'
              ? fieldsOf(unique.error, { phone: 'phone', email: 'email' })
              : { ok: false, message: apiMessageKey(unique.error) };
          }
          const errors: Record<string, string> = {};
          if (!unique.data.is_unique_phone) errors.phone = 'validation_unique';
          if (!unique.data.is_unique_email) errors.email = 'validation_unique';
          if (Object.keys(errors).length) return { ok: false, errors };
          const sent = await sendCode(phone, false);
          if (sent.ok) set({ pendingRegistration: { ...values, phone } });
          return sent;
        });
      },

      async startBot() {
        await exclusive('bot', undefined, async () => {
          // Open the tab now, inside the click (a tab opened after an await is blocked), and point
          // it at the bot once the token is known.
          const tab = deps.win?.open('', '_blank') ?? null;
          const result = await deps.api.botToken();
          const link = result.ok ? botLinkFor(result.data.token, result.data.link, deps.botName) : null;
          if (!result.ok || !link) {
            tab?.close();
            deps.toast('auth_token_error', 'error');
            return;
          }
          if (tab) {
            try {
              tab.opener = null;
              tab.location.href = link;
            } catch {
              /* the tab went away: the link on screen 'bot-wait' still works */
            }
          }
          set({ botLink: link, botStartedAt: now() });
          dispatch({ type: 'bot-started' });
          poller.start(result.data.token);
        });
      },

      cancelBot() {
        poller.stop();
        set({ botStartedAt: null });
        dispatch({ type: 'back' });
      },

      startSocial(provider) {
        const win = deps.win;
        if (!win || get().busy) return;
        const state = (deps.random ?? randomState)();
        const storage = win.localStorage;
        saveLastUrl(storage, `${win.location.pathname}${win.location.search}`);
        saveSocialState(storage, provider, state, now());
        const url = consentUrl(provider, callbackUrl(win.location.origin, deps.locale(), provider), state, deps.providerIds);
        if (!url) {
          dispatch({ type: 'failed' });
          return;
        }
        const popup = win.open(
          url,
          'social-login',
          popupFeatures({
            width: win.screen?.width ?? 1024,
            height: win.screen?.height ?? 768,
            left: win.screenX,
            top: win.screenY,
          }),
        );
        if (!popup) {
          // Popup blocked: the whole page goes through the provider and comes back to last-url.
          win.location.assign(url);
          return;
        }
        stopSocial();
        set({ busy: 'social' });
        socialListener = (event: MessageEvent) => {
          if (event.origin !== win.location.origin || !isSocialMessage(event.data)) return;
          stopSocial();
          void get().socialResult(
            event.data.ok ? { ok: true, token: event.data.token, emailConflict: event.data.emailConflict } : { ok: false },
          );
        };
        win.addEventListener('message', socialListener);
        // The user may close the popup without finishing: the buttons come back. The popup itself
        // posts its answer and closes at once, and on a busy device this check can see it closed
        // before the answer's message is handled: the answer is still listened for a while.
        const watch = () => {
          popupWatch = setTimer(() => {
            if (!popup.closed) return watch();
            popupWatch = setTimer(() => {
              stopSocial();
              if (get().busy === 'social') set({ busy: null });
            }, POPUP_ANSWER_GRACE_MS);
          }, POPUP_WATCH_MS);
        };
        watch();
      },

      async socialResult(result) {
        if (get().busy === 'social') set({ busy: null });
        if (!result.ok) return dispatch({ type: 'failed' });
        if (!result.emailConflict) return signedIn(result.token);
        // Signed in already; the modal stays open on the choice (spec section 8).
        await deps.session.acceptToken(result.token);
        set({ emailConflict: result.emailConflict });
        dispatch({ type: 'email-conflict' });
      },

      chooseEmail(email) {
        return exclusive<FormResult>('email', { ok: false }, async () => {
          const conflict = get().emailConflict;
          if (conflict && email === conflict.offered) {
            const result = await deps.api.setEmail(email);
            if (!result.ok) {
              return result.error.kind === 'validation'
                ? { ok: false, message: result.error.fields?.email?.[0] ?? 'err_msg' }
                : { ok: false, message: apiMessageKey(result.error) };
            }
            await deps.session.refreshUser?.();
          }
          set({ emailConflict: null });
          deps.closeModal();
          return { ok: true };
        });
      },

      requestForgot(emailOrPhone) {
        return exclusive<FormResult>('forgot', { ok: false }, async () => {
          const email = normaliseEmailOrPhone(emailOrPhone);
          const result = await deps.api.forgot(email);
          if (!result.ok) {
            return result.error.kind === 'validation'
              ? fieldsOf(result.error, { email: 'email' }, 'email')
              : { ok: false, message: apiMessageKey(result.error) };
          }
          deps.toast(result.data, 'success');
          dispatch({ type: 'forgot-sent', email });
          return { ok: true };
        });
      },

      submitForgot({ token, password }) {
        return exclusive<FormResult>('forgot-submit', { ok: false }, async () => {
          const { forgotEmail, forgotToken } = get().modal;
          const result = await deps.api.forgotSubmit({
            email: forgotEmail,
            token: (forgotToken || token).trim(),
            password,
          });
          if (!result.ok) {
            if (result.error.kind !== 'validation') return { ok: false, message: apiMessageKey(result.error) };
            // Spec section 8: a failed reset says the password must be longer than 6 characters.
            if (result.error.fields?.password) deps.toast('auth_password_min_toast', 'error');
            // A token that came with the link has no field: its error is said on the form.
            const fieldMap: Record<string, string> = forgotToken
              ? { password: 'password' }
              : { token: 'token', email: 'token', password: 'password' };
            return fieldsOf(result.error, fieldMap);
          }
          deps.toast('auth_password_changed', 'success');
          dispatch({ type: 'forgot-done' });
          return { ok: true };
        });
      },
    };
  });

  return store;
}
