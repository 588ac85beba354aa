import type { Layout } from '../layout/Layout';

type LayoutComponent = typeof Layout;

let layout: LayoutComponent | null = null;
let loading: Promise<LayoutComponent> | null = null;

/**
 * Loads the layout (header, footer, menus, modal host: most of the site's own code) as its own
 * chunk. Started when the app starts and awaited before the first render (src/app-shell/hydrate.ts):
 * its modules are evaluated when the chunk arrives, in a task of their own, instead of inside the
 * app script's evaluation (one 150 to 300 ms task at Lighthouse's 4x CPU, most of the Total
 * Blocking Time). A failed load can be tried again.
 */
export function loadLayout(): Promise<LayoutComponent> {
  loading ??= import(/* webpackChunkName: "part-layout" */ '../layout/Layout').then(
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
