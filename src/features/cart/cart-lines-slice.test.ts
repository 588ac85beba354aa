/** The lines slice: add, merge, counts, removal, the GUID, persistence and other tabs. */
import { lineInputFromProduct, type CartLine } from './cart-math';
import { CART_KEY, GUID_KEY, isGuid, serializeCart } from './cart-storage';
import { subscribeCrossTab } from './cart-store';
import { input, line, pizza } from './test-data';
import { memoryStorage, setup, stored } from './test-cart-store';

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

describe('line objects', () => {
  it('state lines are plain data (JSON-safe, no prototype tricks)', () => {
    const t = setup();
    t.s().add(input());
    const l: CartLine = t.s().all[0];
    expect(JSON.parse(JSON.stringify(l))).toEqual(l);
  });
});
