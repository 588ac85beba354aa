import { kyivDay, receiptRetryDelayMs, receiptTotal, returnReceipt, sellReceipt } from './receipt-rules';

const labels = { discount: 'Знижка', payment: 'Картка' };

describe("receipts in Checkbox's terms (kopecks, quantity x1000)", () => {
  test.each<[string, { price: number; count: number }[], number, number | null]>([
    ['paid in full: no discount', [{ price: 179, count: 2 }], 358, null],
    [
      'promo and bonuses: one receipt discount',
      [
        { price: 179, count: 2 },
        { price: 45.5, count: 1 },
      ],
      350.1,
      5340,
    ],
    ['kopecks survive: 3 x 33.33', [{ price: 33.33, count: 3 }], 99.99, null],
    [
      'a dish dropped at capture',
      [
        { price: 200, count: 1 },
        { price: 100, count: 1 },
      ],
      200,
      10000,
    ],
  ])('%s', (_name, lines, amount, discount) => {
    const body = sellReceipt(
      'id-1',
      lines.map((l, i) => ({ code: String(i), name: `d${i}`, ...l })),
      amount,
      labels,
    );
    expect(body.goods.map((g) => [g.good.price, g.quantity])).toEqual(
      lines.map((l) => [Math.round(l.price * 100), l.count * 1000]),
    );
    expect(body.discounts?.[0]?.value ?? null).toBe(discount);
    expect(body.payments).toEqual([{ type: 'CASHLESS', value: Math.round(amount * 100), label: 'Картка' }]);
    // Checkbox refuses a receipt whose payments differ from goods less discounts.
    expect(receiptTotal(body)).toBe(Math.round(amount * 100));
  });

  test('a return receipt gives back the sum as one returned line', () => {
    const body = returnReceipt('id-2', 120.5, 'Повернення', 'Картка');
    expect(body.goods).toEqual([{ good: { code: 'refund', name: 'Повернення', price: 12050 }, quantity: 1000, is_return: true }]);
    expect(receiptTotal(body)).toBe(12050);
  });

  test.each([
    ['2026-11-18T21:59:00Z', '2026-11-18'],
    ['2026-11-18T22:00:00Z', '2026-11-19'],
    ['2026-07-01T20:59:00Z', '2026-07-01'],
    ['2026-07-01T21:00:00Z', '2026-07-02'],
  ])('the shift day of %s in Kyiv is %s', (iso, day) => {
    expect(kyivDay(new Date(iso))).toBe(day);
  });

  test('the retry pause grows from 10 s and stops at 15 minutes', () => {
    expect([1, 2, 3, 8, 40].map(receiptRetryDelayMs)).toEqual([10_000, 20_000, 40_000, 900_000, 900_000]);
  });
});
