/** The public face of features/orders: what other features may import (eslint.config.mjs enforces it). */
export { addCurrentOrder } from './current-orders';
