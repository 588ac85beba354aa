/**
 * The money queue: capture, release and refund calls to the provider. Each is a row made in the
 * transaction that decided it (payment_operations), so a crash or a provider outage loses none;
 * a sender claims a row before calling (two senders never both call), a call that certainly did not
 * happen is retried with a growing pause, and a call sent without an answer is first checked with
 * the provider's status before anything is sent again. So a refund is never made twice.
 */
import type { AppContext } from '../../context';
import { queueFiscalReceipt } from '../fiscal';
import type { PayableOrders } from './orders-port';
import { MAX_TRIES, retryDelayMs, type OperationRow, type OperationStatus } from './money-rules';
import { paymentProvider } from './provider-select';
import type { MoneyCallResult } from './provider';
import { attemptById, claimOperation, dueOperations, finishOperation, operationByKey, recordAttemptOutcome } from './store';

/** ms a claimed call may take before another turn treats it as sent without an answer. */
const LEASE_MS = 60_000;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Records a call the provider did: the attempt, the order's paid sum, the fiscal receipt; one transaction. */
function recordDone(ctx: AppContext, orders: PayableOrders, op: OperationRow, at: Date) {
  const { db } = ctx;
  const attempt = attemptById(db, op.payment_id)!;
  const iso = at.toISOString();
  const sumPaid = orders.find(op.order_id)?.payState.sumPaid ?? 0;
  const settled = (status: 'success' | 'reversed') =>
    recordAttemptOutcome(db, attempt.id, { attempt: status, paymentId: attempt.payment_id, errCode: null }, at);
  if (op.kind === 'capture') {
    // A capture callback may have come first and done this already; the capture's amount replaces the hold's.
    if (attempt.status === 'held') {
      settled('success');
      orders.setSumPaid(op.order_id, round2(sumPaid - attempt.amount + op.amount), at);
    }
    queueFiscalReceipt(ctx, { orderId: op.order_id, kind: 'sell', amount: op.amount, sourceKey: op.op_key });
  } else if (op.kind === 'release') {
    if (attempt.status === 'held') {
      settled('reversed');
      orders.setSumPaid(op.order_id, Math.max(0, round2(sumPaid - attempt.amount)), at);
    }
  } else {
    queueFiscalReceipt(ctx, { orderId: op.order_id, kind: 'return', amount: op.amount, sourceKey: op.op_key });
  }
  finishOperation(db, op.id, { status: 'done', error: null, nextTryAt: iso, doneAt: iso });
}

/** After a try: done, refused, or when to come back. */
function settle(ctx: AppContext, orders: PayableOrders, op: OperationRow, result: MoneyCallResult) {
  const now = ctx.now();
  const tries = op.tries + 1;
  ctx.db.transaction(() => {
    // Every outcome is an order event: the desk re-reads the order after it. The provider's own
    // callback may have settled the attempt while the call was out, so recordDone may change nothing else.
    orders.changed(op.order_id, now);
    if (result.outcome === 'done') return recordDone(ctx, orders, op, now);
    let status: OperationStatus = result.outcome === 'refused' ? 'failed' : result.outcome === 'unknown' ? 'unknown' : 'queued';
    if (status !== 'failed' && tries >= MAX_TRIES) status = 'check';
    finishOperation(ctx.db, op.id, {
      status,
      error: result.detail,
      nextTryAt: new Date(now.getTime() + retryDelayMs(tries)).toISOString(),
      doneAt: null,
    });
  })();
}

/** One turn of one operation: claimed, checked with the provider if an earlier call went unanswered, sent. */
export async function runOperation(ctx: AppContext, orders: PayableOrders, op: OperationRow): Promise<OperationRow> {
  const { db } = ctx;
  const lease = new Date(ctx.now().getTime() + LEASE_MS).toISOString();
  if (!claimOperation(db, op, lease)) return operationByKey(db, op.op_key)!;
  const attempt = attemptById(db, op.payment_id)!;
  const provider = paymentProvider(ctx);
  const ref = { providerOrderId: attempt.provider_order_id, paymentId: attempt.payment_id };
  let result: MoneyCallResult;
  try {
    // 'sending' here means a sender stopped mid-call (its lease ran out): as unanswered as 'unknown'.
    const unanswered = op.status === 'unknown' || op.status === 'sending';
    const known = unanswered
      ? await provider.checkOperation(ref, { kind: op.kind, amount: op.amount, key: op.op_key })
      : 'not_done';
    if (known === 'done') result = { outcome: 'done', detail: 'confirmed_by_status' };
    else if (known === 'unknown') {
      ctx.db.transaction(() =>
        finishOperation(db, op.id, { status: 'check', error: 'provider_status_unclear', nextTryAt: lease, doneAt: null }),
      )();
      return operationByKey(db, op.op_key)!;
    } else if (op.kind === 'capture') result = await provider.capture(ref, op.amount);
    else if (op.kind === 'release') result = await provider.release(ref, op.amount);
    else result = await provider.refund(ref, op.amount, op.op_key);
  } catch (err) {
    result = { outcome: 'unknown', detail: err instanceof Error ? err.message.slice(0, 200) : 'error' };
  }
  settle(ctx, orders, op, result);
  orders.publish();
  return operationByKey(db, op.op_key)!;
}

const running = new WeakMap<AppContext, Promise<number>>();

/** Every due operation once (one turn at a time per app); returns how many were tried. */
export function runDueOperations(ctx: AppContext, orders: PayableOrders): Promise<number> {
  const current = running.get(ctx);
  if (current) return current;
  const turn = (async () => {
    const due = dueOperations(ctx.db, ctx.now().toISOString());
    for (const op of due) await runOperation(ctx, orders, op);
    return due.length;
  })().finally(() => running.delete(ctx));
  running.set(ctx, turn);
  return turn;
}
