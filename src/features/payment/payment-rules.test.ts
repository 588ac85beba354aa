import {
  canPayAgain,
  isCheckoutAction,
  parsePaymentStatus,
  parseProviderCheck,
  paymentLabel,
  POLL_EVERY_MS,
  POLL_FOR_MS,
  shouldPollAgain,
} from './payment-rules';

describe('payment rules', () => {
  test.each<[unknown, string | null]>([
    ['paid', 'paid'],
    ['awaiting', 'awaiting'],
    ['failed', 'failed'],
    ['refunded', 'refunded'],
    ['not_required', 'not_required'],
    ['success', null],
    [null, null],
    [1, null],
  ])('parse %p', (v, expected) => expect(parsePaymentStatus(v)).toBe(expected));

  test.each([
    ['paid', 'payment_status_paid', 'ok'],
    ['awaiting', 'payment_status_awaiting', 'wait'],
    ['failed', 'payment_status_failed', 'error'],
    ['refunded', 'payment_status_refunded', 'wait'],
  ] as const)('label of %s', (status, key, tone) => expect(paymentLabel(status)).toEqual({ key, tone }));
  test('cash and terminal orders show no payment label', () => expect(paymentLabel('not_required')).toBeNull());

  test.each([
    ['awaiting', 'New', true],
    ['failed', 'In progress', true],
    ['failed', 'Cancelled', false],
    ['awaiting', 'Delivered', false],
    ['paid', 'New', false],
    ['refunded', 'New', false],
    ['not_required', 'New', false],
  ] as const)('pay again: %s, order %s -> %s', (status, order, expected) => expect(canPayAgain(status, order)).toBe(expected));

  test.each([
    ['nothing read yet', null, 0, true],
    ['awaiting', 'awaiting', 10_000, true],
    ['awaiting, time up', 'awaiting', POLL_FOR_MS, false],
    ['awaiting, the next read would land after the time', 'awaiting', POLL_FOR_MS - POLL_EVERY_MS + 1, false],
    ['awaiting, the last read in time', 'awaiting', POLL_FOR_MS - POLL_EVERY_MS, true],
    ['paid', 'paid', 2_000, false],
    ['failed', 'failed', 2_000, false],
    ['unreadable until the end', null, POLL_FOR_MS + 1, false],
  ] as const)('poll again: %s', (_n, status, elapsed, expected) => expect(shouldPollAgain(status, elapsed)).toBe(expected));

  test.each([
    ['the provider knows no payment: "not paid yet" at once', 'awaiting', 'no_payment', false],
    ['a payment in progress at the provider: keep reading', 'awaiting', 'in_progress', true],
    ['the provider did not answer: keep reading', 'awaiting', 'no_answer', true],
    ['not asked yet', 'awaiting', null, true],
  ] as const)('poll again after asking the provider: %s', (_n, status, check, expected) =>
    expect(shouldPollAgain(status, 2_000, check)).toBe(expected),
  );

  test.each([
    ['no_payment', 'no_payment'],
    ['in_progress', 'in_progress'],
    ['no_answer', 'no_answer'],
    ['paid', null],
    [null, null],
    [3, null],
  ])('provider check %p', (v, expected) => expect(parseProviderCheck(v)).toBe(expected));

  test.each([
    ['/api/payments/liqpay-standin/checkout', true],
    ['https://www.liqpay.ua/api/3/checkout', true],
    ['http://www.liqpay.ua/api/3/checkout', false],
    ['javascript:alert(1)', false],
    ['//evil.example/api/', false],
    ['/checkout/', false],
    ['/api\\..\\x', false],
    ['not a url', false],
  ])('checkout action %s -> %s', (url, expected) => expect(isCheckoutAction(url)).toBe(expected));
});
