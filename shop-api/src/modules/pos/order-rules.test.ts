import { buildPosOrder, kopecks, retryDelayMs, shouldSend, type ShopOrderForPos } from './order-rules';

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
  sum_to_pay: 458.5,
  sum_paid: 0,
  cutlery: 2,
  items: [{ product_id: 1, name_ua: 'Маргарита', price: 204.25, count: 2, modifiers: [{ id: 3, count: 1, price: 25.25 }] }],
  ...over,
});
const ids = { product: (id: number) => `p${id}`, modifier: (id: number) => `m${id}` };

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
    'paid online in full',
    { pay_type: 'online', sum_paid: 458.5, change_from: null },
    {
      prepaid: { sumKopecks: 45850 },
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
  ['a dish without a POS id', { product: () => null, modifier: ids.modifier }, /dish 1 \(Маргарита\) has no POS id/],
  ['a modifier without a POS id', { product: ids.product, modifier: () => null }, /modifier 3 of dish 1 has no POS id/],
])('%s: not sent, the reason says which', (_, lookup, error) => {
  const built = buildPosOrder(order(), lookup);
  expect(built.ok).toBe(false);
  if (!built.ok) expect(built.error).toMatch(error);
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
