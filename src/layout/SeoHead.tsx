import React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { useTranslationOf, type LocalePageContext } from '../i18n/I18n';
import { DEFAULT_LOCALE, localeByCode } from '../i18n/locales';
import { alternatePaths, localizedPath } from '../i18n/paths';
import { SITE_IMAGE_PATH } from '../site/structured-data';

interface Props {
  /** `canonicalRest` (createPages): the locale-free canonical page when it differs from `path` (e.g. checkout -> home). */
  pageContext: LocalePageContext & { canonicalRest?: string | null };
  /** The page path as generated (with its locale prefix). */
  path: string;
  title?: string;
  description?: string;
  noindex?: boolean;
  /** The page's picture for link previews (a path on the site or an absolute URL); the site's by default. */
  image?: string;
  children?: React.ReactNode;
}

/** A path on the site as an absolute URL (link previews need one); an absolute URL stays. */
export const absoluteUrl = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : origin + pathOrUrl;

/**
 * Everything of <head> for one page: <html lang> with the ISO language (uk / ru), title,
 * description, canonical, hreflang alternates (uk, ru, x-default -> the Ukrainian page).
 * Used from each template's Gatsby `Head` export, where React context is not available.
 */
export function SeoHead({ pageContext, path, title, description, noindex, image, children }: Props) {
  const { site } = useStaticQuery<{ site: { siteMetadata: { siteUrl: string } } }>(graphql`
    query SeoSite {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const t = useTranslationOf(pageContext.locale);
  const origin = site.siteMetadata.siteUrl;
  const locale = localeByCode(pageContext.locale);
  const siteName = t('site_name');
  const fullTitle = title ? `${title} | ${siteName}` : siteName;
  const alternates = alternatePaths(path);
  const canonical = pageContext.canonicalRest ? localizedPath(pageContext.locale, pageContext.canonicalRest) : path;
  return (
    <>
      <html lang={locale.lang} />
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? t('site_description')} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon.png" type="image/png" sizes="48x48" />
      <link rel="canonical" href={origin + canonical} />
      {alternates.map((a) => (
        <link key={a.locale} rel="alternate" hrefLang={localeByCode(a.locale).lang} href={origin + a.path} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + alternates.find((a) => a.locale === DEFAULT_LOCALE)!.path} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:locale" content={locale.ogLocale} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:image" content={absoluteUrl(origin, image ?? SITE_IMAGE_PATH)} />
      {noindex && <meta name="robots" content="noindex" />}
      {children}
    </>
  );
}
