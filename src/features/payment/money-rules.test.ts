import {
  decodeOrderMoney,
  decodeReceipts,
  moneyLines,
  NO_MONEY,
  parseRefundAmount,
  paymentStillMoving,
  receiptHref,
  refundableOf,
  type FiscalReceipt,
} from './money-rules';

test.each([
  [NO_MONEY, []],
  [{ ...NO_MONEY, held: 450 }, [['held', 450]]],
  [
    { held: 0, captured: 450, refunded: 100, refund_pending: 50, outstanding: 0 },
    [
      ['captured', 450],
      ['refund_pending', 50],
      ['refunded', 100],
    ],
  ],
  [{ ...NO_MONEY, outstanding: 320.5 }, [['outstanding', 320.5]]],
])('money lines of %j', (money, lines) => {
  expect(moneyLines(money).map((l) => [l.key, l.amount])).toEqual(lines);
});

const done = (url: string | null): FiscalReceipt => ({ kind: 'sell', amount: 1, status: 'done', url });

test.each<[FiscalReceipt, string | null]>([
  [done('https://check.checkbox.ua/abc'), 'https://check.checkbox.ua/abc'],
  [done('/api/fiscal/checkbox-standin/receipts/abc'), '/api/fiscal/checkbox-standin/receipts/abc'],
  [done('http://check.checkbox.ua/abc'), null],
  [done('javascript:alert(1)'), null],
  [done('//evil.example/x'), null],
  [done(null), null],
  [{ ...done('https://check.checkbox.ua/abc'), status: 'pending' }, null],
])('receipt link of %j', (receipt, href) => {
  expect(receiptHref(receipt)).toBe(href);
});

test.each([
  [{ ...NO_MONEY, captured: 500 }, 500],
  [{ ...NO_MONEY, captured: 500, refunded: 150.5, refund_pending: 49.5 }, 300],
  [{ ...NO_MONEY, captured: 0.3, refunded: 0.1 }, 0.2],
  [{ ...NO_MONEY, captured: 100, refunded: 100 }, 0],
  [{ ...NO_MONEY, held: 100 }, 0],
])('refundable of %j is %s UAH', (money, refundable) => {
  expect(refundableOf(money)).toBe(refundable);
});

test.each([
  ['150', 500, { ok: true, amount: 150 }],
  ['150,5', 500, { ok: true, amount: 150.5 }],
  [' 99.99 ', 500, { ok: true, amount: 99.99 }],
  ['1\u00a0250,50', 2000, { ok: true, amount: 1250.5 }],
  ['500', 500, { ok: true, amount: 500 }],
  ['500.01', 500, { ok: false, key: 'desk_refund_error_too_much' }],
  ['0', 500, { ok: false, key: 'desk_refund_error_amount' }],
  ['-5', 500, { ok: false, key: 'desk_refund_error_amount' }],
  ['1.234', 500, { ok: false, key: 'desk_refund_error_amount' }],
  ['abc', 500, { ok: false, key: 'desk_refund_error_amount' }],
  ['', 500, { ok: false, key: 'desk_refund_error_amount' }],
])('refund amount "%s" of %s refundable', (input, refundable, result) => {
  expect(parseRefundAmount(input, refundable)).toEqual(result);
});

test('an API without the fields reads as no money; a wrong shape is refused', () => {
  expect(decodeOrderMoney(undefined)).toEqual(NO_MONEY);
  expect(decodeReceipts(undefined)).toEqual([]);
  expect(() => decodeOrderMoney({ held: '1' })).toThrow();
  expect(() => decodeReceipts([{ kind: 'gift', amount: 1, status: 'done', url: null }])).toThrow();
  expect(decodeReceipts([{ kind: 'return', amount: 5, status: 'pending', url: null, extra: 1 }])).toEqual([
    { kind: 'return', amount: 5, status: 'pending', url: null },
  ]);
});

test.each<[string, string, Partial<typeof NO_MONEY>, FiscalReceipt[], boolean]>([
  ['awaiting the bank', 'awaiting', {}, [], true],
  ['held, not yet captured', 'paid', { held: 100 }, [], true],
  ['a refund on its way', 'paid', { captured: 100, refund_pending: 20 }, [], true],
  [
    'a receipt with the cash register',
    'paid',
    { captured: 100 },
    [{ kind: 'sell', amount: 100, status: 'pending', url: null }],
    true,
  ],
  ['captured, receipt issued', 'paid', { captured: 100 }, [done('https://check.checkbox.ua/a')], false],
  ['cash', 'not_required', {}, [], false],
  ['failed', 'failed', {}, [], false],
])('still moving: %s', (_name, status, money, receipts, moving) => {
  expect(paymentStillMoving(status, { ...NO_MONEY, ...money }, receipts)).toBe(moving);
});
