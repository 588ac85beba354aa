/**
 * The service worker's decisions as pure functions (table-tested in strategy.test.ts); the
 * worker itself (worker.ts) only wires them to the Fetch and Cache APIs.
 *
 * - HTML and `/page-data/**`: network first, the cache only when the network fails, so menu
 *   and prices are never stale while online (what gatsby-plugin-offline got wrong for a shop).
 * - Content-hashed files (webpack chunks, `/static/**`): cache first; a new build has new names.
 * - Never touched: other origins, non-GET requests, the shop API (`/api/**`), the worker script.
 *   Those keep their own error handling (the API client's offline messages) and Playwright's
 *   page.route fault injection in the other end-to-end specs.
 */

export type Route =
  /** Not intercepted: the browser does what it would do without a worker. */
  | 'bypass'
  /** A page navigation: network, else its cached HTML, else the app shell, else the offline page. */
  | 'page'
  /** Page data (`/page-data/**`): network, else the cache. */
  | 'data'
  /** A content-hashed file: the cache, else the network (and kept). */
  | 'asset';

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
  /** Request.destination: 'document' for a page load. */
  destination?: string;
}

/** Where every version of the worker keeps its caches; a cache of another version is deleted. */
export const CACHE_PREFIX = 'shop-sw-';

/** The cache of one build (its name carries the build's version). */
export function cacheName(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}

/** Caches to delete when a version activates: ours, but of another build (never someone else's). */
export function staleCaches(names: readonly string[], version: string): string[] {
  return names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== cacheName(version));
}

/** The worker script itself, served with `Cache-Control: no-cache`. */
export const WORKER_PATH = '/sw.js';

/**
 * Gatsby's runtime renders whatever page the address names (from its page data) when the HTML
 * it runs in is this page: Gatsby exempts the path from its "HTML path must match the URL" check
 * (production-app.js; the name comes from gatsby-plugin-offline, which this replaces).
 */
export const APP_SHELL_PATH = '/offline-plugin-app-shell-fallback/';

/** The worker's own offline page of each language (a small static file, src/site/service-worker/offline-page.ts). */
export function offlinePagePath(locale: string): string {
  return `/offline-${locale === 'ru' ? 'ru' : 'ua'}.html`;
}

/** The page's locale code from its path: `/ru/…` is Russian, everything else Ukrainian (spec section 2). */
export function localeOfPath(pathname: string): 'ua' | 'ru' {
  return /^\/ru(\/|$)/.test(pathname) ? 'ru' : 'ua';
}

/** webpack's content hash in a file name (`[name]-[contenthash].js`: 8 hex digits here, gatsby-node.ts). */
export const CONTENT_HASH = '[0-9a-f]{8,}';
/** webpack's hashed scripts and stylesheets, and Gatsby's `/static/<hash>/…` files. */
const HASHED_FILE = new RegExp(`^/[^/]+-${CONTENT_HASH}\\.(js|css|mjs)$`);
const STATIC_DIR = /^\/static\/.+/;

export function routeOf(request: RequestFacts, siteOrigin: string): Route {
  if (request.method !== 'GET') return 'bypass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'bypass';
  }
  if (url.origin !== siteOrigin) return 'bypass';
  const path = url.pathname;
  if (path === '/api' || path.startsWith('/api/') || path === WORKER_PATH) return 'bypass';
  if (request.mode === 'navigate' || request.destination === 'document') return 'page';
  if (path.startsWith('/page-data/')) return 'data';
  if (STATIC_DIR.test(path) || HASHED_FILE.test(path)) return 'asset';
  return 'bypass';
}

/**
 * The cache key of a page: its path with the trailing slash Gatsby's pages always have, without
 * query or hash (`/ua/category/pizza?sort=price` is the pizza page).
 */
export function pageKey(url: string): string {
  const u = new URL(url);
  const path = /\/$/.test(u.pathname) || /\.[a-z0-9]+$/i.test(u.pathname) ? u.pathname : `${u.pathname}/`;
  return `${u.origin}${path}`;
}

/** Gatsby's page data of a page path: '/' -> /page-data/index/page-data.json, '/ua/x/' -> /page-data/ua/x/page-data.json. */
export function pageDataPath(pathname: string): string {
  const clean = pathname.replace(/\/+$/, '');
  return `/page-data/${clean === '' ? 'index' : clean.replace(/^\//, '')}/page-data.json`;
}

/** Only a complete, same-origin, unredirected 200 goes into the cache. */
export function isCacheable(response: { status: number; type: string; redirected: boolean }): boolean {
  return response.status === 200 && response.type === 'basic' && !response.redirected;
}

export interface PageDataFacts {
  componentChunkName?: unknown;
  staticQueryHashes?: unknown;
}

/**
 * What Gatsby's runtime must load to draw a page inside the app shell: the page's template chunks
 * (from the build's chunk map) and its static query results. Null when the page data is not
 * something Gatsby could render (then the offline page is the honest answer).
 */
export function shellNeeds(pageData: PageDataFacts, chunkMap: Readonly<Record<string, readonly string[]>>): string[] | null {
  if (typeof pageData.componentChunkName !== 'string') return null;
  const chunks = chunkMap[pageData.componentChunkName];
  if (!chunks) return null;
  const queries = Array.isArray(pageData.staticQueryHashes) ? pageData.staticQueryHashes : [];
  return [...chunks, ...queries.filter((h): h is string => typeof h === 'string').map((h) => `/page-data/sq/d/${h}.json`)];
}

/**
 * The offline answer to a page load, given what the cache holds: the page's own HTML; else the
 * app shell when the page's data and everything it needs are cached (a page Gatsby prefetched or
 * one opened by a click offline); else the offline page of the page's language.
 */
export function offlineAnswer(facts: {
  pathname: string;
  hasOwnHtml: boolean;
  hasShell: boolean;
  /** What shellNeeds() listed for the cached page data (null: no usable page data cached). */
  shellNeeds: readonly string[] | null;
  isCached: (path: string) => boolean;
}): { kind: 'html' } | { kind: 'shell' } | { kind: 'offline-page'; path: string } {
  if (facts.hasOwnHtml) return { kind: 'html' };
  if (facts.hasShell && facts.shellNeeds && facts.shellNeeds.every(facts.isCached)) return { kind: 'shell' };
  return { kind: 'offline-page', path: offlinePagePath(localeOfPath(facts.pathname)) };
}

/**
 * A push message from the shop API (an order status, modules/notifications) as the notification
 * the worker shows: its title, text and the shop page a tap opens; null for anything else. The
 * page must be one of this site's paths (a message cannot send the customer elsewhere).
 */
export function notificationOf(data: unknown): { title: string; body: string; url: string } | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  if (typeof d.title !== 'string' || typeof d.body !== 'string') return null;
  const url = typeof d.url === 'string' && /^\/(?!\/)/.test(d.url) ? d.url : '/';
  return { title: d.title, body: d.body, url };
}
