/** Payment work on the database: checkout forms for orders, callbacks applied, status read. */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ShopApiConfig } from '../../config';
import type { AppContext } from '../../context';
import type { Lang } from '../../http/lang';
import { queueFiscalReceipt } from '../fiscal';
import { queueMoneyForDeskAction, sendQueuedMoney } from './desk-money';
import { callbackOutcome, checkoutProblem, orderPaymentStatus, type OrderPayState } from './payment-rules';
import type { CheckoutForm, PaymentEvent } from './provider';
import type { PayableOrders } from './orders-port';
import { callbackUrl, paymentProvider } from './provider-select';
import {
  attemptByProviderOrderId,
  attemptState,
  attemptsOf,
  insertAttempt,
  lastAttempt,
  operationsOf,
  recordAttemptOutcome,
  setAttemptPage,
} from './store';

export { CALLBACK_PATH, MONOBANK_WEBHOOK_PATH, STANDIN_CHECKOUT_PATH, STANDIN_REQUEST_PATH } from './provider-select';

/** The payment description the provider shows on its page, in the customer's language. */
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

/** UAH the shop gave back on the order (refunds done). */
export const refundedOf = (ctx: AppContext, orderId: number) =>
  Math.round(
    operationsOf(ctx.db, orderId)
      .filter((o) => o.kind === 'refund' && o.status === 'done')
      .reduce((s, o) => s + o.amount, 0) * 100,
  ) / 100;

/** The order's pay state with the refunds the payments module knows. */
const payStateOf = (ctx: AppContext, orderId: number, state: OrderPayState): OrderPayState => ({
  ...state,
  refunded: refundedOf(ctx, orderId),
});

export type CheckoutAnswer = { ok: true; form: CheckoutForm } | { ok: false; status: 404 | 409 | 502; message: string };

/**
 * A checkout form for the order. An open attempt (no final answer yet, same sum) is reused, so a
 * double click or a reload makes no second payment at the provider (one order id is paid once).
 */
export async function checkoutForOrder(
  ctx: AppContext,
  orders: PayableOrders,
  orderId: number,
  lang: Lang,
): Promise<CheckoutAnswer> {
  const { db } = ctx;
  const hold = ctx.config.payments.capture === 'hold';
  const provider = paymentProvider(ctx);
  const picked = db.transaction(() => {
    const row = orders.find(orderId);
    if (!row) return { ok: false as const, status: 404 as const, message: 'order_not_found' };
    const order = row.payState;
    const problem = checkoutProblem(order) ?? (row.awaitingConfirmation ? 'order_awaiting_confirmation' : null);
    if (problem) return { ok: false as const, status: 409 as const, message: problem };
    const amount = Math.round((order.sumToPay - order.sumPaid) * 100) / 100;
    let attempt = lastAttempt(db, orderId);
    if (
      !attempt ||
      attempt.provider !== provider.name ||
      !(attempt.status === 'created' || attempt.status === 'pending') ||
      Math.abs(attempt.amount - amount) >= 0.005
    ) {
      const n = attemptsOf(db, orderId).length + 1;
      // The random tail keeps order ids unique at the provider even if the shop's numbering restarts.
      const providerOrderId = `${row.number}-${n}-${crypto.randomBytes(3).toString('hex')}`;
      const capture = hold ? ('hold' as const) : ('immediate' as const);
      attempt = insertAttempt(db, { orderId, provider: provider.name, providerOrderId, amount, capture }, ctx.now());
    }
    return { ok: true as const, attempt, row };
  })();
  if (!picked.ok) return picked;
  const { attempt, row } = picked;
  // An invoice the provider already made for this attempt is shown again (monobank: one invoice per attempt).
  if (attempt.page_url) return { ok: true, form: { action: attempt.page_url, method: 'get', data: '', signature: '' } };
  const made = await provider.createCheckout({
    providerOrderId: attempt.provider_order_id,
    amount: attempt.amount,
    description: DESCRIPTION[lang](row.number),
    lang,
    hold: attempt.capture === 'hold',
    basket: orders.basket(orderId, lang),
    resultUrl: resultUrl(ctx.config, row.returnUrl, orderId),
    serverUrl: callbackUrl(ctx),
  });
  if (!made.ok) return { ok: false, status: 502, message: 'payment_provider_unavailable' };
  if (made.form.method === 'get') setAttemptPage(db, attempt.id, made.paymentId, made.form.action);
  return { ok: true, form: made.form };
}

export type CallbackAnswer =
  | { status: 200; body: { result: 'recorded' | 'ignored'; reason: string } }
  | { status: 400 | 403 | 404 | 409 | 503; body: { message: string } };

/**
 * A provider callback: verified (constant time / ECDSA), then applied in one transaction. Anything
 * refused changes nothing. Logged by outcome and the provider's order id only (no keys, no card data).
 */
export async function applyCallback(
  ctx: AppContext,
  orders: PayableOrders,
  request: { body: unknown; headers: Record<string, string | string[] | undefined>; rawBody: string },
  log: FastifyBaseLogger,
): Promise<CallbackAnswer> {
  const provider = paymentProvider(ctx);
  const check = await provider.verifyCallback(request.body, request.headers, request.rawBody);
  if (!check.ok) {
    log.warn({ reason: check.reason }, 'payment callback refused');
    return { status: check.status, body: { message: check.reason } };
  }
  return applyEvent(ctx, orders, check.event, provider.sandbox, log, 'payment callback');
}

/**
 * A verified payment event (a callback, or the provider's answer to a status question) applied by
 * the payment rules in one transaction: the same event twice, from either source, counts once.
 */
function applyEvent(
  ctx: AppContext,
  orders: PayableOrders,
  event: PaymentEvent,
  sandbox: boolean,
  log: FastifyBaseLogger,
  source: string,
): CallbackAnswer {
  const { db } = ctx;
  let paidChanged = false;
  let moneyQueued = false;
  const answer = db.transaction((): CallbackAnswer => {
    const attempt = attemptByProviderOrderId(db, event.providerOrderId);
    const row = attempt ? orders.find(attempt.order_id) : null;
    const order = row && payStateOf(ctx, attempt!.order_id, row.payState);
    const outcome = callbackOutcome(event, attempt && attemptState(attempt), order, sandbox);
    if (outcome.kind === 'reject') return { status: outcome.httpStatus, body: { message: outcome.reason } };
    if (outcome.kind === 'ignore') return { status: 200, body: { result: 'ignored', reason: outcome.reason } };
    recordAttemptOutcome(db, attempt!.id, outcome, ctx.now());
    if (outcome.sumPaid !== null) {
      orders.setSumPaid(attempt!.order_id, outcome.sumPaid, ctx.now());
      paidChanged = true;
    }
    // A hold that comes after the desk's decision follows it at once: captured for an accepted order
    // (a guest's big order is paid only after acceptance), given back for a cancelled one.
    if (outcome.kind === 'record' && outcome.attempt === 'held' && (row!.accepted || row!.payState.cancelled)) {
      queueMoneyForDeskAction(ctx, orders, attempt!.order_id, row!.payState.cancelled ? 'Cancelled' : 'In progress', null);
      moneyQueued = true;
    }
    // Money taken at once (PAYMENT_CAPTURE=immediate) gets its sell receipt now; a hold gets it at capture.
    if (outcome.reason === 'payment_received')
      queueFiscalReceipt(ctx, {
        orderId: attempt!.order_id,
        kind: 'sell',
        amount: event.amount,
        sourceKey: `payment:${attempt!.id}`,
      });
    return { status: 200, body: { result: 'recorded', reason: outcome.reason } };
  })();
  // The desk's live stream shows the order paid without a reload.
  if (paidChanged) orders.publish();
  if (moneyQueued) sendQueuedMoney(ctx, orders);
  const reason = 'reason' in answer.body ? answer.body.reason : answer.body.message;
  log.info({ providerOrderId: event.providerOrderId, status: event.status, reason }, source);
  if (reason === 'payment_paid_twice')
    log.warn({ providerOrderId: event.providerOrderId }, 'order paid twice: refund one payment');
  return answer;
}

/** What the provider said at the last question about an open attempt (the storefront's `provider_check`). */
export type ProviderCheck = 'no_payment' | 'in_progress' | 'no_answer';

/**
 * At most one question to the provider per open attempt per ASK_EVERY_MS, whoever polls (the
 * status route answers anyone who knows an order id): the last answer is reused in between.
 * Kept per API process; an entry lives as long as its attempt is asked about.
 */
export const ASK_EVERY_MS = 4_000;
export interface ProviderAsks {
  /** The last answer for the attempt, and whether a new question is due at `nowMs` (then it is claimed). */
  claim(attemptId: number, nowMs: number): { due: boolean; last: ProviderCheck | null };
  record(attemptId: number, answer: ProviderCheck): void;
}
export function createProviderAsks(maxEntries = 10_000): ProviderAsks {
  const asks = new Map<number, { at: number; answer: ProviderCheck | null }>();
  return {
    claim(attemptId, nowMs) {
      const entry = asks.get(attemptId);
      if (entry && nowMs - entry.at < ASK_EVERY_MS) return { due: false, last: entry.answer };
      if (asks.size >= maxEntries) asks.delete(asks.keys().next().value!);
      asks.delete(attemptId);
      asks.set(attemptId, { at: nowMs, answer: entry?.answer ?? null });
      return { due: true, last: entry?.answer ?? null };
    },
    record(attemptId, answer) {
      const entry = asks.get(attemptId);
      if (entry) entry.answer = answer;
    },
  };
}

/**
 * The customer is back (or waiting) and the payment is still open: ask the provider, and apply a
 * payment it knows like a callback (a lost or late callback no longer leaves the order unpaid).
 * Returns what the provider said, or null when there was nothing to ask about.
 */
export async function askProvider(
  ctx: AppContext,
  orders: PayableOrders,
  orderId: number,
  asks: ProviderAsks,
  log: FastifyBaseLogger,
): Promise<ProviderCheck | null> {
  const attempt = lastAttempt(ctx.db, orderId);
  const row = orders.find(orderId);
  if (!attempt || !row || !(attempt.status === 'created' || attempt.status === 'pending')) return null;
  if (orderPaymentStatus(row.payState, attempt.status) !== 'awaiting') return null;
  const { due, last } = asks.claim(attempt.id, ctx.now().getTime());
  // Between questions the last answer stands, but never "no payment": the customer may have paid
  // since (Back, then pay again), and the page stops reading at "no payment".
  if (!due) return last === 'no_payment' ? null : last;
  const provider = paymentProvider(ctx);
  const answer = await provider.checkStatus({ providerOrderId: attempt.provider_order_id, paymentId: attempt.payment_id });
  let check: ProviderCheck;
  if (answer.kind === 'not_found') check = 'no_payment';
  else if (answer.kind === 'unavailable') {
    log.warn({ providerOrderId: attempt.provider_order_id, reason: answer.reason }, 'payment status: no answer');
    check = 'no_answer';
  } else {
    // A payment the rules refuse (another amount, currency) is logged by applyEvent and not counted.
    const applied = applyEvent(ctx, orders, answer.event, provider.sandbox, log, 'payment status answer');
    check = applied.status === 200 ? 'in_progress' : 'no_answer';
  }
  asks.record(attempt.id, check);
  return check;
}

/** What the storefront polls after the customer returns from the payment page. */
export function paymentStatusOf(
  ctx: AppContext,
  orders: PayableOrders,
  orderId: number,
  providerCheck: ProviderCheck | null = null,
) {
  const row = orders.find(orderId);
  if (!row) return null;
  const order = payStateOf(ctx, orderId, row.payState);
  const status = orderPaymentStatus(order, lastAttempt(ctx.db, orderId)?.status ?? null);
  return {
    order_id: orderId,
    number: row.number,
    pay_type: order.payType,
    payment_status: status,
    sum_to_pay: order.sumToPay,
    sum_paid: order.sumPaid,
    // Only while still awaiting: a final status speaks for itself.
    provider_check: status === 'awaiting' ? providerCheck : null,
  };
}
