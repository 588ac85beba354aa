import { loadLayout, loadedLayout } from './layout-loader';
import { Layout } from '../layout/Layout';

test('the layout is there for rendering once its chunk has loaded, loaded once', async () => {
  expect(() => loadedLayout()).toThrow(/before its code loaded/);
  const first = loadLayout();
  expect(loadLayout()).toBe(first);
  await expect(first).resolves.toBe(Layout);
  expect(loadedLayout()).toBe(Layout);
});
