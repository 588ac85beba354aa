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
  configuredProviderIds,
  isConnectMessage,
  openConsent,
  randomState,
  watchPopup,
  type ConnectRefusal,
  type PopupWindow,
} from './social';

/** connected; or refused by the shop; cancelled (popup closed); away (the whole page went to the provider). */
export type ConnectOutcome = { ok: true } | { ok: false; reason: ConnectRefusal | 'cancelled' | 'away' };

export function connectSocialProvider(
  provider: SocialProvider,
  locale: LocaleCode,
  win: PopupWindow = window,
): Promise<ConnectOutcome> {
  const start = { locale, state: randomState(), now: Date.now(), purpose: 'connect' as const, ids: configuredProviderIds() };
  const popup = openConsent(win, provider, start);
  if (!popup) return Promise.resolve({ ok: false, reason: 'failed' });
  // Popup blocked: the whole page went; the callback page connects and comes back here.
  if (popup === 'away') return Promise.resolve({ ok: false, reason: 'away' });
  return new Promise((resolve) => {
    const finish = (outcome: ConnectOutcome) => {
      win.removeEventListener('message', listener);
      stopWatch();
      resolve(outcome);
    };
    const listener = (event: MessageEvent) => {
      if (event.origin !== win.location.origin || !isConnectMessage(event.data)) return;
      finish(event.data.ok ? { ok: true } : { ok: false, reason: event.data.reason });
    };
    win.addEventListener('message', listener);
    // Closed without an answer: cancelled.
    const stopWatch = watchPopup(popup, () => finish({ ok: false, reason: 'cancelled' }));
  });
}
