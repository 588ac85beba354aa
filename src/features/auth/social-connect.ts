/**
 * Connecting Google or Apple to the signed-in account from the profile (decision 435): the same
 * consent page as the sign-in (popup, or the whole page when popups are blocked), its round trip
 * marked `connect` with the OAuth state; the callback page then connects the identity
 * (`POST profile/social-accounts/{provider}`, checked as a sign-in is) instead of signing in, and
 * tells this page the outcome.
 */
import type { LocaleCode } from '../../i18n/locales';
import type { SocialProvider } from './auth-api';
import {
  callbackUrl,
  configuredProviderIds,
  consentUrl,
  isConnectMessage,
  popupFeatures,
  randomState,
  saveLastUrl,
  saveSocialState,
  type ConnectRefusal,
  type PopupWindow,
} from './social';

/** How often the popup is checked for being closed, and how long its answer is awaited after (ms). */
const POPUP_WATCH_MS = 500;
const POPUP_ANSWER_GRACE_MS = 2000;

/** connected; or refused by the shop; cancelled (popup closed); away (the whole page went to the provider). */
export type ConnectOutcome = { ok: true } | { ok: false; reason: ConnectRefusal | 'cancelled' | 'away' };

export interface ConnectWindow extends PopupWindow {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: never): void;
}

export function connectSocialProvider(
  provider: SocialProvider,
  locale: LocaleCode,
  win: ConnectWindow = window as unknown as ConnectWindow,
): Promise<ConnectOutcome> {
  const state = randomState();
  const storage = win.localStorage;
  saveLastUrl(storage, `${win.location.pathname}${win.location.search}`);
  saveSocialState(storage, provider, state, Date.now(), 'connect');
  const url = consentUrl(provider, callbackUrl(win.location.origin, locale, provider), state, configuredProviderIds());
  if (!url) return Promise.resolve({ ok: false, reason: 'failed' });
  const popup = win.open(
    url,
    'social-login',
    popupFeatures({ width: win.screen?.width ?? 1024, height: win.screen?.height ?? 768, left: win.screenX, top: win.screenY }),
  );
  if (!popup) {
    // Popup blocked: the whole page goes; the callback page connects and comes back here.
    win.location.assign(url);
    return Promise.resolve({ ok: false, reason: 'away' });
  }
  return new Promise((resolve) => {
    let timer: unknown = null;
    const finish = (outcome: ConnectOutcome) => {
      win.removeEventListener('message', listener);
      if (timer !== null) win.clearTimeout(timer as never);
      resolve(outcome);
    };
    const listener = (event: MessageEvent) => {
      if (event.origin !== win.location.origin || !isConnectMessage(event.data)) return;
      finish(event.data.ok ? { ok: true } : { ok: false, reason: event.data.reason });
    };
    win.addEventListener('message', listener);
    // Closed without an answer: cancelled (the answer may still be on its way for a moment).
    const watch = () => {
      timer = win.setTimeout(() => {
        if (!popup.closed) return watch();
        timer = win.setTimeout(() => finish({ ok: false, reason: 'cancelled' }), POPUP_ANSWER_GRACE_MS);
      }, POPUP_WATCH_MS);
    };
    watch();
  });
}
