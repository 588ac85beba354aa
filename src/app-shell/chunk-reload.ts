/** Spec section 2: a failed page-chunk load reloads the page, at most once per 60 seconds. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'chunk-reload-at';

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && /Loading (CSS )?chunk [\w-]+ failed/i.test(message));
}

/**
 * Reloads unless a reload happened less than 60 s ago; returns whether it reloaded. Without
 * working storage there is no guard, so it does not reload at all (a reload loop is worse than
 * a page that needs a manual refresh).
 */
export function reloadOnce(win: Pick<Window, 'location' | 'sessionStorage'>, now = Date.now()): boolean {
  try {
    const last = Number(win.sessionStorage.getItem(STORAGE_KEY) ?? NaN);
    // Only a reload in the last 60 s holds this one back: a garbage or future value (a changed
    // clock, a hand-edited storage) must not block reloads for good.
    const since = now - last;
    if (Number.isFinite(since) && since >= 0 && since < CHUNK_RELOAD_GUARD_MS) return false;
    win.sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  win.location.reload();
  return true;
}

export function installChunkReloadGuard(win: Window) {
  win.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnce(win);
  });
  win.addEventListener('error', (event) => {
    if (isChunkLoadError((event as ErrorEvent).error)) reloadOnce(win);
  });
}
