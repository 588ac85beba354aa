import { registerServiceWorkerWhenIdle } from './register';

function fakeWindow({ readyState = 'complete', idle = true, worker = true } = {}) {
  const calls: string[] = [];
  const listeners: Record<string, () => void> = {};
  const unregister = jest.fn(async () => true);
  const container = {
    register: jest.fn(async (url: string, options?: object) => calls.push(`register ${url} ${JSON.stringify(options)}`)),
    getRegistrations: jest.fn(async () => [{ unregister }, { unregister }]),
  };
  const win = {
    navigator: worker ? { serviceWorker: container } : {},
    document: { readyState },
    addEventListener: (type: 'load', fn: () => void) => {
      listeners[type] = fn;
    },
    requestIdleCallback: idle
      ? (fn: () => void, options?: { timeout: number }) => {
          calls.push(`idle ${options?.timeout}`);
          fn();
        }
      : undefined,
    setTimeout: (fn: () => void, ms: number) => {
      calls.push(`timeout ${ms}`);
      fn();
    },
  };
  return { win, calls, listeners, container, unregister };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('registerServiceWorkerWhenIdle', () => {
  it('registers /sw.js for the whole site when the loaded page is idle', () => {
    const { win, calls } = fakeWindow();
    registerServiceWorkerWhenIdle(win, { production: true, disabled: false });
    expect(calls).toEqual(['idle 5000', 'register /sw.js {"scope":"/","updateViaCache":"none"}']);
  });

  it('waits for the load event first', () => {
    const { win, calls, listeners } = fakeWindow({ readyState: 'interactive' });
    registerServiceWorkerWhenIdle(win, { production: true, disabled: false });
    expect(calls).toEqual([]);
    listeners.load();
    expect(calls).toHaveLength(2);
  });

  it('falls back to a timer without requestIdleCallback (Safari)', () => {
    const { win, calls } = fakeWindow({ idle: false });
    registerServiceWorkerWhenIdle(win, { production: true, disabled: false });
    expect(calls[0]).toBe('timeout 2000');
    expect(calls[1]).toMatch(/^register/);
  });

  it('does nothing in development or without service workers', () => {
    const dev = fakeWindow();
    registerServiceWorkerWhenIdle(dev.win, { production: false, disabled: false });
    expect(dev.calls).toEqual([]);
    const old = fakeWindow({ worker: false });
    expect(() => registerServiceWorkerWhenIdle(old.win, { production: true, disabled: false })).not.toThrow();
    expect(old.calls).toEqual([]);
  });

  it('with the kill switch, removes every registration instead of registering', async () => {
    const { win, calls, container, unregister } = fakeWindow();
    registerServiceWorkerWhenIdle(win, { production: true, disabled: true });
    await flush();
    expect(container.register).not.toHaveBeenCalled();
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(calls).toEqual([]);
  });

  it('a failing registration stays silent (the shop works without the worker)', async () => {
    const { win, container } = fakeWindow();
    container.register.mockRejectedValueOnce(new Error('SecurityError'));
    registerServiceWorkerWhenIdle(win, { production: true, disabled: false });
    await flush();
  });
});
