/**
 * What the two browser-content templates share (client-page: checkout, sign-in, cooperation;
 * profile-page: the account pages): the translated title, room kept for the feature, a feature
 * mounted only after hydration, and the head (private pages are not indexed).
 */
import React, { Suspense } from 'react';
import type { HeadProps } from 'gatsby';
import { SeoHead } from '../layout/SeoHead';
import { useTranslation, useTranslationOf, type LocalePageContext } from '../i18n/I18n';
import { useIsClient } from '../shared/hydration';

export type ClientPageContext = LocalePageContext & { titleKey: string; private: boolean; canonicalRest: string | null };

/**
 * The page's title and its feature, mounted after hydration. `placeholder` stands in for it in
 * the static HTML and while its code loads; `minHeight` (CSS) keeps the footer from jumping.
 */
export function ClientOnlyPage({
  titleKey,
  minHeight,
  placeholder = null,
  intro,
  children,
}: {
  titleKey: string;
  minHeight?: string;
  placeholder?: React.ReactNode;
  intro?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const isClient = useIsClient();
  return (
    <>
      <h1>{t(titleKey)}</h1>
      {intro}
      <div style={minHeight ? { minHeight } : undefined}>
        {isClient ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
      </div>
    </>
  );
}

export function ClientPageHead({ pageContext, location }: HeadProps<object, ClientPageContext>) {
  const t = useTranslationOf(pageContext.locale);
  return (
    <SeoHead pageContext={pageContext} path={location.pathname} title={t(pageContext.titleKey)} noindex={pageContext.private} />
  );
}
