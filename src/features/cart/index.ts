/** The public face of features/cart: what other features may import (eslint.config.mjs enforces it). */
export { CartLineNotes } from './CartLineNotes';
export { postCheckDiscount, toOrderItems } from './cart-api';
export { addLine, lineInputFromProduct, newLineId } from './cart-math';
export type { CartLine, CartLineInput, CartProductSource, Gift } from './cart-math';
export { CART_KEY } from './cart-keys';
export { cartStore, toAnalyticsLine, useCart } from './cart-store';
export { addToCart, loadCart, useCartValue, withCart } from './cart-loader';
export type { CartStore } from './cart-store';
