import React from 'react';
import { renderToString } from 'react-dom/server';
import type { GatsbySSR } from 'gatsby';
import { pageShell } from './src/layout/PageShell';
import { Layout } from './src/layout/Layout';
import { LOCALES, type LocaleCode } from './src/i18n/locales';
import type { Translations } from './src/i18n/I18n';
import { parseLocalizedPath } from './src/i18n/paths';
import { LOCALE_TABLE_URLS, registerLocaleTable } from './src/i18n/locale-tables';
import { TEXTS_ATTRIBUTE } from './src/i18n/texts-attribute';
import { pagePathScript } from './src/site/page-path-script';
import { withoutImagePluginHead } from './src/site/image-plugin-head';
import { APP_SHELL_PATH } from './src/site/service-worker/strategy';
import { FALLBACK_FACE } from './src/layout/web-font';
import { pageJsonLd } from './src/templates/json-ld';
import { serializeJsonLd } from './src/site/structured-data';

/** Every language's text table, compiled into the HTML renderer by gatsby-node (onCreateWebpackConfig). */
declare const __SSR_LOCALE_TABLES__: Record<LocaleCode, Translations>;
/** The site's origin (gatsby-config's siteUrl), defined by gatsby-node for the HTML renderer. */
declare const __SITE_URL__: string;

// The server render has the texts built in (the browser fetches the built tables).
for (const { code } of LOCALES) registerLocaleTable(code, __SSR_LOCALE_TABLES__[code]);

export const wrapPageElement: GatsbySSR['wrapPageElement'] = pageShell(() => Layout);

/**
 * The address of the page language's text table, which hydration waits for
 * (src/app-shell/hydrate.ts). The after-first-paint loader preloads it together with the app's
 * scripts (src/site/after-first-paint.ts): as a <link rel=preload> in the head it took the slow
 * connection's bandwidth from the first screen's photos and text, for a file nothing reads
 * before the scripts run.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents, loadPageDataSync }) => {
  // The first paint's font, Inter's metric-matched fallback (src/layout/web-font.ts): static, so
  // hydration never declares it anew. Inter itself is added by the browser after the page's load.
  setHeadComponents([<style key="web-font" data-web-font="" dangerouslySetInnerHTML={{ __html: FALLBACK_FACE }} />]);
  // The page's schema.org JSON-LD, for crawlers: built here from the page's data, never in the browser (src/templates/json-ld.ts).
  const jsonLd = pageJsonLd(loadPageDataSync(pathname), __SITE_URL__);
  setHeadComponents(
    jsonLd.map((data, i) => (
      <script key={`json-ld-${i}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
    )),
  );
  const url = LOCALE_TABLE_URLS[parseLocalizedPath(pathname).locale];
  // A data attribute, which React's <html> props type does not list.
  if (url) setHtmlAttributes({ [TEXTS_ATTRIBUTE]: url } as React.HtmlHTMLAttributes<HTMLHtmlElement>);
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

/**
 * No head parts for an image component the shop does not use (src/site/image-plugin-head.ts), and
 * Gatsby's page-path script made the same on every page (src/site/page-path-script.ts). (Its
 * runtime, React and app scripts are deferred after the build: src/site/after-first-paint.ts.)
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(withoutImagePluginHead(getHeadComponents()));
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
