/**
 * Pure rules of online payment: what a verified provider callback does to a payment attempt and
 * its order, and the payment status an order shows. Money UAH. Table tests: payment-rules.test.ts.
 */
import type { PaymentEvent } from './provider';

/**
 * A payment attempt (one checkout form): created -> pending -> success | failure; success -> reversed.
 * With PAYMENT_CAPTURE=hold: created -> held (authorised) -> success (captured) | reversed (released).
 */
export type AttemptStatus = 'created' | 'pending' | 'held' | 'success' | 'failure' | 'reversed';
/** What the storefront shows: cash/terminal orders need no online payment. */
export type OrderPaymentStatus = 'not_required' | 'awaiting' | 'paid' | 'failed' | 'refunded';

export interface AttemptState {
  status: AttemptStatus;
  /** UAH the checkout form asked for. */
  amount: number;
  paymentId: string | null;
}
export interface OrderPayState {
  payType: string;
  sumToPay: number;
  /** UAH held or captured (set by verified callbacks and the money calls only). */
  sumPaid: number;
  cancelled: boolean;
  /** UAH given back by refunds the shop made (payment_operations). */
  refunded: number;
}

export type CallbackOutcome =
  /** Answered with an error status; nothing changes (LiqPay retries later). */
  | { kind: 'reject'; httpStatus: 404 | 409; reason: string }
  /** Answered 200 so the provider stops retrying; nothing changes. */
  | { kind: 'ignore'; reason: string }
  /** The attempt takes `attempt`; the order's paid sum becomes `sumPaid` (null: unchanged). */
  | {
      kind: 'record';
      attempt: AttemptStatus;
      paymentId: string | null;
      errCode: string | null;
      sumPaid: number | null;
      reason: string;
    };

/** LiqPay statuses that mean the money did not arrive and will not for this attempt. */
const FAILED = new Set(['failure', 'error', 'expired']);
/** LiqPay statuses of a payment still in progress (3-D Secure, manual check, bank queue...). */
const PENDING = new Set([
  'processing',
  'prepared',
  'wait_secure',
  'wait_accept',
  'wait_card',
  'wait_lc',
  'wait_reserve',
  'wait_compensation',
  'wait_sender',
  'wait_qr',
  'cash_wait',
  'invoice_wait',
  '3ds_verify',
  'otp_verify',
  'cvv_verify',
  'phone_verify',
  'pin_verify',
  'password_verify',
  'captcha_verify',
  'ivr_verify',
  'sender_verify',
  'receiver_verify',
  'senderapp_verify',
]);

/** 0.005 UAH: amounts are compared to the kopeck. */
const sameMoney = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** Whether the event's status means money arrived: `success`, and `sandbox` in sandbox mode only. */
export const isMoneyStatus = (status: string, sandboxMode: boolean) =>
  status === 'success' || (sandboxMode && status === 'sandbox');

/** LiqPay's status of an authorised hold (monobank's `hold` is mapped onto it). */
export const HOLD_STATUS = 'hold_wait';

export function callbackOutcome(
  event: PaymentEvent,
  attempt: AttemptState | null,
  order: OrderPayState | null,
  sandboxMode: boolean,
): CallbackOutcome {
  if (!attempt || !order) return { kind: 'reject', httpStatus: 404, reason: 'payment_unknown' };
  const { status } = event;
  const record = (to: AttemptStatus, sumPaid: number | null, reason: string): CallbackOutcome => ({
    kind: 'record',
    attempt: to,
    paymentId: event.paymentId ?? attempt.paymentId,
    errCode: event.errCode,
    sumPaid,
    reason,
  });

  const paidInFull = order.sumPaid >= order.sumToPay - 0.005;
  if (status === HOLD_STATUS) {
    if (event.currency !== 'UAH') return { kind: 'reject', httpStatus: 409, reason: 'payment_currency_mismatch' };
    if (!sameMoney(event.amount, attempt.amount)) return { kind: 'reject', httpStatus: 409, reason: 'payment_amount_mismatch' };
    if (attempt.status === 'held') return { kind: 'ignore', reason: 'payment_duplicate' };
    // The hold's callback after its capture or release (callbacks may come out of order).
    if (attempt.status === 'success' || attempt.status === 'reversed') return { kind: 'ignore', reason: 'payment_late_hold' };
    if (paidInFull) return record('held', null, 'payment_paid_twice');
    return record('held', order.sumToPay, 'payment_held');
  }
  if (isMoneyStatus(status, sandboxMode)) {
    if (event.currency !== 'UAH') return { kind: 'reject', httpStatus: 409, reason: 'payment_currency_mismatch' };
    // A capture of a hold may take less than was held (a dish dropped); never more.
    if (attempt.status === 'held') {
      if (!(event.amount > 0) || event.amount > attempt.amount + 0.005)
        return { kind: 'reject', httpStatus: 409, reason: 'payment_amount_mismatch' };
      return record('success', Math.round((order.sumPaid - attempt.amount + event.amount) * 100) / 100, 'payment_captured');
    }
    if (!sameMoney(event.amount, attempt.amount)) return { kind: 'reject', httpStatus: 409, reason: 'payment_amount_mismatch' };
    if (attempt.status === 'success') return { kind: 'ignore', reason: 'payment_duplicate' };
    if (attempt.status === 'reversed') return { kind: 'ignore', reason: 'payment_already_reversed' };
    // Paid twice (two tabs, two attempts): the second is recorded for a refund, the order counts it once.
    if (paidInFull) return record('success', null, 'payment_paid_twice');
    return record('success', order.sumToPay, 'payment_received');
  }
  if (status === 'sandbox') return { kind: 'ignore', reason: 'payment_sandbox_outside_sandbox_mode' };
  if (status === 'reversed') {
    if (attempt.status === 'reversed') return { kind: 'ignore', reason: 'payment_duplicate' };
    // The shop's own refunds are recorded by the refund call (payment_operations), not again here.
    if (attempt.status === 'success' && order.refunded > 0.005) return { kind: 'ignore', reason: 'payment_refund_known' };
    if (attempt.status === 'success' || attempt.status === 'held')
      return record('reversed', Math.max(0, Math.round((order.sumPaid - attempt.amount) * 100) / 100), 'payment_reversed');
    return record('reversed', null, 'payment_reversed');
  }
  if (FAILED.has(status)) {
    // A late failure cannot undo money that arrived (LiqPay's callbacks may come out of order).
    if (attempt.status === 'success' || attempt.status === 'reversed' || attempt.status === 'held')
      return { kind: 'ignore', reason: 'payment_late_failure' };
    if (attempt.status === 'failure') return { kind: 'ignore', reason: 'payment_duplicate' };
    return record('failure', null, 'payment_failed');
  }
  if (PENDING.has(status)) {
    if (attempt.status !== 'created') return { kind: 'ignore', reason: 'payment_late_pending' };
    return record('pending', null, 'payment_pending');
  }
  return { kind: 'ignore', reason: 'payment_status_unknown' };
}

/** The payment status of an order from its sums and its newest attempt's status (null: none yet). */
export function orderPaymentStatus(order: OrderPayState, lastAttempt: AttemptStatus | null): OrderPaymentStatus {
  if (order.sumPaid > 0.005 && order.refunded >= order.sumPaid - 0.005) return 'refunded';
  // Money that arrived for an order switched to cash after all (a second tab paid) is still shown.
  if (order.payType !== 'online') return order.sumPaid > 0 && order.sumPaid >= order.sumToPay - 0.005 ? 'paid' : 'not_required';
  if (order.sumPaid >= order.sumToPay - 0.005) return 'paid';
  if (lastAttempt === 'failure') return 'failed';
  if (lastAttempt === 'reversed') return 'refunded';
  return 'awaiting';
}

/** Why a new checkout form cannot be made for the order (null: it can). */
export function checkoutProblem(order: OrderPayState): 'order_not_online' | 'order_already_paid' | 'order_cancelled' | null {
  if (order.payType !== 'online') return 'order_not_online';
  if (order.cancelled) return 'order_cancelled';
  if (order.sumPaid >= order.sumToPay - 0.005) return 'order_already_paid';
  return null;
}

/** How an unpaid online order may be paid instead, on delivery or at pickup. */
export type PayOnDeliveryType = 'cash' | 'terminal';

/**
 * Why an order cannot switch to paying `wanted` on delivery (null: it can; 'unchanged': it already
 * does, a repeated request). Only an online order that is live and unpaid, with no payment in
 * progress at the provider (3-D Secure, a bank queue: the money may still arrive).
 */
export function payOnDeliveryProblem(
  order: OrderPayState,
  lastAttempt: AttemptStatus | null,
  wanted: PayOnDeliveryType,
): 'unchanged' | 'order_not_online' | 'order_cancelled' | 'order_already_paid' | 'payment_in_progress' | null {
  if (order.payType === wanted) return 'unchanged';
  const problem = checkoutProblem(order);
  if (problem) return problem;
  if (lastAttempt === 'pending') return 'payment_in_progress';
  return null;
}
