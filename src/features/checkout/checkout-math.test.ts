import type { CartLine } from '../cart/cart-math';
import {
  cashbackAmount,
  cashbackPercent,
  deliveryPriceFor,
  lineUnitPrice,
  maxBonusDebit,
  orderSummary,
  round2,
  type AreaMoney,
} from './checkout-math';

type Line = Pick<CartLine, 'price' | 'count' | 'discount' | 'modifiers_group'>;
const line = (price: number, count: number, discount = 0, mods: [number, number][] = []): Line => ({
  price,
  count,
  discount,
  modifiers_group: mods.length
    ? [{ id: 1, name: 'g', modifiers: mods.map(([p, c], i) => ({ id: i + 1, name: `m${i}`, count: c, pivot: { price: p } })) }]
    : [],
});
const centre: AreaMoney = { min_sum: 300, delivery_price: 50, free_from: 500 };
const far: AreaMoney = { min_sum: 500, delivery_price: 100, free_from: 900 };

describe('orderSummary: subtotal - discount = sum; + delivery - bonuses = sum to pay', () => {
  // [case, lines, area, bonus, subtotal, discount, sum, delivery, total, debit, sumToPay, belowMin, toFree]
  const table: [
    string,
    Line[],
    AreaMoney | null,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    boolean,
    number,
  ][] = [
    ['pickup, no discount', [line(179, 2)], null, 0, 358, 0, 358, 0, 358, 0, 358, false, 0],
    ['delivery below free-from pays delivery', [line(179, 2)], centre, 0, 358, 0, 358, 50, 408, 0, 408, false, 142],
    ['exactly at free-from: free delivery', [line(250, 2)], centre, 0, 500, 0, 500, 0, 500, 0, 500, false, 0],
    // The minimum and free delivery compare the goods subtotal, not the discounted sum.
    ['discount does not cost free delivery', [line(250, 2, 60)], centre, 0, 500, 60, 440, 0, 440, 0, 440, false, 0],
    ['below the area minimum', [line(45, 2)], centre, 0, 90, 0, 90, 50, 140, 0, 140, true, 410],
    ['second-pizza loyalty in kopecks', [line(179, 2, 17.9)], centre, 0, 358, 17.9, 340.1, 50, 390.1, 0, 390.1, false, 142],
    [
      'modifiers raise the unit price',
      [line(179, 1, 0, [[90, 1]]), line(179, 2, 17.9)],
      centre,
      0,
      627,
      17.9,
      609.1,
      0,
      609.1,
      0,
      609.1,
      false,
      0,
    ],
    ['bonuses debited', [line(179, 2, 17.9)], centre, 100, 358, 17.9, 340.1, 50, 390.1, 100, 290.1, false, 142],
    ['bonuses capped at the floor of the total', [line(45, 1, 0.5)], null, 1000, 45, 0.5, 44.5, 0, 44.5, 44, 0.5, false, 0],
    ['fractional bonus input is floored', [line(100, 1)], null, 10.9, 100, 0, 100, 0, 100, 10, 90, false, 0],
    ['negative bonus input is ignored', [line(100, 1)], null, -5, 100, 0, 100, 0, 100, 0, 100, false, 0],
    ['discount above the line is clamped', [line(100, 1, 150)], null, 0, 100, 100, 0, 0, 0, 0, 0, false, 0],
    ['negative discount is ignored', [line(100, 1, -20)], null, 0, 100, 0, 100, 0, 100, 0, 100, false, 0],
    ['far area', [line(0.1, 3), line(0.2, 1)], far, 0, 0.5, 0, 0.5, 100, 100.5, 0, 100.5, true, 899.5],
    ['float sums stay exact', [line(0.1, 1), line(0.2, 1)], null, 0, 0.3, 0, 0.3, 0, 0.3, 0, 0.3, false, 0],
  ];
  test.each(table)(
    '%s',
    (_name, lines, area, bonus, subtotal, discount, sum, delivery, total, debit, sumToPay, belowMinimum, toFree) => {
      expect(orderSummary({ lines, area, bonusDebit: bonus })).toEqual({
        subtotal,
        discount,
        sum,
        deliveryPrice: delivery,
        total,
        bonusDebit: debit,
        sumToPay,
        belowMinimum,
        minSum: area ? area.min_sum : null,
        toMinimum: belowMinimum && area ? Math.round((area.min_sum - subtotal) * 100) / 100 : 0,
        toFreeDelivery: toFree,
      });
    },
  );
});

describe('what is missing for the area minimum', () => {
  test.each<[string, number, number]>([
    ['45 UAH short of 300', 255, 45],
    ['kopecks short', 299.9, 0.1],
    ['exactly the minimum', 300, 0],
    ['above it', 358, 0],
  ])('%s', (_name, price, missing) => {
    const area = { min_sum: 300, delivery_price: 50, free_from: 500 };
    expect(orderSummary({ lines: [line(price, 1)], area, bonusDebit: 0 }).toMinimum).toBe(missing);
  });
  test('pickup has no minimum', () => expect(orderSummary({ lines: [line(1, 1)], area: null, bonusDebit: 0 }).toMinimum).toBe(0));
});

describe('small rules', () => {
  test.each([
    [line(179, 1), 179],
    [line(179, 1, 0, [[90, 1]]), 269],
    [line(10.1, 1, 0, [[0.2, 3]]), 10.7],
  ])('unit price with modifiers %#', (l, expected) => expect(lineUnitPrice(l)).toBe(expected));

  test.each<[AreaMoney | null, number, number]>([
    [null, 100, 0],
    [centre, 499.99, 50],
    [centre, 500, 0],
    [far, 899, 100],
  ])('delivery price %#', (area, subtotal, expected) => expect(deliveryPriceFor(area, subtotal)).toBe(expected));

  test.each([
    [250, 1000, 250],
    [250, 120.6, 120],
    [0, 500, 0],
    [250.7, 1000, 250],
    [-3, 100, 0],
    [NaN, 100, 0],
  ])('max bonus debit: balance %p, total %p -> %p', (balance, total, expected) =>
    expect(maxBonusDebit(balance, total)).toBe(expected),
  );

  test.each([
    [false, 10_000, 0],
    [true, 0, 5],
    [true, 1999.99, 5],
    [true, 2000, 10],
    [true, 4999, 10],
    [true, 5000, 15],
  ])('cashback percent: logged in %p, delivered %p -> %p%%', (loggedIn, delivered, expected) =>
    expect(cashbackPercent(loggedIn, delivered)).toBe(expected),
  );

  test.each([
    [5, 340.1, 0, 17],
    [10, 340.1, 100, 24],
    [15, 100, 150, 0],
    [0, 1000, 0, 0],
  ])('cashback amount: %p%% of %p minus %p bonuses -> %p', (percent, sum, debit, expected) =>
    expect(cashbackAmount(percent, sum, debit)).toBe(expected),
  );

  it('round2 rounds half up to kopecks', () => {
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(round2(340.099999)).toBe(340.1);
    expect(round2(2.675)).toBe(2.68);
  });
});
