/**
 * Test doubles for the auth feature: a scripted shop API (per path, counted calls) and the flow
 * store wired to it. Used by the store and component tests only.
 */
import { createApiClient } from '../../api-client/client';
import { createAuthApi } from './auth-api';
import { createAuthFlowStore } from './auth-flow-store';
import type { AuthFlowDeps } from './auth-flow-state';
import type { User } from './session-api';

export type Reply = { status: number; body: unknown } | 'network' | 'hang';
export type Route = Reply | ((body: unknown, url: URL, n: number) => Reply);

export const TOKEN = 'a'.repeat(64);
export const testUser = (over: Partial<User> = {}): User => ({
  id: 5,
  name: 'Олена Коваленко',
  email: 'olena@example.com',
  phone: '+380501112233',
  bonus: 50,
  avatar: null,
  show_mobile_result: false,
  birthday: null,
  ...over,
});

export function scriptedFetch(routes: Record<string, Route>) {
  const calls: { path: string; url: URL; body: unknown }[] = [];
  const fetchImpl = (async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://shop.test');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path: url.pathname, url, body });
    const n = calls.filter((c) => c.path === url.pathname).length;
    const key = Object.keys(routes).find((k) => (k.endsWith('*') ? url.pathname.startsWith(k.slice(0, -1)) : k === url.pathname));
    const route = key ? routes[key] : { status: 404, body: { message: 'not found' } };
    const reply = typeof route === 'function' ? route(body, url, n) : route;
    if (reply === 'network') throw new TypeError('fetch failed');
    if (reply === 'hang') {
      return new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }
    // jsdom has no fetch Response: the client reads ok, status and text() only.
    const text = JSON.stringify(reply.body);
    return { ok: reply.status >= 200 && reply.status < 300, status: reply.status, text: async () => text } as Response;
  }) as unknown as typeof fetch;
  return { fetchImpl, calls, count: (path: string) => calls.filter((c) => c.path === path).length };
}

export function scriptedApi(routes: Record<string, Route>) {
  const { fetchImpl, calls, count } = scriptedFetch(routes);
  const client = createApiClient({ baseUrl: '', getLang: () => 'ukrainian', getToken: () => null, fetchImpl });
  return { api: createAuthApi(client), calls, count };
}

export function flowSetup(routes: Record<string, Route>, over: Partial<AuthFlowDeps> = {}) {
  const scripted = scriptedApi(routes);
  const toasts: { key: string; kind: string; ms?: number }[] = [];
  const accepted: string[] = [];
  const customers: unknown[] = [];
  let user: User | null = null;
  const closeModal = jest.fn();
  const store = createAuthFlowStore({
    api: scripted.api,
    session: {
      acceptToken: async (token) => {
        accepted.push(token);
        user = testUser();
      },
      user: () => user,
    },
    toast: (key, kind, ms) => toasts.push({ key, kind, ms }),
    closeModal,
    analytics: { customer: () => customers.push('customer') },
    locale: () => 'ua',
    ...over,
  });
  return { store, ...scripted, toasts, accepted, customers, closeModal };
}

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const e422 = (errors: Record<string, string[]>): Reply => ({ status: 422, body: { message: 'invalid', errors } });
