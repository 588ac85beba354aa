/** The notifications module's public API (the registration is in module.ts). */
export { readCustomerMessageSettings, type CustomerMessageSettings } from './settings';
