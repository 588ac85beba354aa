/**
 * The cart's first-load face (cart-loader.ts): an empty cart until the cart's chunk has loaded,
 * adds made before that applied once it has (none lost, in order), then the store's values.
 * One module registry per test file: the first tests run before anything loaded the cart.
 */
import React from 'react';
import { act, render, screen } from '@testing-library/react';
// The Node build of the server renderer (the default browser build needs a global TextEncoder jsdom lacks).
import { renderToString } from 'react-dom/server.node';
import { addToCart, loadCart, loadedCart, setCartSetup, useCartValue } from './cart-loader';
import { CART_KEY, serializeCart } from './cart-storage';
import { cola, line, pizza } from './test-data';

function Total() {
  const total = useCartValue((s) => s.total, 0);
  const count = useCartValue((s) => s.all.length, 0);
  return (
    <p>
      {total} UAH, {count} lines
    </p>
  );
}

const flush = () => act(async () => void (await loadCart()));

describe('the cart before and after its code has loaded', () => {
  it('renders an empty cart on the server and before the cart loads, and adds made then are applied once it has', async () => {
    // A saved cart (another visit): restored when the cart's code has loaded.
    localStorage.setItem(CART_KEY, serializeCart([line({ id: 'saved', count: 2 })]));
    const setup = jest.fn();
    setCartSetup(setup);
    expect(renderToString(<Total />)).toContain('0<!-- --> UAH, <!-- -->0<!-- --> lines');
    render(<Total />);
    expect(screen.getByText('0 UAH, 0 lines')).toBeInTheDocument();
    expect(loadedCart()).toBeNull();

    // Two adds before the cart's code is there: both wait for it, neither is lost.
    addToCart(pizza);
    addToCart(pizza);
    await flush();

    const cart = loadedCart()!;
    expect(setup).toHaveBeenCalledTimes(1);
    expect(setup.mock.calls[0][0].cartStore).toBe(cart);
    // Restored first, then the adds (merged into one pizza line of two).
    expect(cart.getState().all.map((l) => [l.product_id, l.count])).toEqual([
      [40, 2],
      [7, 2],
    ]);
    expect(screen.getByText(`${cart.getState().total} UAH, 2 lines`)).toBeInTheDocument();
    expect(cart.getState().total).toBe(2 * 45 + 2 * 189);
  });

  it('once loaded: an add applies at once and the components follow the store', () => {
    const cart = loadedCart()!;
    act(() => cart.getState().nullify());
    render(<Total />);
    expect(screen.getByText('0 UAH, 0 lines')).toBeInTheDocument();
    act(() => addToCart(cola));
    expect(cart.getState().all).toHaveLength(1);
    expect(screen.getByText('45 UAH, 1 lines')).toBeInTheDocument();
  });

  it('loads the chunk once, however often asked', async () => {
    const [a, b] = await Promise.all([loadCart(), loadCart()]);
    expect(a).toBe(b);
    expect(a).toBe(loadedCart());
  });
});
