/**
 * The site's auth flow store (loaded with the auth modal, never on a first page load): the flow
 * store of ./auth-flow-store wired to the shop API, the session, toasts, the modal host and the
 * browser window. Polling stops when the page goes away.
 */
import { useStore } from 'zustand';
import { navigate } from 'gatsby';
import { shopApi } from '../../api-client/shop-api';
import { useModal } from '../../shared/modal-store';
import { showToast } from '../../ui/toast-store';
import { parseLocalizedPath } from '../../i18n/paths';
import { getAnalytics } from '../analytics';
import { createAuthApi } from './auth-api';
import { createAuthFlowStore } from './auth-flow-store';
import type { AuthFlowState } from './auth-flow-state';
import { isAuthModalOpen } from './open-auth-modal';
import { sessionStore } from './session';
import { configuredProviderIds } from './social';

const browser = typeof window !== 'undefined' ? window : undefined;

export const authApi = createAuthApi(shopApi);

export const authFlow = createAuthFlowStore({
  api: authApi,
  session: {
    acceptToken: (token) => sessionStore.getState().acceptToken(token),
    user: () => sessionStore.getState().user,
    refreshUser: () => sessionStore.getState().fetchUser(),
  },
  toast: (key, kind, ms) => showToast(key, kind, undefined, ms),
  closeModal: () => {
    if (isAuthModalOpen()) useModal.getState().close();
  },
  analytics: { customer: () => getAnalytics().customer() },
  win: browser,
  locale: () => (browser ? parseLocalizedPath(browser.location.pathname).locale : 'ua'),
  goTo: (path) => void navigate(path),
  botName: process.env.GATSBY_TG_BOT_NAME || undefined,
  providerIds: configuredProviderIds(),
});

// Leaving the page ends the bot wait (no poll outlives the page).
browser?.addEventListener('pagehide', () => authFlow.getState().close());

export function useAuthFlow<T>(selector: (state: AuthFlowState) => T): T {
  return useStore(authFlow, selector);
}
