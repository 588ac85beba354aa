/** The cart store's test bench: a store over a fake fetch, a memory storage and recording analytics sinks. */
import { createApiClient } from '../../api-client/client';
import { createAnalytics } from '../analytics/analytics';
import { CART_KEY, createCartStorage } from './cart-storage';
import { createCartStore, type CartDeps } from './cart-store';
import type { LiveMenu } from '../live-menu/live-menu';

export type FetchImpl = (url: string, init: RequestInit) => Promise<Response>;

// jsdom has no fetch Response; the client only reads ok, status and text().
export const fakeResponse = (text: string, status = 200) =>
  ({ ok: status >= 200 && status < 300, status, text: async () => text }) as Response;
export const json = (body: unknown, status = 200) =>
  Promise.resolve(fakeResponse(typeof body === 'string' ? body : JSON.stringify(body), status));

export function memoryStorage(initial: Record<string, string> = {}): Storage {
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

export function setup(
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

export const stored = (storage: Storage) => JSON.parse(storage.getItem(CART_KEY)!);
