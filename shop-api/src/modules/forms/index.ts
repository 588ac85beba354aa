/** The forms module's public API: other modules import only this file (the registration is in module.ts). */
export { normaliseEmail, subscribeErrors } from './rules';
