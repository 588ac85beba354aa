import React, { createContext, useContext, useMemo } from 'react';
import { localeByCode, type Locale, type LocaleCode } from './locales';
import { useLocaleTable, type Translations } from './locale-tables';

export type { Translations } from './locale-tables';

/** Page context every generated page carries (gatsby-node.ts); its texts come from src/i18n/locale-tables.ts. */
export interface LocalePageContext {
  locale: LocaleCode;
}

/** Values for a text's `{{name}}` placeholders. */
export type TranslationVars = Record<string, string | number | null | undefined>;

/** A text of the page's language by key, placeholders filled; an unknown key comes back as it is. */
export type TFunction = (key: string, vars?: TranslationVars) => string;

interface I18nValue {
  locale: Locale;
  t: TFunction;
  i18n: { exists: (key: string) => boolean };
}

function i18nValue(locale: LocaleCode, translations: Translations): I18nValue {
  return {
    locale: localeByCode(locale),
    t: (key, vars) => translate(translations, key, vars),
    i18n: { exists: (key) => Object.prototype.hasOwnProperty.call(translations, key) },
  };
}

const I18nContext = createContext<I18nValue>(i18nValue('ua', {}));

/**
 * The page's language for its components: `useTranslation()` gives `t`, `useLocale()` the locale.
 * The texts are flat keys with `{{name}}` placeholders and plurals by key suffix
 * (src/i18n/plural.ts), so a lookup and a replace is all translation needs here (i18next and
 * react-i18next were 17 KB gzipped of the first-load JS for that; README, design decisions).
 */
export function I18nProvider({
  locale,
  translations,
  children,
}: LocalePageContext & { translations: Translations; children: React.ReactNode }) {
  const value = useMemo(() => i18nValue(locale, translations), [locale, translations]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}

export function useTranslation(): Pick<I18nValue, 't' | 'i18n'> {
  return useContext(I18nContext);
}

/**
 * `t` for a Gatsby `Head` (rendered outside the page's tree, so without its provider): the texts of
 * `locale` from the shared tables; a key stands for its text only while the other language's table
 * loads after a client-side language switch.
 */
export function useTranslationOf(locale: LocaleCode): TFunction {
  const table = useLocaleTable(locale);
  return useMemo(() => i18nValue(locale, table ?? {}).t, [locale, table]);
}

/** Translation outside React (e.g. Gatsby's Head, where hooks of the page tree are unavailable). */
export function translate(translations: Translations, key: string, vars: TranslationVars = {}): string {
  const template = Object.prototype.hasOwnProperty.call(translations, key) ? translations[key] : key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
