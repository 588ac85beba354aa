/**
 * The site's one session: wires the session store to the API client (bearer token, 401), the
 * toasts and whatever the app shell asks to reset when an account ends (the cart): auth does not
 * import the cart. It starts on its first import in the browser (session-loader.ts after the first
 * render, or a page that reads the session at once), before anything can read it.
 */
import { useStore } from 'zustand';
import { connectSession, shopApi } from '../../api-client/shop-api';
import { showToast } from '../../ui/toast-store';
import { createSessionStore, type SessionState } from './session-store';
import { browserTokenStorage } from './token-storage';

/** How long the session-ended notice stays on screen (ms). */
export const SESSION_EXPIRED_TOAST_MS = 6000;

/** What else ends with an account (the app shell passes the cart's reset). */
let accountEndHook: () => void = () => {};

/** The app shell's hook for what else ends with an account (logout, another account signing in). */
export function onAccountEnd(hook: () => void): void {
  accountEndHook = hook;
}

export const sessionStore = createSessionStore({
  api: shopApi,
  storage: browserTokenStorage,
  location: {
    pathname: () => window.location.pathname,
    reload: () => window.location.reload(),
    goHome: () => window.location.assign(window.location.pathname.startsWith('/ru/') ? '/ru/' : '/'),
  },
  onAccountEnd: () => accountEndHook(),
  // Two sentences the customer needs (sign in again, the cart is kept): 6 s, as long as error notices.
  onExpired: () => showToast('session_expired', 'info', undefined, SESSION_EXPIRED_TOAST_MS),
});

/** React hook: `useSession((s) => s.user)`. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** The API client reads our token, a 401 ends the session, tabs stay in step; the stored token is restored. */
function startSession(win: Window): void {
  connectSession(
    () => sessionStore.getState().token,
    () => sessionStore.getState().expire(),
  );
  win.addEventListener('storage', (event) => {
    if (event.storageArea && event.storageArea !== win.localStorage) return;
    sessionStore.getState().handleStorageEvent(event);
  });
  void sessionStore.getState().restore();
}

if (typeof window !== 'undefined') startSession(window);
