import React, { lazy } from 'react';
import type { PageProps } from 'gatsby';
import { useTranslation } from '../i18n/I18n';
import { parseLocalizedPath } from '../i18n/paths';
import { providerOfCallback } from '../features/auth/social';
import { ClientOnlyPage, ClientPageHead, type ClientPageContext } from './client-only';

// Feature pages mounted by route, each loaded with its own code.
const AuthPage = lazy(() => import('../features/auth/AuthPage'));
const AuthCallbackPage = lazy(() => import('../features/auth/AuthCallbackPage'));
const CheckoutPage = lazy(() => import('../features/checkout/CheckoutPage'));
const CooperationForm = lazy(() => import('../features/forms/CooperationForm'));
const StaffDesk = lazy(() => import('../features/staff-desk/StaffDesk'));

/** The browser-only part of a client page, by its locale-free route. */
function FeaturePage({ rest }: { rest: string }) {
  if (rest === '/auth/') return <AuthPage />;
  if (rest === '/checkout/') return <CheckoutPage />;
  if (rest === '/cooperation/') return <CooperationForm />;
  if (rest === '/staff/') return <StaffDesk />;
  const provider = providerOfCallback(rest);
  if (provider) return <AuthCallbackPage provider={provider} />;
  return null;
}

/**
 * Room a feature takes before its code arrives, so the footer does not jump (no layout shift).
 * Checkout gets a whole screen; below the first screen a move is not a visible shift.
 */
const RESERVED_HEIGHT: Record<string, string> = { '/checkout/': '100vh', '/cooperation/': '560px', '/staff/': '100vh' };

/**
 * Pages whose content belongs to the browser (checkout, sign-in and its callbacks, the
 * cooperation form). The static HTML carries the translated title; the feature modules mount
 * their interactive parts here. The profile pages have their own template (profile-page).
 */
export default function ClientPageTemplate({ pageContext, location }: PageProps<object, ClientPageContext>) {
  const { t } = useTranslation();
  const { rest } = parseLocalizedPath(location.pathname);
  return (
    <ClientOnlyPage
      titleKey={pageContext.titleKey}
      minHeight={RESERVED_HEIGHT[rest]}
      intro={rest === '/cooperation/' && <p>{t('cooperation_intro')}</p>}
    >
      <FeaturePage rest={rest} />
    </ClientOnlyPage>
  );
}

export const Head = ClientPageHead;
