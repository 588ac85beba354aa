/** @jest-environment node */
import { createApiClient } from '../../api-client/client';
import { createSessionStore, LOGOUT_DELAY_MS, type SessionDeps } from './session-store';
import { createTokenStorage, TOKEN_KEY } from './token-storage';

const TOKEN_A = 'a'.repeat(64);
const TOKEN_B = 'b'.repeat(64);
const user = (id: number, bonus = 50) => ({
  id,
  name: `User ${id}`,
  email: null,
  phone: '+380501112233',
  bonus,
  avatar: null,
  show_mobile_result: false,
  birthday: null,
});

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
  };
}

type Reply = { status: number; body: unknown } | 'network';

function setup(
  opts: {
    stored?: Record<string, string>;
    path?: string;
    replies?: Record<string, Reply | ((auth: string | null) => Reply)>;
  } = {},
) {
  const storage = memoryStorage(opts.stored);
  const calls: { url: string; auth: string | null }[] = [];
  let token: string | null = null;
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const auth = (init.headers as Record<string, string>).authorization ?? null;
    calls.push({ url, auth });
    const path = new URL(url, 'http://x').pathname;
    const r = opts.replies?.[path];
    const reply = typeof r === 'function' ? r(auth) : (r ?? { status: 404, body: { message: 'not found' } });
    if (reply === 'network') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  }) as unknown as typeof fetch;
  const timers: { fn: () => void; ms: number }[] = [];
  const location = { path: opts.path ?? '/', reloads: 0, homes: 0 };
  const onAccountEnd = jest.fn();
  const onExpired = jest.fn();
  const deps: SessionDeps = {
    api: createApiClient({
      baseUrl: 'http://api',
      getLang: () => 'ukrainian',
      getToken: () => token,
      fetchImpl,
      onUnauthorized: () => store.getState().expire(),
    }),
    storage: createTokenStorage(() => storage),
    location: {
      pathname: () => location.path,
      reload: () => void location.reloads++,
      goHome: () => void location.homes++,
    },
    onAccountEnd,
    onExpired,
    setTimer: (fn, ms) => timers.push({ fn, ms }),
  };
  const store = createSessionStore(deps);
  store.subscribe((s) => {
    token = s.token;
  });
  return { store, storage, calls, timers, location, onAccountEnd, onExpired };
}

const meOk = (id = 1, bonus = 50): Reply => ({ status: 200, body: user(id, bonus) });

describe('session store', () => {
  it('starts empty and stays empty without a stored token', async () => {
    const { store, calls } = setup();
    await store.getState().restore();
    expect(store.getState()).toMatchObject({ status: 'empty', token: null, user: null });
    expect(calls).toHaveLength(0);
  });

  it('restores a stored token: loading, then success with the user; the call carries the bearer header', async () => {
    const { store, calls } = setup({ stored: { [TOKEN_KEY]: TOKEN_A }, replies: { '/api/auth/me': meOk(7, 250) } });
    const seen: string[] = [];
    store.subscribe((s) => seen.push(s.status));
    await store.getState().restore();
    expect(seen).toContain('loading');
    expect(store.getState()).toMatchObject({ status: 'success', token: TOKEN_A, user: { id: 7, bonus: 250 } });
    expect(calls[0].auth).toBe(`Bearer ${TOKEN_A}`);
  });

  it.each([
    ['a refused token (401)', { status: 401, body: { message: 'Unauthenticated.' } }],
    ['a server error', { status: 500, body: { message: 'boom' } }],
    ['a response that is not a user', { status: 200, body: { id: 'x' } }],
  ] as const)('a failed me (%s) marks error and removes the token', async (_name, reply) => {
    const { store, storage } = setup({ stored: { [TOKEN_KEY]: TOKEN_A }, replies: { '/api/auth/me': reply } });
    await store.getState().restore();
    expect(store.getState().status).toBe(reply.status === 401 ? 'empty' : 'error');
    expect(store.getState().token).toBeNull();
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keeps the token when me fails for lack of network (offline is not a wrong token)', async () => {
    const { store, storage } = setup({ stored: { [TOKEN_KEY]: TOKEN_A }, replies: { '/api/auth/me': 'network' } });
    await store.getState().restore();
    expect(store.getState().status).toBe('error');
    expect(storage.getItem(TOKEN_KEY)).toBe(TOKEN_A);
  });

  it.each(['', 'short', '{"token":1}', 'x'.repeat(5000), 'with space '.repeat(3), '"' + 'a'.repeat(20)])(
    'ignores and removes a corrupt stored token %#',
    async (bad) => {
      const { store, storage, calls } = setup({ stored: { [TOKEN_KEY]: bad } });
      await store.getState().restore();
      expect(store.getState().token).toBeNull();
      expect(storage.getItem(TOKEN_KEY)).toBeNull();
      expect(calls).toHaveLength(0);
    },
  );

  it('acceptToken saves a new token and fetches the user (not on checkout)', async () => {
    const { store, storage, location } = setup({ replies: { '/api/auth/me': meOk(3) } });
    await store.getState().acceptToken(TOKEN_A);
    expect(storage.getItem(TOKEN_KEY)).toBe(TOKEN_A);
    expect(store.getState()).toMatchObject({ status: 'success', user: { id: 3 } });
    expect(location.reloads).toBe(0);
  });

  it.each(['/checkout/', '/ru/checkout/', '/ua/checkout/'])(
    'acceptToken of a different token on %s saves it and reloads the page',
    async (path) => {
      const { store, storage, location, calls } = setup({ path, replies: { '/api/auth/me': meOk(3) } });
      await store.getState().acceptToken(TOKEN_A);
      expect(storage.getItem(TOKEN_KEY)).toBe(TOKEN_A);
      expect(location.reloads).toBe(1);
      expect(calls).toHaveLength(0);
    },
  );

  it('acceptToken of the same token on checkout only fetches the user', async () => {
    const { store, location } = setup({
      path: '/checkout/',
      stored: { [TOKEN_KEY]: TOKEN_A },
      replies: { '/api/auth/me': meOk(3) },
    });
    await store.getState().acceptToken(TOKEN_A);
    expect(location.reloads).toBe(0);
    expect(store.getState().user?.id).toBe(3);
  });

  it('acceptToken refuses a malformed token', async () => {
    const { store, storage } = setup();
    await store.getState().acceptToken('nope');
    expect(store.getState().status).toBe('error');
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
  });

  it.each([
    ['/', 'reload'],
    ['/category/pizza/', 'reload'],
    ['/profile/orders/', 'home'],
    ['/ru/profile/bonus/', 'home'],
    ['/ua/profile/information/', 'home'],
    ['/ua/sales/', 'reload'],
  ])('logout on %s clears the token and the cart, then after 50 ms does %s', async (path, then) => {
    const { store, storage, timers, location, onAccountEnd, calls } = setup({
      path,
      stored: { [TOKEN_KEY]: TOKEN_A },
      replies: { '/api/auth/me': meOk(1), '/api/auth/logout': { status: 200, body: { message: 'ok' } } },
    });
    await store.getState().restore();
    await store.getState().logout();
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/api/auth/me', '/api/auth/logout']);
    expect(store.getState()).toMatchObject({ status: 'empty', token: null, user: null });
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(onAccountEnd).toHaveBeenCalledTimes(1);
    expect(timers).toHaveLength(1);
    expect(timers[0].ms).toBe(LOGOUT_DELAY_MS);
    expect(location.reloads + location.homes).toBe(0);
    timers[0].fn();
    expect(then === 'home' ? location.homes : location.reloads).toBe(1);
  });

  it('sign out on all devices asks the API to end every session, then ends this one', async () => {
    const { store, storage, calls } = setup({
      path: '/ua/profile/information/pass/',
      stored: { [TOKEN_KEY]: TOKEN_A },
      replies: { '/api/auth/me': meOk(1), '/api/auth/logout-all': { status: 200, body: { message: 'ok', ended: 3 } } },
    });
    await store.getState().restore();
    await store.getState().logout({ everywhere: true });
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/api/auth/me', '/api/auth/logout-all']);
    expect(store.getState()).toMatchObject({ status: 'empty', token: null });
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('logout still ends the session when the API is unreachable', async () => {
    const { store, storage } = setup({
      stored: { [TOKEN_KEY]: TOKEN_A },
      replies: { '/api/auth/me': meOk(1), '/api/auth/logout': 'network' },
    });
    await store.getState().restore();
    await store.getState().logout();
    expect(store.getState().token).toBeNull();
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('a 401 on any later call expires the session quietly and keeps the cart', async () => {
    let meCount = 0;
    const { store, onAccountEnd, onExpired, storage } = setup({
      stored: { [TOKEN_KEY]: TOKEN_A },
      replies: { '/api/auth/me': () => (++meCount === 1 ? meOk(1) : { status: 401, body: { message: 'Unauthenticated.' } }) },
    });
    await store.getState().restore();
    expect(store.getState().user?.id).toBe(1);
    await store.getState().fetchUser();
    expect(store.getState()).toMatchObject({ token: null, user: null });
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(onAccountEnd).not.toHaveBeenCalled();
  });

  it('a different account taking over resets the cart; the same account does not', async () => {
    let id = 1;
    const { store, onAccountEnd } = setup({ replies: { '/api/auth/me': () => meOk(id) } });
    await store.getState().acceptToken(TOKEN_A);
    await store.getState().fetchUser();
    expect(onAccountEnd).not.toHaveBeenCalled();
    id = 2;
    await store.getState().acceptToken(TOKEN_B);
    expect(onAccountEnd).toHaveBeenCalledTimes(1);
  });

  it('follows another tab: login there fetches the user here, logout there empties the session here', async () => {
    const { store } = setup({ replies: { '/api/auth/me': meOk(5) } });
    store.getState().handleStorageEvent({ key: TOKEN_KEY, newValue: TOKEN_A });
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getState()).toMatchObject({ token: TOKEN_A, user: { id: 5 } });
    store.getState().handleStorageEvent({ key: TOKEN_KEY, newValue: null });
    expect(store.getState()).toMatchObject({ status: 'empty', token: null, user: null });
    store.getState().handleStorageEvent({ key: 'cartProducts', newValue: '[]' });
    expect(store.getState().token).toBeNull();
  });

  it('a slow older me never overwrites a newer one', async () => {
    const resolvers: ((r: Response) => void)[] = [];
    // An API whose answers we release by hand.
    // with one whose answers we release by hand.
    const api = createApiClient({
      baseUrl: 'http://api',
      getLang: () => 'ukrainian',
      getToken: () => TOKEN_A,
      fetchImpl: (() => new Promise<Response>((resolve) => resolvers.push(resolve))) as unknown as typeof fetch,
    });
    const s2 = createSessionStore({
      api,
      storage: createTokenStorage(() => memoryStorage()),
      location: { pathname: () => '/', reload: () => {}, goHome: () => {} },
      onAccountEnd: () => {},
    });
    const first = s2.getState().acceptToken(TOKEN_A);
    await new Promise((r) => setTimeout(r, 0));
    const second = s2.getState().fetchUser();
    await new Promise((r) => setTimeout(r, 0));
    resolvers[1](new Response(JSON.stringify(user(2, 99))));
    await second;
    resolvers[0](new Response(JSON.stringify(user(2, 10))));
    await first;
    expect(s2.getState().user?.bonus).toBe(99);
  });

  it('survives storage that throws (private mode): the session lives in memory', async () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const store = createSessionStore({
      api: createApiClient({
        baseUrl: 'http://api',
        getLang: () => 'ukrainian',
        getToken: () => TOKEN_A,
        fetchImpl: (async () => new Response(JSON.stringify(user(1)))) as unknown as typeof fetch,
      }),
      storage: createTokenStorage(() => throwing),
      location: { pathname: () => '/', reload: () => {}, goHome: () => {} },
      onAccountEnd: () => {},
    });
    await store.getState().acceptToken(TOKEN_A);
    expect(store.getState().user?.id).toBe(1);
  });
});
