import React from 'react';
import { act, screen, within } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { AddToCart } from '../catalog/AddToCart';
import { CartDrawer } from '../cart/CartDrawer';
import { cartStore } from '../cart/cart-store';
import { lineInputFromProduct } from '../cart/cart-math';
import { cola, pizza } from '../cart/test-data';
import { useUi } from '../../shared/ui-store';
import { cartFixtureMenu } from './test-feed';
import { useLiveMenuStore } from './live-menu-store';

// The poller chunk is not under test here: the store is set by hand.
jest.mock('./live-menu-poller', () => ({ startBrowserLiveMenu: () => () => undefined }));

const noGroups: never[] = [];

beforeEach(() => {
  localStorage.clear();
  act(() => {
    cartStore.getState().nullify();
    cartStore.getState().dismissMenuNotices();
    useLiveMenuStore.setState({ menu: null });
  });
});

describe('add to cart with the live menu', () => {
  it('a dish on the stop-list cannot be added (the button says so, in both languages)', () => {
    act(() => useLiveMenuStore.setState({ menu: cartFixtureMenu({ unavailable: [40] }) }));
    const { unmount } = renderInLocale(<AddToCart product={cola} groups={noGroups} />, 'ua');
    expect(screen.getByRole('button', { name: 'Тимчасово недоступно' })).toBeDisabled();
    unmount();
    renderInLocale(<AddToCart product={cola} groups={noGroups} />, 'ru');
    expect(screen.getByRole('button', { name: 'Временно недоступно' })).toBeDisabled();
    expect(cartStore.getState().all).toEqual([]);
  });

  it('adds at the live price; without a feed at the built one', () => {
    renderInLocale(<AddToCart product={cola} groups={noGroups} />, 'ua');
    act(() => screen.getByRole('button').click());
    expect(cartStore.getState().all[0].price).toBe(45);
    act(() => {
      cartStore.getState().nullify();
      useLiveMenuStore.setState({ menu: cartFixtureMenu({ prices: [189, 52] }) });
    });
    act(() => screen.getByRole('button').click());
    expect(cartStore.getState().all[0].price).toBe(52);
  });
});

describe('cart lines with the live menu', () => {
  beforeEach(() => act(() => useUi.setState({ openPanel: 'cart' })));

  it('shows the new price with a note, and flags unavailable dishes and modifiers without removing them', () => {
    act(() => {
      cartStore.getState().add(lineInputFromProduct(pizza, { 12: 1 }));
      cartStore.getState().add(lineInputFromProduct(cola));
    });
    renderInLocale(<CartDrawer />, 'ua');
    act(() => {
      const m = cartFixtureMenu({ prices: [196, 45], unavailable: [40], modifiers_off: [12] });
      useLiveMenuStore.setState({ menu: m });
      cartStore.getState().applyLiveMenu(m);
    });
    const [pizzaLine, colaLine] = screen.getAllByTestId('cart-line');
    expect(within(pizzaLine).getByTestId('cart-line-price-note')).toHaveTextContent(
      'Ціна змінилася: було 279 грн, тепер 286 грн',
    );
    expect(within(pizzaLine).getByTestId('cart-line-modifiers-off')).toHaveTextContent('40 см');
    expect(within(colaLine).getByTestId('cart-line-unavailable')).toHaveTextContent('Тимчасово недоступно');
    expect(cartStore.getState().all).toHaveLength(2);
  });
});
