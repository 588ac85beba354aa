import React from 'react';
import { renderToString } from 'react-dom/server';
import type { GatsbySSR } from 'gatsby';
import { pageShell } from './src/layout/PageShell';
import { Layout } from './src/layout/Layout';
import { LOCALES, type LocaleCode } from './src/i18n/locales';
import type { Translations } from './src/i18n/I18n';
import { registerLocaleTable } from './src/i18n/locale-tables';
import { pagePathScript } from './src/site/page-path-script';
import { APP_SHELL_PATH } from './src/site/service-worker/strategy';
import { webFontHead } from './src/layout/web-font';

/** Every language's text table, compiled into the HTML renderer by gatsby-node (onCreateWebpackConfig). */
declare const __SSR_LOCALE_TABLES__: Record<LocaleCode, Translations>;

// The server render has the texts built in (the browser fetches the built tables).
for (const { code } of LOCALES) registerLocaleTable(code, __SSR_LOCALE_TABLES__[code]);

export const wrapPageElement: GatsbySSR['wrapPageElement'] = pageShell(Layout);

/** The web font: its files preloaded, its faces declared (src/layout/web-font.ts). */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents(webFontHead());
};

/**
 * Gatsby renders pages with React 18's renderToPipeableStream, which writes NUL bytes into long
 * non-ASCII (Cyrillic) text at its internal chunk boundaries (react#31134): 130 built pages had
 * "Кате\0горії"-style words. renderToString has no such bug; the pages do not stream anyway.
 * (Lazy parts render their fallback on the server and load in the browser.)
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ pathname, bodyComponent, replaceBodyHTMLString }) => {
  // The service worker's app shell has no body: the browser draws the page the address names.
  if (pathname === APP_SHELL_PATH) return replaceBodyHTMLString('');
  replaceBodyHTMLString(renderToString(bodyComponent as React.ReactElement));
};

/** Gatsby's page-path script made the same on every page (src/site/page-path-script.ts). */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  const components = getPostBodyComponents() as React.ReactElement<{
    id?: string;
    dangerouslySetInnerHTML?: { __html: string };
  }>[];
  replacePostBodyComponents(
    components.map((el) => {
      const inline = el?.props?.id === 'gatsby-script-loader' ? el.props.dangerouslySetInnerHTML?.__html : undefined;
      const rewritten = inline ? pagePathScript(inline) : null;
      if (!rewritten) return el;
      return React.cloneElement(el, {
        'data-page-path': rewritten.pagePath,
        dangerouslySetInnerHTML: { __html: rewritten.script },
      } as Record<string, unknown>);
    }),
  );
};
