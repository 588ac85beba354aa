/** Payment work on the database: checkout forms for orders, callbacks applied, status read. */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ShopApiConfig } from '../../config';
import type { AppContext } from '../../context';
import type { Lang } from '../../http/lang';
import { LIQPAY_CHECKOUT_URL, createLiqpayProvider } from './liqpay';
import { callbackOutcome, checkoutProblem, orderPaymentStatus } from './payment-rules';
import type { CheckoutForm, PaymentProvider } from './provider';
import type { PayableOrders } from './orders-port';
import { attemptByProviderOrderId, attemptState, attemptsOf, insertAttempt, lastAttempt, recordAttemptOutcome } from './store';

/** Where the stand-in's checkout page is served (same origin as the storefront, through /api). */
export const STANDIN_CHECKOUT_PATH = '/api/payments/liqpay-standin/checkout';
export const CALLBACK_PATH = '/api/payments/liqpay/callback';

/** The configured provider: LiqPay with the real keys, or with the stand-in's keys and page. */
export function paymentProvider(config: ShopApiConfig): PaymentProvider {
  const { liqpay } = config.payments;
  return createLiqpayProvider(liqpay, {
    sandbox: liqpay.sandbox,
    checkoutUrl: liqpay.standin && !config.production ? STANDIN_CHECKOUT_PATH : LIQPAY_CHECKOUT_URL,
  });
}

/** The payment description LiqPay shows on its page, in the customer's language. */
const DESCRIPTION: Record<Lang, (n: number) => string> = {
  uk: (n) => `Оплата замовлення № ${n}`,
  ru: (n) => `Оплата заказа № ${n}`,
};

/** The storefront page the customer returns to, with `?order=<id>` (the page then polls the status). */
export function resultUrl(config: ShopApiConfig, returnUrl: string | null, orderId: number): string {
  const url = new URL(returnUrl || '/checkout/', `${config.payments.publicSiteUrl}/`);
  url.searchParams.set('order', String(orderId));
  return url.toString();
}

export type CheckoutAnswer = { ok: true; form: CheckoutForm } | { ok: false; status: 404 | 409; message: string };

/**
 * A checkout form for the order. An open attempt (no final answer yet, same sum) is reused, so a
 * double click or a reload makes no second payment at LiqPay (one order_id can be paid once).
 */
export function checkoutForOrder(ctx: AppContext, orders: PayableOrders, orderId: number, lang: Lang): CheckoutAnswer {
  const { db } = ctx;
  return db.transaction((): CheckoutAnswer => {
    const row = orders.find(orderId);
    if (!row) return { ok: false, status: 404, message: 'order_not_found' };
    const order = row.payState;
    const problem = checkoutProblem(order);
    if (problem) return { ok: false, status: 409, message: problem };
    const amount = order.sumToPay - order.sumPaid;
    let attempt = lastAttempt(db, orderId);
    if (
      !attempt ||
      !(attempt.status === 'created' || attempt.status === 'pending') ||
      Math.abs(attempt.amount - amount) >= 0.005
    ) {
      const n = attemptsOf(db, orderId).length + 1;
      // The random tail keeps order ids unique at LiqPay even if the shop's numbering restarts.
      const providerOrderId = `${row.number}-${n}-${crypto.randomBytes(3).toString('hex')}`;
      attempt = insertAttempt(db, orderId, providerOrderId, amount, ctx.now());
    }
    const form = paymentProvider(ctx.config).createCheckout({
      providerOrderId: attempt.provider_order_id,
      amount: attempt.amount,
      description: DESCRIPTION[lang](row.number),
      lang,
      resultUrl: resultUrl(ctx.config, row.returnUrl, orderId),
      serverUrl: `${ctx.config.payments.publicApiUrl}${CALLBACK_PATH}`,
    });
    return { ok: true, form };
  })();
}

export type CallbackAnswer =
  | { status: 200; body: { result: 'recorded' | 'ignored'; reason: string } }
  | { status: 400 | 403 | 404 | 409; body: { message: string } };

/**
 * A provider callback: verified (constant time), then applied in one transaction. Anything
 * refused changes nothing. Logged by outcome and LiqPay's order id only (no keys, no card data).
 */
export function applyCallback(ctx: AppContext, orders: PayableOrders, body: unknown, log: FastifyBaseLogger): CallbackAnswer {
  const provider = paymentProvider(ctx.config);
  const check = provider.verifyCallback(body);
  if (!check.ok) {
    log.warn({ reason: check.reason }, 'payment callback refused');
    return { status: check.status, body: { message: check.reason } };
  }
  const { event } = check;
  const { db } = ctx;
  let paidChanged = false;
  const answer = db.transaction((): CallbackAnswer => {
    const attempt = attemptByProviderOrderId(db, event.providerOrderId);
    const row = attempt ? orders.find(attempt.order_id) : null;
    const outcome = callbackOutcome(event, attempt && attemptState(attempt), row && row.payState, provider.sandbox);
    if (outcome.kind === 'reject') return { status: outcome.httpStatus, body: { message: outcome.reason } };
    if (outcome.kind === 'ignore') return { status: 200, body: { result: 'ignored', reason: outcome.reason } };
    recordAttemptOutcome(db, attempt!.id, outcome, ctx.now());
    if (outcome.sumPaid !== null) {
      orders.setSumPaid(attempt!.order_id, outcome.sumPaid, ctx.now());
      paidChanged = true;
    }
    return { status: 200, body: { result: 'recorded', reason: outcome.reason } };
  })();
  // The desk's live stream shows the order paid without a reload.
  if (paidChanged) orders.publish();
  const reason = 'reason' in answer.body ? answer.body.reason : answer.body.message;
  log.info({ providerOrderId: event.providerOrderId, status: event.status, reason }, 'payment callback');
  if (reason === 'payment_paid_twice')
    log.warn({ providerOrderId: event.providerOrderId }, 'order paid twice: refund one payment');
  return answer;
}

/** What the storefront polls after the customer returns from the payment page. */
export function paymentStatusOf(ctx: AppContext, orders: PayableOrders, orderId: number) {
  const row = orders.find(orderId);
  if (!row) return null;
  const order = row.payState;
  return {
    order_id: orderId,
    number: row.number,
    pay_type: order.payType,
    payment_status: orderPaymentStatus(order, lastAttempt(ctx.db, orderId)?.status ?? null),
    sum_to_pay: order.sumToPay,
    sum_paid: order.sumPaid,
  };
}
