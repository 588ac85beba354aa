import { CART_KEY, GUID_KEY, serializeCart } from './cart-storage';
import { cartStore, setCartNotifier, startCart } from './cart-store';
import { input, line } from './test-data';

describe('the site cart (localStorage, window storage events)', () => {
  it('startCart restores the saved cart, follows other tabs, and saves every change', () => {
    window.localStorage.clear();
    window.localStorage.setItem(CART_KEY, JSON.stringify([line({ id: 'legacy', count: 2 })])); // v1
    const notify = jest.fn();
    setCartNotifier(notify);
    const stop = startCart(window);
    expect(cartStore.getState().all.map((l) => l.id)).toEqual(['legacy']);
    expect(cartStore.getState().total).toBe(90);
    expect(JSON.parse(window.localStorage.getItem(CART_KEY)!).version).toBe(2);

    cartStore.getState().add(input());
    expect(cartStore.getState().all[0].count).toBe(3);
    expect(notify).toHaveBeenCalledWith('add_to_cart_success', 'success', undefined);
    expect(window.localStorage.getItem(GUID_KEY)).toBe(cartStore.getState().guid);

    window.dispatchEvent(
      new StorageEvent('storage', { key: CART_KEY, newValue: serializeCart([line({ id: 'other-tab', count: 5 })]) }),
    );
    expect(cartStore.getState().all.map((l) => [l.id, l.count])).toEqual([['other-tab', 5]]);

    cartStore.getState().resetForLogout();
    expect(window.localStorage.getItem(GUID_KEY)).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(CART_KEY)!)).toEqual({ version: 2, lines: [] });
    stop();
  });
});
