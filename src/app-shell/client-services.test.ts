import { act } from '@testing-library/react';
import { cartStore } from '../features/cart/cart-store';
import { lineInputFromProduct } from '../features/cart/cart-math';
import { cola, pizza } from '../features/cart/test-data';
import { useLiveMenuStore } from '../features/live-menu/live-menu-store';
import { cartFixtureMenu } from '../features/live-menu/test-feed';
import { followLanguage, followLiveMenu } from './client-services';
import { setApiLanguage } from '../api-client/shop-api';

describe('the app shell wires the live menu to the cart', () => {
  beforeEach(() => {
    localStorage.clear();
    cartStore.getState().nullify();
    cartStore.getState().dismissMenuNotices();
    useLiveMenuStore.setState({ menu: null });
  });

  it('each menu the live menu publishes reaches the cart: new prices, dishes off; none after the unsubscribe', () => {
    cartStore.getState().add(lineInputFromProduct(pizza));
    cartStore.getState().add(lineInputFromProduct(cola));
    const stop = followLiveMenu(cartStore);

    act(() => useLiveMenuStore.setState({ menu: cartFixtureMenu({ prices: [189, 52], unavailable: [7] }) }));
    expect(cartStore.getState().all.map((l) => [l.product_id, l.price])).toEqual([
      [7, 189],
      [40, 52],
    ]);
    expect(cartStore.getState().off.dishes).toEqual([7]);
    expect(cartStore.getState().orderable.map((l) => l.product_id)).toEqual([40]);
    expect(cartStore.getState().menuNotices).toMatchObject([{ kind: 'price_changed', from: 45, to: 52 }]);

    stop();
    act(() => useLiveMenuStore.setState({ menu: cartFixtureMenu({ prices: [189, 60] }) }));
    expect(cartStore.getState().all[1].price).toBe(52);
    expect(cartStore.getState().off.dishes).toEqual([7]);
  });
});

describe('the app shell checks the cart against the menu after a switch of language', () => {
  beforeEach(() => {
    localStorage.clear();
    cartStore.getState().nullify();
  });

  it('a switch (not the first page, not the same language) runs the menu check once, later; none after the unsubscribe', () => {
    const checkMenu = jest.spyOn(cartStore.getState(), 'checkMenu').mockResolvedValue({ ok: true, notices: [] });
    const later: (() => void)[] = [];
    const win = { setTimeout: (run: () => void) => later.push(run) } as unknown as Pick<Window, 'setTimeout'>;
    cartStore.getState().add(lineInputFromProduct(pizza));
    setApiLanguage('ukrainian');
    const stop = followLanguage(cartStore, win);
    setApiLanguage('ukrainian');
    expect(later).toHaveLength(0);
    setApiLanguage('russian');
    // Not while the page shell renders: deferred.
    expect(checkMenu).not.toHaveBeenCalled();
    expect(later).toHaveLength(1);
    later[0]();
    expect(checkMenu).toHaveBeenCalledTimes(1);
    // An empty cart has nothing to rename.
    cartStore.getState().nullify();
    setApiLanguage('ukrainian');
    expect(later).toHaveLength(1);
    cartStore.getState().add(lineInputFromProduct(pizza));
    stop();
    setApiLanguage('russian');
    expect(later).toHaveLength(1);
    checkMenu.mockRestore();
  });
});
