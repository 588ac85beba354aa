import { createApiClient } from '../../api-client/client';
import { createAnalytics } from '../analytics/analytics';
import { lineInputFromProduct, type CartLine } from './cart-math';
import { CART_KEY, GUID_KEY, createCartStorage, isGuid, serializeCart } from './cart-storage';
import { checkRestoredCart, createCartStore, subscribeCrossTab, type CartDeps } from './cart-store';
import { cola, gifts, input, line, pizza } from './test-data';
import { cartFixtureMenu } from '../live-menu/test-feed';
import { decodeLiveFeed, type LiveMenu } from '../live-menu/live-menu';

type FetchImpl = (url: string, init: RequestInit) => Promise<Response>;

// jsdom has no fetch Response; the client only reads ok, status and text().
const fakeResponse = (text: string, status = 200) =>
  ({ ok: status >= 200 && status < 300, status, text: async () => text }) as Response;
const json = (body: unknown, status = 200) =>
  Promise.resolve(fakeResponse(typeof body === 'string' ? body : JSON.stringify(body), status));

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, String(v)),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
}

function setup(
  options: { fetch?: FetchImpl; storage?: Storage; timeoutMs?: number; live?: () => Promise<LiveMenu | null> } = {},
) {
  const storage = options.storage ?? memoryStorage();
  const fetchImpl = jest.fn(options.fetch ?? (() => json([])));
  const api = createApiClient({
    baseUrl: '',
    getLang: () => 'ukrainian',
    getToken: () => null,
    fetchImpl: fetchImpl as unknown as typeof fetch,
    timeoutMs: options.timeoutMs,
  });
  const ga: unknown[] = [];
  const pixel: unknown[] = [];
  const marketing: unknown[][] = [];
  const analytics = createAnalytics({
    ga: (e) => void ga.push(e),
    pixel: (c) => void pixel.push(c),
    feed: { cartStatus: (status) => void marketing.push(['cart-status', status]), customer: () => undefined },
  });
  const notify = jest.fn();
  let guidN = 0;
  const deps: CartDeps = {
    api,
    storage: createCartStorage(() => storage),
    analytics,
    notify,
    makeGuid: () => `00000000-0000-4000-8000-00000000000${++guidN}`,
    readLiveMenu: options.live,
  };
  const store = createCartStore(deps);
  return { store, storage, fetchImpl, ga, pixel, marketing, notify, s: () => store.getState() };
}

const stored = (storage: Storage) => JSON.parse(storage.getItem(CART_KEY)!);

describe('cart store: add / merge / remove / update', () => {
  it('add: a new line, GUID created on the first add, saved, totals, toast, events', () => {
    const t = setup();
    expect(t.s().guid).toBeNull();
    const added = t.s().add(input({ count: 2 }));
    expect(added).toMatchObject({ product_id: 40, count: 2, discount: 0 });
    expect(t.s().all).toEqual([added]);
    expect(t.s().total).toBe(90);
    expect(t.s().added).toEqual(added);
    expect(t.s().guid).toBe('00000000-0000-4000-8000-000000000001');
    expect(t.storage.getItem(GUID_KEY)).toBe(t.s().guid);
    expect(stored(t.storage)).toEqual({ version: 2, lines: [added] });
    expect(t.notify).toHaveBeenCalledWith('add_to_cart_success', 'success');
    expect(t.pixel).toHaveLength(2); // one AddToCart per unit
    expect(t.marketing).toHaveLength(1);
    expect(t.fetchImpl).not.toHaveBeenCalled(); // optimistic: no network
  });

  it('add the same product + modifiers again merges; different modifiers add a line', () => {
    const t = setup();
    const a = t.s().add(lineInputFromProduct(pizza, { 12: 1, 21: 2 }));
    const b = t.s().add(lineInputFromProduct(pizza, { 21: 2, 12: 1 }));
    expect(b.id).toBe(a.id);
    expect(b.count).toBe(2);
    const c = t.s().add(lineInputFromProduct(pizza, { 12: 1 }));
    expect(c.id).not.toBe(a.id);
    expect(t.s().all).toHaveLength(2);
    expect(t.s().total).toBe(2 * (189 + 90 + 50) + (189 + 90));
    expect(t.s().guid).toBe('00000000-0000-4000-8000-000000000001'); // one GUID per cart
  });

  it('updateCount / increase / decrease stay in 1..100: 99 -> 100 -> stop', () => {
    const t = setup();
    const { id } = t.s().add(input({ count: 99 }));
    t.s().increase(id);
    expect(t.s().all[0].count).toBe(100);
    const events = t.marketing.length;
    t.s().increase(id);
    expect(t.s().all[0].count).toBe(100);
    expect(t.marketing).toHaveLength(events); // nothing changed, nothing sent
    t.s().updateCount(id, 1);
    t.s().decrease(id);
    expect(t.s().all[0].count).toBe(1);
    t.s().updateCount(id, 250);
    expect(t.s().all[0].count).toBe(100);
    t.s().updateCount(id, NaN);
    expect(t.s().all[0].count).toBe(100);
    expect(t.s().total).toBe(4500);
    expect(stored(t.storage).lines[0].count).toBe(100);
  });

  it('adding to a line already at 100 changes nothing and says so', () => {
    const t = setup();
    t.s().add(input({ count: 100 }));
    t.notify.mockClear();
    const pixels = t.pixel.length;
    const again = t.s().add(input());
    expect(again.count).toBe(100);
    expect(t.pixel).toHaveLength(pixels);
    expect(t.notify).toHaveBeenCalledWith('cart_line_max', 'info', { max: 100 });
    expect(t.notify).not.toHaveBeenCalledWith('add_to_cart_success', 'success');
  });

  it('setCart validates foreign lines (invalid ones dropped)', () => {
    const t = setup();
    t.s().setCart([line({ id: 'ok' }), { ...line({ id: 'bad' }), count: 0 }, { ...line({ id: 'bad2' }), price: -1 }]);
    expect(t.s().all.map((l) => l.id)).toEqual(['ok']);
  });

  it('removeLine removes one line and recomputes', () => {
    const t = setup();
    const a = t.s().add(input());
    t.s().add(lineInputFromProduct(pizza));
    t.s().removeLine(a.id);
    expect(t.s().all.map((l) => l.product_id)).toEqual([7]);
    expect(t.s().total).toBe(189);
    expect(stored(t.storage).lines).toHaveLength(1);
  });

  it('updateModifiers changes the price and resets the line discount', () => {
    const t = setup();
    const a = t.s().add(lineInputFromProduct(pizza));
    t.s().applyDiscounts([{ orderItemId: a.id, discount: 19 }]);
    expect(t.s().total).toBe(170);
    t.s().updateModifiers(a.id, [
      { id: 1, name: 'Розмір', modifiers: [{ id: 12, name: '40 см', count: 1, pivot: { price: 90 } }] },
    ]);
    expect(t.s().all[0].discount).toBe(0);
    expect(t.s().total).toBe(279);
  });

  it('setCart replaces the lines and resets discounts; nullify drops the GUID and empties', () => {
    const t = setup();
    t.s().add(input());
    t.s().setCart([line({ id: 'r1', count: 2, discount: 40 }), line({ id: 'r2', product_id: 41, discount: 5 })]);
    expect(t.s().all.map((l) => l.discount)).toEqual([0, 0]);
    expect(t.s().total).toBe(135);
    expect(t.s().discount).toBe(0);
    t.s().nullify();
    expect(t.s().all).toEqual([]);
    expect(t.s().total).toBe(0);
    expect(t.s().guid).toBeNull();
    expect(t.storage.getItem(GUID_KEY)).toBeNull();
    expect(stored(t.storage)).toEqual({ version: 2, lines: [] });
    t.s().add(input());
    expect(t.s().guid).toBe('00000000-0000-4000-8000-000000000002'); // a new cart, a new GUID
  });

  it('ensureGuid keeps the GUID of the cart, or creates and saves one for a cart without it', () => {
    const t = setup({ storage: memoryStorage({ [CART_KEY]: serializeCart([line()]) }) });
    expect(t.s().ensureGuid()).toBe('00000000-0000-4000-8000-000000000001');
    expect(t.storage.getItem(GUID_KEY)).toBe('00000000-0000-4000-8000-000000000001');
    expect(t.s().ensureGuid()).toBe('00000000-0000-4000-8000-000000000001');
    expect(t.s().all).toHaveLength(1);
  });

  it('last order set / clear; resetForLogout clears the cart and the last order', () => {
    const t = setup();
    t.s().add(input());
    t.s().setLastOrder({ id: 77 });
    expect(t.s().lastOrder).toEqual({ id: 77 });
    t.s().clearLastOrder();
    expect(t.s().lastOrder).toBeNull();
    t.s().setLastOrder({ id: 78 });
    t.s().resetForLogout();
    expect(t.s().lastOrder).toBeNull();
    expect(t.s().all).toEqual([]);
    expect(t.s().guid).toBeNull();
  });

  it('gifts follow the total (exactly at the sum counts)', async () => {
    const t = setup({ fetch: () => json(gifts) });
    await t.s().loadGifts();
    const { id } = t.s().add(input({ price: 100, count: 4 }));
    expect(t.s().freeProducts).toEqual([]);
    expect(t.s().nextGift).toEqual({ gift: gifts[0], remaining: 100 });
    t.s().increase(id);
    expect(t.s().total).toBe(500);
    expect(t.s().freeProducts).toEqual([gifts[0]]);
    expect(t.s().nextGift).toEqual({ gift: gifts[1], remaining: 300 });
    t.s().updateCount(id, 12);
    expect(t.s().freeProducts).toEqual([gifts[2]]);
    expect(t.s().nextGift).toBeNull();
  });
});

describe('persistence', () => {
  it('round-trip: a second store restores what the first saved', () => {
    const storage = memoryStorage();
    const a = setup({ storage });
    a.s().add(lineInputFromProduct(pizza, { 12: 1 }));
    a.s().add(input({ count: 3 }));
    const b = setup({ storage });
    expect(b.s().status).toBe('init');
    b.s().restore();
    expect(b.s().status).toBe('ready');
    expect(b.s().all).toEqual(a.s().all);
    expect(b.s().total).toBe(a.s().total);
    expect(b.s().guid).toBe(a.s().guid);
    expect(b.marketing).toHaveLength(0); // restoring is not a change
  });

  it('an add before restore (e.g. during hydration) restores first: the saved cart is not overwritten', () => {
    const saved = [line({ id: 'saved', product_id: 41, price: 60 })];
    const storage = memoryStorage({ [CART_KEY]: serializeCart(saved) });
    const t = setup({ storage });
    t.s().add(input());
    expect(t.s().all.map((l) => l.id)).toEqual(['saved', expect.any(String)]);
    expect(stored(storage).lines).toHaveLength(2);
    t.s().restore(); // the app shell's restore later is a no-op
    expect(t.s().all).toHaveLength(2);
  });

  it('a late restore with a storage that cannot read does not wipe the in-memory cart', () => {
    const boom = () => {
      throw new Error('SecurityError');
    };
    const t = setup({ storage: { getItem: boom, setItem: boom, removeItem: boom } as unknown as Storage });
    t.s().add(input({ count: 3 }));
    t.s().restore();
    expect(t.s().all[0].count).toBe(3);
  });

  it('restore migrates a legacy v1 array and rewrites it as v2', () => {
    const legacy = [line({ id: 'old-1', count: 2 })];
    const storage = memoryStorage({ [CART_KEY]: JSON.stringify(legacy) });
    const t = setup({ storage });
    t.s().restore();
    expect(t.s().all).toEqual(legacy);
    expect(stored(storage)).toEqual({ version: 2, lines: legacy });
  });

  it('restore keeps the valid part of a damaged value', () => {
    const storage = memoryStorage({
      [CART_KEY]: JSON.stringify({ version: 2, lines: [line({ id: 'ok' }), { ...line(), count: -3 }, 'junk'] }),
      [GUID_KEY]: 'not-a-guid',
    });
    const t = setup({ storage });
    t.s().restore();
    expect(t.s().all.map((l) => l.id)).toEqual(['ok']);
    expect(t.s().guid).toBeNull();
  });

  it('restore of corrupt JSON starts an empty, working cart', () => {
    const t = setup({ storage: memoryStorage({ [CART_KEY]: '{"version":2,"lines":[{"id":' }) });
    expect(() => t.s().restore()).not.toThrow();
    expect(t.s().all).toEqual([]);
    t.s().add(input());
    expect(t.s().total).toBe(45);
  });

  it('a storage that throws (private mode, quota) keeps the in-memory cart working', () => {
    const boom = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const storage = { getItem: boom, setItem: boom, removeItem: boom } as unknown as Storage;
    const t = setup({ storage });
    expect(() => t.s().restore()).not.toThrow();
    const a = t.s().add(input());
    t.s().increase(a.id);
    expect(t.s().all[0].count).toBe(2);
    expect(t.s().total).toBe(90);
    expect(isGuid(t.s().guid)).toBe(true);
    expect(() => t.s().nullify()).not.toThrow();
  });
});

describe('network failures never lose or corrupt the cart', () => {
  const failures: [string, FetchImpl][] = [
    ['500', () => json({ message: 'boom' }, 500)],
    ['bad JSON', () => json('{"loyatyResult": [')],
    ['wrong shape', () => json({ loyatyResult: { programResults: 'x' } })],
    ['network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'abort / timeout',
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    ],
  ];

  it.each(failures)('check-discount: %s', async (_label, fetch) => {
    const t = setup({ fetch, timeoutMs: 30 });
    const a = t.s().add(lineInputFromProduct(pizza, { 12: 1 }));
    t.s().applyDiscounts([{ orderItemId: a.id, discount: 10 }]);
    const before = JSON.stringify(t.s().all);
    const storedBefore = t.storage.getItem(CART_KEY);
    const result = await t.s().checkDiscount();
    expect(result).toEqual({ ok: false, error: 'cart_discount_failed' });
    expect(JSON.stringify(t.s().all)).toBe(before);
    expect(t.storage.getItem(CART_KEY)).toBe(storedBefore);
    expect(t.s().total).toBe(269);
    expect(t.s().status).toBe('ready');
    expect(t.s().error).toBe('cart_discount_failed');
    expect(t.notify).toHaveBeenCalledWith('cart_discount_failed', 'error');
    t.s().add(input()); // the shop goes on
    expect(t.s().all).toHaveLength(2);
  });

  it.each(failures)('gifts: %s', async (_label, fetch) => {
    const t = setup({ fetch, timeoutMs: 30 });
    t.s().add(input({ count: 3 }));
    const before = JSON.stringify(t.s().all);
    await t.s().loadGifts();
    expect(JSON.stringify(t.s().all)).toBe(before);
    expect(t.s().gifts).toEqual([]);
    expect(t.s().freeProducts).toEqual([]);
    expect(t.s().total).toBe(135);
    expect(t.s().error).toBe('cart_gifts_failed');
  });

  it.each(failures)('sauces: %s', async (_label, fetch) => {
    const t = setup({ fetch, timeoutMs: 30 });
    t.s().add(input({ count: 3 }));
    const before = JSON.stringify(t.s().all);
    await t.s().loadSauces();
    expect(JSON.stringify(t.s().all)).toBe(before);
    expect(t.s().sauces).toEqual([]);
    expect(t.s().error).toBe('cart_sauces_failed');
    expect(t.notify).toHaveBeenCalledWith('cart_sauces_failed', 'error');
  });

  it('an abort by the caller is reported as an error value too (no throw)', async () => {
    const t = setup({ fetch: () => Promise.reject(new DOMException('aborted', 'AbortError')) });
    t.s().add(input());
    await expect(t.s().checkDiscount()).resolves.toEqual({ ok: false, error: 'cart_discount_failed' });
  });
});

describe('calls', () => {
  it('check-discount posts the lines and maps loyatyResult discounts by orderItemId', async () => {
    let body: unknown;
    let url = '';
    const t = setup({
      fetch: (u, init) => {
        url = u;
        body = JSON.parse(String(init.body));
        const items = (body as { items: { id: string }[] }).items;
        return json({
          loyatyResult: {
            programResults: [
              {
                discounts: [
                  { orderItemId: items[0].id, discount: 25.4 },
                  { orderItemId: items[1].id, discount: -3 },
                  { orderItemId: 'unknown', discount: 50 },
                ],
              },
            ],
          },
        });
      },
    });
    const p = t.s().add(lineInputFromProduct(pizza, { 12: 1, 21: 1 }));
    const c = t.s().add(input({ count: 2 }));
    const result = await t.s().checkDiscount('WELCOME10');
    expect(result).toEqual({ ok: true });
    expect(url).toBe('/api/orders/check-discount?lang=ukrainian');
    expect(body).toEqual({
      items: [
        {
          id: p.id,
          product_id: 7,
          count: 1,
          price: 304, // unit price with modifiers (189 + 90 + 25)
          modifiers: [
            { id: 12, count: 1 },
            { id: 21, count: 1 },
          ],
        },
        { id: c.id, product_id: 40, count: 2, price: 45, modifiers: [] },
      ],
      promo_code: 'WELCOME10',
    });
    expect(t.s().all.map((l) => l.discount)).toEqual([25.4, 0]);
    expect(t.s().discount).toBe(25.4);
    expect(t.s().total).toBe(Math.round(304 - 25.4) + 90);
    expect(stored(t.storage).lines[0].discount).toBe(25.4);
  });

  it('a check-discount answer for lines that changed meanwhile is not applied', async () => {
    let answer: (r: Response) => void = () => {};
    const t = setup({ fetch: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const a = t.s().add(input());
    const pending = t.s().checkDiscount();
    expect(t.s().status).toBe('checking');
    t.s().increase(a.id);
    answer(
      fakeResponse(JSON.stringify({ loyatyResult: { programResults: [{ discounts: [{ orderItemId: a.id, discount: 45 }] }] } })),
    );
    await expect(pending).resolves.toEqual({ ok: false, error: 'cart_discount_stale' });
    expect(t.s().all[0]).toMatchObject({ count: 2, discount: 0 });
  });

  it('sauces are fetched once', async () => {
    const t = setup({ fetch: () => json([cola]) });
    await Promise.all([t.s().loadSauces(), t.s().loadSauces()]);
    await t.s().loadSauces();
    expect(t.fetchImpl).toHaveBeenCalledTimes(1);
    expect(t.fetchImpl.mock.calls[0][0]).toBe('/api/products/get-sauces?lang=ukrainian');
    expect(t.s().sauces).toEqual([cola]);
    t.s().add(lineInputFromProduct(t.s().sauces[0]));
    expect(t.s().all[0].product_id).toBe(40);
  });

  it('sauces retry after a failure', async () => {
    let n = 0;
    const t = setup({ fetch: () => (++n === 1 ? json({}, 500) : json([cola])) });
    await t.s().loadSauces();
    expect(t.s().sauces).toEqual([]);
    await t.s().loadSauces();
    expect(t.s().sauces).toEqual([cola]);
  });

  it('gifts are fetched from /api/gifts once unless forced', async () => {
    const t = setup({ fetch: () => json(gifts) });
    await t.s().loadGifts();
    await t.s().loadGifts();
    expect(t.fetchImpl).toHaveBeenCalledTimes(1);
    await t.s().loadGifts({ force: true });
    expect(t.fetchImpl).toHaveBeenCalledTimes(2);
    expect(t.fetchImpl.mock.calls[0][0]).toBe('/api/gifts?lang=ukrainian');
  });
});

describe('cross-tab', () => {
  const other = [line({ id: 'tab-b', product_id: 41, price: 60, count: 3 })];

  it('a storage event on cartProducts from another tab replaces the lines (validated)', () => {
    const t = setup();
    t.s().add(input());
    const unsubscribe = subscribeCrossTab(window, t.store);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY, newValue: serializeCart(other) }));
    expect(t.s().all).toEqual(other);
    expect(t.s().total).toBe(180);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: CART_KEY,
        newValue: JSON.stringify({ version: 2, lines: [...other, { ...other[0], id: 'x', count: 1e9 }] }),
      }),
    );
    expect(t.s().all).toEqual(other);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY, newValue: '{corrupt' }));
    expect(t.s().all).toEqual([]);
    window.dispatchEvent(
      new StorageEvent('storage', { key: CART_KEY, newValue: serializeCart(other), storageArea: window.sessionStorage }),
    );
    expect(t.s().all).toEqual([]); // sessionStorage is not the cart
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY, newValue: serializeCart(other) }));
    expect(t.s().all).toEqual([]);
  });

  it('another tab emptying the cart (nullify / logout) empties ours; GUID follows; unrelated keys ignored', () => {
    const t = setup();
    t.s().add(input());
    const unsubscribe = subscribeCrossTab(window, t.store);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'abc' }));
    expect(t.s().all).toHaveLength(1);
    window.dispatchEvent(new StorageEvent('storage', { key: GUID_KEY, newValue: null }));
    expect(t.s().guid).toBeNull();
    window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY, newValue: null }));
    expect(t.s().all).toEqual([]);
    t.s().add(input());
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null })); // localStorage.clear()
    expect(t.s().all).toEqual([]);
    unsubscribe();
  });

  it('two stores on one storage: a change in tab A reaches tab B', () => {
    const shared = memoryStorage();
    const a = setup({ storage: shared });
    const b = setup({ storage: shared });
    b.s().restore();
    a.s().add(lineInputFromProduct(pizza, { 12: 1 }));
    // the browser fires `storage` in the other tab with the new value
    b.s().handleStorageEvent({ key: CART_KEY, newValue: shared.getItem(CART_KEY) });
    b.s().handleStorageEvent({ key: GUID_KEY, newValue: shared.getItem(GUID_KEY) });
    expect(b.s().all).toEqual(a.s().all);
    expect(b.s().guid).toBe(a.s().guid);
    expect(b.s().total).toBe(279);
    expect(b.storage.getItem(CART_KEY)).toBe(a.storage.getItem(CART_KEY));
  });
});

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

describe('line objects', () => {
  it('state lines are plain data (JSON-safe, no prototype tricks)', () => {
    const t = setup();
    t.s().add(input());
    const l: CartLine = t.s().all[0];
    expect(JSON.parse(JSON.stringify(l))).toEqual(l);
  });
});

describe('fresh-menu check in the store', () => {
  it('fetches /api/products, drops dishes gone from the catalogue (the feed confirms), updates prices, notifies', async () => {
    const withoutCola = decodeLiveFeed({
      version: 'v',
      ids: [7],
      prices: [199],
      old_prices: [null],
      unavailable: [],
      modifiers_off: [],
    });
    const t = setup({ fetch: () => json([{ ...pizza, price: 199 }]), live: async () => withoutCola });
    t.s().add(lineInputFromProduct(pizza, { 12: 1 }));
    t.s().add(input());
    t.notify.mockClear();
    const r = await t.s().checkMenu();
    expect(r.ok).toBe(true);
    expect(t.fetchImpl.mock.calls[0][0]).toBe('/api/products?lang=ukrainian');
    expect(t.s().all.map((l) => [l.product_id, l.price])).toEqual([[7, 199]]);
    expect(t.s().total).toBe(289);
    expect(stored(t.storage).lines).toHaveLength(1);
    expect(t.s().menuNotices.map((n) => n.kind)).toEqual(['price_changed', 'removed']);
    expect(t.notify).toHaveBeenCalledWith('cart_menu_removed', 'info', { name: 'Кола 0,5' });
    expect(t.notify).toHaveBeenCalledWith('cart_menu_price_changed', 'info', { name: 'Пицца Маргарита', from: 279, to: 289 });
    t.s().dismissMenuNotices();
    expect(t.s().menuNotices).toEqual([]);
  });

  it.each<[string, () => Promise<LiveMenu | null>]>([
    ['on the stop-list (the feed says so)', async () => cartFixtureMenu({ unavailable: [40] })],
    ['missing and the feed cannot be read', async () => null],
    ['missing and the feed read throws', () => Promise.reject(new Error('chunk failed'))],
  ])('a reload with a dish %s: the line stays (nothing is lost)', async (_what, live) => {
    const t = setup({ fetch: () => json([pizza]), live });
    t.s().add(lineInputFromProduct(pizza, { 12: 1 }));
    t.s().add(input());
    const before = t.s().all;
    t.notify.mockClear();
    expect((await t.s().checkMenu()).ok).toBe(true);
    expect(t.s().all).toEqual(before);
    expect(t.s().menuNotices).toEqual([]);
    expect(t.notify).not.toHaveBeenCalled();
    expect(stored(t.storage).lines).toHaveLength(2);
  });

  it('a reload with a dish on the stop-list: flagged and out of the total until a feed has it back', async () => {
    const t = setup({ fetch: () => json([pizza]), live: async () => cartFixtureMenu({ unavailable: [40] }) });
    t.s().add(lineInputFromProduct(pizza, { 12: 1 }));
    t.s().add(input({ count: 2 }));
    await t.s().checkMenu();
    expect(t.s().off.dishes).toEqual([40]);
    expect(t.s().orderable.map((l) => l.product_id)).toEqual([7]);
    expect(t.s().total).toBe(279);
    t.s().applyLiveMenu(cartFixtureMenu());
    expect(t.s().off).toEqual({ dishes: [], modifiers: [] });
    expect(t.s().orderable).toBe(t.s().all);
    expect(t.s().total).toBe(279 + 90);
  });

  it('refreshLiveMenu: a flag the server set goes once the feed has the dish on; a failed read keeps it', async () => {
    let live: LiveMenu | null = null;
    const t = setup({ live: async () => live });
    t.s().add(input());
    t.s().markUnavailable([40]);
    await t.s().refreshLiveMenu();
    expect(t.s().orderable).toEqual([]);
    live = cartFixtureMenu();
    await t.s().refreshLiveMenu();
    expect(t.s().orderable).toEqual(t.s().all);
  });

  it('the discount check sends only the lines that can be ordered', async () => {
    const t = setup({ fetch: () => json({ data: [] }) });
    t.s().add(lineInputFromProduct(pizza, { 12: 1 }));
    t.s().add(input());
    t.s().markUnavailable([40]);
    await t.s().checkDiscount();
    const body = JSON.parse(String((t.fetchImpl.mock.calls[0][1] as RequestInit).body));
    expect(body.items.map((i: { product_id: number }) => i.product_id)).toEqual([7]);
  });

  it('on load: a restored cart is checked once scheduled; an empty one asks nothing', async () => {
    const saved = memoryStorage({ [CART_KEY]: serializeCart([line({ id: 'c1', product_id: 40, price: 45 })]) });
    const t = setup({ storage: saved, fetch: () => json([{ ...cola, price: 49 }]) });
    t.s().restore();
    const scheduled: (() => void)[] = [];
    checkRestoredCart(t.store, (run) => scheduled.push(run));
    expect(t.fetchImpl).not.toHaveBeenCalled(); // nothing before the browser is idle
    expect(scheduled).toHaveLength(1);
    scheduled[0]();
    await new Promise((r) => setTimeout(r, 0));
    expect(t.fetchImpl.mock.calls[0][0]).toBe('/api/products?lang=ukrainian');
    expect(t.s().all[0].price).toBe(49);
    expect(t.notify).toHaveBeenCalledWith('cart_menu_price_changed', 'info', { name: 'Кола 0,5', from: 45, to: 49 });

    const empty = setup();
    empty.s().restore();
    const none: (() => void)[] = [];
    checkRestoredCart(empty.store, (run) => none.push(run));
    expect(none).toEqual([]);
  });

  it('built-in menu data can be passed directly (no fetch)', async () => {
    const t = setup();
    t.s().add(input());
    await t.s().checkMenu([cola]);
    expect(t.fetchImpl).not.toHaveBeenCalled();
    expect(t.s().all).toHaveLength(1);
  });

  it.each([
    ['500', () => json({}, 500)],
    ['bad JSON', () => json('[{')],
    ['an empty menu', () => json([])],
  ])('%s: the cart is kept as it is', async (_label, fetch) => {
    const t = setup({ fetch: fetch as FetchImpl });
    t.s().add(input({ count: 2 }));
    const before = JSON.stringify(t.s().all);
    await t.s().checkMenu();
    expect(JSON.stringify(t.s().all)).toBe(before);
    expect(t.s().menuNotices).toEqual([]);
  });
});

describe('live menu in the store', () => {
  it('takes a new price with a notice on the line, saves it, and keeps unavailable lines in the cart', () => {
    const t = setup();
    t.s().add(lineInputFromProduct(pizza, { 12: 1 }));
    t.s().add(input());
    t.notify.mockClear();
    t.s().applyLiveMenu(cartFixtureMenu({ prices: [196, 45], unavailable: [40], modifiers_off: [12] }));
    expect(t.s().all.map((l) => [l.product_id, l.price])).toEqual([
      [7, 196],
      [40, 45],
    ]);
    // Both lines are off now (cola stopped, the pizza's 40 cm off): kept, out of the total.
    expect(t.s().total).toBe(0);
    expect(t.s().orderable).toEqual([]);
    expect(stored(t.storage).lines.map((l: CartLine) => l.price)).toEqual([196, 45]);
    expect(t.s().menuNotices).toEqual([
      { kind: 'price_changed', lineId: t.s().all[0].id, name: 'Пицца Маргарита', name_ua: 'Піца Маргарита', from: 279, to: 286 },
    ]);
    expect(t.notify).toHaveBeenCalledWith('cart_menu_price_changed', 'info', { name: 'Пицца Маргарита', from: 279, to: 286 });
    // Back on the menu: back in the total.
    t.s().applyLiveMenu(cartFixtureMenu({ prices: [196, 45] }));
    expect(t.s().total).toBe(196 + 90 + 45);
  });

  it('a second change of the same line replaces its notice; the same feed again changes nothing', () => {
    const t = setup();
    t.s().add(input());
    t.s().applyLiveMenu(cartFixtureMenu({ prices: [189, 49] }));
    t.s().applyLiveMenu(cartFixtureMenu({ prices: [189, 52] }));
    expect(t.s().menuNotices).toEqual([expect.objectContaining({ kind: 'price_changed', from: 49, to: 52 })]);
    const before = t.s().all;
    t.notify.mockClear();
    t.s().applyLiveMenu(cartFixtureMenu({ prices: [189, 52] }));
    expect(t.s().all).toBe(before);
    expect(t.notify).not.toHaveBeenCalled();
  });

  it('a dish the feed does not know keeps its price', () => {
    const t = setup();
    t.s().add(input({ product_id: 77, price: 30 }));
    t.s().applyLiveMenu(cartFixtureMenu());
    expect(t.s().all[0].price).toBe(30);
    expect(t.s().menuNotices).toEqual([]);
  });
});
