/** The public face of features/working-hours: what other features may import (eslint.config.mjs enforces it). */
export { WORKING_TIME_RECHECK_MS, fetchKitchenStatus } from './working-hours';
export { isHhMm, isOpenAt, nextOpening, type WorkingHours } from './opening-hours';
export { isAroundTheClock } from './around-the-clock';
