import { whenIdle, type IdleWindow } from './when-idle';

function fakeWindow(withIdle: boolean) {
  const calls: string[] = [];
  const win: IdleWindow = {
    setTimeout: (_cb, ms) => (calls.push(`timeout ${ms}`), 1),
    clearTimeout: (h) => void calls.push(`clear ${h}`),
  };
  if (withIdle) {
    win.requestIdleCallback = (_cb, options) => (calls.push(`idle ${options?.timeout}`), 7);
    win.cancelIdleCallback = (h) => void calls.push(`cancel ${h}`);
  }
  return { win, calls };
}

describe('whenIdle', () => {
  it.each([
    [true, ['idle 2000', 'cancel 7']],
    [false, ['timeout 300', 'clear 1']],
  ])('requestIdleCallback available: %s -> %j', (withIdle, expected) => {
    const { win, calls } = fakeWindow(withIdle);
    const cancel = whenIdle(() => {}, { timeoutMs: 2000, fallbackMs: 300 }, win);
    cancel();
    expect(calls).toEqual(expected);
  });

  it('runs the callback in the real browser stand-in (jsdom timers)', () => {
    jest.useFakeTimers();
    const run = jest.fn();
    whenIdle(run, { timeoutMs: 1000, fallbackMs: 50 });
    jest.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
