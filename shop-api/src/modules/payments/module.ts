import type { ShopModule } from '../../context';
import { paymentsRoutes } from './routes';
import { standinRoutes } from './standin';

/** Online payment: LiqPay checkout forms, signed callbacks, status; the local LiqPay stand-in outside production. */
export const paymentsModule: ShopModule = {
  name: 'payments',
  routes: async (app, ctx) => {
    await paymentsRoutes(app, ctx);
    if (!ctx.config.production && ctx.config.payments.liqpay.standin) await standinRoutes(app, ctx);
  },
};
