import React from 'react';
import type { WrapPageElementBrowserArgs, WrapPageElementNodeArgs } from 'gatsby';
import { I18nProvider, type LocalePageContext } from '../i18n/I18n';
import { useLocaleTable } from '../i18n/locale-tables';
import type { Layout } from './Layout';
import { localeByCode, type LocaleCode } from '../i18n/locales';
import { setApiLanguage } from '../api-client/shop-api';

/**
 * The page in its language. The first page's texts are there before hydration; after a
 * client-side move to the other language the page appears once that language's table has loaded
 * (usually preloaded when the language list opened). When it cannot load, the browser loads the
 * page itself, so the visitor gets the page (or the offline page), never a blank one.
 */
function PageInLocale({ locale, children }: { locale: LocaleCode; children: React.ReactNode }) {
  const table = useLocaleTable(locale, () => window.location.reload());
  if (!table) return null;
  return (
    <I18nProvider locale={locale} translations={table}>
      {children}
    </I18nProvider>
  );
}

/**
 * Gatsby's wrapPageElement for SSR and the browser: i18n of the page's locale + the layout that
 * `layoutOf` gives when the page renders.
 */
export function pageShell(layoutOf: () => typeof Layout) {
  return function wrapPageElement({ element, props }: WrapPageElementBrowserArgs | WrapPageElementNodeArgs) {
    const context = props.pageContext as Partial<LocalePageContext>;
    if (!context.locale) return element;
    setApiLanguage(localeByCode(context.locale).apiLang);
    const PageLayout = layoutOf();
    return (
      <PageInLocale locale={context.locale}>
        <PageLayout pathname={props.location.pathname} search={(props.location as { search?: string }).search ?? ''}>
          {element}
        </PageLayout>
      </PageInLocale>
    );
  };
}
