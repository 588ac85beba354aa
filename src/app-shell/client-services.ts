import { installChunkReloadGuard } from './chunk-reload';
import type { CartStore } from '../features/cart/cart-store';
import { loadCart, setCartSetup, withCart } from '../features/cart/cart-loader';
import { showToast } from '../ui/toast-store';
import { loadSession, setSessionSetup } from '../features/auth/session-loader';
import { subscribeLiveMenu } from '../features/live-menu';
import { onApiLanguageChange } from '../api-client/shop-api';

/**
 * The client's services that no first paint needs: the chunk-reload guard, the session's and the
 * cart's wiring and the service worker. The app's start (browser-hooks.ts) imports this module (an
 * eager import: it stays in the app script, no request), so its code runs in a task of its own,
 * not in the app script's evaluation. The session's and the cart's code are chunks of their own
 * (src/features/auth/session-loader.ts, src/features/cart/cart-loader.ts): wired here, loaded
 * after the first render.
 */
export function startServices(win: Window): void {
  installChunkReloadGuard(win);
  // The cart, once loaded (restored from localStorage, following other tabs): say what happened in
  // a toast, apply the live menu, check the lines again after a switch of language, and check the
  // restored lines against the current menu when the browser is idle.
  setCartSetup((cart) => {
    cart.setCartNotifier((key, kind, vars) => showToast(key, kind, vars));
    followLiveMenu(cart.cartStore);
    followLanguage(cart.cartStore, win);
    cart.checkRestoredCartWhenIdle(win);
  });
  // The session, once loaded: an account that ends (logout, another account signing in) takes its
  // cart and last order with it.
  setSessionSetup((session) => session.onAccountEnd(() => void withCart((cart) => cart.resetForLogout()).catch(() => {})));
}

/** After the first render: what needs the page drawn (the cart's code; the service worker when idle). */
export function startAfterFirstRender(win: Window): void {
  // The session's chunk (stored token -> user; the API client sends the bearer header; a 401 ends
  // it). Its own import restores the token; a failed load is tried again on the first action.
  loadSession().catch(() => {});
  // The cart's chunk, restored and checked (see startServices); a failed load is tried again on
  // the first cart action.
  loadCart().catch(() => {});
  // Offline browsing (src/site/service-worker): registered after load, when the page is idle; the
  // registration's code is a chunk of its own, not part of the first load.
  import('../site/service-worker/register')
    .then((worker) =>
      worker.registerServiceWorkerWhenIdle(win, {
        production: process.env.NODE_ENV === 'production',
        disabled: /^(off|false|0|no)$/i.test(process.env.GATSBY_SERVICE_WORKER ?? ''),
      }),
    )
    // Its code did not load (offline): the next page registers it.
    .catch(() => {});
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
