import type { FastifyInstance } from 'fastify';
import type { ShopModule } from '../../context';
import { payableOrders } from '../orders';
import type { FormPost } from './provider';
import { fetchedPost, jsonOrNull, setProviderTransport } from './provider-select';
import { acceptForms, deskMoneyRoutes, paymentsRoutes } from './routes';
import { standinRoutes } from './standin';
import { payOnDeliveryRoutes } from './pay-on-delivery';
import { monobankStandinRoutes } from './monobank-standin';
import { runDueOperations } from './operations';

/** ms between two turns of the money queue while the API listens. */
const MONEY_TURN_MS = 5_000;

/**
 * Online payment: checkout forms (LiqPay) or invoices (monobank), signed callbacks, status; hold and
 * capture, refunds from the desk, the money queue; the local stand-ins outside production.
 */
export const paymentsModule: ShopModule = {
  name: 'payments',
  routes: async (app, ctx) => {
    const { payments, production } = ctx.config;
    const orders = payableOrders(ctx);
    // LiqPay's callback and the stand-in's pages take form bodies.
    acceptForms(app);
    const liqpayStandin = !production && payments.liqpay.standin;
    setProviderTransport(ctx, liqpayStandin ? injectedPost(app) : fetchedPost(ctx.fetch));
    await app.register(paymentsRoutes, { ctx, orders });
    await app.register(payOnDeliveryRoutes, { ctx, orders });
    await app.register(deskMoneyRoutes, { ctx, orders });
    if (liqpayStandin) await app.register(standinRoutes, { ctx });
    if (!production && payments.monobank.standin) await app.register(monobankStandinRoutes, { ctx });
    let timer: NodeJS.Timeout | null = null;
    // Only a listening API works the queue (tests drive runDueOperations themselves).
    app.addHook('onListen', async () => {
      timer = setInterval(() => {
        runDueOperations(ctx, orders).catch((err: unknown) => app.log.warn({ err }, 'money queue turn failed'));
      }, MONEY_TURN_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
};

/**
 * The stand-in's API in this process: the same form POST through Fastify's router (no socket, no
 * port: the API need not reach itself over the network).
 */
function injectedPost(app: FastifyInstance): FormPost {
  return async (url, form) => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    return { status: res.statusCode, body: jsonOrNull(res.body) };
  };
}
