/** The POS module's public API: other modules import only this file (the registration is in module.ts). */
export { readPosSettings, type PosSettings } from './settings';
export { importConfiguredPosMenu, type ImportSummary } from './menu-import';
