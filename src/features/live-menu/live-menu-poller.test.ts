import type { ApiResult } from '../../api-client/client';
import type { LiveMenu } from './live-menu';
import { decodeLiveFeed } from './live-menu-feed';
import { LIVE_MENU_RECHECK_MS, startLiveMenuPoller } from './live-menu-poller';
import { readLiveMenu, useLiveMenuStore } from './live-menu-store';

const menuOf = (version: string) =>
  decodeLiveFeed({ version, ids: [1], prices: [100], old_prices: [null], unavailable: [], modifiers_off: [] });
const failed: ApiResult<LiveMenu> = { ok: false, error: { kind: 'network', message: 'api_network' } };

function setup(answers: ApiResult<LiveMenu>[]) {
  const listeners = new Set<() => void>();
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  let tick: (() => void) | null = null;
  let intervalMs = 0;
  const fetchFeed = jest.fn(async () => answers.shift() ?? failed);
  const onMenu = jest.fn();
  const stop = startLiveMenuPoller({
    fetchFeed,
    onMenu,
    doc: doc as never,
    setInterval: (run, ms) => {
      tick = run;
      intervalMs = ms;
      return 1;
    },
    clearInterval: () => {
      tick = null;
    },
  });
  const flush = () => new Promise((r) => setTimeout(r, 0));
  const setVisibility = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    listeners.forEach((fn) => fn());
  };
  return { fetchFeed, onMenu, stop, flush, setVisibility, tick: () => tick?.(), intervalMs: () => intervalMs, listeners };
}

describe('live menu poller', () => {
  it('reads at once, then every 60 s, and applies each new version once', async () => {
    const p = setup([
      { ok: true, data: menuOf('a') },
      { ok: true, data: menuOf('a') },
      { ok: true, data: menuOf('b') },
    ]);
    await p.flush();
    expect(p.intervalMs()).toBe(LIVE_MENU_RECHECK_MS);
    expect(p.onMenu.mock.calls.map(([m]) => m.version)).toEqual(['a']);
    p.tick();
    await p.flush();
    p.tick();
    await p.flush();
    expect(p.fetchFeed).toHaveBeenCalledTimes(3);
    expect(p.onMenu.mock.calls.map(([m]) => m.version)).toEqual(['a', 'b']);
  });

  it('reads again when the tab becomes visible, never while it is hidden', async () => {
    const p = setup([
      { ok: true, data: menuOf('a') },
      { ok: true, data: menuOf('b') },
    ]);
    await p.flush();
    p.setVisibility('hidden');
    p.tick();
    await p.flush();
    expect(p.fetchFeed).toHaveBeenCalledTimes(1);
    p.setVisibility('visible');
    await p.flush();
    expect(p.fetchFeed).toHaveBeenCalledTimes(2);
    expect(p.onMenu.mock.calls.map(([m]) => m.version)).toEqual(['a', 'b']);
  });

  it('keeps the last good menu when a read fails or is malformed', async () => {
    const malformed: ApiResult<LiveMenu> = { ok: false, error: { kind: 'invalid-response', message: 'api_invalid_response' } };
    const p = setup([{ ok: true, data: menuOf('a') }, failed, malformed]);
    await p.flush();
    p.tick();
    await p.flush();
    p.tick();
    await p.flush();
    expect(p.onMenu).toHaveBeenCalledTimes(1);
  });

  it('stops: no timer, no listener, a read still under way is not applied', async () => {
    const p = setup([{ ok: true, data: menuOf('a') }]);
    p.stop();
    await p.flush();
    expect(p.onMenu).not.toHaveBeenCalled();
    expect(p.listeners.size).toBe(0);
    p.tick();
    expect(p.fetchFeed).toHaveBeenCalledTimes(1);
  });
});

describe('readLiveMenu (the one read of a restored cart) through the API client', () => {
  // The test environment has no fetch of its own: one is put in for each read.
  const answer = (body: string, status = 200) => {
    globalThis.fetch = jest.fn(async () => ({ ok: status < 300, status, text: async () => body }) as Response);
  };
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
    useLiveMenuStore.setState({ menu: null });
  });

  it('a good feed goes into the page store and back to the caller', async () => {
    answer(JSON.stringify({ version: 'g', ids: [1], prices: [100], old_prices: [null], unavailable: [1], modifiers_off: [] }));
    const menu = await readLiveMenu();
    expect(menu?.dishes.get(1)).toEqual({ price: 100, oldPrice: null, available: false });
    expect(useLiveMenuStore.getState().menu).toBe(menu);
  });

  it.each([
    [
      'malformed (columns of different lengths)',
      JSON.stringify({ version: 'm', ids: [1, 2], prices: [100], old_prices: [null], unavailable: [], modifiers_off: [] }),
      200,
    ],
    ['not JSON', '<html>', 200],
    ['a server error', '{}', 500],
  ])('%s: null, and the page keeps what it had', async (_what, body, status) => {
    const before = menuOf('kept');
    useLiveMenuStore.setState({ menu: before });
    answer(body, status);
    expect(await readLiveMenu()).toBeNull();
    expect(useLiveMenuStore.getState().menu).toBe(before);
  });
});
