import React from 'react';
import type { WrapPageElementBrowserArgs, WrapPageElementNodeArgs } from 'gatsby';
import { I18nProvider, type LocalePageContext } from '../i18n/I18n';
import { Layout } from './Layout';
import { localeByCode } from '../i18n/locales';
import { setApiLanguage } from '../api-client/shop-api';

/** Gatsby's wrapPageElement for SSR and the browser: i18n of the page's locale + the layout. */
export function wrapPageElement({ element, props }: WrapPageElementBrowserArgs | WrapPageElementNodeArgs) {
  const context = props.pageContext as Partial<LocalePageContext>;
  if (!context.locale || !context.translations) return element;
  setApiLanguage(localeByCode(context.locale).apiLang);
  return (
    <I18nProvider locale={context.locale} translations={context.translations}>
      <Layout pathname={props.location.pathname} search={(props.location as { search?: string }).search ?? ''}>
        {element}
      </Layout>
    </I18nProvider>
  );
}
