/**
 * What the POS tells the shop: an incoming order's status (accepted, cancelled) applied to the
 * order as a desk action, and the stock and dish changes applied to the live menu (no rebuild);
 * a structural change calls the build hook, as the live menu does.
 */
import type { AppContext } from '../../context';
import { applyMenuChange } from '../catalogue';
import { applyDeskAction } from '../orders';
import type { PosRuntime } from './runtime';
import { shopOrder } from './sender';
import { outboxByPosId, setPosStatus, shopIdOf } from './store';
import type { WebhookTask } from './webhook-rules';

/** Minutes promised when the order is accepted in the POS rather than at the desk. */
export const POS_ACCEPT_PROMISE_MINUTES = 60;
/** The cancellation reason the customer sees when the restaurant cancels in the POS. */
export const POS_CANCEL_REASON = 'Скасовано рестораном';

export type SyncOutcome = 'applied' | 'unchanged' | 'unknown' | 'pos_failed';

/** Reads the incoming order's status from the POS and applies it to the shop's order. */
export async function syncOrderStatus(ctx: AppContext, runtime: PosRuntime, posOrderId: string): Promise<SyncOutcome> {
  const row = outboxByPosId(ctx.db, posOrderId);
  if (!row) return 'unknown';
  const got = await runtime.provider.getOrder(posOrderId);
  if (!got.ok) return 'pos_failed';
  setPosStatus(ctx.db, row.order_id, got.value.status);
  // Two tries: a desk action between the read and the write bumps the version.
  for (let attempt = 0; attempt < 2; attempt++) {
    const order = shopOrder(ctx, row.order_id);
    if (!order) return 'unknown';
    const final = order.status === 'Delivered' || order.status === 'Cancelled';
    let result;
    if (got.value.status === 'cancelled' && !final)
      result = applyDeskAction(ctx, row.order_id, order.version, { kind: 'cancel', reason: POS_CANCEL_REASON });
    else if (got.value.status === 'accepted' && order.status === 'New')
      result = applyDeskAction(ctx, row.order_id, order.version, { kind: 'accept', promisedMinutes: POS_ACCEPT_PROMISE_MINUTES });
    else return 'unchanged';
    if (result.ok) return 'applied';
    if (result.reason !== 'order_changed') return 'unchanged';
  }
  return 'unchanged';
}

/** Applies a verified webhook's task; the POS's own ids are translated through the links. */
export async function applyWebhookTask(ctx: AppContext, runtime: PosRuntime, task: WebhookTask): Promise<SyncOutcome> {
  switch (task.kind) {
    case 'order_status':
      return syncOrderStatus(ctx, runtime, task.posOrderId);
    case 'stock': {
      const shopId = shopIdOf(ctx.db, task.what, task.posId);
      if (shopId === null) return 'unknown';
      const change =
        task.what === 'dish'
          ? ({ kind: 'dish', productId: shopId, available: task.inStock } as const)
          : ({ kind: 'modifier', modifierId: shopId, available: task.inStock } as const);
      return applyMenuChange(ctx.db, change) ? 'applied' : 'unknown';
    }
    case 'dish_changed': {
      const shopId = shopIdOf(ctx.db, 'dish', task.posId);
      if (shopId === null) return 'unknown';
      const dish = await runtime.provider.getDish(task.posId);
      if (!dish.ok) return 'pos_failed';
      if (!dish.value) return 'unknown';
      const price = dish.value.priceKopecks / 100;
      if (price > 0) applyMenuChange(ctx.db, { kind: 'price', productId: shopId, price });
      applyMenuChange(ctx.db, { kind: 'dish', productId: shopId, available: dish.value.visible });
      return 'applied';
    }
    case 'structure': {
      if (task.removedDishPosId) {
        const shopId = shopIdOf(ctx.db, 'dish', task.removedDishPosId);
        if (shopId !== null) applyMenuChange(ctx.db, { kind: 'dish', productId: shopId, available: false });
      }
      ctx.catalogueChanged(task.reason);
      return 'applied';
    }
    case 'ignore':
      return 'unchanged';
  }
}
