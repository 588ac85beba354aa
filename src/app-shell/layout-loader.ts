import type { Layout } from '../layout/Layout';
import { nextTask } from '../shared/when-idle';

type LayoutComponent = typeof Layout;

let layout: LayoutComponent | null = null;
let loading: Promise<LayoutComponent> | null = null;

/**
 * The layout (header, menus, status strip, phone cart bar: most of the first screen's own code).
 * Its modules come with the app script (one file less to fetch before hydration, and gzip packs
 * them with the rest: 0.6 to 0.7 KB less per page than as a chunk of their own, decision 042) but
 * are evaluated here, in a task of their own, not inside the app script's evaluation (one 150 to
 * 300 ms task at Lighthouse's 4x CPU otherwise). Started when the app starts and awaited before the first render
 * (src/app-shell/hydrate.ts).
 */
export function loadLayout(): Promise<LayoutComponent> {
  loading ??= nextTask()
    .then(() => import(/* webpackMode: "eager" */ '../layout/Layout'))
    .then((module) => (layout = module.Layout));
  return loading;
}

/** The loaded layout; the first render waits for loadLayout, so it is there whenever a page renders. */
export function loadedLayout(): LayoutComponent {
  if (!layout) throw new Error('The layout rendered before its code loaded (renderFirstPage awaits loadLayout)');
  return layout;
}
