/** The public face of features/wishlist: what other features may import (eslint.config.mjs enforces it). */
export { WishlistHeart } from './WishlistHeart';
export { ensureWishlistSync, useWishlist, wishlistStore } from './wishlist';
