import React from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { LazyPanel } from './LazyPanel';
import { useUi } from '../shared/ui-store';
import { lazyPart } from '../ui/lazy-part';
import { useToasts } from '../ui/toast-store';

function Drawer() {
  const open = useUi((s) => s.openPanel === 'cart');
  return open ? <div role="dialog">cart drawer</div> : <p>closed, still mounted</p>;
}

afterEach(() => act(() => useUi.getState().closeAll()));

test('loads nothing until the panel first opens, then stays mounted after it closes', async () => {
  const load = jest.fn(() => Promise.resolve({ default: Drawer }));
  const LazyDrawer = lazyPart(load);
  render(
    <LazyPanel panel="cart">
      <LazyDrawer />
    </LazyPanel>,
  );
  expect(load).not.toHaveBeenCalled();
  act(() => useUi.getState().show('search'));
  expect(load).not.toHaveBeenCalled();
  act(() => useUi.getState().show('cart'));
  expect(await screen.findByRole('dialog')).toHaveTextContent('cart drawer');
  act(() => useUi.getState().closeAll());
  expect(screen.getByText('closed, still mounted')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('code that cannot load closes the panel with a message, and the next open loads it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const load = jest
    .fn<Promise<{ default: typeof Drawer }>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue({ default: Drawer });
  const LazyDrawer = lazyPart(load);
  render(
    <LazyPanel panel="cart">
      <LazyDrawer />
    </LazyPanel>,
  );
  act(() => useUi.getState().show('cart'));
  await waitFor(() => expect(useUi.getState().openPanel).toBeNull());
  expect(useToasts.getState().toasts.map((t) => t.key)).toContain('api_network');
  expect(screen.queryByRole('dialog')).toBeNull();
  act(() => useUi.getState().show('cart'));
  expect(await screen.findByRole('dialog')).toHaveTextContent('cart drawer');
  expect(load).toHaveBeenCalledTimes(2);
});
