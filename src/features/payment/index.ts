/** The public face of features/payment: what other features may import (eslint.config.mjs enforces it). */
export { PayAgainButton, PaymentBadge } from './PaymentUi';
export { decodeCheckoutForm, decodePaymentStatus, postCheckoutForm, switchToPayOnDelivery } from './payment-api';
export type { PayOnDeliveryType } from './payment-api';
export { canPayAgain } from './payment-rules';
export { useOrderPayment } from './use-order-payment';
export { PaymentMoney } from './PaymentMoney';
export { decodeOrderMoney, decodeReceipts, parseRefundAmount, paymentStillMoving, refundableOf } from './money-rules';
export type { FiscalReceipt, OrderMoney } from './money-rules';
