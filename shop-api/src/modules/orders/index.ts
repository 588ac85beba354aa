/** The orders module's public API: other modules import only this file (the registration is in module.ts). */
export { applyDeskAction, deskOrderShape, DeskOrderSchema, listDeskOrders, undoDeskStep, type DeskResult } from './desk';
export type { DeskAction } from './desk-rules';
export { ACCEPT_WITHIN_MINUTES, PROMISE_MAX_MINUTES, PROMISE_MIN_MINUTES, CANCEL_REASON_MAX, UNDO_WITHIN_MS } from './desk-rules';
export { lastOrderEventId, onOrderEvents, orderEventsAfter, type OrderEvent } from './events';
export { getOrderRow } from './service';
export { StatusName } from './schemas';
export { customerOrders, customerPromoCodes, customerReviews } from './customer-history';
export { OrderSchema, PromoCodeSchema, ReviewSchema } from './schemas';
export { payableOrders } from './payable';
export { dayReport, periodDays, REPORT_MAX_DAYS, type DayReport } from './day-report';
