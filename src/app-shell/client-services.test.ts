import { act } from '@testing-library/react';
import { cartStore } from '../features/cart/cart-store';
import { lineInputFromProduct } from '../features/cart/cart-math';
import { cola, pizza } from '../features/cart/test-data';
import { useLiveMenuStore } from '../features/live-menu/live-menu-store';
import { cartFixtureMenu } from '../features/live-menu/test-feed';
import { followLiveMenu } from './client-services';

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
