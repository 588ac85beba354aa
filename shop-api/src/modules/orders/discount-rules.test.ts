import { computeDiscounts, loyaltyDiscounts, type PricedLine } from './discount-rules';

const line = (id: string, unitPrice: number, count: number, isPizza = true): PricedLine => ({ id, unitPrice, count, isPizza });

describe('loyalty: every second pizza -10%', () => {
  test.each<[string, PricedLine[], Record<string, number>]>([
    ['one pizza: nothing', [line('a', 200, 1)], {}],
    ['two of the same', [line('a', 200, 2)], { a: 20 }],
    ['the cheaper of two gets it', [line('a', 300, 1), line('b', 200, 1)], { b: 20 }],
    ['three pizzas: one discount', [line('a', 300, 1), line('b', 200, 1), line('c', 100, 1)], { b: 20 }],
    ['four pizzas: two discounts', [line('a', 300, 2), line('b', 100, 2)], { a: 30, b: 10 }],
    ['drinks do not count', [line('a', 200, 1), line('d', 50, 3, false)], {}],
  ])('%s', (_n, lines, expected) => {
    expect(Object.fromEntries(loyaltyDiscounts(lines))).toEqual(expected);
  });
});

describe('computeDiscounts', () => {
  test('no discounts', () => {
    expect(computeDiscounts([line('a', 100, 1, false)])).toEqual({
      discounts: [{ orderItemId: 'a', discount: 0 }],
      subtotal: 100,
      discount: 0,
      total: 100,
    });
  });
  test('promo spread in proportion, rest to the largest line, sums exact', () => {
    const r = computeDiscounts([line('a', 100, 1, false), line('b', 200, 1, false), line('c', 33.33, 3, false)], 50);
    const sum = r.discounts.reduce((s, d) => s + d.discount, 0);
    expect(Math.round(sum * 100) / 100).toBe(50);
    expect(r.discount).toBe(50);
    expect(r.total).toBe(349.99);
    expect(r.discounts[1].discount).toBeGreaterThan(r.discounts[0].discount);
  });
  test('promo never above what is left', () => {
    const r = computeDiscounts([line('a', 100, 2)], 1000);
    expect(r.discount).toBe(200);
    expect(r.total).toBe(0);
  });
  test('loyalty plus promo', () => {
    const r = computeDiscounts([line('a', 179, 2), line('b', 219, 1)], 57.7);
    expect(r.subtotal).toBe(577);
    expect(r.discount).toBe(75.6);
    expect(r.total).toBe(501.4);
  });
  test('empty cart', () => {
    expect(computeDiscounts([])).toEqual({ discounts: [], subtotal: 0, discount: 0, total: 0 });
  });
});
