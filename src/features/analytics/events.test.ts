import { createAnalytics, type AnalyticsSinks } from './analytics';
import {
  gaAddToCart,
  gaBeginCheckout,
  gaPurchase,
  gaViewCart,
  gaViewItemList,
  gtagCall,
  gtmPushes,
  pixelAddToCart,
  pixelPurchase,
  type AnalyticsLine,
  type AnalyticsProduct,
} from './events';

const pizza: AnalyticsLine = {
  id: 'l1',
  product_id: 7,
  name: 'Пицца Маргарита',
  name_ua: 'Піца Маргарита',
  unitPrice: 279,
  count: 2,
  sum: 558,
  category: { name: 'Пицца', name_ua: 'Піца' },
};
const cola: AnalyticsLine = {
  id: 'l2',
  product_id: 40,
  name: 'Кола',
  name_ua: '',
  unitPrice: 45.5,
  count: 1,
  sum: 45.5,
  category: { name: 'Напитки', name_ua: '' },
};
const pizzaItem = { item_id: '7', item_name: 'Піца Маргарита', item_category: 'Піца', price: 279 };
const colaItem = { item_id: '40', item_name: 'Кола', item_category: 'Напитки', price: 45.5 };
const dish: AnalyticsProduct = {
  id: 7,
  name: 'Пицца Маргарита',
  name_ua: 'Піца Маргарита',
  price: 279,
  category: pizza.category,
};
const pixelOne = {
  content_ids: ['7'],
  content_name: 'Піца Маргарита',
  content_type: 'product',
  value: 279,
  currency: 'UAH',
};

describe('each spec event -> the exact gtag call (GA4 recommended events, UAH)', () => {
  it.each([
    [
      'add_to_cart (2 units)',
      gaAddToCart([{ line: pizza, quantity: 2 }]),
      ['event', 'add_to_cart', { currency: 'UAH', value: 558, items: [{ ...pizzaItem, quantity: 2 }] }],
    ],
    [
      'add_to_cart (a repeated order: one event, every line with its units)',
      gaAddToCart([
        { line: pizza, quantity: 1 },
        { line: cola, quantity: 2 },
      ]),
      [
        'event',
        'add_to_cart',
        {
          currency: 'UAH',
          value: 370,
          items: [
            { ...pizzaItem, quantity: 1 },
            { ...colaItem, quantity: 2 },
          ],
        },
      ],
    ],
    [
      'view_cart (the cart list shown: position from 1, quantity 1)',
      gaViewCart([pizza, cola]),
      [
        'event',
        'view_cart',
        {
          currency: 'UAH',
          value: 603.5,
          items: [
            { ...pizzaItem, quantity: 1, index: 1 },
            { ...colaItem, quantity: 1, index: 2 },
          ],
        },
      ],
    ],
    [
      'view_item_list (a category page)',
      gaViewItemList({ id: 'pizza', name: 'Піца' }, [dish]),
      [
        'event',
        'view_item_list',
        {
          item_list_id: 'pizza',
          item_list_name: 'Піца',
          items: [{ ...pizzaItem, index: 1, item_list_id: 'pizza', item_list_name: 'Піца' }],
        },
      ],
    ],
    [
      'begin_checkout',
      gaBeginCheckout([pizza, cola]),
      [
        'event',
        'begin_checkout',
        {
          currency: 'UAH',
          value: 603.5,
          items: [
            { ...pizzaItem, quantity: 2 },
            { ...colaItem, quantity: 1 },
          ],
        },
      ],
    ],
    [
      'purchase (order number, the sum to pay)',
      gaPurchase({ number: 10231, value: 633.5 }, [pizza, cola]),
      [
        'event',
        'purchase',
        {
          transaction_id: '10231',
          currency: 'UAH',
          value: 633.5,
          items: [
            { ...pizzaItem, quantity: 2 },
            { ...colaItem, quantity: 1 },
          ],
        },
      ],
    ],
  ])('%s', (_name, event, call) => expect(gtagCall(event)).toEqual(call));
});

describe('GTM instead of gtag: the same event as a dataLayer push, ecommerce cleared first', () => {
  it('add_to_cart', () => {
    expect(gtmPushes(gaAddToCart([{ line: pizza, quantity: 1 }]))).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { currency: 'UAH', value: 279, items: [{ ...pizzaItem, quantity: 1 }] } },
    ]);
  });
});

describe('Meta pixel calls', () => {
  it.each([
    ['AddToCart x0', pixelAddToCart([{ line: pizza, quantity: 0 }]), []],
    ['AddToCart x1', pixelAddToCart([{ line: pizza, quantity: 1 }]), [['track', 'AddToCart', pixelOne]]],
    [
      'AddToCart x3 (one per unit)',
      pixelAddToCart([{ line: pizza, quantity: 3 }]),
      [
        ['track', 'AddToCart', pixelOne],
        ['track', 'AddToCart', pixelOne],
        ['track', 'AddToCart', pixelOne],
      ],
    ],
    [
      'Purchase',
      [pixelPurchase({ number: 10231, value: 633.5 }, [pizza, cola])],
      [['track', 'Purchase', { value: 633.5, currency: 'UAH', content_ids: ['7', '40'], content_type: 'product', num_items: 3 }]],
    ],
  ])('%s', (_name, calls, expected) => expect(calls).toEqual(expected));
});

function recorded() {
  const ga: unknown[] = [];
  const pixel: unknown[] = [];
  const feed: unknown[] = [];
  const sinks: AnalyticsSinks = {
    ga: (e) => void ga.push(e),
    pixel: (c) => void pixel.push(c),
    feed: { cartStatus: (s) => void feed.push(['cart-status', s]), customer: () => void feed.push(['customer']) },
  };
  return { analytics: createAnalytics(sinks), ga, pixel, feed };
}

describe('the facade', () => {
  it('adding 2 units: one add_to_cart with quantity 2, two AddToCart', () => {
    const r = recorded();
    r.analytics.addToCart([{ line: pizza, quantity: 2 }]);
    expect(r.ga).toEqual([gaAddToCart([{ line: pizza, quantity: 2 }])]);
    expect(r.pixel).toEqual(pixelAddToCart([{ line: pizza, quantity: 2 }]));
    expect(r.pixel).toHaveLength(2);
    expect(r.feed).toEqual([]);
  });

  it('nothing for 0 units or empty lists', () => {
    const r = recorded();
    r.analytics.addToCart([{ line: pizza, quantity: 0 }]);
    r.analytics.addToCart([{ line: pizza, quantity: NaN }]);
    r.analytics.viewCart([]);
    r.analytics.viewItemList({ id: 'x', name: 'x' }, []);
    r.analytics.beginCheckout([]);
    expect([r.ga, r.pixel, r.feed]).toEqual([[], [], []]);
  });

  it('purchase: GA purchase and pixel Purchase; the feed only gets cart status and the customer signal', () => {
    const r = recorded();
    r.analytics.purchase({ number: 5, value: 558 }, [pizza]);
    r.analytics.cartStatus({ guid: 'g', total: 558, lines: [pizza] });
    r.analytics.customer();
    expect(r.ga).toEqual([gaPurchase({ number: 5, value: 558 }, [pizza])]);
    expect(r.pixel).toEqual([pixelPurchase({ number: 5, value: 558 }, [pizza])]);
    expect(r.feed).toEqual([['cart-status', { guid: 'g', total: 558, lines: [pizza] }], ['customer']]);
  });

  it('no sinks: every call is a no-op; a throwing sink is swallowed', () => {
    const none = createAnalytics({});
    const broken = createAnalytics({
      ga: () => {
        throw new Error('x');
      },
      pixel: () => {
        throw new Error('x');
      },
    });
    for (const a of [none, broken])
      expect(() => {
        a.addToCart([{ line: pizza, quantity: 2 }]);
        a.viewCart([pizza]);
        a.purchase({ number: 1, value: 1 }, [pizza]);
        a.cartStatus({ guid: null, total: 0, lines: [] });
        a.customer();
      }).not.toThrow();
  });
});

describe('no personal data in analytics payloads', () => {
  // A line as the cart might carry it if someone put personal data next to it: none of it may leave.
  const leaky = {
    ...pizza,
    phone: '+380501112233',
    email: 'olena@example.com',
    token: 'tok_secret_123',
    code: '4321',
    customer: { name: 'Олена', phone: '+380501112233' },
  } as AnalyticsLine;

  it('GA, GTM and pixel payloads carry product and order data only', () => {
    const r = recorded();
    r.analytics.addToCart([{ line: leaky, quantity: 2 }]);
    r.analytics.viewCart([leaky]);
    r.analytics.beginCheckout([leaky]);
    r.analytics.purchase({ number: 12, value: 558, phone: '+380501112233', email: 'olena@example.com' } as never, [leaky]);
    r.analytics.viewItemList({ id: 'pizza', name: 'Піца' }, [{ ...dish, email: 'olena@example.com' } as AnalyticsProduct]);
    const sent = JSON.stringify([r.ga, r.pixel, r.ga.map((e) => gtmPushes(e as never))]);
    for (const secret of ['380501112233', 'olena@example.com', 'tok_secret_123', '4321', 'Олена', '@'])
      expect(sent).not.toContain(secret);
  });
});
