/** What whenIdle uses of the window (tests pass a stand-in). */
export interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => unknown;
  // `never`: any handle type fits (the browser's numbers, a test's stand-ins).
  cancelIdleCallback?: (handle: never) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: never) => void;
}

/** Resolves in a task of its own: what follows does not lengthen the task that awaited it. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs `run` when the browser is next idle, at the latest after `timeoutMs`; where there is no
 * requestIdleCallback (Safari), after `fallbackMs`. Both in ms. Returns a function that cancels it.
 */
export function whenIdle(
  run: () => void,
  { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number },
  win: IdleWindow = window,
): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(run, { timeout: timeoutMs });
    return () => win.cancelIdleCallback?.(handle as never);
  }
  const handle = win.setTimeout(run, fallbackMs);
  return () => win.clearTimeout?.(handle as never);
}
