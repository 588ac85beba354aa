import { loadLayout, loadedLayout } from './layout-loader';
import { Layout } from '../layout/Layout';

test('the layout is there for rendering once its chunk has loaded, loaded once', async () => {
  expect(() => loadedLayout()).toThrow(/before its code loaded/);
  const first = loadLayout();
  expect(loadLayout()).toBe(first);
  await expect(first).resolves.toBe(Layout);
  expect(loadedLayout()).toBe(Layout);
});

test("the layout's modules are evaluated in a task after the chunk's script, not in the same one", async () => {
  jest.useFakeTimers();
  try {
    let fresh!: typeof import('./layout-loader');
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof import('./layout-loader')>('./layout-loader');
    });
    let loaded = false;
    void fresh.loadLayout().then(() => (loaded = true));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(loaded).toBe(false); // the chunk is in; its modules wait for the next task
    jest.runOnlyPendingTimers();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(loaded).toBe(true);
    expect(fresh.loadedLayout()).toBeDefined();
  } finally {
    jest.useRealTimers();
  }
});
