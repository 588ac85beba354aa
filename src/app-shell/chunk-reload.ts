/** Spec section 2: a failed page-chunk load reloads the page, at most once per 60 seconds. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'chunk-reload-at';

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && /Loading (CSS )?chunk [\w-]+ failed/i.test(message));
}

/** Reloads unless a reload happened less than 60 s ago; returns whether it reloaded. */
export function reloadOnce(win: Pick<Window, 'location' | 'sessionStorage'>, now = Date.now()): boolean {
  let last = 0;
  try {
    last = Number(win.sessionStorage.getItem(STORAGE_KEY)) || 0;
  } catch {
    // Storage can throw (privacy mode); then the guard only lives for this page view.
  }
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    win.sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    /* see above */
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
