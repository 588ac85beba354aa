import React, { lazy } from 'react';
import type { PageProps } from 'gatsby';
import { useTranslation } from '../i18n/I18n';
import { parseLocalizedPath } from '../i18n/paths';
import { ProfilePlaceholder } from '../features/profile/ProfilePlaceholder';
import { useIsClient } from '../shared/hydration';
import { ClientOnlyPage, ClientPageHead, type ClientPageContext } from './client-only';

const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));

/**
 * The account pages (/profile/...). Their frame (navigation, the section's cards and labels) is
 * in the static HTML and stays while the code, the session and the data load, so the first paint
 * is the page's own text and nothing moves when it fills in. A whole screen is kept for it: with
 * 60vh the sections pushed the footer down (Lighthouse CLS 0.12).
 */
export default function ProfilePageTemplate({ pageContext, location }: PageProps<object, ClientPageContext>) {
  const { t } = useTranslation();
  const { rest } = parseLocalizedPath(location.pathname);
  const isClient = useIsClient();
  return (
    <>
      <ClientOnlyPage titleKey={pageContext.titleKey} minHeight="100vh" placeholder={<ProfilePlaceholder rest={rest} />}>
        {/* Keyed by route: each profile page mounts its own section (and its own code) fresh. */}
        <ProfilePage key={rest} rest={rest} />
      </ClientOnlyPage>
      {/* Without scripts (static HTML) the profile says it needs a login; the feature takes over after hydration. */}
      {!isClient && <p>{t('profile_login_required')}</p>}
    </>
  );
}

export const Head = ClientPageHead;
