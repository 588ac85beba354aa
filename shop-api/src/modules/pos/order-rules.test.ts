import { buildPosOrder, kopecks, retryDelayMs, shouldSend, spreadKopecks, type ShopOrderForPos } from './order-rules';

const order = (over: Partial<ShopOrderForPos> = {}): ShopOrderForPos => ({
  number: 10042,
  name: 'Іван',
  phone: '+380509998877',
  delivery_type: 'delivery',
  address: { street: 'Дерибасівська', house: '5', apartment: '12', entrance: '', floor: '3', code: '' },
  pickup_point: null,
  time: 'asap',
  comment: 'Без цибулі',
  pay_type: 'cash',
  change_from: 500,
  discount: 0,
  delivery_price: 50,
  bonus_debit: 0,
  sum_to_pay: 458.5,
  sum_paid: 0,
  cutlery: 2,
  items: [
    { product_id: 1, name_ua: 'Маргарита', price: 204.25, count: 2, discount: 0, modifiers: [{ id: 3, count: 1, price: 25.25 }] },
  ],
  ...over,
});
const ids = { product: (id: number) => `p${id}`, modifier: (id: number) => `m${id}`, deliveryProduct: null };

test.each([
  [179, 17900],
  [0.1 + 0.2, 30],
  [204.255, 20426],
  [99.99, 9999],
])('%p UAH is %p kopecks', (uah, k) => expect(kopecks(uah)).toBe(k));

test('a dish goes with its modifiers per dish, priced without them in kopecks', () => {
  const built = buildPosOrder(order(), ids);
  if (!built.ok) throw new Error(built.error);
  expect(built.request.lines).toEqual([
    { posProductId: 'p1', count: 2, priceKopecks: 17900, modifications: [{ posModificationId: 'm3', count: 1 }] },
  ]);
  expect(built.request.address).toBe('Дерибасівська, 5, кв. 12, поверх 3');
  expect(built.request.prepaid).toBeNull();
  expect(built.request.comment).toBe(
    'web #10042; якнайшвидше; доставка 50 грн; оплата: cash; до сплати 458.5 грн, решта з 500 грн; прибори: 2; Без цибулі',
  );
  expect(built.request.marker).toBe('web #10042');
});

test.each<
  [string, Partial<ShopOrderForPos>, { prepaid: { sumKopecks: number } | null; address: string | null; comment: RegExp }]
>([
  [
    'paid online in full, no delivery product: the payment is the goods (Poster: payment = products)',
    { pay_type: 'online', sum_paid: 458.5, change_from: null },
    {
      prepaid: { sumKopecks: 40850 },
      address: 'Дерибасівська, 5, кв. 12, поверх 3',
      comment: /сплачено онлайн 458.5 грн; прибори/,
    },
  ],
  [
    'pickup with a discount',
    { delivery_type: 'pickup', address: null, pickup_point: { name: 'Центр' }, discount: 40 },
    { prepaid: null, address: null, comment: /самовивіз: Центр; знижка 40 грн/ },
  ],
  [
    'for a time',
    { time: '2026-11-18T16:00:00.000Z' },
    { prepaid: null, address: 'Дерибасівська, 5, кв. 12, поверх 3', comment: /^web #10042; на 2026-11-18T16:00:00.000Z;/ },
  ],
])('%s', (_, over, expected) => {
  const built = buildPosOrder(order(over), ids);
  if (!built.ok) throw new Error(built.error);
  expect(built.request.prepaid).toEqual(expected.prepaid);
  expect(built.request.address).toBe(expected.address);
  expect(built.request.comment).toMatch(expected.comment);
});

test.each([
  ['a dish without a POS id', { ...ids, product: () => null }, /dish 1 \(Маргарита\) has no POS id/],
  ['a modifier without a POS id', { ...ids, modifier: () => null }, /modifier 3 of dish 1 has no POS id/],
])('%s: not sent, the reason says which', (_, lookup, error) => {
  const built = buildPosOrder(order(), lookup);
  expect(built.ok).toBe(false);
  if (!built.ok) expect(built.error).toMatch(error);
});

test.each([
  [100, [1, 1, 1], [34, 33, 33]],
  [100, [2, 1], [67, 33]],
  [7, [0, 5], [0, 7]],
  [0, [3, 4], [0, 0]],
  [5, [0, 0], [0, 0]],
])('%p kopecks spread over %p: %p, adding up exactly', (total, weights, parts) =>
  expect(spreadKopecks(total, weights)).toEqual(parts),
);

const mixed = (over: Partial<ShopOrderForPos> = {}) =>
  order({
    items: [
      {
        product_id: 1,
        name_ua: 'Маргарита',
        price: 204.25,
        count: 2,
        discount: 30.5,
        modifiers: [{ id: 3, count: 1, price: 25.25 }],
      },
      { product_id: 2, name_ua: 'Кола', price: 40, count: 3, discount: 0.01, modifiers: [] },
    ],
    discount: 30.51,
    delivery_price: 50,
    ...over,
  });
/** What the POS counts the lines at: dish price + its modifiers (m3 = 25.25 UAH) per dish, kopecks. */
const posSum = (lines: { priceKopecks: number; count: number; modifications: { count: number }[] }[]) =>
  lines.reduce((s, l) => s + (l.priceKopecks + l.modifications.reduce((m, x) => m + 2525 * x.count, 0)) * l.count, 0);

test.each<[string, Partial<ShopOrderForPos>, string | null, { lines: [string, number, number][]; prepaid: number | null }]>([
  [
    'a promo discount paid online with the delivery product: lines after discount, the fee as a line, payment = their sum',
    { pay_type: 'online', sum_to_pay: 547.99, sum_paid: 547.99 },
    'p900',
    {
      // 408.50 - 30.50 = 378.00 / 2 = 189.00 - 25.25; 120.00 - 0.01 = 119.99 = 1 x 39.99 + 2 x 40.00
      lines: [
        ['p1', 2, 16375],
        ['p2', 1, 3999],
        ['p2', 2, 4000],
        ['p900', 1, 5000],
      ],
      prepaid: 54799,
    },
  ],
  [
    'paid online without the delivery product: the fee is not a line, the payment is the goods',
    { pay_type: 'online', sum_to_pay: 547.99, sum_paid: 547.99 },
    null,
    {
      lines: [
        ['p1', 2, 16375],
        ['p2', 1, 3999],
        ['p2', 2, 4000],
      ],
      prepaid: 49799,
    },
  ],
  [
    'bonuses paid go off the lines in proportion, to the kopeck',
    { pay_type: 'online', bonus_debit: 100, sum_to_pay: 447.99, sum_paid: 447.99 },
    'p900',
    {
      // 378.00 and 119.99 share 100 UAH as 75.91 and 24.09 (a tie of half kopecks goes to the first):
      // 302.09 = 1 x (151.04 - 25.25) + 1 x (151.05 - 25.25); 95.90 = 1 x 31.96 + 2 x 31.97
      lines: [
        ['p1', 1, 12579],
        ['p1', 1, 12580],
        ['p2', 1, 3196],
        ['p2', 2, 3197],
        ['p900', 1, 5000],
      ],
      prepaid: 44799,
    },
  ],
  [
    'pickup paid online: no fee line',
    { pay_type: 'online', delivery_type: 'pickup', address: null, delivery_price: 0, sum_to_pay: 497.99, sum_paid: 497.99 },
    'p900',
    {
      lines: [
        ['p1', 2, 16375],
        ['p2', 1, 3999],
        ['p2', 2, 4000],
      ],
      prepaid: 49799,
    },
  ],
  [
    'cash: no payment, the lines still after discount',
    { sum_to_pay: 547.99 },
    'p900',
    {
      lines: [
        ['p1', 2, 16375],
        ['p2', 1, 3999],
        ['p2', 2, 4000],
        ['p900', 1, 5000],
      ],
      prepaid: null,
    },
  ],
])('%s', (_, over, deliveryProduct, expected) => {
  const built = buildPosOrder(mixed(over), { ...ids, deliveryProduct });
  if (!built.ok) throw new Error(built.error);
  expect(built.request.lines.map((l) => [l.posProductId, l.count, l.priceKopecks])).toEqual(expected.lines);
  expect(built.request.prepaid).toEqual(expected.prepaid === null ? null : { sumKopecks: expected.prepaid });
  if (expected.prepaid !== null) expect(posSum(built.request.lines)).toBe(expected.prepaid);
});

test.each([
  [1, 30_000],
  [2, 60_000],
  [3, 120_000],
  [5, 480_000],
  [6, 600_000],
  [40, 600_000],
])('after %p failed tries the next waits %p ms', (attempts, ms) => expect(retryDelayMs(attempts)).toBe(ms));

test.each<['accepted' | 'new', string, string | null, boolean]>([
  ['accepted', 'New', null, false],
  ['accepted', 'In progress', '2026-11-18T10:00:00Z', true],
  ['accepted', 'Cancelled', '2026-11-18T10:00:00Z', false],
  ['new', 'New', null, true],
  ['new', 'Cancelled', null, false],
])('send on %s: an order %s (accepted at %p) goes: %p', (sendOn, status, acceptedAt, goes) =>
  expect(shouldSend(sendOn, { status, accepted_at: acceptedAt })).toBe(goes),
);
