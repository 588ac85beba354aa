/**
 * The site's one favourites store, wired to the API client, the toasts and the session. The sync
 * starts with the first heart or wishlist page that needs it (`ensureWishlistSync`), so pages
 * without hearts pay nothing.
 */
import { shopApi } from '../../api-client/shop-api';
import { showToast } from '../../ui/toast-store';
import { sessionStore } from '../auth';
import { useStore } from 'zustand';
import { createWishlistStore, followSession, type WishlistState } from './wishlist-store';

export const wishlistStore = createWishlistStore({
  api: shopApi,
  notify: (key, kind) => showToast(key, kind),
});

let following = false;
/** Idempotent: the store follows the session from now on (load after login, clear on logout). */
export function ensureWishlistSync(): void {
  if (following || typeof window === 'undefined') return;
  following = true;
  followSession(wishlistStore, sessionStore);
}

/** React hook: `useWishlist((s) => s.ids.includes(id))`. */
export function useWishlist<T>(selector: (s: WishlistState) => T): T {
  return useStore(wishlistStore, selector);
}
