/**
 * The cart store (spec section 3 "Cart state", section 4 "Cart"): Zustand + Immer on zustand's
 * slices pattern: the lines (cart-lines-slice.ts), gifts and sauces (cart-gifts-slice.ts), the
 * discount (cart-discount-slice.ts) and the menu check (cart-menu-slice.ts), sharing the commit
 * of cart-store-kit.ts. Rules from cart-math.ts, persistence from cart-storage.ts, calls from
 * cart-api.ts, events to analytics.
 *
 * - Every change of the lines saves them locally, recomputes total/discount/gifts and sends a
 *   `cart-status` event to the marketing sink.
 * - `add` is optimistic: the line is in the cart (and saved) before any network call.
 * - Network calls (gifts, sauces, check-discount) return errors as values: the cart is never lost
 *   or changed by a failure; `error` holds a message key for the UI (locales/<lang>/cart.json).
 * - Logout / account switch: the auth feature calls `nullify()` (drops the GUID and empties the
 *   list, in every open tab through the storage event) and `clearLastOrder()`. Use `resetForLogout()`
 *   for both at once, so one customer's cart never leaks to the next.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { shopApi } from '../../api-client/shop-api';
import { getAnalytics } from '../analytics';
import { whenIdle } from '../../shared/when-idle';
import { readLiveMenu } from '../live-menu';
import { browserCartStorage } from './cart-storage';
import type { CartDeps, CartState, Notifier } from './cart-state';
import { createCartKit } from './cart-store-kit';
import { createLinesSlice } from './cart-lines-slice';
import { createGiftsSlice } from './cart-gifts-slice';
import { createDiscountSlice } from './cart-discount-slice';
import { createMenuSlice } from './cart-menu-slice';

export type { CartDeps } from './cart-state';
export { CART_MESSAGES, toAnalyticsLine } from './cart-store-kit';
// What the first-load code (cart-loader.ts) makes a line with, once this chunk has loaded.
export { lineInputFromProduct } from './cart-math';

export type CartStore = StoreApi<CartState>;

export function createCartStore(deps: CartDeps): CartStore {
  return createStore<CartState>()(
    immer((set, get, api) => {
      const kit = createCartKit(deps, set, get);
      return {
        ...createLinesSlice(kit)(set, get, api),
        ...createGiftsSlice(kit)(set, get, api),
        ...createDiscountSlice(kit)(set, get, api),
        ...createMenuSlice(kit)(set, get, api),
      };
    }),
  );
}

/** Cross-tab sync: another tab's change of `cartProducts` / `cartGuid` replaces ours. Returns the unsubscribe. */
export function subscribeCrossTab(win: Pick<Window, 'addEventListener' | 'removeEventListener'>, store: CartStore = cartStore) {
  const onStorage = (event: StorageEvent) => {
    // sessionStorage changes fire `storage` too: only localStorage carries the cart.
    if (event.storageArea && typeof localStorage !== 'undefined' && event.storageArea !== localStorage) return;
    store.getState().handleStorageEvent(event);
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}

/** Toasts: the UI (toast host) registers its function; until then notices are dropped. */
let notifier: Notifier = () => {};
export function setCartNotifier(fn: Notifier) {
  notifier = fn;
}

export const cartStore: CartStore = createCartStore({
  api: shopApi,
  storage: browserCartStorage,
  analytics: getAnalytics,
  notify: (key, kind, vars) => notifier(key, kind, vars),
  readLiveMenu,
});

/** React hook: `useCart((s) => s.total)`, `useCart((s) => s.add)`. */
export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(cartStore, selector);
}

/**
 * The fresh-menu check of a restored cart (issue 5: "on load the saved cart is checked against the
 * current menu"): only when something was restored, scheduled so it never competes with the first paint.
 */
export function checkRestoredCart(store: CartStore, schedule: (run: () => void) => void): void {
  if (store.getState().all.length === 0) return;
  schedule(() => void store.getState().checkMenu());
}

/**
 * The app shell calls this once the first page has hydrated (a check during hydration would show its
 * toasts while the page cannot be read yet): the check runs when the browser is next idle.
 */
export function checkRestoredCartWhenIdle(win: Window = window): void {
  checkRestoredCart(cartStore, (run) => void whenIdle(run, { timeoutMs: 2000, fallbackMs: 200 }, win));
}

let started = false;
/** Call once in the browser (app shell): restore the saved cart and follow other tabs. */
export function startCart(win: Window = window): () => void {
  if (started) return () => {};
  started = true;
  cartStore.getState().restore();
  const unsubscribe = subscribeCrossTab(win);
  return () => {
    started = false;
    unsubscribe();
  };
}
