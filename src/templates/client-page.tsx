import React, { Suspense, lazy, useSyncExternalStore } from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { SeoHead } from '../layout/SeoHead';
import { useTranslationOf, type LocalePageContext, useTranslation } from '../i18n/I18n';
import { localizedPath, parseLocalizedPath } from '../i18n/paths';
import { providerOfCallback } from '../features/auth/social';
import { ProfilePlaceholder } from '../features/profile/ProfilePlaceholder';

// Feature pages mounted by route, each loaded with its own code.
const AuthPage = lazy(() => import('../features/auth/AuthPage'));
const AuthCallbackPage = lazy(() => import('../features/auth/AuthCallbackPage'));
const CheckoutPage = lazy(() => import('../features/checkout/CheckoutPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const CooperationForm = lazy(() => import('../features/forms/CooperationForm'));

const isProfileRoute = (rest: string) => rest.startsWith('/profile/');

/** The browser-only part of a client page, by its locale-free route. */
function FeaturePage({ rest }: { rest: string }) {
  if (rest === '/auth/') return <AuthPage />;
  if (rest === '/checkout/') return <CheckoutPage />;
  // Keyed by route: each profile page mounts its own section (and its own code) fresh.
  if (isProfileRoute(rest)) return <ProfilePage key={rest} rest={rest} />;
  if (rest === '/cooperation/') return <CooperationForm />;
  const provider = providerOfCallback(rest);
  if (provider) return <AuthCallbackPage provider={provider} />;
  return null;
}

// False on the server and while hydrating, true afterwards: the feature mounts after hydration, so
// the static HTML and the first client render match (a lazy page suspending inside the server
// render made React throw away the boundary: minified error #419 on every checkout load).
const subscribeNothing = () => () => {};
const useIsClient = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

/**
 * Room a feature takes before its code arrives, so the footer does not jump (no layout shift).
 * Checkout and profile pages get a whole screen: with 60vh the profile's sections pushed the
 * footer down (Lighthouse CLS 0.12); below the first screen a move is not a visible shift.
 */
const RESERVED_HEIGHT: Record<string, string> = { '/checkout/': '100vh', '/cooperation/': '560px' };
const reservedHeight = (rest: string) => RESERVED_HEIGHT[rest] ?? (isProfileRoute(rest) ? '100vh' : undefined);

type Context = LocalePageContext & { titleKey: string; private: boolean; canonicalRest: string | null };

/**
 * Pages whose content belongs to the browser (checkout, profile, sign-in callbacks, the
 * cooperation form). The static HTML carries the translated title; the feature modules mount
 * their interactive parts here.
 */
export default function ClientPageTemplate({ pageContext, location }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const { rest } = parseLocalizedPath(location.pathname);
  const isClient = useIsClient();
  return (
    <>
      <h1>{t(pageContext.titleKey)}</h1>
      {rest === '/cooperation/' && <p>{t('cooperation_intro')}</p>}
      <div style={reservedHeight(rest) ? { minHeight: reservedHeight(rest) } : undefined}>
        {isClient ? (
          <Suspense fallback={isProfileRoute(rest) ? <ProfilePlaceholder rest={rest} /> : null}>
            <FeaturePage rest={rest} />
          </Suspense>
        ) : (
          // The profile's frame is in the static HTML: its texts paint with the first paint.
          isProfileRoute(rest) && <ProfilePlaceholder rest={rest} />
        )}
      </div>
      {/* Without scripts (static HTML) the profile says it needs a login; the feature takes over after hydration. */}
      {pageContext.titleKey.startsWith('profile_') && !isClient && <p>{t('profile_login_required')}</p>}
    </>
  );
}

export function Head({ pageContext, location }: HeadProps<object, Context>) {
  const t = useTranslationOf(pageContext.locale);
  return (
    <SeoHead
      pageContext={pageContext}
      path={location.pathname}
      title={t(pageContext.titleKey)}
      canonicalPath={pageContext.canonicalRest ? localizedPath(pageContext.locale, pageContext.canonicalRest) : undefined}
      noindex={pageContext.private}
    />
  );
}
