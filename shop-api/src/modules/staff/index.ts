/** The staff module's public API: other modules import only this file (the registration is in module.ts). */
export { createStaff, disableStaff, listStaff } from './accounts';
