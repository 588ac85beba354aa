/** The fiscal module's public API: other modules import only this file (the registration is in module.ts). */
export { queueFiscalReceipt, receiptViews, runDueReceipts } from './queue';
export { pendingReceipts } from './store';
export { setCheckboxDown } from './standin';
