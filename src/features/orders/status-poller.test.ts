import { createStatusPoller, type PollResult } from './status-poller';

/** A poll whose answers the test hands out one by one (each call waits for `answer`). */
function scriptedPoll() {
  const calls: { signal: AbortSignal; resolve: (r: PollResult) => void }[] = [];
  const poll = jest.fn(
    (signal: AbortSignal) =>
      new Promise<PollResult>((resolve) => {
        calls.push({ signal, resolve });
      }),
  );
  const answer = async (result: PollResult) => {
    const call = calls[calls.length - 1];
    call.resolve(result);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { poll, calls, answer };
}

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-06-15T09:00:00.000Z') }));
afterEach(() => jest.useRealTimers());

test('polls at once, then every 20 s after each answer', async () => {
  const { poll, answer } = scriptedPoll();
  const poller = createStatusPoller({ poll });
  poller.start(true);
  await jest.advanceTimersByTimeAsync(0);
  expect(poll).toHaveBeenCalledTimes(1);
  await answer('ok');
  await jest.advanceTimersByTimeAsync(19_999);
  expect(poll).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(poll).toHaveBeenCalledTimes(2);
  await answer('ok');
  await jest.advanceTimersByTimeAsync(20_000);
  expect(poll).toHaveBeenCalledTimes(3);
  poller.stop();
});

test('a slow answer never lets polls overlap (the next wait starts after it)', async () => {
  const { poll, answer } = scriptedPoll();
  const poller = createStatusPoller({ poll });
  poller.start(true);
  await jest.advanceTimersByTimeAsync(0);
  await jest.advanceTimersByTimeAsync(120_000); // still waiting for the first answer
  expect(poll).toHaveBeenCalledTimes(1);
  await answer('ok');
  await jest.advanceTimersByTimeAsync(20_000);
  expect(poll).toHaveBeenCalledTimes(2);
  poller.stop();
});

test('failures back off (40 s, 80 s) and a success returns to 20 s; the count is reported', async () => {
  const { poll, answer } = scriptedPoll();
  const onFailures = jest.fn();
  const poller = createStatusPoller({ poll, onFailures });
  poller.start(true);
  await jest.advanceTimersByTimeAsync(0);
  await answer('failed');
  expect(onFailures).toHaveBeenLastCalledWith(1);
  await jest.advanceTimersByTimeAsync(39_999);
  expect(poll).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(poll).toHaveBeenCalledTimes(2);
  await answer('failed');
  expect(poller.failures).toBe(2);
  await jest.advanceTimersByTimeAsync(79_999);
  expect(poll).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(1);
  expect(poll).toHaveBeenCalledTimes(3);
  await answer('ok');
  expect(onFailures).toHaveBeenLastCalledWith(0);
  await jest.advanceTimersByTimeAsync(20_000);
  expect(poll).toHaveBeenCalledTimes(4);
  poller.stop();
});

test('a poll that throws counts as a failure and the loop goes on', async () => {
  const poll = jest.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue('ok');
  const poller = createStatusPoller({ poll });
  poller.start(true);
  await jest.advanceTimersByTimeAsync(0);
  expect(poller.failures).toBe(1);
  await jest.advanceTimersByTimeAsync(40_000);
  expect(poll).toHaveBeenCalledTimes(2);
  expect(poller.failures).toBe(0);
  poller.stop();
});

test('done ends the loop', async () => {
  const poll = jest.fn().mockResolvedValue('done');
  const poller = createStatusPoller({ poll });
  poller.start(true);
  await jest.advanceTimersByTimeAsync(0);
  await jest.advanceTimersByTimeAsync(600_000);
  expect(poll).toHaveBeenCalledTimes(1);
  expect(jest.getTimerCount()).toBe(0);
});

test('hidden: nothing is polled; visible again: the overdue poll runs at once, then every 20 s', async () => {
  const poll = jest.fn().mockResolvedValue('ok');
  const poller = createStatusPoller({ poll });
  poller.start(true);
  await jest.advanceTimersByTimeAsync(0);
  expect(poll).toHaveBeenCalledTimes(1);
  poller.setVisible(false);
  expect(jest.getTimerCount()).toBe(0);
  await jest.advanceTimersByTimeAsync(300_000);
  expect(poll).toHaveBeenCalledTimes(1);
  poller.setVisible(true);
  await jest.advanceTimersByTimeAsync(0);
  expect(poll).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(20_000);
  expect(poll).toHaveBeenCalledTimes(3);
  poller.stop();
});

test('a short switch away keeps the 20 s rhythm; repeated focus events never stack timers', async () => {
  const poll = jest.fn().mockResolvedValue('ok');
  const poller = createStatusPoller({ poll });
  poller.start(true);
  await jest.advanceTimersByTimeAsync(0);
  await jest.advanceTimersByTimeAsync(5_000);
  poller.setVisible(false);
  poller.setVisible(true);
  for (let i = 0; i < 5; i++) poller.setVisible(true); // focus, focus, ...
  expect(jest.getTimerCount()).toBe(1);
  await jest.advanceTimersByTimeAsync(14_999);
  expect(poll).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(poll).toHaveBeenCalledTimes(2);
  poller.stop();
});

test('started while hidden: waits for the tab to show', async () => {
  const poll = jest.fn().mockResolvedValue('ok');
  const poller = createStatusPoller({ poll });
  poller.start(false);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(poll).not.toHaveBeenCalled();
  poller.setVisible(true);
  await jest.advanceTimersByTimeAsync(0);
  expect(poll).toHaveBeenCalledTimes(1);
  poller.stop();
});

test('hidden while a request runs: its answer schedules nothing until visible', async () => {
  const { poll, answer } = scriptedPoll();
  const poller = createStatusPoller({ poll });
  poller.start(true);
  await jest.advanceTimersByTimeAsync(0);
  poller.setVisible(false);
  await answer('ok');
  expect(jest.getTimerCount()).toBe(0);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(poll).toHaveBeenCalledTimes(1);
  poller.setVisible(true);
  await jest.advanceTimersByTimeAsync(0);
  expect(poll).toHaveBeenCalledTimes(2);
  poller.stop();
});

test('stop aborts the request in flight and drops its answer; restart begins a fresh loop', async () => {
  const { poll, calls, answer } = scriptedPoll();
  const onFailures = jest.fn();
  const poller = createStatusPoller({ poll, onFailures });
  poller.start(true);
  await jest.advanceTimersByTimeAsync(0);
  poller.stop();
  expect(calls[0].signal.aborted).toBe(true);
  await answer('failed');
  expect(onFailures).not.toHaveBeenCalled();
  expect(jest.getTimerCount()).toBe(0);
  poller.start(true);
  poller.start(true); // twice: still one loop
  await jest.advanceTimersByTimeAsync(0);
  expect(poll).toHaveBeenCalledTimes(2);
  expect(calls[1].signal.aborted).toBe(false);
  await answer('ok');
  await jest.advanceTimersByTimeAsync(20_000);
  expect(poll).toHaveBeenCalledTimes(3);
  poller.stop();
});
