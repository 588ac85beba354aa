import type { Layout } from '../layout/Layout';
import { nextTask } from '../shared/when-idle';

type LayoutComponent = typeof Layout;

let layout: LayoutComponent | null = null;
let loading: Promise<LayoutComponent> | null = null;

/**
 * Loads the layout (header, footer, menus, modal host: most of the site's own code) as its own
 * chunk. Started when the app starts and awaited before the first render (src/app-shell/hydrate.ts),
 * in two tasks: the chunk's script (downloaded, compiled, run: it only registers its modules),
 * then the layout's modules evaluated in a task of their own. In one task, as webpack's import()
 * does it, the two were 20-30 ms on this machine, a long task of 80-120 ms at Lighthouse's 4x CPU;
 * each half is under its 50 ms line. Before that it was inside the app script's evaluation (one
 * 150 to 300 ms task at 4x). A failed load can be tried again.
 */
export function loadLayout(): Promise<LayoutComponent> {
  loading ??= import(/* webpackChunkName: "part-layout" */ './layout-chunk')
    .then(nextTask)
    .then(() => import(/* webpackChunkName: "part-layout" */ '../layout/Layout'))
    .then(
      (module) => (layout = module.Layout),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  return loading;
}

/** The loaded layout; the first render waits for loadLayout, so it is there whenever a page renders. */
export function loadedLayout(): LayoutComponent {
  if (!layout) throw new Error('The layout rendered before its code loaded (renderFirstPage awaits loadLayout)');
  return layout;
}
