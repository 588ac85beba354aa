import type { ApiResult } from '../../api-client/client';
import { shopApi } from '../../api-client/shop-api';
import type { LiveMenu } from './live-menu';
import { decodeLiveFeed } from './live-menu-feed';

/** How often an open menu page re-reads the feed while its tab is visible, ms (the 60 s). */
export const LIVE_MENU_RECHECK_MS = 60_000;

export interface PollerDeps {
  fetchFeed: () => Promise<ApiResult<LiveMenu>>;
  /** A decoded feed whose version differs from the last one applied. */
  onMenu: (menu: LiveMenu) => void;
  doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: never) => void;
  intervalMs?: number;
}

/**
 * Reads the feed now, every `intervalMs` while the tab is visible and each time it becomes visible
 * again. A failed or malformed answer changes nothing (the last good menu, or the built values,
 * stay); reads never overlap. Returns the stop function.
 */
export function startLiveMenuPoller(deps: PollerDeps): () => void {
  let version: string | null = null;
  let busy = false;
  let stopped = false;
  const check = async () => {
    if (stopped || busy || deps.doc.visibilityState === 'hidden') return;
    busy = true;
    try {
      const result = await deps.fetchFeed();
      if (!stopped && result.ok && result.data.version !== version) {
        version = result.data.version;
        deps.onMenu(result.data);
      }
    } finally {
      busy = false;
    }
  };
  const onVisibility = () => void check();
  void check();
  const timer = deps.setInterval(() => void check(), deps.intervalMs ?? LIVE_MENU_RECHECK_MS);
  deps.doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopped = true;
    deps.clearInterval(timer as never);
    deps.doc.removeEventListener('visibilitychange', onVisibility);
  };
}

const fetchFeed = () => shopApi.request('/api/catalogue/live', { decode: decodeLiveFeed, progress: false });

/** One read of the feed (the cart's check of a restored cart); null when it cannot be read. */
export async function readLiveMenuOnce(): Promise<LiveMenu | null> {
  const result = await fetchFeed();
  return result.ok ? result.data : null;
}

/** The poller of the page: the feed through the one API client, each new menu to `publish`. */
export function startBrowserLiveMenu(publish: (menu: LiveMenu) => void): () => void {
  return startLiveMenuPoller({
    fetchFeed,
    onMenu: publish,
    doc: document,
    setInterval: (run, ms) => window.setInterval(run, ms),
    clearInterval: (handle) => window.clearInterval(handle),
  });
}
