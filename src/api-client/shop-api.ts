import { createApiClient } from './client';
import type { Locale } from '../i18n/locales';

/**
 * The storefront's one instance of the API client. Same origin by default (Netlify proxies
 * /api/* to the shop API); GATSBY_API_BASE_URL overrides it for development setups.
 */
let currentLang: Locale['apiLang'] = 'ukrainian';
let tokenSource: () => string | null = () => null;
let unauthorizedHandler: () => void = () => {};

export const shopApi = createApiClient({
  baseUrl: process.env.GATSBY_API_BASE_URL ?? '',
  getLang: () => currentLang,
  getToken: () => tokenSource(),
  onUnauthorized: () => unauthorizedHandler(),
});

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
