import { fillPath, type ApiClient, type ApiResult } from '../../api-client/client';
import { createStore } from 'zustand/vanilla';
import { createWishlistStore, followSession, WANT_TTL_MS } from './wishlist-store';
import type { WishlistItem } from './wishlist-api';

const item = (id: number): WishlistItem => ({
  product_id: id,
  added_at: '2024-01-01T00:00:00Z',
  product: {
    id,
    slug: `p${id}`,
    name: `Dish ${id}`,
    name_ua: `Dish ${id}`,
    price: 100,
    old_price: null,
    weight: 300,
    main_image: { url: '/x-800.jpg', urlForList: '/x.jpg', width: 800, height: 800 },
    category: { id: 1, slug: 'pizza', name: 'Pizza', name_ua: 'Pizza' },
  },
});

type Call = { method: string; path: string; body?: unknown; resolve: (r: ApiResult<unknown>) => void };

/** An API whose answers the test gives, one call at a time. */
function fakeApi() {
  const calls: Call[] = [];
  const api = {
    request: (
      template: string,
      opts: { method?: string; params?: Record<string, number>; body?: unknown; decode: (raw: unknown) => unknown },
    ) =>
      new Promise<ApiResult<unknown>>((resolve) =>
        calls.push({ method: opts.method ?? 'GET', path: fillPath(template, opts.params) ?? template, body: opts.body, resolve }),
      ),
  } as unknown as ApiClient;
  const ok = (data: unknown): ApiResult<unknown> => ({ ok: true, data });
  const err = (status: number): ApiResult<unknown> => ({
    ok: false,
    error: { kind: status === 0 ? 'network' : 'http', status: status || undefined, message: 'x' },
  });
  return { api, calls, ok, err };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(now = () => 1000) {
  const f = fakeApi();
  const notify = jest.fn();
  const store = createWishlistStore({ api: f.api, notify, now });
  return { ...f, notify, store };
}

describe('wishlist store', () => {
  it('loads the list after login and shows its ids', async () => {
    const { store, calls, ok } = setup();
    const done = store.getState().load();
    expect(store.getState().status).toBe('loading');
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/profile/wishlist' });
    calls[0].resolve(ok([item(3), item(7)]));
    await done;
    expect(store.getState()).toMatchObject({ status: 'ready', ids: [3, 7] });
  });

  it('a failed load is an error state, not an empty list', async () => {
    const { store, calls, err } = setup();
    const done = store.getState().load();
    calls[0].resolve(err(500));
    await done;
    expect(store.getState().status).toBe('error');
  });

  it('adds optimistically, then takes the API list; toast on success', async () => {
    const { store, calls, ok, notify } = setup();
    const done = store.getState().toggle(5);
    expect(store.getState().ids).toEqual([5]);
    expect(store.getState().busy).toEqual([5]);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/profile/wishlist', body: { product_id: 5 } });
    calls[0].resolve(ok([item(5), item(1)]));
    await expect(done).resolves.toBe('added');
    expect(store.getState()).toMatchObject({ ids: [5, 1], busy: [], status: 'ready' });
    expect(notify).toHaveBeenCalledWith('pf_wishlist_added', 'success');
  });

  it('removes optimistically; a failure puts the heart back and says so', async () => {
    const { store, calls, ok, err, notify } = setup();
    const load = store.getState().load();
    calls[0].resolve(ok([item(5)]));
    await load;
    const done = store.getState().toggle(5);
    expect(store.getState().ids).toEqual([]);
    expect(calls[1]).toMatchObject({ method: 'DELETE', path: '/api/profile/wishlist/5' });
    calls[1].resolve(err(0));
    await expect(done).resolves.toBe('failed');
    expect(store.getState().ids).toEqual([5]);
    expect(notify).toHaveBeenLastCalledWith('pf_wishlist_failed', 'error');
  });

  it('removing a dish the API no longer has counts as removed', async () => {
    const { store, calls, ok, err } = setup();
    const load = store.getState().load();
    calls[0].resolve(ok([item(5), item(6)]));
    await load;
    const done = store.getState().toggle(5);
    calls[1].resolve(err(404));
    await expect(done).resolves.toBe('removed');
    expect(store.getState().ids).toEqual([6]);
    expect(store.getState().items.map((i) => i.product_id)).toEqual([6]);
  });

  it('adding a dish that is gone from the menu reverts with its own message', async () => {
    const { store, calls, err, notify } = setup();
    const done = store.getState().toggle(9);
    calls[0].resolve(err(404));
    await expect(done).resolves.toBe('failed');
    expect(store.getState().ids).toEqual([]);
    expect(notify).toHaveBeenLastCalledWith('pf_wishlist_gone', 'error');
  });

  it('ignores a second click while the first call runs (no double request)', async () => {
    const { store, calls, ok } = setup();
    const first = store.getState().toggle(5);
    await expect(store.getState().toggle(5)).resolves.toBe('ignored');
    expect(calls).toHaveLength(1);
    calls[0].resolve(ok([item(5)]));
    await first;
  });

  it('an older answer does not undo a newer click on another dish', async () => {
    const { store, calls, ok } = setup();
    const a = store.getState().toggle(1);
    const b = store.getState().toggle(2);
    expect(store.getState().ids).toEqual([1, 2]);
    // The first answer (only dish 1) arrives while dish 2's call still runs: not taken.
    calls[0].resolve(ok([item(1)]));
    await a;
    expect(store.getState().ids).toEqual([1, 2]);
    calls[1].resolve(ok([item(2), item(1)]));
    await b;
    expect(store.getState().ids).toEqual([2, 1]);
  });

  it('a load answer that arrives after clear() is dropped', async () => {
    const { store, calls, ok } = setup();
    const load = store.getState().load();
    store.getState().clear();
    calls[0].resolve(ok([item(1)]));
    await load;
    expect(store.getState()).toMatchObject({ status: 'idle', ids: [] });
  });

  it.each([
    ['within the time limit', WANT_TTL_MS, true],
    ['too late', WANT_TTL_MS + 1, false],
  ])("adds a guest's wanted dish after login %s", async (_, elapsed, added) => {
    let clock = 1000;
    const { store, calls, ok } = setup(() => clock);
    store.getState().want(4);
    clock += elapsed;
    const done = store.getState().onLogin();
    calls[0].resolve(ok([item(1)]));
    await flush();
    if (added) {
      expect(calls[1]).toMatchObject({ method: 'POST', body: { product_id: 4 } });
      calls[1].resolve(ok([item(4), item(1)]));
    } else {
      expect(calls).toHaveLength(1);
    }
    await done;
    expect(store.getState().ids.includes(4)).toBe(added);
  });

  it('does not add the wanted dish again when it is already a favourite', async () => {
    const { store, calls, ok } = setup();
    store.getState().want(1);
    const done = store.getState().onLogin();
    calls[0].resolve(ok([item(1)]));
    await done;
    expect(calls).toHaveLength(1);
  });
});

describe('followSession', () => {
  it('loads after login, clears on logout and on an account switch', async () => {
    const { store, calls, ok } = setup();
    const session = createStore<{ user: { id: number } | null }>()(() => ({ user: null }));
    const stop = followSession(store, session);
    expect(calls).toHaveLength(0);

    session.setState({ user: { id: 1 } });
    expect(calls).toHaveLength(1);
    calls[0].resolve(ok([item(8)]));
    await flush();
    expect(store.getState().ids).toEqual([8]);

    session.setState({ user: { id: 1 } }); // same user: nothing new
    expect(calls).toHaveLength(1);

    session.setState({ user: { id: 2 } });
    expect(store.getState().ids).toEqual([]);
    expect(calls).toHaveLength(2);
    calls[1].resolve(ok([]));
    await flush();

    session.setState({ user: null });
    expect(store.getState()).toMatchObject({ status: 'idle', ids: [] });
    stop();
  });
});
