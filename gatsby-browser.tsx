import type { GatsbyBrowser } from 'gatsby';
import { pageShell } from './src/layout/PageShell';
import { loadLayout, loadedLayout } from './src/app-shell/layout-loader';
import { startProgress } from './src/shared/progress';
import { useUi } from './src/shared/ui-store';
import { keepsScrollPosition } from './src/app-shell/scroll';
import { markHydrated } from './src/shared/hydration';
import { renderFirstPage } from './src/app-shell/hydrate';
import { fadeInOnRouteUpdate, isPageChange } from './src/app-shell/page-fade';
import { startWebFont, type WebFont } from './src/layout/web-font';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = pageShell(loadedLayout);

// Gatsby types this hook with react-dom's legacy render signature; Gatsby itself calls it with
// (element, container).
export const replaceHydrateFunction = (() => renderFirstPage) as unknown as GatsbyBrowser['replaceHydrateFunction'];

let endNavigation: (() => void) | null = null;
let webFont: WebFont | null = null;
let services: Promise<typeof import('./src/app-shell/client-services')> | null = null;

export const onClientEntry: GatsbyBrowser['onClientEntry'] = async () => {
  // The layout's chunk downloads while Gatsby fetches the page's data (awaited before the first
  // render, which tries again if it failed).
  loadLayout().catch(() => {});
  // Inter's files after the page's load, used from the first client-side navigation (or now if
  // cached); a failed file leaves the metric-matched fallback.
  webFont = startWebFont(window);
  webFont.loaded.catch(() => {});
  // The rest runs in a task of its own, not at the end of the app script's long evaluation; its
  // modules too (an eager import: in the app script, evaluated when imported).
  await new Promise((resolve) => setTimeout(resolve, 0));
  services = import(/* webpackMode: "eager" */ './src/app-shell/client-services');
  (await services).startServices(window);
};

/** Marks the page as interactive (React hydrated): end-to-end tests wait for it before clicking. */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  markHydrated();
  void services?.then((started) => started.startAfterFirstRender(window));
};

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) => {
  if (isPageChange(location, prevLocation)) endNavigation ??= startProgress();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  // Called after the new page is in the DOM and before it is painted: it fades in from its first frame.
  fadeInOnRouteUpdate(window, location, prevLocation);
  // The new page is laid out anyway: the swap to Inter costs nothing extra here.
  if (isPageChange(location, prevLocation)) webFont?.use();
  endNavigation?.();
  endNavigation = null;
  // A route change closes every menu, list and drawer (spec section 2).
  useUi.getState().closeAll();
};

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ prevRouterProps, routerProps }) => {
  const from = prevRouterProps?.location.pathname;
  const to = routerProps.location.pathname;
  // Moving between category pages keeps the scroll position (spec section 2).
  if (from && keepsScrollPosition(from, to)) return false;
  return true;
};
