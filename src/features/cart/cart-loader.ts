/**
 * The cart as the first screen sees it, without the cart's code: the store (its rules, storage
 * checks, menu check, API calls and immer; about 10 KB gzipped) is its own chunk, loaded after
 * the first page has hydrated (the app shell calls loadCart) or on the first cart action before
 * that, whichever comes first (docs/decisions/042-performance-architecture.md).
 *
 * Until it has loaded the header's total, the phone's cart bar and a card's "in cart" read as an
 * empty cart, as the static HTML and the hydration render (zustand's server snapshot) always did;
 * an add before it has loaded waits for it and is applied then, in order, so nothing is lost.
 */
import { lazyStore } from '../../shared/lazy-store';
import type { CartProductSource } from './cart-math';
import type { CartState } from './cart-state';

export type CartModule = typeof import('./cart-store');
type CartStore = CartModule['cartStore'];

/** The loaded chunk's line maker (cart-math's lineInputFromProduct). */
let lineInputOf: CartModule['lineInputFromProduct'];
const cart = lazyStore(
  () => import(/* webpackChunkName: "part-cart" */ './cart-store'),
  (module) => {
    module.startCart();
    lineInputOf = module.lineInputFromProduct;
    return module.cartStore;
  },
);

/**
 * The app shell's wiring (toasts, live menu, language), run once when the cart's code has loaded
 * and its lines are restored.
 */
export const setCartSetup: (wire: (cart: CartModule) => void) => void = cart.setSetup;

/**
 * Loads the cart's chunk once, restores the saved cart (startCart), runs the app shell's wiring and
 * resolves to the store. A failed load (offline) can be tried again.
 */
export const loadCart: () => Promise<CartStore> = cart.load;

/** The store if its code has loaded, else null. */
export const loadedCart: () => CartStore | null = cart.loaded;

/** Runs `action` on the cart now if it has loaded, else once it has (loading it now). */
export const withCart: (action: (cart: CartState) => void) => Promise<void> = cart.withStore;

/**
 * Adds a dish with the modifiers chosen (modifier id -> count): at once when the cart has loaded,
 * else as soon as it has (never dropped). The line is made in the cart's chunk, with its rules.
 */
export function addToCart(product: CartProductSource, counts: Record<number, number> = {}): void {
  withCart((state) => void state.add(lineInputOf(product, counts))).catch(() => {
    // The chunk could not load (offline): try again on the next add; the chunk-reload guard
    // (src/app-shell/chunk-reload.ts) covers a deploy that replaced it.
  });
}

/**
 * `useCartValue((s) => s.total, 0)`: a value of the cart; `empty` (the value of an empty cart)
 * while hydrating and until the cart's code has loaded. The selector returns a primitive or a
 * stable reference, as with zustand's useStore.
 */
export const useCartValue: <T>(select: (state: CartState) => T, empty: T) => T = cart.useValue;
