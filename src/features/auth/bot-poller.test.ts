import type { ApiResult } from '../../api-client/client';
import type { TgStatus } from './auth-api';
import { createBotPoller, type BotOutcome } from './bot-poller';

type Answer = ApiResult<TgStatus> | 'hang';
const waiting: Answer = { ok: true, data: { status: 'waiting' } };
const success = (token: string): Answer => ({ ok: true, data: { status: 'success', token } });
const botError = (error: string): Answer => ({ ok: true, data: { status: 'error', error } });
const network: Answer = { ok: false, error: { kind: 'network', message: 'api_network' } };

function setup(answers: (n: number) => Answer, opts: { maxFailures?: number } = {}) {
  const calls: { at: number; token: string; signal: AbortSignal }[] = [];
  const outcomes: BotOutcome[] = [];
  const start = Date.now();
  const poller = createBotPoller({
    fetchStatus: (token, signal) => {
      calls.push({ at: Date.now() - start, token, signal });
      const a = answers(calls.length);
      if (a === 'hang') {
        return new Promise((resolve) =>
          signal.addEventListener('abort', () => resolve({ ok: false, error: { kind: 'aborted', message: 'api_aborted' } })),
        );
      }
      return Promise.resolve(a);
    },
    onOutcome: (o) => outcomes.push(o),
    ...opts,
  });
  return { poller, calls, outcomes };
}

/** Advance fake time second by second, letting the awaited answers settle in between. */
async function advance(ms: number) {
  for (let t = 0; t < ms; t += 250) {
    await jest.advanceTimersByTimeAsync(250);
  }
}

describe('bot status polling (1 s, at most 50 s)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('polls once a second while waiting, then reports success with the token and stops', async () => {
    const { poller, calls, outcomes } = setup((n) => (n < 4 ? waiting : success('tok-123')));
    poller.start('bot1');
    expect(calls).toHaveLength(0);
    await advance(1000);
    expect(calls).toHaveLength(1);
    await advance(3000);
    expect(calls.map((c) => c.at)).toEqual([1000, 2000, 3000, 4000]);
    expect(calls.every((c) => c.token === 'bot1')).toBe(true);
    expect(outcomes).toEqual([{ kind: 'success', token: 'tok-123' }]);
    await advance(5000);
    expect(calls).toHaveLength(4);
    expect(poller.running).toBe(false);
  });

  it.each(['token_old', 'phone_mismatch', 'other_email', 'anything'])('stops at the first error status (%s)', async (code) => {
    const { poller, calls, outcomes } = setup((n) => (n < 2 ? waiting : botError(code)));
    poller.start('bot1');
    await advance(10_000);
    expect(calls).toHaveLength(2);
    expect(outcomes).toEqual([{ kind: 'error', error: code }]);
  });

  it('gives up after 50 s of waiting (timeout), having polled about 50 times', async () => {
    const { poller, calls, outcomes } = setup(() => waiting);
    poller.start('bot1');
    await advance(49_750);
    expect(outcomes).toEqual([]);
    await advance(250);
    expect(outcomes).toEqual([{ kind: 'timeout' }]);
    expect(calls.length).toBeGreaterThanOrEqual(49);
    expect(calls.length).toBeLessThanOrEqual(50);
    const n = calls.length;
    await advance(5000);
    expect(calls).toHaveLength(n);
  });

  it('never stacks: a slow answer delays the next poll instead of overlapping it', async () => {
    const { poller, calls, outcomes } = setup((n) => (n === 1 ? 'hang' : waiting));
    poller.start('bot1');
    await advance(10_000);
    // The first poll is still in flight: no second request.
    expect(calls).toHaveLength(1);
    await advance(40_000);
    // At the deadline the poll in flight gets 5 s more (its answer may carry the one-time token) ...
    expect(calls[0].signal.aborted).toBe(false);
    expect(outcomes).toEqual([]);
    await advance(5000);
    // ... then it is aborted and the timeout reported.
    expect(calls[0].signal.aborted).toBe(true);
    expect(outcomes).toEqual([{ kind: 'timeout' }]);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['success', success('tok-last'), { kind: 'success', token: 'tok-last' }],
    ['a bot error', botError('phone_mismatch'), { kind: 'error', error: 'phone_mismatch' }],
    ['waiting', waiting, { kind: 'timeout' }],
    ['a network failure', network, { kind: 'timeout' }],
  ] as const)('a poll in flight at the deadline that answers %s within the grace', async (_name, last, outcome) => {
    let release: (a: ApiResult<TgStatus>) => void = () => {};
    const calls: number[] = [];
    const outcomes: BotOutcome[] = [];
    const poller = createBotPoller({
      fetchStatus: () => {
        calls.push(Date.now());
        return calls.length < 49 ? Promise.resolve(waiting as ApiResult<TgStatus>) : new Promise((r) => (release = r));
      },
      onOutcome: (o) => outcomes.push(o),
    });
    poller.start('bot1');
    // The 49th poll (at 49 s) hangs past the deadline (50 s).
    await advance(50_000);
    expect(calls).toHaveLength(49);
    expect(outcomes).toEqual([]);
    await advance(2000);
    release(last as ApiResult<TgStatus>);
    await advance(250);
    // The token is answered once by the server: losing this answer would lose the sign-in.
    expect(outcomes).toEqual([outcome]);
    await advance(10_000);
    expect(calls).toHaveLength(49);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stop() ends polling and aborts the request in flight; nothing is reported', async () => {
    const { poller, calls, outcomes } = setup((n) => (n === 3 ? 'hang' : waiting));
    poller.start('bot1');
    await advance(3000);
    expect(calls).toHaveLength(3);
    poller.stop();
    expect(calls[2].signal.aborted).toBe(true);
    await advance(60_000);
    expect(calls).toHaveLength(3);
    expect(outcomes).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('start() twice keeps a single poll loop (the newer token)', async () => {
    const { poller, calls } = setup(() => waiting);
    poller.start('old');
    await advance(2000);
    poller.start('new');
    await advance(5000);
    const after = calls.slice(2);
    expect(after.map((c) => c.token)).toEqual(['new', 'new', 'new', 'new', 'new']);
    // One request per second, not two.
    expect(calls).toHaveLength(7);
    poller.stop();
  });

  it('retries a lost answer, and reports the network after 5 failures in a row', async () => {
    const { poller, calls, outcomes } = setup((n) => (n === 1 ? network : n === 2 ? waiting : network));
    poller.start('bot1');
    await advance(3000);
    expect(outcomes).toEqual([]);
    await advance(10_000);
    expect(outcomes).toEqual([{ kind: 'unreachable', message: 'api_network' }]);
    expect(calls).toHaveLength(7);
  });

  it('a late answer of a stopped run is ignored', async () => {
    let release: (a: ApiResult<TgStatus>) => void = () => {};
    const outcomes: BotOutcome[] = [];
    const poller = createBotPoller({
      // Ignores abort on purpose: the answer arrives after stop().
      fetchStatus: () => new Promise((r) => (release = r)),
      onOutcome: (o) => outcomes.push(o),
    });
    poller.start('bot1');
    await advance(1000);
    poller.stop();
    release({ ok: true, data: { status: 'success', token: 't' } });
    await advance(1000);
    expect(outcomes).toEqual([]);
  });
});
