/**
 * Online payment on the storefront (issue 22): what each payment status shows, when a retry is
 * offered, how long the page polls after the payment page returns, and which checkout forms the
 * browser may post. Pure functions, table tests in payment-rules.test.ts.
 */
import { memberOf } from '../../api-client/decode';

/** The shop API's `payment_status` (orders and payments modules). */
export type PaymentStatus = 'not_required' | 'awaiting' | 'paid' | 'failed' | 'refunded';

const STATUSES: readonly PaymentStatus[] = ['not_required', 'awaiting', 'paid', 'failed', 'refunded'];

export const parsePaymentStatus = (v: unknown) => memberOf(STATUSES, v);

export type PaymentTone = 'ok' | 'wait' | 'error';

/** Label key and tone of a status; null for orders paid in cash or by terminal (nothing to show). */
export function paymentLabel(status: PaymentStatus): { key: string; tone: PaymentTone } | null {
  switch (status) {
    case 'paid':
      return { key: 'payment_status_paid', tone: 'ok' };
    case 'awaiting':
      return { key: 'payment_status_awaiting', tone: 'wait' };
    case 'failed':
      return { key: 'payment_status_failed', tone: 'error' };
    case 'refunded':
      return { key: 'payment_status_refunded', tone: 'wait' };
    default:
      return null;
  }
}

/** An unpaid online order of a live (not cancelled, not delivered) order can be paid (again). */
export function canPayAgain(status: PaymentStatus, orderStatus: string): boolean {
  return (status === 'awaiting' || status === 'failed') && orderStatus !== 'Cancelled' && orderStatus !== 'Delivered';
}

/**
 * What the payment provider said when the shop asked it about the open payment (the API asks on
 * each status read, at most every 4 s): no payment at all (cancelled, Back, not paid yet), one in
 * progress (3-D Secure, a bank queue), or no answer.
 */
export type ProviderCheck = 'no_payment' | 'in_progress' | 'no_answer';
const PROVIDER_CHECKS: readonly ProviderCheck[] = ['no_payment', 'in_progress', 'no_answer'];

export const parseProviderCheck = (v: unknown) => memberOf(PROVIDER_CHECKS, v);

/**
 * After the payment page returns: poll every 2 s for 12 s (LiqPay's callback usually lands within
 * seconds, and each read makes the API ask LiqPay); then the customer hears "not paid yet" with the
 * choices within 15 s of coming back, not an endless "checking". When LiqPay says it knows no
 * payment at all, that is the answer at once.
 */
export const POLL_EVERY_MS = 2_000;
export const POLL_FOR_MS = 12_000;

/** Whether to read the status again (the rule above). */
export function shouldPollAgain(
  status: PaymentStatus | null,
  elapsedMs: number,
  providerCheck: ProviderCheck | null = null,
): boolean {
  if (status === 'awaiting' && providerCheck === 'no_payment') return false;
  return (status === null || status === 'awaiting') && elapsedMs + POLL_EVERY_MS <= POLL_FOR_MS;
}

/**
 * A checkout form's action the browser may post to: the stand-in on our own origin (/api/...),
 * or an https page of the payment provider. Anything else (javascript:, http:, //host) is refused.
 */
export function isCheckoutAction(url: string): boolean {
  if (url.startsWith('/')) return url.startsWith('/api/') && !url.includes('\\');
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
