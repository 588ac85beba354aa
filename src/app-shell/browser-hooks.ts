/**
 * Gatsby's browser APIs of the shop (re-exported by gatsby-browser.tsx): the page shell, the first
 * render, the app's start, navigation progress and fade, scroll positions.
 */
import type { GatsbyBrowser } from 'gatsby';
import { pageShell } from '../layout/PageShell';
import { Layout } from '../layout/Layout';
import { startProgress } from '../shared/progress';
import { useUi } from '../shared/ui-store';
import { keepsScrollPosition } from './scroll';
import { markHydrated } from '../shared/hydration';
import { nextTask } from '../shared/when-idle';
import { renderFirstPage } from './hydrate';
import { fadeInOnRouteUpdate, isPageChange } from './page-fade';
import { startWebFont, type WebFont } from '../layout/web-font';
import { dropServedJsonLd } from './served-json-ld';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = pageShell(() => Layout);

// Gatsby types this hook with react-dom's legacy render signature; Gatsby itself calls it with
// (element, container).
export const replaceHydrateFunction = (() => renderFirstPage) as unknown as GatsbyBrowser['replaceHydrateFunction'];

let endNavigation: (() => void) | null = null;
let webFont: WebFont | null = null;
let services: Promise<typeof import('./client-services')> | null = null;

/**
 * The app's start in tasks of under about 50 ms on Lighthouse's 4x slower CPU, each a piece of
 * the Total Blocking Time otherwise (docs/decisions/042-performance-architecture.md). The eager
 * imports stay in the app script (no request); their modules are evaluated when imported.
 */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = async () => {
  // Out of the app script's evaluation.
  await nextTask();
  // Inter's files after the page's load, in an idle moment (not in this task), used from the
  // first client-side navigation (or at once if cached); a failed file leaves the fallback.
  webFont = startWebFont(window);
  webFont.loaded.catch(() => {});
  // The client's services and the wiring of the session and the cart, whose code loads after the
  // first render (src/features/auth/session-loader.ts, src/features/cart/cart-loader.ts).
  await nextTask();
  services = import(/* webpackMode: "eager" */ './client-services');
  (await services).startServices(window);
  // Gatsby's own start (the page's data) follows in a task of its own.
  await nextTask();
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
  if (isPageChange(location, prevLocation)) {
    // The new page is laid out anyway: the swap to Inter costs nothing extra here.
    webFont?.use();
    dropServedJsonLd(document);
  }
  endNavigation?.();
  endNavigation = null;
  // A route change closes every menu, list and drawer (spec section 2).
  useUi.getState().closeAll();
};

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ prevRouterProps, routerProps }) => {
  const from = prevRouterProps?.location.pathname;
  const to = routerProps.location.pathname;
  // Moving between category pages keeps the scroll position (spec section 2).
  return !(from && keepsScrollPosition(from, to));
};
