import type { ShopModule } from '../../context';
import { ORDERS_SCHEMA } from './schema';
import { seedPromoCodes } from './seed';
import { ordersRoutes } from './routes';
import { ordersDevRoutes } from './dev-routes';

export { applyDeskAction, deskOrderShape, DeskOrderSchema, listDeskOrders, type DeskResult } from './desk';
export { ACCEPT_WITHIN_MINUTES, PROMISE_MAX_MINUTES, PROMISE_MIN_MINUTES, CANCEL_REASON_MAX } from './desk-rules';
export { lastOrderEventId, onOrderEvents, orderEventsAfter, type OrderEvent } from './events';
export { getOrderRow } from './service';
export { StatusName } from './schemas';

/** Promo codes, discounts, orders (idempotent creation, status by demo clock, cashback), reviews. */
export const ordersModule: ShopModule = {
  name: 'orders',
  schema: ORDERS_SCHEMA,
  seed: seedPromoCodes,
  routes: async (app, ctx) => {
    await ordersRoutes(app, ctx);
    if (!ctx.config.production) await ordersDevRoutes(app, ctx);
  },
};
