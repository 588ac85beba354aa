/**
 * The cart as the first screen sees it, without the cart's code: the store (its rules, storage
 * checks, menu check, API calls and immer; about 10 KB gzipped) is its own chunk, loaded after
 * the first page has hydrated (the app shell calls loadCart) or on the first cart action before
 * that, whichever comes first (docs/decisions/421-first-load-js.md).
 *
 * Until it has loaded the header's total, the phone's cart bar and a card's "in cart" read as an
 * empty cart, as the static HTML and the hydration render (zustand's server snapshot) always did;
 * an add before it has loaded waits for it and is applied then, in order, so nothing is lost.
 */
import { useSyncExternalStore } from 'react';
import type { CartProductSource } from './cart-math';
import type { CartState } from './cart-state';

export type CartModule = typeof import('./cart-store');
type CartStore = CartModule['cartStore'];

let store: CartStore | null = null;
/** The loaded chunk's line maker (cart-math's lineInputFromProduct). */
let lineInputOf: CartModule['lineInputFromProduct'];
let loading: Promise<CartStore> | null = null;
const onLoaded = new Set<() => void>();
/** What the app shell wires to the cart once it has loaded (toasts, live menu, language). */
let setup: (cart: CartModule) => void = () => {};

/** The app shell's wiring, run once when the cart's code has loaded and its lines are restored. */
export function setCartSetup(fn: (cart: CartModule) => void): void {
  setup = fn;
}

/**
 * Loads the cart's chunk once, restores the saved cart (startCart), runs the app shell's wiring and
 * resolves to the store. A failed load (offline) can be tried again.
 */
export function loadCart(): Promise<CartStore> {
  loading ??= import(/* webpackChunkName: "part-cart" */ './cart-store').then(
    (cart) => {
      cart.startCart();
      lineInputOf = cart.lineInputFromProduct;
      setup(cart);
      store = cart.cartStore;
      onLoaded.forEach((notify) => notify());
      onLoaded.clear();
      return store;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The store if its code has loaded, else null. */
export const loadedCart = (): CartStore | null => store;

/** Runs `action` on the cart now if it has loaded, else once it has (loading it now). */
export function withCart(action: (cart: CartState) => void): Promise<void> {
  if (store) {
    action(store.getState());
    return Promise.resolve();
  }
  return loadCart().then((cart) => action(cart.getState()));
}

/**
 * Adds a dish with the modifiers chosen (modifier id -> count): at once when the cart has loaded,
 * else as soon as it has (never dropped). The line is made in the cart's chunk, with its rules.
 */
export function addToCart(product: CartProductSource, counts: Record<number, number> = {}): void {
  withCart((cart) => void cart.add(lineInputOf(product, counts))).catch(() => {
    // The chunk could not load (offline): try again on the next add; the chunk-reload guard
    // (src/app-shell/chunk-reload.ts) covers a deploy that replaced it.
  });
}

function subscribe(onChange: () => void): () => void {
  if (store) return store.subscribe(onChange);
  let unsubscribe: (() => void) | null = null;
  const attach = () => {
    unsubscribe = store!.subscribe(onChange);
    onChange();
  };
  onLoaded.add(attach);
  return () => {
    onLoaded.delete(attach);
    unsubscribe?.();
  };
}

/**
 * `useCartValue((s) => s.total, 0)`: a value of the cart; `empty` (the value of an empty cart)
 * while hydrating and until the cart's code has loaded. The selector returns a primitive or a
 * stable reference, as with zustand's useStore.
 */
export function useCartValue<T>(select: (state: CartState) => T, empty: T): T {
  return useSyncExternalStore(
    subscribe,
    () => (store ? select(store.getState()) : empty),
    () => empty,
  );
}
