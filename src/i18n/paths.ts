import { DEFAULT_LOCALE, LOCALES, isLocaleCode, type LocaleCode } from './locales';

/**
 * Site paths always end with a slash (Gatsby's `trailingSlash: 'always'`).
 * `localizedPath('ua', '/')` -> '/', `localizedPath('ua', '/sales/')` -> '/ua/sales/',
 * `localizedPath('ru', '/')` -> '/ru/'.
 */
export function localizedPath(locale: LocaleCode, path: string): string {
  const clean = normalisePath(path);
  if (locale === DEFAULT_LOCALE && clean === '/') return '/';
  return `/${locale}${clean}`;
}

/** Ensures a leading and a trailing slash, collapses repeats; keeps ?query and #hash. */
export function normalisePath(path: string): string {
  const match = /^([^?#]*)(.*)$/.exec(path) ?? ['', path, ''];
  return `/${match[1]}/`.replace(/\/{2,}/g, '/') + match[2];
}

/** Splits a site path into its locale and the locale-free rest: '/ru/sales/' -> { locale: 'ru', rest: '/sales/' }. */
export function parseLocalizedPath(path: string): { locale: LocaleCode; rest: string } {
  const clean = normalisePath(path.split(/[?#]/)[0]);
  const first = clean.split('/')[1] ?? '';
  if (isLocaleCode(first)) {
    return { locale: first, rest: normalisePath(clean.slice(first.length + 1)) };
  }
  return { locale: DEFAULT_LOCALE, rest: clean };
}

/** The same page in every locale (for hreflang and the language switch). */
export function alternatePaths(path: string): { locale: LocaleCode; path: string }[] {
  const { rest } = parseLocalizedPath(path);
  return LOCALES.map((l) => ({ locale: l.code, path: localizedPath(l.code, rest) }));
}

/** The path of the same page in another locale; keeps query and hash. */
export function switchLocalePath(path: string, target: LocaleCode): string {
  const [, base = '', tail = ''] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  return localizedPath(target, parseLocalizedPath(base).rest) + tail;
}
