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

/** Called by the page shell whenever the page's locale is known. */
export function setApiLanguage(lang: Locale['apiLang']) {
  currentLang = lang;
}

/** The auth feature registers where the bearer token comes from and what a 401 does. */
export function connectSession(getToken: () => string | null, onUnauthorized: () => void) {
  tokenSource = getToken;
  unauthorizedHandler = onUnauthorized;
}
