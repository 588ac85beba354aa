import React, { Suspense, lazy } from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { SeoHead } from '../layout/SeoHead';
import { translate, type LocalePageContext } from '../i18n/I18n';
import { localizedPath, parseLocalizedPath } from '../i18n/paths';
import { providerOfCallback } from '../features/auth/social';

// Feature pages mounted by route, each loaded with its own code.
const AuthPage = lazy(() => import('../features/auth/AuthPage'));
const AuthCallbackPage = lazy(() => import('../features/auth/AuthCallbackPage'));
const CheckoutPage = lazy(() => import('../features/checkout/CheckoutPage'));

/** The browser-only part of a client page, by its locale-free route. */
function FeaturePage({ rest }: { rest: string }) {
  if (rest === '/auth/') return <AuthPage />;
  if (rest === '/checkout/') return <CheckoutPage />;
  const provider = providerOfCallback(rest);
  if (provider) return <AuthCallbackPage provider={provider} />;
  return null;
}

type Context = LocalePageContext & { titleKey: string; private: boolean; canonicalRest: string | null };

/**
 * Pages whose content belongs to the browser (checkout, profile, sign-in callbacks, the
 * cooperation form). The static HTML carries the translated title; the feature modules mount
 * their interactive parts here.
 */
export default function ClientPageTemplate({ pageContext, location }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const { rest } = parseLocalizedPath(location.pathname);
  return (
    <>
      <h1>{t(pageContext.titleKey)}</h1>
      <Suspense fallback={null}>
        <FeaturePage rest={rest} />
      </Suspense>
      {pageContext.titleKey.startsWith('profile_') && <p>{t('profile_login_required')}</p>}
    </>
  );
}

export function Head({ pageContext, location }: HeadProps<object, Context>) {
  return (
    <SeoHead
      pageContext={pageContext}
      path={location.pathname}
      title={translate(pageContext.translations, pageContext.titleKey)}
      canonicalPath={pageContext.canonicalRest ? localizedPath(pageContext.locale, pageContext.canonicalRest) : undefined}
      noindex={pageContext.private}
    />
  );
}
