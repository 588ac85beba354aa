/** The public face of features/checkout: what other features may import (eslint.config.mjs enforces it). */
export { isOpenAt } from './time-slots';
export type { WorkingHours } from './time-slots';
