import React, { useRef } from 'react';
import { act, render } from '@testing-library/react';
import { createApiClient } from '../../api-client/client';
import { createAnalytics } from '../analytics/analytics';
import { createCartStorage } from './cart-storage';
import { createCartStore, type CartStore } from './cart-store';
import { useCartViewed } from './use-cart-viewed';
import { input } from './test-data';

function List({ store }: { store: CartStore }) {
  const ref = useRef<HTMLUListElement>(null);
  useCartViewed(ref, store);
  return <ul ref={ref} />;
}

function makeStore() {
  const dataLayer: Record<string, unknown>[] = [];
  const store = createCartStore({
    api: createApiClient({ baseUrl: '', getLang: () => 'ukrainian', getToken: () => null, fetchImpl: jest.fn() }),
    storage: createCartStorage(() => null),
    analytics: createAnalytics({ ga: (e) => void dataLayer.push({ event: e[0] }) }),
    notify: () => {},
  });
  store.getState().add(input());
  dataLayer.length = 0;
  return { store, views: () => dataLayer.filter((e) => e.event === 'view_cart').length };
}

describe('useCartViewed', () => {
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  afterEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  });

  it('reports once per time the list becomes visible', () => {
    let callback: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const disconnect = jest.fn();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(cb: typeof callback) {
        callback = cb;
      }
      observe() {}
      disconnect = disconnect;
    };
    const { store, views } = makeStore();
    const { unmount } = render(<List store={store} />);
    expect(views()).toBe(0);
    act(() => callback([{ isIntersecting: true }]));
    act(() => callback([{ isIntersecting: true }]));
    expect(views()).toBe(1);
    act(() => callback([{ isIntersecting: false }]));
    act(() => callback([{ isIntersecting: true }]));
    expect(views()).toBe(2);
    unmount();
    expect(disconnect).toHaveBeenCalled();
  });

  it('without IntersectionObserver: once on mount', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    const { store, views } = makeStore();
    render(<List store={store} />);
    expect(views()).toBe(1);
  });
});
