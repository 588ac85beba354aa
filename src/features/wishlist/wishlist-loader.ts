/**
 * The favourites as a heart sees them, without the favourites' code: the store, its API calls and
 * its following of the session are a chunk of their own (`part-wishlist`), loaded after hydration
 * by the first heart on the page, or by a click on one before then (applied once it has arrived).
 * Until then a heart reads "not a favourite", as the static HTML and the hydration render always
 * did (docs/decisions/042-performance-architecture.md).
 */
import { lazyStore } from '../../shared/lazy-store';

const wishlist = lazyStore(
  () => import(/* webpackChunkName: "part-wishlist" */ './wishlist'),
  (module) => {
    module.ensureWishlistSync();
    return module.wishlistStore;
  },
);

/** Loads the favourites' chunk once (and starts following the session); a failed load can be tried again. */
export const loadWishlist = wishlist.load;
/** Runs `action` on the favourites now if loaded, else once they have (loading them now). */
export const withWishlist = wishlist.withStore;
/** `useWishlistValue((s) => s.ids.includes(id), false)`: `empty` until the favourites have loaded. */
export const useWishlistValue = wishlist.useValue;
