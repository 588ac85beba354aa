import React, { createContext, useContext, useMemo } from 'react';
import i18next, { type i18n as I18nInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { localeByCode, type Locale, type LocaleCode } from './locales';

export type Translations = Record<string, string>;

/** Page context every generated page carries (gatsby-node.ts). */
export interface LocalePageContext {
  locale: LocaleCode;
  /** The page's language only: a page never ships the other language's texts. */
  translations: Translations;
}

const instances = new Map<LocaleCode, I18nInstance>();

/** One i18next instance per locale, initialised synchronously so SSR output has real text. */
export function i18nFor(locale: LocaleCode, translations: Translations): I18nInstance {
  let instance = instances.get(locale);
  if (!instance) {
    const { lang } = localeByCode(locale);
    instance = i18next.createInstance();
    instance.use(initReactI18next).init({
      lng: lang,
      fallbackLng: false,
      resources: { [lang]: { translation: translations } },
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    } as Parameters<I18nInstance['init']>[0]);
    instances.set(locale, instance);
  }
  return instance;
}

const LocaleContext = createContext<Locale>(localeByCode('ua'));

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export function I18nProvider({ locale, translations, children }: LocalePageContext & { children: React.ReactNode }) {
  const instance = i18nFor(locale, translations);
  const value = useMemo(() => localeByCode(locale), [locale]);
  return (
    <LocaleContext.Provider value={value}>
      <I18nextProvider i18n={instance}>{children}</I18nextProvider>
    </LocaleContext.Provider>
  );
}

/** Translation outside React (e.g. Gatsby's Head, where hooks of the page tree are unavailable). */
export function translate(translations: Translations, key: string, vars: Record<string, string | number> = {}): string {
  const template = translations[key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
