/**
 * The page fade-in (spec sections 3 and 9: "page loaded" fade-in, fade-ins 0.5 to 1.5 s), run on
 * each client-side navigation to another page, never on the first load: the first page is painted
 * from the server's HTML before any script runs (decision 042), and a fade from opacity 0 would
 * hold its largest paint back until the element becomes visible (Chrome does not count an element
 * at opacity 0 as painted). A navigation inside the app is not a page load for LCP.
 *
 * Web Animations on the one page-content element the layout always renders: nothing is remounted
 * (a keyed wrapper made every page mount anew), and the animation leaves no style behind when it
 * ends. None when the visitor asks for reduced motion. Decision 059.
 */
import { PAGE_CONTENT_ATTRIBUTE } from '../layout/page-content';

export const PAGE_FADE_IN_MS = 600;
/** The animation's id (document.getAnimations()), for a restart and for tests. */
export const PAGE_FADE_ID = 'page-fade';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Does this route update bring another page in (not the first render, not only a new query or hash)? */
export function isPageChange(to: { pathname: string }, from: { pathname: string } | null | undefined): boolean {
  return !!from && from.pathname !== to.pathname;
}

/** Another page came in and motion is welcome. */
export function fadesIn(
  to: { pathname: string },
  from: { pathname: string } | null | undefined,
  reducedMotion: boolean,
): boolean {
  return !reducedMotion && isPageChange(to, from);
}

/** Fades the page content in (a fade still running from the last navigation starts over); null if there is none. */
export function fadeInPage(doc: Document): Animation | null {
  const el = doc.querySelector<HTMLElement>(`[${PAGE_CONTENT_ATTRIBUTE}]`);
  if (!el || typeof el.animate !== 'function') return null;
  for (const a of el.getAnimations()) if (a.id === PAGE_FADE_ID) a.cancel();
  return el.animate([{ opacity: 0 }, { opacity: 1 }], { duration: PAGE_FADE_IN_MS, easing: 'ease-out', id: PAGE_FADE_ID });
}

/** gatsby-browser onRouteUpdate: fades in when another page came in and motion is welcome. */
export function fadeInOnRouteUpdate(
  win: Window,
  to: { pathname: string },
  from: { pathname: string } | null | undefined,
): Animation | null {
  const reduced = typeof win.matchMedia === 'function' && win.matchMedia(REDUCED_MOTION_QUERY).matches;
  return fadesIn(to, from, reduced) ? fadeInPage(win.document) : null;
}
