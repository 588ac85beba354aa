import { installChunkReloadGuard } from './chunk-reload';
import { cartStore, checkRestoredCartWhenIdle, setCartNotifier, startCart, type CartStore } from '../features/cart/cart-store';
import { showToast } from '../ui/toast-store';
import { startSession } from '../features/auth/session';
import { subscribeLiveMenu } from '../features/live-menu';
import { registerServiceWorkerWhenIdle } from '../site/service-worker/register';
import { onApiLanguageChange } from '../api-client/shop-api';

/**
 * The client's services that no first paint needs: the cart, the session, the chunk-reload guard
 * and the service worker. gatsby-browser imports this module when the app has started (an eager
 * import: it stays in the app script, no request), so its code (the cart store and immer, about
 * 15 ms on Lighthouse's 4x slower CPU) runs in a task of its own, not in the app script's
 * evaluation. Gatsby renders the first page after startServices, so the restored cart and the
 * stored session are there for hydration.
 */
export function startServices(win: Window): void {
  installChunkReloadGuard(win);
  // The cart: restore from localStorage, follow other tabs, say what happened in a toast.
  setCartNotifier((key, kind, vars) => showToast(key, kind, vars));
  startCart();
  followLiveMenu(cartStore);
  followLanguage(cartStore, win);
  // The session: stored token -> user; the API client sends the bearer header; a 401 ends it.
  // An account that ends (logout, expiry, deletion) takes its cart and last order with it.
  startSession(win, { onAccountEnd: () => cartStore.getState().resetForLogout() });
}

/** After the first render: checks that need the page drawn and idle. */
export function startAfterFirstRender(win: Window): void {
  // The restored cart against the current menu (dropped dishes, changed prices: each with a notice).
  checkRestoredCartWhenIdle();
  // Offline browsing (src/site/service-worker): registered after load, when the page is idle.
  registerServiceWorkerWhenIdle(win, {
    production: process.env.NODE_ENV === 'production',
    disabled: /^(off|false|0|no)$/i.test(process.env.GATSBY_SERVICE_WORKER ?? ''),
  });
}

/**
 * The live menu publishes each new feed (prices, what is off); the cart applies it to its lines.
 * Wired here so neither feature imports the other's store. Returns the unsubscribe.
 */
export function followLiveMenu(cart: CartStore): () => void {
  return subscribeLiveMenu((menu) => cart.getState().applyLiveMenu(menu));
}

/**
 * After a switch of language the cart's lines are checked against the menu in the new language,
 * so the drawer and checkout name the dishes in it (issue 41). Deferred: the switch is seen while
 * the page shell renders. Returns the unsubscribe.
 */
export function followLanguage(cart: CartStore, win: Pick<Window, 'setTimeout'>): () => void {
  return onApiLanguageChange(() => {
    if (cart.getState().all.length > 0) win.setTimeout(() => void cart.getState().checkMenu(), 0);
  });
}
