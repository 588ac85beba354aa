import { browserSinks, configuredIds, createAnalytics, type AnalyticsLine } from './analytics';

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
  unitPrice: 45,
  count: 1,
  sum: 45,
  category: { name: 'Напитки', name_ua: '' },
};

function recorded() {
  const dataLayer: unknown[] = [];
  const pixel: unknown[][] = [];
  const marketing: unknown[][] = [];
  const analytics = createAnalytics({
    dataLayer: { push: (e) => void dataLayer.push(e) },
    pixel: { track: (...a) => void pixel.push(a) },
    marketing: { send: (...a) => void marketing.push(a) },
  });
  return { analytics, dataLayer, pixel, marketing };
}

describe('events (exact payloads)', () => {
  it('add_to_cart: GA4 ecommerce items, currency UAH; pixel AddToCart once per unit', () => {
    const r = recorded();
    r.analytics.addToCart(pizza, 3);
    expect(r.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'UAH',
          value: 837,
          items: [{ item_id: '7', item_name: 'Піца Маргарита', item_category: 'Піца', price: 279, quantity: 3 }],
        },
      },
    ]);
    const one = [
      'AddToCart',
      { content_ids: ['7'], content_name: 'Піца Маргарита', content_type: 'product', value: 279, currency: 'UAH' },
    ];
    expect(r.pixel).toEqual([one, one, one]);
    expect(r.marketing).toEqual([]);
  });

  it('add of 0 units sends nothing', () => {
    const r = recorded();
    r.analytics.addToCart(pizza, 0);
    expect([r.dataLayer, r.pixel]).toEqual([[], []]);
  });

  it('cart-status to the marketing service with the lines', () => {
    const r = recorded();
    r.analytics.cartStatus({ guid: 'g-1', total: 603, lines: [pizza, cola] });
    expect(r.marketing).toEqual([
      [
        'cart-status',
        {
          guid: 'g-1',
          total: 603,
          currency: 'UAH',
          lines: [
            { id: 'l1', product_id: 7, name: 'Піца Маргарита', price: 279, count: 2, sum: 558 },
            { id: 'l2', product_id: 40, name: 'Кола', price: 45, count: 1, sum: 45 },
          ],
        },
      ],
    ]);
    expect(r.dataLayer).toEqual([]);
  });

  it('customer data after registration goes to the marketing service: id, e-mail, name, never the phone', () => {
    const r = recorded();
    r.analytics.customer({ id: 9, email: 'a@b.ua', name: 'Олена', phone: '+380501112233' } as never);
    expect(r.marketing).toEqual([['customer', { id: 9, email: 'a@b.ua', name: 'Олена' }]]);
    expect(JSON.stringify(r.marketing)).not.toContain('380');
    expect(r.dataLayer).toEqual([]);
  });

  it('view_cart list: name, id, price, currency UAH, category, position, quantity 1', () => {
    const r = recorded();
    r.analytics.viewCart([pizza, cola]);
    expect(r.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'view_cart',
        ecommerce: {
          currency: 'UAH',
          items: [
            { name: 'Піца Маргарита', id: '7', price: 279, currency: 'UAH', category: 'Піца', position: 1, quantity: 1 },
            { name: 'Кола', id: '40', price: 45, currency: 'UAH', category: 'Напитки', position: 2, quantity: 1 },
          ],
        },
      },
    ]);
  });

  it('an empty list sends no view event', () => {
    const r = recorded();
    r.analytics.viewCart([]);
    expect(r.dataLayer).toEqual([]);
  });

  it('no sinks: every call is a no-op', () => {
    const a = createAnalytics({});
    expect(() => {
      a.addToCart(pizza, 1);
      a.cartStatus({ guid: null, total: 0, lines: [] });
      a.viewCart([pizza]);
    }).not.toThrow();
  });
});

describe('sinks load only when their id is configured', () => {
  afterEach(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.dataLayer;
    delete w.gtag;
    delete w.fbq;
    delete w.marketingEvents;
    document.head.innerHTML = '';
  });

  it('no ids: no sinks, no scripts, no globals', () => {
    expect(browserSinks({}, window)).toEqual({});
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect((window as unknown as Record<string, unknown>).dataLayer).toBeUndefined();
    expect((window as unknown as Record<string, unknown>).fbq).toBeUndefined();
  });

  it('a malformed id is not configured', () => {
    expect(browserSinks({ gaId: '"><script>', pixelId: ' ', marketingId: 'a'.repeat(65) }, window)).toEqual({});
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('GA id only: the gtag script and the dataLayer sink, nothing else', () => {
    const sinks = browserSinks({ gaId: 'G-TEST123' }, window);
    expect(Object.keys(sinks)).toEqual(['dataLayer']);
    const scripts = [...document.querySelectorAll('script')].map((s) => s.getAttribute('src'));
    expect(scripts).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']);
    createAnalytics(sinks).addToCart(pizza, 1);
    const layer = (window as unknown as { dataLayer: unknown[] }).dataLayer;
    expect(layer.slice(-2)).toEqual([
      { ecommerce: null },
      expect.objectContaining({ event: 'add_to_cart', ecommerce: expect.objectContaining({ currency: 'UAH' }) }),
    ]);
  });

  it('pixel id: fbq queue with init + PageView, AddToCart per unit', () => {
    const sinks = browserSinks({ pixelId: '123456' }, window, { load: false });
    expect(Object.keys(sinks)).toEqual(['pixel']);
    expect(document.querySelectorAll('script')).toHaveLength(0); // load: false
    createAnalytics(sinks).addToCart(pizza, 2);
    const queue = (window as unknown as { fbq: { queue: unknown[] } }).fbq.queue;
    expect(queue.map((q) => (q as unknown[]).slice(0, 2))).toEqual([
      ['init', '123456'],
      ['track', 'PageView'],
      ['track', 'AddToCart'],
      ['track', 'AddToCart'],
    ]);
  });

  it('marketing id: cart-status goes to the marketing queue with the id', () => {
    const sinks = browserSinks({ marketingId: 'mk-1' }, window);
    expect(Object.keys(sinks)).toEqual(['marketing']);
    createAnalytics(sinks).cartStatus({ guid: 'g', total: 45, lines: [cola] });
    expect((window as unknown as { marketingEvents: unknown[] }).marketingEvents).toEqual([
      {
        id: 'mk-1',
        event: 'cart-status',
        payload: {
          guid: 'g',
          total: 45,
          currency: 'UAH',
          lines: [{ id: 'l2', product_id: 40, name: 'Кола', price: 45, count: 1, sum: 45 }],
        },
      },
    ]);
  });

  it('ids come from GATSBY_GA_ID / GATSBY_PIXEL_ID / GATSBY_MARKETING_ID', () => {
    const saved = { ...process.env };
    process.env.GATSBY_GA_ID = 'G-1';
    process.env.GATSBY_PIXEL_ID = '';
    delete process.env.GATSBY_MARKETING_ID;
    expect(configuredIds()).toEqual({ gaId: 'G-1', pixelId: undefined, marketingId: undefined });
    process.env = saved;
  });
});
