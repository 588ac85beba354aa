/** Message keys of the favourites' toasts (locales/<lang>/profile.json); the heart's first-load code needs `failed` without the store. */
export const WISHLIST_MESSAGES = {
  added: 'pf_wishlist_added',
  removed: 'pf_wishlist_removed',
  failed: 'pf_wishlist_failed',
  gone: 'pf_wishlist_gone',
} as const;
