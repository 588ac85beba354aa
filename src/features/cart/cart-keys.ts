/**
 * The cart's localStorage keys, on their own: the home page's pre-paint script reads the cart by
 * its key, and importing the key from cart-storage.ts would bring the storage code (and the cart's
 * rules) into the home template's chunk, which the cart itself loads later (cart-loader.ts).
 */
export const CART_KEY = 'cartProducts';
export const GUID_KEY = 'cartGuid';
