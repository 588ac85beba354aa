import {
  callbackOutcome,
  checkoutProblem,
  orderPaymentStatus,
  payOnDeliveryProblem,
  type AttemptState,
  type CallbackOutcome,
  type OrderPayState,
} from './payment-rules';
import type { PaymentEvent } from './provider';

const event = (over: Partial<PaymentEvent> = {}): PaymentEvent => ({
  providerOrderId: '10001-1-abcdef',
  status: 'success',
  amount: 358,
  currency: 'UAH',
  paymentId: '777',
  action: 'pay',
  errCode: null,
  changedAt: null,
  ...over,
});
const created: AttemptState = { status: 'created', amount: 358, paymentId: null };
const unpaid: OrderPayState = { payType: 'online', sumToPay: 358, sumPaid: 0, cancelled: false, refunded: 0 };
const paid: OrderPayState = { ...unpaid, sumPaid: 358 };

describe('callbackOutcome: every callback case', () => {
  test.each<[string, PaymentEvent, AttemptState | null, OrderPayState | null, boolean, Partial<CallbackOutcome>]>([
    [
      'success pays the order',
      event(),
      created,
      unpaid,
      false,
      { kind: 'record', attempt: 'success', sumPaid: 358, paymentId: '777' },
    ],
    [
      'success after a pending status',
      event(),
      { ...created, status: 'pending' },
      unpaid,
      false,
      { kind: 'record', attempt: 'success', sumPaid: 358 },
    ],
    [
      'success after a failure of the same attempt (LiqPay retry)',
      event(),
      { ...created, status: 'failure' },
      unpaid,
      false,
      { kind: 'record', attempt: 'success', sumPaid: 358 },
    ],
    [
      'unknown order (no such attempt)',
      event(),
      null,
      null,
      false,
      { kind: 'reject', httpStatus: 404, reason: 'payment_unknown' },
    ],
    [
      'wrong amount',
      event({ amount: 1 }),
      created,
      unpaid,
      false,
      { kind: 'reject', httpStatus: 409, reason: 'payment_amount_mismatch' },
    ],
    [
      'amount off by one kopeck',
      event({ amount: 358.01 }),
      created,
      unpaid,
      false,
      { kind: 'reject', reason: 'payment_amount_mismatch' },
    ],
    [
      'wrong currency',
      event({ currency: 'USD' }),
      created,
      unpaid,
      false,
      { kind: 'reject', httpStatus: 409, reason: 'payment_currency_mismatch' },
    ],
    [
      'duplicate callback',
      event(),
      { status: 'success', amount: 358, paymentId: '777' },
      paid,
      false,
      { kind: 'ignore', reason: 'payment_duplicate' },
    ],
    [
      'second attempt paid after the first',
      event(),
      created,
      paid,
      false,
      { kind: 'record', attempt: 'success', sumPaid: null, reason: 'payment_paid_twice' },
    ],
    [
      'failure status',
      event({ status: 'failure', errCode: 'limit' }),
      created,
      unpaid,
      false,
      { kind: 'record', attempt: 'failure', sumPaid: null, errCode: 'limit' },
    ],
    ['error status', event({ status: 'error' }), created, unpaid, false, { kind: 'record', attempt: 'failure', sumPaid: null }],
    ['expired', event({ status: 'expired' }), created, unpaid, false, { kind: 'record', attempt: 'failure' }],
    [
      'duplicate failure',
      event({ status: 'failure' }),
      { ...created, status: 'failure' },
      unpaid,
      false,
      { kind: 'ignore', reason: 'payment_duplicate' },
    ],
    [
      'failure after success (out of order) keeps the money',
      event({ status: 'failure' }),
      { ...created, status: 'success' },
      paid,
      false,
      { kind: 'ignore', reason: 'payment_late_failure' },
    ],
    [
      'sandbox status outside sandbox mode',
      event({ status: 'sandbox' }),
      created,
      unpaid,
      false,
      { kind: 'ignore', reason: 'payment_sandbox_outside_sandbox_mode' },
    ],
    [
      'sandbox status in sandbox mode pays',
      event({ status: 'sandbox' }),
      created,
      unpaid,
      true,
      { kind: 'record', attempt: 'success', sumPaid: 358 },
    ],
    [
      'sandbox mode still checks the amount',
      event({ status: 'sandbox', amount: 5 }),
      created,
      unpaid,
      true,
      { kind: 'reject', reason: 'payment_amount_mismatch' },
    ],
    [
      'reversal of a paid attempt',
      event({ status: 'reversed' }),
      { ...created, status: 'success' },
      paid,
      false,
      { kind: 'record', attempt: 'reversed', sumPaid: 0 },
    ],
    [
      'reversal twice',
      event({ status: 'reversed' }),
      { ...created, status: 'reversed' },
      unpaid,
      false,
      { kind: 'ignore', reason: 'payment_duplicate' },
    ],
    [
      'success after a reversal',
      event(),
      { ...created, status: 'reversed' },
      unpaid,
      false,
      { kind: 'ignore', reason: 'payment_already_reversed' },
    ],
    [
      'pending status',
      event({ status: 'wait_secure' }),
      created,
      unpaid,
      false,
      { kind: 'record', attempt: 'pending', sumPaid: null },
    ],
    [
      'pending after success',
      event({ status: 'processing' }),
      { ...created, status: 'success' },
      paid,
      false,
      { kind: 'ignore', reason: 'payment_late_pending' },
    ],
    [
      'unknown status',
      event({ status: 'subscribed' }),
      created,
      unpaid,
      false,
      { kind: 'ignore', reason: 'payment_status_unknown' },
    ],
  ])('%s', (_name, e, attempt, order, sandbox, expected) => {
    expect(callbackOutcome(e, attempt, order, sandbox)).toMatchObject(expected);
  });
});

describe('orderPaymentStatus', () => {
  test.each<[string, OrderPayState, Parameters<typeof orderPaymentStatus>[1], string]>([
    ['cash', { ...unpaid, payType: 'cash' }, null, 'not_required'],
    ['terminal', { ...unpaid, payType: 'terminal' }, null, 'not_required'],
    ['cash, all paid by bonuses', { ...unpaid, payType: 'cash', sumToPay: 0 }, null, 'not_required'],
    ['switched to cash, then a second tab paid', { ...paid, payType: 'cash' }, 'success', 'paid'],
    ['online, no attempt yet', unpaid, null, 'awaiting'],
    ['online, form made', unpaid, 'created', 'awaiting'],
    ['online, pending', unpaid, 'pending', 'awaiting'],
    ['online, paid', paid, 'success', 'paid'],
    ['online, all paid by bonuses', { ...unpaid, sumToPay: 0 }, null, 'paid'],
    ['online, failed', unpaid, 'failure', 'failed'],
    ['online, retried after a failure', unpaid, 'created', 'awaiting'],
    ['online, reversed', unpaid, 'reversed', 'refunded'],
  ])('%s', (_name, order, last, expected) => {
    expect(orderPaymentStatus(order, last)).toBe(expected);
  });
});

describe('checkoutProblem', () => {
  test.each<[string, OrderPayState, string | null]>([
    ['unpaid online order', unpaid, null],
    ['cash order', { ...unpaid, payType: 'cash' }, 'order_not_online'],
    ['paid', paid, 'order_already_paid'],
    ['cancelled', { ...unpaid, cancelled: true }, 'order_cancelled'],
  ])('%s', (_name, order, expected) => {
    expect(checkoutProblem(order)).toBe(expected);
  });
});

describe('payOnDeliveryProblem', () => {
  test.each<[string, OrderPayState, Parameters<typeof payOnDeliveryProblem>[1], string | null]>([
    ['refused by the bank', unpaid, 'failure', null],
    ['cancelled on the payment page (no callback)', unpaid, 'created', null],
    ['no form made yet', unpaid, null, null],
    ['in progress at the bank', unpaid, 'pending', 'payment_in_progress'],
    ['already cash (a repeat)', { ...unpaid, payType: 'cash' }, null, 'unchanged'],
    ['terminal, asked for cash', { ...unpaid, payType: 'terminal' }, null, 'order_not_online'],
    ['paid', paid, 'success', 'order_already_paid'],
    ['cancelled order', { ...unpaid, cancelled: true }, 'failure', 'order_cancelled'],
  ])('%s', (_name, order, last, expected) => {
    expect(payOnDeliveryProblem(order, last, 'cash')).toBe(expected);
  });
});

describe('callbackOutcome with PAYMENT_CAPTURE=hold', () => {
  const held: AttemptState = { status: 'held', amount: 358, paymentId: '777' };
  const heldOrder: OrderPayState = { ...unpaid, sumPaid: 358 };
  test.each<[string, PaymentEvent, AttemptState, OrderPayState, Partial<CallbackOutcome>]>([
    [
      'hold_wait holds the order (counted as paid)',
      event({ status: 'hold_wait' }),
      created,
      unpaid,
      { kind: 'record', attempt: 'held', sumPaid: 358 },
    ],
    [
      'hold_wait of another amount',
      event({ status: 'hold_wait', amount: 300 }),
      created,
      unpaid,
      { kind: 'reject', httpStatus: 409 },
    ],
    [
      'hold_wait in another currency',
      event({ status: 'hold_wait', currency: 'USD' }),
      created,
      unpaid,
      { kind: 'reject', httpStatus: 409 },
    ],
    ['hold_wait replayed', event({ status: 'hold_wait' }), held, heldOrder, { kind: 'ignore', reason: 'payment_duplicate' }],
    [
      'the capture callback: less than held',
      event({ amount: 300 }),
      held,
      heldOrder,
      { kind: 'record', attempt: 'success', sumPaid: 300 },
    ],
    ['the capture callback: more than held', event({ amount: 400 }), held, heldOrder, { kind: 'reject', httpStatus: 409 }],
    [
      'hold_wait late, after the capture',
      event({ status: 'hold_wait' }),
      { ...held, status: 'success' },
      heldOrder,
      { kind: 'ignore', reason: 'payment_late_hold' },
    ],
    [
      'a late failure cannot undo a hold',
      event({ status: 'failure' }),
      held,
      heldOrder,
      { kind: 'ignore', reason: 'payment_late_failure' },
    ],
    [
      'reversed releases the hold',
      event({ status: 'reversed' }),
      held,
      heldOrder,
      { kind: 'record', attempt: 'reversed', sumPaid: 0 },
    ],
    [
      'reversed after the shop refunded: recorded by the refund already',
      event({ status: 'reversed' }),
      { ...held, status: 'success' },
      { ...heldOrder, refunded: 100 },
      { kind: 'ignore', reason: 'payment_refund_known' },
    ],
  ])('%s', (_name, e, attempt, order, expected) => {
    expect(callbackOutcome(e, attempt, order, false)).toMatchObject(expected);
  });

  test('a refunded order reads refunded; a partly refunded one stays paid', () => {
    expect(orderPaymentStatus({ ...heldOrder, refunded: 358 }, 'success')).toBe('refunded');
    expect(orderPaymentStatus({ ...heldOrder, refunded: 100 }, 'success')).toBe('paid');
  });
});
