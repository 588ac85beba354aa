/**
 * The outbox's sender: orders that should reach the POS are queued from the order events, then
 * sent, each by one sender at a time (store.claim), retried with a growing delay, and looked up in
 * the POS before a retry whose last outcome is unknown, so an order is never created twice.
 */
import type { AppContext } from '../../context';
import { deskOrderShape, getOrderRow, lastOrderEventId, orderEventsAfter } from '../orders';
import { buildPosOrder, orderMarker, retryDelayMs, shouldSend, type ShopOrderForPos } from './order-rules';
import type { PosRuntime } from './runtime';
import { claim, cursor, dropQueued, dueOrders, enqueue, markFailed, markSent, outboxRow, posIdOf, setCursor } from './store';

/** How long a sender holds an order, ms: longer than the provider's own timeout (8 s). */
export const LEASE_MS = 60_000;

/** The desk's view of an order, or null when there is none. */
export function shopOrder(ctx: AppContext, orderId: number) {
  const row = getOrderRow(ctx, orderId);
  return row ? deskOrderShape(ctx, row, 'uk') : null;
}

/** Queues the orders whose events came since the last look and that should go now. */
export function queueFromEvents(ctx: AppContext, runtime: PosRuntime) {
  const { db } = ctx;
  let after = cursor(db);
  if (after === null) {
    // The first look: orders from before the POS was switched on stay out of it.
    setCursor(db, lastOrderEventId(db));
    return;
  }
  for (;;) {
    const events = orderEventsAfter(db, after, 500);
    if (events.length === 0) break;
    for (const orderId of new Set(events.map((e) => e.order_id))) {
      const order = shopOrder(ctx, orderId);
      if (order && shouldSend(runtime.settings.sendOn, order)) enqueue(db, orderId, ctx.now());
    }
    after = events[events.length - 1].id;
    setCursor(db, after);
  }
}

/** Sends one claimed order; every outcome is written back to its outbox row. */
async function sendOne(ctx: AppContext, runtime: PosRuntime, orderId: number, uncertain: boolean, queuedAt: string) {
  const { db } = ctx;
  const order = shopOrder(ctx, orderId);
  const failed = (state: 'pending' | 'uncertain', error: string) => {
    const attempts = (outboxRow(db, orderId)?.attempts ?? 0) + 1;
    markFailed(db, orderId, state, error, new Date(ctx.now().getTime() + retryDelayMs(attempts)));
  };
  if (!order) return failed('pending', `order ${orderId} not found`);
  const marker = orderMarker(order.number);
  if (uncertain) {
    // The last call may have created it: look before creating (a minute's margin for clocks).
    const found = await runtime.provider.findOrder(marker, new Date(new Date(queuedAt).getTime() - 60_000));
    if (!found.ok) return failed('uncertain', found.error);
    if (found.value) return markSent(db, orderId, found.value.posOrderId, found.value.status, ctx.now());
  }
  // Cancelled in the shop before it reached the POS: nothing to send.
  if (order.status === 'Cancelled') return dropQueued(db, orderId);
  const built = buildPosOrder(order as ShopOrderForPos, {
    product: (id) => posIdOf(db, 'dish', id),
    modifier: (id) => posIdOf(db, 'modifier', id),
    deliveryProduct: runtime.settings.poster.deliveryProductId,
  });
  if (!built.ok) return failed('pending', built.error);
  const created = await runtime.provider.createOrder(built.request);
  if (!created.ok) return failed(created.uncertain ? 'uncertain' : 'pending', created.error);
  markSent(db, orderId, created.value.posOrderId, created.value.status, ctx.now());
}

/** Queues what is new and sends every due order once; safe to run several at a time. */
export async function sendDueOrders(ctx: AppContext, runtime: PosRuntime): Promise<void> {
  queueFromEvents(ctx, runtime);
  for (const orderId of dueOrders(ctx.db, ctx.now())) {
    const now = ctx.now();
    const row = claim(ctx.db, orderId, now, new Date(now.getTime() + LEASE_MS));
    if (!row) continue;
    await sendOne(ctx, runtime, orderId, row.state === 'uncertain', row.queued_at);
  }
}

/** Runs the sender unless it runs already (then once more after it): the order events' trigger. */
export function kick(ctx: AppContext, runtime: PosRuntime): Promise<void> {
  if (runtime.running) {
    runtime.again = true;
    return runtime.running;
  }
  const run = async () => {
    do {
      runtime.again = false;
      await sendDueOrders(ctx, runtime);
    } while (runtime.again);
  };
  runtime.running = run().finally(() => {
    runtime.running = null;
  });
  return runtime.running;
}
