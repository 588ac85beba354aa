import { create } from 'zustand';

/** Spec section 2: the bar appears only for work longer than 200 ms and animates over 5000 ms. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
/**
 * A navigation or request still running after this long gets a line of text under the bar
 * ("taking longer than usual, nothing is lost"): a customer facing a silent 8 s wait clicks again
 * or leaves. Below the client's 15 s timeout, which ends the wait with its own message.
 */
export const PROGRESS_SLOW_MS = 3000;

interface ProgressState {
  /** Navigations and requests in flight. */
  pending: number;
  /** The bar is on screen. */
  visible: boolean;
  /** A piece of work has run longer than PROGRESS_SLOW_MS and is still running. */
  slow: boolean;
}

export const useProgress = create<ProgressState>(() => ({ pending: 0, visible: false, slow: false }));

let showTimer: ReturnType<typeof setTimeout> | null = null;

/** Marks the start of a navigation or request; returns the function that marks its end. */
export function startProgress(): () => void {
  useProgress.setState((s) => ({ pending: s.pending + 1 }));
  if (!showTimer && !useProgress.getState().visible) {
    showTimer = setTimeout(() => {
      showTimer = null;
      if (useProgress.getState().pending > 0) useProgress.setState({ visible: true });
    }, PROGRESS_THROTTLE_MS);
  }
  let ended = false;
  const slowTimer = setTimeout(() => {
    if (!ended) useProgress.setState({ slow: true });
  }, PROGRESS_SLOW_MS);
  return () => {
    if (ended) return;
    ended = true;
    clearTimeout(slowTimer);
    const pending = Math.max(0, useProgress.getState().pending - 1);
    useProgress.setState({ pending, ...(pending === 0 ? { visible: false, slow: false } : {}) });
    if (pending === 0 && showTimer) {
      clearTimeout(showTimer);
      showTimer = null;
    }
  };
}
