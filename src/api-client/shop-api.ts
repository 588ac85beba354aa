import type { ApiClient, ApiResult } from './client';
import type { Locale } from '../i18n/locales';

/**
 * The storefront's one instance of the API client. Same origin by default (Netlify proxies
 * /api/* to the shop API); GATSBY_API_BASE_URL overrides it for development setups.
 *
 * Its code (client.ts, 1.3 KB gzipped) is a chunk of its own, loaded by the first call: no
 * page needs the API before its first render, and every page loads the app chunk before it
 * hydrates (docs/decisions/042-performance-architecture.md). Once loaded, calls go straight to the client.
 */
let currentLang: Locale['apiLang'] = 'ukrainian';
let tokenSource: () => string | null = () => null;
let unauthorizedHandler: () => void = () => {};

let client: ApiClient | null = null;
let loading: Promise<ApiClient> | null = null;

/** Loads the client's chunk once; a failed load (offline) is asked for again by the next call. */
function loadClient(): Promise<ApiClient> {
  loading ??= import(/* webpackChunkName: "part-api-client" */ './client').then(
    ({ createApiClient }) =>
      (client = createApiClient({
        baseUrl: process.env.GATSBY_API_BASE_URL ?? '',
        getLang: () => currentLang,
        getToken: () => tokenSource(),
        onUnauthorized: () => unauthorizedHandler(),
      })),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** What the client answers when fetch itself fails: a chunk that cannot load is the same offline. */
const networkFailure = (): ApiResult<never> => ({ ok: false, error: { kind: 'network', message: 'api_network' } });

const request: ApiClient['request'] = (path, options) =>
  client ? client.request(path, options) : loadClient().then((loaded) => loaded.request(path, options), networkFailure);

export const shopApi: ApiClient = { request };

let languageKnown = false;
const languageListeners = new Set<() => void>();

/**
 * Called by the page shell whenever the page's locale is known (while it renders). A change after
 * the first page's language (the visitor switched) is told to the listeners.
 */
export function setApiLanguage(lang: Locale['apiLang']) {
  const switched = languageKnown && lang !== currentLang;
  currentLang = lang;
  languageKnown = true;
  if (switched) for (const listener of languageListeners) listener();
}

/** `listener` runs when the visitor switches the language (called during a render: defer any state change). */
export function onApiLanguageChange(listener: () => void): () => void {
  languageListeners.add(listener);
  return () => void languageListeners.delete(listener);
}

/** The auth feature registers where the bearer token comes from and what a 401 does. */
export function connectSession(getToken: () => string | null, onUnauthorized: () => void) {
  tokenSource = getToken;
  unauthorizedHandler = onUnauthorized;
}
