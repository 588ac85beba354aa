import type { ShopModule } from '../../context';
import { seedPromoCodes } from './seed';
import { ordersRoutes } from './routes';
import { reviewRoutes } from './review-routes';
import { ordersDevRoutes } from './dev-routes';

/** Promo codes, discounts, orders (idempotent creation, status by demo clock, cashback), reviews. */
export const ordersModule: ShopModule = {
  name: 'orders',
  seed: seedPromoCodes,
  routes: async (app, ctx) => {
    await app.register(ordersRoutes, { ctx });
    await app.register(reviewRoutes, { ctx });
    if (!ctx.config.production) await app.register(ordersDevRoutes, { ctx });
  },
};
