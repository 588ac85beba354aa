/** The analytics events the cart store sends (exact payloads). */
import { createApiClient } from '../../api-client/client';
import { createAnalytics } from '../analytics/analytics';
import { lineInputFromProduct } from './cart-math';
import { createCartStorage } from './cart-storage';
import { createCartStore } from './cart-store';
import { input, line, pizza } from './test-data';
import { memoryStorage, setup, stored } from './test-cart-store';

describe('analytics events from the store (exact payloads)', () => {
  it('add sends add_to_cart, one AddToCart per unit, cart-status; merge counts only the new units', () => {
    const t = setup();
    const first = t.s().add(lineInputFromProduct(pizza, { 12: 1 }));
    t.s().add({ ...lineInputFromProduct(pizza, { 12: 1 }), count: 2 });
    const item = { item_id: '7', item_name: 'Піца Маргарита', item_category: 'Піца', price: 279 };
    expect(t.ga).toEqual([
      ['add_to_cart', { currency: 'UAH', value: 279, items: [{ ...item, quantity: 1 }] }],
      ['add_to_cart', { currency: 'UAH', value: 558, items: [{ ...item, quantity: 2 }] }],
    ]);
    const addToCart = [
      'track',
      'AddToCart',
      { content_ids: ['7'], content_name: 'Піца Маргарита', content_type: 'product', value: 279, currency: 'UAH' },
    ];
    expect(t.pixel).toEqual([addToCart, addToCart, addToCart]);
    expect(t.marketing[1]).toEqual([
      'cart-status',
      {
        guid: '00000000-0000-4000-8000-000000000001',
        total: 837,
        lines: [
          {
            id: first.id,
            product_id: 7,
            name: pizza.name,
            name_ua: 'Піца Маргарита',
            unitPrice: 279,
            count: 3,
            sum: 837,
            category: expect.objectContaining({ name_ua: 'Піца' }),
          },
        ],
      },
    ]);
  });

  it('addMany (a repeated order): lines join the cart, merge, cap at 100; one add_to_cart with every unit added, AddToCart per unit, one cart-status, no toast', () => {
    const t = setup();
    const existing = t.s().add(lineInputFromProduct(pizza, { 12: 1 }));
    t.s().increase(existing.id); // pizza x2 already in the cart
    t.ga.length = 0;
    t.pixel.length = 0;
    t.marketing.length = 0;
    t.notify.mockClear();
    t.s().addMany([{ ...lineInputFromProduct(pizza, { 12: 1 }), count: 1 }, input({ count: 2 })]);
    expect(t.s().all.map((l) => [l.id === existing.id, l.product_id, l.count])).toEqual([
      [true, 7, 3],
      [false, 40, 2],
    ]);
    expect(t.ga).toEqual([
      [
        'add_to_cart',
        {
          currency: 'UAH',
          value: 279 + 2 * 45,
          items: [
            { item_id: '7', item_name: 'Піца Маргарита', item_category: 'Піца', price: 279, quantity: 1 },
            { item_id: '40', item_name: 'Кола 0,5', item_category: 'Напої', price: 45, quantity: 2 },
          ],
        },
      ],
    ]);
    expect((t.pixel as unknown[][]).map((c) => [c[1], (c[2] as { content_ids: string[] }).content_ids[0]])).toEqual([
      ['AddToCart', '7'],
      ['AddToCart', '40'],
      ['AddToCart', '40'],
    ]);
    expect(t.marketing).toHaveLength(1);
    expect(t.notify).not.toHaveBeenCalled();
    expect(stored(t.storage).lines).toHaveLength(2);

    // A line already at 100 takes no more units and reports none.
    t.s().updateCount(existing.id, 100);
    t.ga.length = 0;
    t.s().addMany([{ ...lineInputFromProduct(pizza, { 12: 1 }), count: 5 }]);
    expect(t.s().all.find((l) => l.id === existing.id)?.count).toBe(100);
    expect(t.ga).toEqual([]);
  });

  it('every change sends cart-status (remove, update, setCart, nullify)', () => {
    const t = setup();
    const a = t.s().add(input());
    t.s().increase(a.id);
    t.s().updateModifiers(a.id, []);
    t.s().setCart([line({ id: 'z' })]);
    t.s().removeLine('z');
    t.s().nullify();
    expect(t.marketing.map(([event, p]) => [event, (p as { total: number }).total])).toEqual([
      ['cart-status', 45],
      ['cart-status', 90],
      ['cart-status', 90],
      ['cart-status', 45],
      ['cart-status', 0],
      ['cart-status', 0],
    ]);
  });

  it('reportViewed sends one list event with the items', () => {
    const t = setup();
    t.s().add(lineInputFromProduct(pizza, { 12: 1 }));
    t.s().add(input({ count: 2 }));
    t.ga.length = 0;
    t.s().reportViewed();
    const pizzaItem = { item_id: '7', item_name: 'Піца Маргарита', item_category: 'Піца', price: 279 };
    const colaItem = { item_id: '40', item_name: 'Кола 0,5', item_category: 'Напої', price: 45 };
    expect(t.ga).toEqual([
      [
        'view_cart',
        {
          currency: 'UAH',
          value: 369,
          items: [
            { ...pizzaItem, quantity: 1, index: 1 },
            { ...colaItem, quantity: 1, index: 2 },
          ],
        },
      ],
    ]);
  });

  it('a throwing sink does not break the cart', () => {
    const t = setup();
    const store = createCartStore({
      api: createApiClient({ baseUrl: '', getLang: () => 'ukrainian', getToken: () => null, fetchImpl: jest.fn() }),
      storage: createCartStorage(() => memoryStorage()),
      analytics: createAnalytics({
        ga: () => {
          throw new Error('gtag broke');
        },
        pixel: () => {
          throw new Error('pixel broke');
        },
        feed: {
          cartStatus: () => {
            throw new Error('marketing broke');
          },
          customer: () => undefined,
        },
      }),
      notify: () => {},
    });
    void t;
    expect(() => store.getState().add(input())).not.toThrow();
    expect(store.getState().all).toHaveLength(1);
  });
});
