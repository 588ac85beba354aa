/** The menu-check slice: the fresh-menu check and the live feed over the lines. */
import { lineInputFromProduct, type CartLine } from './cart-math';
import { CART_KEY, serializeCart } from './cart-storage';
import { checkRestoredCart } from './cart-store';
import { cola, input, line, pizza } from './test-data';
import { fakeResponse, json, memoryStorage, setup, stored, type FetchImpl } from './test-cart-store';
import { cartFixtureMenu } from '../live-menu/test-feed';
import type { LiveMenu } from '../live-menu/live-menu';
import { decodeLiveFeed } from '../live-menu/live-menu-feed';

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

  it('the Russian menu renames the lines (saved, no notice), and a discount answer on its way still applies', async () => {
    let answerDiscount: (r: Response) => void = () => {};
    const ruMenu = [{ ...cola, name: 'Кола 0,5 л' }];
    const t = setup({
      fetch: (url) =>
        String(url).startsWith('/api/products') ? json(ruMenu) : new Promise<Response>((resolve) => (answerDiscount = resolve)),
      live: async () => cartFixtureMenu(),
    });
    const a = t.s().add(input({ name: 'Кола 0,5' }));
    t.notify.mockClear();
    const discount = t.s().checkDiscount();
    expect((await t.s().checkMenu()).ok).toBe(true);
    expect(t.s().all[0]).toMatchObject({ id: a.id, name: 'Кола 0,5 л', name_ua: 'Кола 0,5' });
    expect(stored(t.storage).lines[0].name).toBe('Кола 0,5 л');
    expect(t.s().menuNotices).toEqual([]);
    expect(t.notify).not.toHaveBeenCalled();
    answerDiscount(
      fakeResponse(JSON.stringify({ loyatyResult: { programResults: [{ discounts: [{ orderItemId: a.id, discount: 5 }] }] } })),
    );
    await expect(discount).resolves.toEqual({ ok: true });
    expect(t.s().all[0]).toMatchObject({ name: 'Кола 0,5 л', discount: 5 });
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
