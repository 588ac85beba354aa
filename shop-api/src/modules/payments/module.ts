import type { FastifyInstance } from 'fastify';
import type { ShopModule } from '../../context';
import { payableOrders } from '../orders';
import type { FormPost } from './provider';
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
    const standin = !ctx.config.production && ctx.config.payments.liqpay.standin;
    const providerPost = standin ? injectedPost(app) : fetchedPost(ctx.fetch);
    await app.register(paymentsRoutes, { ctx, orders, providerPost });
    await app.register(payOnDeliveryRoutes, { ctx, orders, providerPost });
    if (standin) await app.register(standinRoutes, { ctx });
  },
};

const FORM = 'application/x-www-form-urlencoded';
const json = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** LiqPay's API over https (the configured fetch), given up after `timeoutMs`. */
function fetchedPost(fetchFn: typeof fetch): FormPost {
  return async (url, form, timeoutMs) => {
    const res = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': FORM },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, body: json(await res.text()) };
  };
}

/**
 * The stand-in's API in this process: the same form POST through Fastify's router (no socket, no
 * port: the API need not reach itself over the network).
 */
function injectedPost(app: FastifyInstance): FormPost {
  return async (url, form) => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': FORM },
      payload: new URLSearchParams(form).toString(),
    });
    return { status: res.statusCode, body: json(res.body) };
  };
}
