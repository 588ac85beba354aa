import { unitPrice } from '../cart/cart-math';
import { orderLineSum, orderStatus, repeatLineToCart, repeatOutcome } from './order-rules';
import type { RepeatLine } from './profile-api';

describe('order status labels (spec section 4 "Order tracking")', () => {
  it.each([
    ['New', false, 'pf_status_accepted', 'progress'],
    ['In progress', false, 'pf_status_in_progress', 'progress'],
    ['On the way', false, 'pf_status_on_the_way', 'progress'],
    ['On the way', true, 'pf_status_prepared', 'progress'],
    ['Delivered', false, 'pf_status_delivered', 'done'],
    ['Delivered', true, 'pf_status_picked_up', 'done'],
    ['Cancelled', false, 'pf_status_cancelled', 'cancelled'],
    ['Cancelled', true, 'pf_status_cancelled', 'cancelled'],
    ['Lost', false, 'pf_status_unknown', 'progress'],
    ['', false, 'pf_status_unknown', 'progress'],
  ])('%s (pickup %s) -> %s', (status, pickup, key, tone) => {
    expect(orderStatus(status, pickup)).toEqual({ key, tone });
  });
});

const repeatLine = (over: Partial<RepeatLine> = {}): RepeatLine => ({
  id: 'line-1',
  product_id: 10,
  name: 'Піца Барбекю',
  name_ua: 'Піца Барбекю',
  price: 329, // 239 + 40 cm (90)
  count: 2,
  discount: 0,
  weight: 600,
  main_image: { url: '/api/images/p-10-800.jpg', urlForList: '/api/images/p-10-400.jpg', width: 800, height: 800 },
  category: { id: 1, slug: 'pizza', name: 'Піца', name_ua: 'Піца' },
  modifiers_group: [
    {
      id: 3,
      name: 'Розмір',
      min: 1,
      max: 1,
      modifiers: [
        { id: 64, name: '30 см', max_count: 1, count: 0, pivot: { price: 0 } },
        { id: 65, name: '40 см', max_count: 1, count: 1, pivot: { price: 90 } },
      ],
    },
    {
      id: 4,
      name: 'Соуси',
      min: 0,
      max: 3,
      modifiers: [{ id: 70, name: 'Часниковий', max_count: 3, count: 0, pivot: { price: 15 } }],
    },
  ],
  addons: [],
  ...over,
});

describe('repeat lines into the cart', () => {
  it('takes the modifiers off the price (the cart adds them back), keeps only chosen modifiers', () => {
    const input = repeatLineToCart(repeatLine());
    expect(input.price).toBe(239);
    expect(input.modifiers_group).toEqual([
      {
        id: 3,
        name: 'Розмір',
        modifiers: [{ id: 65, name: '40 см', count: 1, pivot: { price: 90 } }],
      },
    ]);
    expect(unitPrice(input)).toBe(329); // what the API priced the repeat at
    expect(input.count).toBe(2);
    expect(input).not.toHaveProperty('addons');
  });

  it.each([
    ['no modifiers', repeatLine({ price: 45, modifiers_group: [] }), 45],
    [
      'two of a modifier',
      repeatLine({
        price: 269,
        modifiers_group: [
          {
            id: 4,
            name: 'Соуси',
            min: 0,
            max: 3,
            modifiers: [{ id: 70, name: 'Часниковий', max_count: 3, count: 2, pivot: { price: 15 } }],
          },
        ],
      }),
      239,
    ],
    [
      'kopecks',
      repeatLine({
        price: 100.5,
        modifiers_group: [
          { id: 4, name: 'S', min: 0, max: 3, modifiers: [{ id: 70, name: 'x', max_count: 3, count: 3, pivot: { price: 0.1 } }] },
        ],
      }),
      100.2,
    ],
  ])('%s: the unit price comes back exactly', (_, line, base) => {
    const input = repeatLineToCart(line);
    expect(input.price).toBe(base);
    expect(unitPrice(input)).toBeCloseTo(line.price, 10);
  });

  it.each([
    ['every dish available', { items: [repeatLine()], unavailable: [] }, 'all', []],
    ['one dish hidden', { items: [repeatLine()], unavailable: [{ product_id: 5, name: 'Дракон' }] }, 'partial', ['Дракон']],
    [
      'nothing available (repeat impossible), names once',
      {
        items: [],
        unavailable: [
          { product_id: 5, name: 'Дракон' },
          { product_id: 5, name: 'Дракон' },
          { product_id: 6, name: 'Кола' },
        ],
      },
      'none',
      ['Дракон', 'Кола'],
    ],
  ])('%s -> %s', (_, result, kind, unavailable) => {
    const outcome = repeatOutcome(result);
    expect(outcome.kind).toBe(kind);
    if (outcome.kind !== 'all') expect(outcome.unavailable).toEqual(unavailable);
    if (outcome.kind !== 'none') expect(outcome.lines).toHaveLength(1);
  });

  it('an order line sum is price x count minus its discount', () => {
    expect(orderLineSum({ price: 179, count: 2, discount: 17.9 })).toBe(340.1);
  });
});
