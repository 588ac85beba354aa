/**
 * Messenger-bot login status polling (spec section 4): once a second for at most 50 s. The next
 * poll is scheduled only after the previous answer arrived, so polls never overlap or stack;
 * `start` replaces any running poll and `stop` (modal closed, page unloading) ends it, aborting
 * the request in flight. Every callback of an old run is dropped.
 *
 * The shop API answers the access token once (it keeps only its hash), so a poll in flight when
 * the 50 s run out is given a few more seconds: its answer may carry the token. A success or a bot
 * error is reported as such; "waiting", a failed call or no answer within the grace is a timeout.
 */
import type { ApiResult } from '../../api-client/client';
import type { TgStatus } from './auth-api';
import { BOT_POLL_MS, BOT_WAIT_MS } from './auth-rules';

/** How long a poll in flight at the deadline may still answer, ms. */
const BOT_ANSWER_GRACE_MS = 5000;

export type BotOutcome =
  | { kind: 'success'; token: string }
  | { kind: 'error'; error: string }
  /** No answer within the wait. */
  | { kind: 'timeout' }
  /** The status call kept failing (network): the user gets a message. */
  | { kind: 'unreachable'; message: string };

export interface BotPollerDeps {
  fetchStatus(token: string, signal: AbortSignal): Promise<ApiResult<TgStatus>>;
  onOutcome(outcome: BotOutcome): void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Consecutive failed polls that end the wait (a single lost answer is retried). */
  maxFailures?: number;
}

export function createBotPoller(deps: BotPollerDeps) {
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const maxFailures = deps.maxFailures ?? 5;

  let run = 0;
  let pollTimer: unknown = null;
  let deadline: unknown = null;
  let inFlight: AbortController | null = null;
  let running = false;

  const clear = () => {
    if (pollTimer !== null) clearTimer(pollTimer);
    if (deadline !== null) clearTimer(deadline);
    pollTimer = deadline = null;
    inFlight?.abort();
    inFlight = null;
    running = false;
  };

  const finish = (myRun: number, outcome: BotOutcome) => {
    if (myRun !== run) return;
    run++;
    clear();
    deps.onOutcome(outcome);
  };

  return {
    start(token: string) {
      clear();
      const myRun = ++run;
      running = true;
      let failures = 0;
      let overdue = false;
      const schedule = () => {
        if (overdue) timeout();
        else pollTimer = setTimer(() => void tick(), BOT_POLL_MS);
      };
      const tick = async () => {
        pollTimer = null;
        if (myRun !== run) return;
        const controller = new AbortController();
        inFlight = controller;
        const result = await deps.fetchStatus(token, controller.signal);
        if (myRun !== run) return;
        inFlight = null;
        if (!result.ok) {
          if (result.error.kind === 'aborted') return;
          if (++failures >= maxFailures) finish(myRun, { kind: 'unreachable', message: result.error.message });
          else schedule();
          return;
        }
        failures = 0;
        const status = result.data;
        if (status.status === 'waiting') schedule();
        else if (status.status === 'success') finish(myRun, { kind: 'success', token: status.token });
        else finish(myRun, { kind: 'error', error: status.error });
      };
      const timeout = () => finish(myRun, { kind: 'timeout' });
      deadline = setTimer(() => {
        overdue = true;
        deadline = inFlight ? setTimer(timeout, BOT_ANSWER_GRACE_MS) : null;
        if (!inFlight) timeout();
      }, BOT_WAIT_MS);
      schedule();
    },
    stop() {
      run++;
      clear();
    },
    get running() {
      return running;
    },
  };
}
