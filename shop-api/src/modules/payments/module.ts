import type { ShopModule } from '../../context';
import { payableOrders } from '../orders';
import { acceptForms, paymentsRoutes } from './routes';
import { standinRoutes } from './standin';
import { payOnDeliveryRoutes } from './pay-on-delivery';

/** Online payment: LiqPay checkout forms, signed callbacks, status; the local LiqPay stand-in outside production. */
export const paymentsModule: ShopModule = {
  name: 'payments',
  routes: async (app, ctx) => {
    // LiqPay's callback and the stand-in's pages take form bodies.
    acceptForms(app);
    const orders = payableOrders(ctx);
    await app.register(paymentsRoutes, { ctx, orders });
    await app.register(payOnDeliveryRoutes, { ctx, orders });
    if (!ctx.config.production && ctx.config.payments.liqpay.standin) await app.register(standinRoutes, { ctx });
  },
};
