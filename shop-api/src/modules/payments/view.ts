/** An order's payment as the customer and the desk read it: status, sums (UAH) and fiscal receipts. */
import type { AppContext } from '../../context';
import { receiptViews } from '../fiscal';
import { orderMoney } from './money-rules';
import { orderPaymentStatus, type OrderPayState } from './payment-rules';
import { attemptsOf, operationsOf } from './store';

/** `order`: the order's id and its pay state as the orders module keeps it (the refunds are read here). */
export function paymentView(ctx: AppContext, order: { orderId: number } & Omit<OrderPayState, 'refunded'>) {
  const attempts = attemptsOf(ctx.db, order.orderId);
  const ops = operationsOf(ctx.db, order.orderId);
  const online = order.payType === 'online';
  const money = orderMoney({ sumToPay: order.sumToPay, cancelled: order.cancelled, online }, attempts, ops);
  const payment_status = orderPaymentStatus({ ...order, refunded: money.refunded }, attempts.at(-1)?.status ?? null);
  return { payment_status, money, receipts: receiptViews(ctx, order.orderId) };
}

/** The desk's extra: each money call with its state (waiting calls and refusals need a person's eye). */
export function deskMoneyCalls(ctx: AppContext, orderId: number) {
  return operationsOf(ctx.db, orderId).map((o) => ({
    kind: o.kind,
    amount: o.amount,
    reason: o.reason,
    status: o.status,
    error: o.last_error,
    created_at: o.created_at,
  }));
}
