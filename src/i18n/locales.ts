/**
 * The two locales of the shop. The URL says `ua`, but the language is Ukrainian, ISO `uk`:
 * everything that talks to the platform (<html lang>, hreflang, Intl, date-fns, plurals)
 * uses `lang`, never `code`.
 */
export const LOCALES = [
  { code: 'ua', lang: 'uk', apiLang: 'ukrainian', label: 'UA', ogLocale: 'uk_UA' },
  { code: 'ru', lang: 'ru', apiLang: 'russian', label: 'RU', ogLocale: 'ru_UA' },
] as const;

export type Locale = (typeof LOCALES)[number];
export type LocaleCode = Locale['code'];
export type Lang = Locale['lang'];

/** Ukrainian is the site's default (served at the root). */
export const DEFAULT_LOCALE: LocaleCode = 'ua';
/** Locale used by the unprefixed-path redirects (spec section 9: "ru is the default for redirects"). */
export const REDIRECT_LOCALE: LocaleCode = 'ru';

export function localeByCode(code: string): Locale {
  const found = LOCALES.find((l) => l.code === code);
  if (!found) throw new Error(`Unknown locale code: ${code}`);
  return found;
}

export function isLocaleCode(value: string): value is LocaleCode {
  return LOCALES.some((l) => l.code === value);
}
