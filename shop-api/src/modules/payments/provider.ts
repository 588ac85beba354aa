/**
 * The payment provider interface: what the orders flow needs from an acquirer. LiqPay is the
 * first provider (liqpay.ts); WayForPay or Monobank acquiring would implement the same calls.
 */
import type { Lang } from '../../http/lang';

/** What a checkout is made for: one payment attempt of one order. Money UAH. */
export interface CheckoutRequest {
  /** The provider's order id of this attempt (unique per attempt, e.g. `10042-2`). */
  providerOrderId: string;
  amount: number;
  description: string;
  lang: Lang;
  /** Where the customer's browser returns (the storefront). */
  resultUrl: string;
  /** Where the provider POSTs the signed result (the shop API). */
  serverUrl: string;
}

/** The HTML form the storefront posts (the browser navigates to `action`). */
export interface CheckoutForm {
  action: string;
  data: string;
  signature: string;
}

/** A verified callback, reduced to what the payment rules read. */
export interface PaymentEvent {
  providerOrderId: string;
  /** The provider's own status word (LiqPay: success, failure, sandbox, processing...). */
  status: string;
  amount: number;
  currency: string;
  paymentId: string | null;
  action: string;
  errCode: string | null;
}

export type CallbackCheck =
  | { ok: true; event: PaymentEvent }
  /** 400: not a callback at all (missing fields, not base64 JSON); 403: a signature or key that is not ours. */
  | { ok: false; status: 400 | 403; reason: string };

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
  name: string;
  /** Origin of the provider's checkout page (the storefront's CSP form-action). */
  checkoutOrigin: string;
  /** Whether the provider's test-mode statuses count as money (LIQPAY_SANDBOX=1). */
  sandbox: boolean;
  createCheckout(request: CheckoutRequest): CheckoutForm;
  verifyCallback(body: unknown): CallbackCheck;
  /** Asks the provider for the payment of an attempt (LiqPay: action `status`). */
  checkStatus(providerOrderId: string): Promise<StatusAnswer>;
}
