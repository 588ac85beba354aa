/**
 * What the desk's actions do to the money, and the desk's refund: capture on acceptance, release
 * of a hold (or a full refund of a capture) on cancellation, a refund of any part with a reason.
 * Each call is queued as a payment operation in the caller's transaction and sent by operations.ts.
 */
import type { AppContext } from '../../context';
import { moneyAfterDeskAction, planRefund, type OperationRow, type RefundProblem } from './money-rules';
import { runDueOperations, runOperation } from './operations';
import type { PayableOrders } from './orders-port';
import { attemptsOf, insertOperation, operationByKey, operationsOf } from './store';

/** Call inside the desk action's transaction, after the order's status changed to `to`. */
export function queueMoneyForDeskAction(
  ctx: AppContext,
  orders: PayableOrders,
  orderId: number,
  to: string,
  staffId: number | null,
) {
  const { db } = ctx;
  const order = orders.find(orderId)?.payState;
  if (!order || order.payType !== 'online') return;
  const now = ctx.now().toISOString();
  const calls = moneyAfterDeskAction(to, { sumToPay: order.sumToPay }, attemptsOf(db, orderId), operationsOf(db, orderId));
  for (const c of calls)
    insertOperation(db, {
      orderId,
      paymentId: c.attemptId,
      kind: c.kind,
      amount: c.amount,
      reason: to === 'Cancelled' ? 'order_cancelled' : 'order_accepted',
      // One capture / release per payment ever; the cancellation's full refund once per payment.
      key: c.kind === 'refund' ? `refund:cancel:${c.attemptId}` : `${c.kind}:${c.attemptId}`,
      staffId,
      now,
    });
}

/** After the desk action's transaction: the queued calls go out now (the worker retries what fails). */
export function sendQueuedMoney(ctx: AppContext, orders: PayableOrders) {
  runDueOperations(ctx, orders).catch(() => {
    /* each operation records its own failure; the next turn tries again */
  });
}

export type RefundAnswer =
  | { ok: true; operation: OperationRow }
  | { ok: false; status: 404; problem: 'order_not_found' }
  | { ok: false; status: 409; problem: 'refund_key_reused' }
  | { ok: false; status: 422; problem: RefundProblem };

/**
 * A refund from the desk: `key` (the desk's, one per refund it means) makes a repeated request (a
 * double click, a retry after a lost answer) return the same refund instead of a second one.
 * The call is sent at once; a provider failure leaves it queued for the worker.
 */
export async function refundFromDesk(
  ctx: AppContext,
  orders: PayableOrders,
  r: { orderId: number; amount: number; reason: string; key: string; staffId: number },
): Promise<RefundAnswer> {
  const { db } = ctx;
  const opKey = `refund:desk:${r.orderId}:${r.key}`;
  const decided = db.transaction((): RefundAnswer => {
    if (!orders.find(r.orderId)) return { ok: false, status: 404, problem: 'order_not_found' };
    const existing = operationByKey(db, opKey);
    if (existing)
      return Math.abs(existing.amount - r.amount) < 0.005
        ? { ok: true, operation: existing }
        : { ok: false, status: 409, problem: 'refund_key_reused' };
    const plan = planRefund(r.amount, r.reason, attemptsOf(db, r.orderId), operationsOf(db, r.orderId));
    if (!plan.ok) return { ok: false, status: 422, problem: plan.problem };
    const operation = insertOperation(db, {
      orderId: r.orderId,
      paymentId: plan.attemptId,
      kind: 'refund',
      amount: plan.amount,
      reason: r.reason.trim(),
      key: opKey,
      staffId: r.staffId,
      now: ctx.now().toISOString(),
    });
    return { ok: true, operation };
  })();
  if (!decided.ok || decided.operation.status !== 'queued') return decided;
  return { ok: true, operation: await runOperation(ctx, orders, decided.operation) };
}
