import { createStore } from 'zustand/vanilla';
import { lazyStore } from './lazy-store';

type Counter = { count: number; add: () => void };
const counterModule = () => ({
  store: createStore<Counter>()((set) => ({ count: 0, add: () => set((s) => ({ count: s.count + 1 })) })),
});

describe('lazyStore', () => {
  test('the wiring runs once, after the module starts and before an action that waited', async () => {
    const order: string[] = [];
    const lazy = lazyStore(
      async () => counterModule(),
      (module) => {
        order.push('start');
        return module.store;
      },
    );
    lazy.setSetup(() => order.push('wiring'));
    const waited = lazy.withStore((state) => {
      order.push('action');
      state.add();
    });
    expect(lazy.loaded()).toBeNull();
    await waited;
    await lazy.load();
    await lazy.withStore(() => order.push('action'));
    expect(order).toEqual(['start', 'wiring', 'action', 'action']);
    expect(lazy.loaded()?.getState().count).toBe(1);
  });

  test('a failed load (offline) is tried again on the next action', async () => {
    const importer = jest.fn<Promise<ReturnType<typeof counterModule>>, []>().mockRejectedValueOnce(new Error('offline'));
    importer.mockImplementation(async () => counterModule());
    const wiring = jest.fn();
    const lazy = lazyStore(importer, (module) => module.store);
    lazy.setSetup(wiring);
    await expect(lazy.withStore((state) => state.add())).rejects.toThrow('offline');
    expect(wiring).not.toHaveBeenCalled();
    await lazy.withStore((state) => state.add());
    expect(importer).toHaveBeenCalledTimes(2);
    expect(wiring).toHaveBeenCalledTimes(1);
    expect(lazy.loaded()?.getState().count).toBe(1);
  });
});
