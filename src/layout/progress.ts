import { create } from 'zustand';

/** Spec section 2: the bar appears only for work longer than 200 ms and animates over 5000 ms. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

interface ProgressState {
  /** Navigations and requests in flight. */
  pending: number;
  /** The bar is on screen. */
  visible: boolean;
}

export const useProgress = create<ProgressState>(() => ({ pending: 0, visible: false }));

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
  return () => {
    if (ended) return;
    ended = true;
    const pending = Math.max(0, useProgress.getState().pending - 1);
    useProgress.setState({ pending, ...(pending === 0 ? { visible: false } : {}) });
    if (pending === 0 && showTimer) {
      clearTimeout(showTimer);
      showTimer = null;
    }
  };
}
