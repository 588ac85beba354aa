/** The payments module's public API: other modules import only this file (the registration is in module.ts). */
export { checkoutForOrder } from './service';
export { orderPaymentStatus, type OrderPayState } from './payment-rules';
export { lastAttempt, refundsDoneBetween, type DoneRefund } from './store';
export type { PayableOrder, PayableOrders } from './orders-port';
export { CheckoutFormSchema, PaymentStatusName } from './schemas';
export { queueMoneyForDeskAction, sendQueuedMoney } from './desk-money';
export { deskMoneyCalls, paymentView } from './view';
