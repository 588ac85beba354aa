/** The profile module's public API: other modules import only this file (the registration is in module.ts). */
export { saveAddress, listAddresses } from './addresses';
export type { AddressFields, Address } from './addresses';
export { isBirthdayToday } from './birthday-rules';
export { applyDuePhoneChange } from './phone-change';
