/**
 * shopApi loads the client's code (./client, its own chunk in the build) on the first call. Each
 * test imports a fresh shop-api module, so each starts with the client not yet loaded.
 */
import type * as ClientModule from './client';

type ShopApiModule = typeof import('./shop-api');

interface Sent {
  url: string;
  headers: Record<string, string>;
}

let sent: Sent[];
let status: number;

beforeEach(() => {
  jest.resetModules();
  sent = [];
  status = 200;
  // jsdom has no fetch; the client reads only ok, status and text().
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, headers: init.headers as Record<string, string> });
    return { ok: status < 300, status, text: async () => (status < 300 ? 'true' : '{"message":"Unauthenticated."}') };
  });
});

/** The real client, its factory counted; `failures` first loads of it throw as an offline chunk load does. */
function mockClientModule(failures = 0) {
  const created = jest.fn();
  let failed = 0;
  jest.doMock('./client', () => {
    if (failed < failures) {
      failed += 1;
      throw Object.assign(new Error('Loading chunk part-api-client failed.'), { name: 'ChunkLoadError' });
    }
    const actual = jest.requireActual<typeof ClientModule>('./client');
    return {
      ...actual,
      createApiClient: (...args: Parameters<typeof actual.createApiClient>) => {
        created();
        return actual.createApiClient(...args);
      },
    };
  });
  return created;
}

const loadShopApi = (): Promise<ShopApiModule> => import('./shop-api');

test('the first call loads the client and works; the session and language set before it are used', async () => {
  const created = mockClientModule();
  const { shopApi, connectSession, setApiLanguage } = await loadShopApi();
  const onUnauthorized = jest.fn();
  connectSession(() => 'tok', onUnauthorized);
  setApiLanguage('russian');
  expect(created).not.toHaveBeenCalled();

  const pending = shopApi.request('/api/check-is-working-time', {});
  // The chunk is not there yet: nothing is sent until it is.
  expect(sent).toHaveLength(0);
  expect(await pending).toEqual({ ok: true, data: true });
  expect(created).toHaveBeenCalledTimes(1);
  expect(sent[0].url).toBe('/api/check-is-working-time?lang=russian');
  expect(sent[0].headers.authorization).toBe('Bearer tok');

  // Loaded: the next call goes straight to the client (fetch is called before request returns),
  // and the client reads the current token and language through the same closures.
  connectSession(() => 'tok2', onUnauthorized);
  setApiLanguage('ukrainian');
  status = 401;
  const next = shopApi.request('/api/check-is-working-time', {});
  expect(sent).toHaveLength(2);
  expect(sent[1].url).toBe('/api/check-is-working-time?lang=ukrainian');
  expect(sent[1].headers.authorization).toBe('Bearer tok2');
  expect(await next).toMatchObject({ ok: false, error: { kind: 'unauthorized', status: 401 } });
  expect(onUnauthorized).toHaveBeenCalledTimes(1);
  expect(created).toHaveBeenCalledTimes(1);
});

test('concurrent first calls load the code once and create one client', async () => {
  const created = mockClientModule();
  const { shopApi } = await loadShopApi();
  const results = await Promise.all([
    shopApi.request('/api/check-is-working-time', {}),
    shopApi.request('/api/check-is-working-time', {}),
    shopApi.request('/api/check-is-working-time', {}),
  ]);
  expect(results).toEqual([
    { ok: true, data: true },
    { ok: true, data: true },
    { ok: true, data: true },
  ]);
  expect(created).toHaveBeenCalledTimes(1);
  expect(sent).toHaveLength(3);
});

test('a chunk that cannot load (offline) is a network failure value, and the next call loads it again', async () => {
  const created = mockClientModule(1);
  const { shopApi } = await loadShopApi();
  // Resolves (never rejects): callers handle error values only, and an unhandled ChunkLoadError
  // would reload the page (src/app-shell/chunk-reload.ts).
  await expect(shopApi.request('/api/check-is-working-time', {})).resolves.toEqual({
    ok: false,
    error: { kind: 'network', message: 'api_network' },
  });
  expect(sent).toHaveLength(0);
  expect(created).not.toHaveBeenCalled();

  await expect(shopApi.request('/api/check-is-working-time', {})).resolves.toEqual({ ok: true, data: true });
  expect(created).toHaveBeenCalledTimes(1);
  expect(sent).toHaveLength(1);
});
