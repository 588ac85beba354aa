/**
 * The order status poll loop (spec section 4: every 20 s). One timer and one request at a time:
 * the next poll is scheduled only after the previous answer arrived, so polls never overlap or
 * stack, whatever mix of visibility changes, focus events and failures happens. While the tab is
 * hidden nothing is scheduled; when it shows again the poll runs as soon as it is due
 * (`resumeDelay`). Failures back off (`nextPollDelay`); `stop` aborts the request in flight and
 * drops every callback of the old run.
 */
import { nextPollDelay, resumeDelay } from './tracking-rules';

/** What one poll found: carry on, count a failure, or end the loop (the order is finished). */
export type PollResult = 'ok' | 'failed' | 'done';

export interface StatusPollerDeps {
  poll(signal: AbortSignal): Promise<PollResult>;
  /** Called after every poll with the number of failures in a row (0 after a success). */
  onFailures?(failures: number): void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  now?: () => number;
}

export interface StatusPoller {
  /** Starts (or restarts) the loop: polls at once when visible. */
  start(visible: boolean): void;
  stop(): void;
  /** The tab became hidden (pause) or visible / focused (resume when due). */
  setVisible(visible: boolean): void;
  readonly failures: number;
}

export function createStatusPoller(deps: StatusPollerDeps): StatusPoller {
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const now = deps.now ?? (() => Date.now());

  let run = 0;
  let running = false;
  let visible = true;
  let timer: unknown = null;
  let inFlight: AbortController | null = null;
  let lastPollAt: number | null = null;
  let failures = 0;

  const clearPending = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };

  const schedule = (ms: number) => {
    clearPending();
    if (!running || !visible || inFlight) return;
    const myRun = run;
    timer = setTimer(() => {
      timer = null;
      if (myRun === run) void tick(myRun);
    }, ms);
  };

  const tick = async (myRun: number) => {
    if (!running || !visible || inFlight) return;
    const controller = new AbortController();
    inFlight = controller;
    lastPollAt = now();
    let result: PollResult;
    try {
      result = await deps.poll(controller.signal);
    } catch {
      result = 'failed';
    }
    if (myRun !== run) return;
    inFlight = null;
    if (result === 'done') {
      running = false;
      clearPending();
      return;
    }
    failures = result === 'ok' ? 0 : failures + 1;
    deps.onFailures?.(failures);
    schedule(nextPollDelay(failures));
  };

  const stop = () => {
    run++;
    running = false;
    clearPending();
    inFlight?.abort();
    inFlight = null;
  };

  return {
    start(isVisible) {
      stop();
      running = true;
      visible = isVisible;
      failures = 0;
      lastPollAt = null;
      schedule(0);
    },
    stop,
    setVisible(isVisible) {
      if (isVisible === visible) {
        // A focus event on a visible tab: nothing new unless the loop lost its timer.
        if (!isVisible || timer !== null || inFlight || !running) return;
      }
      visible = isVisible;
      if (!visible) {
        clearPending();
        return;
      }
      if (timer === null && !inFlight) schedule(resumeDelay(lastPollAt, now(), failures));
    },
    get failures() {
      return failures;
    },
  };
}
