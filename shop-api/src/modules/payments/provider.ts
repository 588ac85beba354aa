/**
 * The payment provider interface: what the orders flow needs from an acquirer. LiqPay (liqpay.ts)
 * and monobank acquiring (monobank.ts) implement it; `PAYMENT_PROVIDER` picks one.
 */
import type { Lang } from '../../http/lang';

/** One line of the basket the provider shows (monobank's `basketOrder`). Money UAH. */
export interface BasketLine {
  name: string;
  /** Units (whole). */
  qty: number;
  /** UAH per unit after discounts. */
  price: number;
  code: string;
}

/** What a checkout is made for: one payment attempt of one order. Money UAH. */
export interface CheckoutRequest {
  /** Our id of this attempt (unique per attempt, e.g. `10042-2-a1b2c3`): LiqPay's order_id, monobank's reference. */
  providerOrderId: string;
  amount: number;
  description: string;
  lang: Lang;
  /** Authorise only (captured later) or charge at once. */
  hold: boolean;
  basket: BasketLine[];
  /** Where the customer's browser returns (the storefront). */
  resultUrl: string;
  /** Where the provider POSTs the signed result (the shop API). */
  serverUrl: string;
}

/**
 * What the storefront does to reach the payment page: POST `data` and `signature` to `action`
 * (LiqPay), or GET `action` (monobank's pageUrl; data and signature empty).
 */
export interface CheckoutForm {
  action: string;
  method: 'post' | 'get';
  data: string;
  signature: string;
}

/** A made checkout: the form, and the provider's own payment id when it gives one at once (monobank's invoiceId). */
export type CheckoutMade = { ok: true; form: CheckoutForm; paymentId: string | null } | { ok: false; reason: string };

/** A verified callback, reduced to what the payment rules read. */
export interface PaymentEvent {
  providerOrderId: string;
  /**
   * The status in the rules' words: LiqPay's own (success, failure, hold_wait, reversed...), monobank's
   * mapped onto them (payment-rules.ts, monobankStatus).
   */
  status: string;
  /** UAH. */
  amount: number;
  currency: string;
  paymentId: string | null;
  action: string;
  errCode: string | null;
  /** When the provider last changed the payment (monobank's modifiedDate), ms; null when not told. */
  changedAt: number | null;
}

export type CallbackCheck =
  | { ok: true; event: PaymentEvent }
  /**
   * 400: not a callback at all (missing fields, not base64 JSON); 403: a signature or key that is not
   * ours; 503: it could not be confirmed now (monobank's status call failed): the provider sends it again.
   */
  | { ok: false; status: 400 | 403 | 503; reason: string };

/** The provider's payment a money call acts on. */
export interface PaymentRef {
  providerOrderId: string;
  paymentId: string | null;
}

/**
 * The answer of a money call (capture, release, refund):
 * - done: the provider did it (or had already done it: the call is idempotent at our side);
 * - retry: it certainly did not happen (no connection, 5xx, a busy answer): safe to send again;
 * - refused: the provider said no for good (wrong state, over the amount): shown at the desk;
 * - unknown: sent, but no answer (a timeout): the next try asks the provider's status first.
 */
export type MoneyCallResult = { outcome: 'done'; detail?: string } | { outcome: 'retry' | 'refused' | 'unknown'; detail: string };

/**
 * What the provider says of one attempt when asked (the customer is back, the callback is not).
 * `not_found`: it knows no payment (the customer cancelled, went Back, or has not paid yet).
 * `unavailable`: no usable answer in time (logged by reason; the page then says "not paid yet").
 */
export type StatusAnswer =
  { kind: 'event'; event: PaymentEvent } | { kind: 'not_found' } | { kind: 'unavailable'; reason: string };

/** A form POST to the provider's API, answered with JSON (`body` null when it is not JSON). */
export type FormPost = (
  url: string,
  form: Record<string, string>,
  timeoutMs: number,
) => Promise<{ status: number; body: unknown }>;

export interface PaymentProvider {
  name: 'liqpay' | 'monobank';
  /** Origin of the provider's checkout page (the storefront's CSP form-action). */
  checkoutOrigin: string;
  /** Whether the provider's test-mode statuses count as money (LIQPAY_SANDBOX=1). */
  sandbox: boolean;
  createCheckout(request: CheckoutRequest): Promise<CheckoutMade>;
  /** Headers are lower-cased; the raw body is what the signature covers (monobank). */
  verifyCallback(body: unknown, headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<CallbackCheck>;
  /** Asks the provider for the payment of an attempt (LiqPay: action `status`; monobank: the invoice's status). */
  checkStatus(ref: PaymentRef): Promise<StatusAnswer>;
  /** Takes `amount` UAH (at most the held amount) of a held payment. */
  capture(ref: PaymentRef, amount: number): Promise<MoneyCallResult>;
  /** Gives the whole hold back (the order was cancelled before acceptance). */
  release(ref: PaymentRef, heldAmount: number): Promise<MoneyCallResult>;
  /** Returns `amount` UAH of a captured payment; `key` is ours, unique per refund (monobank's extRef). */
  refund(ref: PaymentRef, amount: number, key: string): Promise<MoneyCallResult>;
  /**
   * The provider's own record of a money call sent before without an answer: 'done', 'not_done',
   * or 'unknown' when the provider's status cannot tell (then the desk is asked to check by hand).
   */
  checkOperation(
    ref: PaymentRef,
    op: { kind: 'capture' | 'release' | 'refund'; amount: number; key: string },
  ): Promise<'done' | 'not_done' | 'unknown'>;
}
