/** The marketing module's public API: other modules import only this file (the registration is in module.ts). */
export {};
