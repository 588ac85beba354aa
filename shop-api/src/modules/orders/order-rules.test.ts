import type { OrderableProduct } from '../catalogue';
import type { WorkingHours } from '../content';
import {
  bonusProblem,
  cashbackAmount,
  cashbackPercent,
  changeFromProblem,
  checkLines,
  cutleryProblem,
  deliveryPrice,
  deliveryWindow,
  formatKyivTime,
  formatWindow,
  nextOpening,
  statusIndex,
  statusName,
  timeProblem,
} from './order-rules';

const hours = { time_start: '10:00', time_end: '22:00' };
const now = new Date('2026-11-18T10:00:00Z'); // 12:00 Kyiv

test.each<[unknown, string | null]>([
  [undefined, 'validation_required'],
  [0, null],
  [99, null],
  [100, 'validation_max'],
  [-1, 'validation_min'],
  [1.5, 'validation_integer'],
  ['3', 'validation_integer'],
])('cutlery %p -> %p', (n, key) => expect(cutleryProblem(n)).toBe(key));

test.each<[string, number | undefined, number, string | null]>([
  ['cash', 500, 409.1, null],
  ['cash', 409.1, 409.1, null],
  ['cash', 400, 409.1, 'validation_change_from'],
  ['cash', undefined, 409.1, null],
  ['online', 1, 409.1, null],
])('change from: %s %p for %p -> %p', (pay, from, sum, key) => expect(changeFromProblem(pay, from, sum)).toBe(key));

test.each<[number | undefined, boolean, number, number, string | null]>([
  [undefined, false, 0, 100, null],
  [0, true, 0, 100, null],
  [50, true, 250, 100, null],
  [100, true, 100, 100, null],
  [50, false, 250, 100, 'validation_bonus'],
  [251, true, 250, 1000, 'validation_bonus'],
  [101, true, 250, 100, 'validation_bonus'],
  [1.5, true, 250, 100, 'validation_bonus'],
])('bonus %p (logged in %p, balance %p, total %p) -> %p', (debit, loggedIn, balance, total, key) =>
  expect(bonusProblem(debit, loggedIn, balance, total)).toBe(key),
);

test.each<[string, string | null]>([
  ['asap', null],
  ['2026-11-18T11:00:00Z', null], // 13:00 Kyiv, an hour ahead
  ['2026-11-18T10:20:00Z', 'validation_time'], // too soon
  ['2026-11-18T09:00:00Z', 'validation_time'], // past
  ['2026-11-18T20:30:00Z', 'validation_time'], // 22:30 Kyiv: closed
  ['2026-11-19T07:30:00Z', 'validation_time'], // 09:30 Kyiv: not open yet
  ['2026-11-19T08:00:00Z', null], // 10:00 Kyiv next day: opening minute
  ['2026-12-01T10:00:00Z', 'validation_time'], // more than 7 days ahead
  ['tomorrow', 'validation_time'],
  ['2026-13-45T10:00:00Z', 'validation_time'],
])('time %s -> %p', (time, key) => expect(timeProblem(time, now, hours)).toBe(key));

test('next opening: at night it is 10:00 Kyiv the next morning; before opening, today', () => {
  expect(nextOpening(new Date('2026-11-18T21:30:00Z'), hours)?.toISOString()).toBe('2026-11-19T08:00:00.000Z');
  expect(nextOpening(new Date('2026-11-18T06:10:00Z'), hours)?.toISOString()).toBe('2026-11-18T08:00:00.000Z');
});

test('delivery price: free from the area threshold', () => {
  expect(deliveryPrice({ delivery_price: 50, free_from: 300 }, 299)).toBe(50);
  expect(deliveryPrice({ delivery_price: 50, free_from: 300 }, 300)).toBe(0);
});

test.each<[number, number, number, number]>([
  [0, 0, 60_000, 0],
  [0, 59_999, 60_000, 0],
  [0, 60_000, 60_000, 1],
  [0, 120_000, 60_000, 2],
  [0, 180_000, 60_000, 3],
  [0, 10_000_000, 60_000, 3],
  [2, 0, 60_000, 2],
  [1, 60_000, 60_000, 2],
  // No demo clock (production, or an order staff have taken over): the stored status stays.
  [0, 10_000_000, 0, 0],
  [1, 10_000_000, 0, 1],
])('status: base %p after %p ms (step %p) -> %p', (base, elapsed, step, index) =>
  expect(statusIndex(base, now, new Date(now.getTime() + elapsed), step)).toBe(index),
);
test('status names', () => {
  expect([0, 1, 2, 3].map((i) => statusName(i, false))).toEqual(['New', 'In progress', 'On the way', 'Delivered']);
  expect(statusName(1, true)).toBe('Cancelled');
});

test.each<[boolean, number, number]>([
  [false, 100_000, 0],
  [true, 0, 5],
  [true, 1999, 5],
  [true, 2000, 10],
  [true, 5000, 15],
  [true, 1_000_000, 15],
])('cashback: logged in %p, lifetime %p -> %p%%', (loggedIn, lifetime, percent) =>
  expect(cashbackPercent(loggedIn, lifetime)).toBe(percent),
);
test('cashback amount is whole bonuses', () => expect(cashbackAmount(5, 409.1)).toBe(20));

test('delivery time in Kyiv time', () => expect(formatKyivTime(now)).toBe('12:00'));

describe('delivery window: plus or minus 15 minutes, never starting before the kitchen opens', () => {
  const nightOwl = { time_start: '18:00', time_end: '02:00' };
  const aroundTheClock = { time_start: '10:00', time_end: '10:00' };
  const lateOpeningToday = {
    ...hours,
    override: { date: '2026-11-18', closed: false, time_start: '12:00', time_end: '20:00' },
  };
  // [what, delivery time (UTC), hours, window in Kyiv time]
  test.each<[string, string, WorkingHours, string]>([
    ['open at noon (Kyiv UTC+2)', '2026-11-18T10:00:00Z', hours, '11:45 - 12:15'],
    ['the opening minute, ordered while closed', '2026-11-19T08:00:00Z', hours, '10:00 - 10:30'],
    ['10 minutes after opening', '2026-11-19T08:10:00Z', hours, '10:00 - 10:30'],
    ['15 minutes after opening', '2026-11-19T08:15:00Z', hours, '10:00 - 10:30'],
    ['16 minutes after opening: the plain window', '2026-11-19T08:16:00Z', hours, '10:01 - 10:31'],
    ['a time between minutes', '2026-11-19T08:05:30Z', hours, '10:00 - 10:30'],
    ['just before closing: may end after it', '2026-11-18T19:50:00Z', hours, '21:35 - 22:05'],
    ['outside the hours: the plain window', '2026-11-18T06:00:00Z', hours, '07:45 - 08:15'],
    ['summer (Kyiv UTC+3), the opening minute', '2026-07-01T07:00:00Z', hours, '10:00 - 10:30'],
    ['around the clock: no opening', '2026-11-18T08:00:00Z', aroundTheClock, '09:45 - 10:15'],
    ['past midnight hours, opening at 18:00', '2026-11-18T16:05:00Z', nightOwl, '18:00 - 18:30'],
    ['past midnight hours, after midnight', '2026-11-18T23:00:00Z', nightOwl, '00:45 - 01:15'],
    ["a day's later opening (12:00)", '2026-11-18T10:00:00Z', lateOpeningToday, '12:00 - 12:30'],
    ["the next day's standing hours after it", '2026-11-19T08:00:00Z', lateOpeningToday, '10:00 - 10:30'],
  ])('%s', (_what, at, h, expected) => {
    const window = deliveryWindow(new Date(at), h);
    expect(formatWindow(window)).toBe(expected);
    expect(window.to.getTime() - window.from.getTime()).toBe(30 * 60_000);
    expect(window.from.getTime()).toBeLessThanOrEqual(new Date(at).getTime());
  });
});

describe('checkLines', () => {
  const product = (p: Partial<OrderableProduct> = {}): OrderableProduct => ({
    id: 1,
    name_uk: 'Піца',
    name_ru: 'Пицца',
    price: 100,
    hidden: false,
    workshop: 'pizza',
    workshopEnabled: true,
    categoryId: 1,
    modifiers: new Map([
      [1, { id: 1, groupId: 1, price: 0, hidden: false, maxCount: 1 }],
      [2, { id: 2, groupId: 1, price: 90, hidden: false, maxCount: 1 }],
      [3, { id: 3, groupId: 2, price: 20, hidden: false, maxCount: 2 }],
      [4, { id: 4, groupId: 2, price: 30, hidden: true, maxCount: 2 }],
    ]),
    groups: [
      { id: 1, min: 1, max: 1 },
      { id: 2, min: 0, max: 3 },
    ],
    ...p,
  });
  const catalogue = (...ps: OrderableProduct[]) => new Map(ps.map((p) => [p.id, p]));
  test.each<
    [
      string,
      Map<number, OrderableProduct>,
      { product_id: number; count: number; price: number; modifiers?: { id: number; count: number }[] }[],
      string,
    ]
  >([
    ['ok', catalogue(product()), [{ product_id: 1, count: 1, price: 140, modifiers: [{ id: 3, count: 2 }] }], 'ok'],
    ['unknown dish', catalogue(product()), [{ product_id: 9, count: 1, price: 1 }], 'dishes_hidden'],
    ['hidden dish', catalogue(product({ hidden: true })), [{ product_id: 1, count: 1, price: 100 }], 'dishes_hidden'],
    [
      'workshop off',
      catalogue(product({ workshopEnabled: false })),
      [{ product_id: 1, count: 1, price: 100 }],
      'workshop_disabled',
    ],
    [
      'modifier hidden',
      catalogue(product()),
      [{ product_id: 1, count: 1, price: 130, modifiers: [{ id: 4, count: 1 }] }],
      'modifier_gone',
    ],
    [
      'modifier of another dish',
      catalogue(product()),
      [{ product_id: 1, count: 1, price: 100, modifiers: [{ id: 77, count: 1 }] }],
      'modifier_gone',
    ],
    [
      'modifier over its max',
      catalogue(product()),
      [{ product_id: 1, count: 1, price: 160, modifiers: [{ id: 3, count: 3 }] }],
      'validation_modifiers',
    ],
    [
      'group over its max',
      catalogue(product()),
      [
        {
          product_id: 1,
          count: 1,
          price: 190,
          modifiers: [
            { id: 1, count: 1 },
            { id: 2, count: 1 },
          ],
        },
      ],
      'validation_modifiers',
    ],
    ['old price', catalogue(product()), [{ product_id: 1, count: 1, price: 95 }], 'prices_corrected'],
    [
      'old modifier price',
      catalogue(product()),
      [{ product_id: 1, count: 1, price: 100, modifiers: [{ id: 2, count: 1 }] }],
      'prices_corrected',
    ],
  ])('%s', (_n, products, items, expected) => {
    const r = checkLines(items, products);
    expect(r.ok ? 'ok' : r.message).toBe(expected);
    if (!r.ok && r.message === 'prices_corrected') expect(r.items[0].old_price).toBe(items[0].price);
  });
});
