/** The public face of features/subscribe: what other features may import (eslint.config.mjs enforces it). */
export { FLAG_SET, MOBILE_FLAG_KEY } from './popup-rules';
