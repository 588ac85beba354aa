import type { GatsbyBrowser } from 'gatsby';
import { pageShell } from './src/layout/PageShell';
import { Layout } from './src/layout/Layout';
import { startProgress } from './src/shared/progress';
import { useUi } from './src/shared/ui-store';
import { keepsScrollPosition } from './src/app-shell/scroll';
import { markHydrated } from './src/shared/hydration';
import { renderFirstPage } from './src/app-shell/hydrate';
import { fadeInOnRouteUpdate, isPageChange } from './src/app-shell/page-fade';
import { startAfterFirstRender, startServices } from './src/app-shell/client-services';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = pageShell(Layout);

// Gatsby types this hook with react-dom's legacy render signature; Gatsby itself calls it with
// (element, container).
export const replaceHydrateFunction = (() => renderFirstPage) as unknown as GatsbyBrowser['replaceHydrateFunction'];

/** The cart and the session, restored before the first render. */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => startServices(window);

let endNavigation: (() => void) | null = null;

/** Marks the page as interactive (React hydrated): end-to-end tests wait for it before clicking. */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  markHydrated();
  startAfterFirstRender(window);
};

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) => {
  if (isPageChange(location, prevLocation)) endNavigation ??= startProgress();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  // Called after the new page is in the DOM and before it is painted: it fades in from its first frame.
  fadeInOnRouteUpdate(window, location, prevLocation);
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
