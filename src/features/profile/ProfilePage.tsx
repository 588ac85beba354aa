/**
 * The profile area (spec section 2 profile routes, section 6; issue 8). Mounted lazily by the
 * profile-page template on every /profile/... page; each section's code loads with its own route.
 * Logged-in only: a guest gets the auth modal on the home page (and comes back after logging in).
 */
import React, { Suspense, lazy, useEffect, useRef } from 'react';
import { navigate } from 'gatsby';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { localizedPath } from '../../i18n/paths';
import { useModal } from '../../shared/modal-store';
import { openAuthModal, sessionStore, useSession } from '../auth';
import { LoadError, Notice } from './profile-ui';
import { ProfileFrame, ProfilePlaceholder, SectionPlaceholder } from './ProfilePlaceholder';
import { profileAccess, profileSectionOf, type ProfileAccess, type ProfileSection } from './profile-routes';
import { returnAfterLogin } from './return-after-login';

const SECTIONS: Record<ProfileSection, React.LazyExoticComponent<React.ComponentType>> = {
  information: lazy(() => import('./sections/InformationSection')),
  email: lazy(() => import('./sections/EmailSection')),
  pass: lazy(() => import('./sections/PasswordSection')),
  address: lazy(() => import('./sections/AddressSection')),
  bonus: lazy(() => import('./sections/BonusSection')),
  orders: lazy(() => import('./sections/OrdersSection')),
  promotions: lazy(() => import('./sections/PromotionsSection')),
  reviews: lazy(() => import('./sections/ReviewsSection')),
  wishlist: lazy(() => import('./sections/WishlistSection')),
};

/**
 * Runs `fn` once the browser shows `path` and the new page has rendered (two frames later), or
 * after `timeoutMs` in any case.
 */
function whenPathIs(path: string, fn: () => void, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  const settled = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(fn, 0)));
  const check = () => {
    if (window.location.pathname === path || Date.now() > deadline) settled();
    else setTimeout(check, 50);
  };
  check();
}

/** Guest: the auth modal, then home; after a login from that modal, back to this page. */
function useGuestRedirect(access: ProfileAccess, rest: string) {
  const { code } = useLocale();
  const wasReady = useRef(false);
  useEffect(() => {
    if (access === 'ready') wasReady.current = true;
    if (access !== 'guest') return;
    const here = localizedPath(code, rest);
    const home = localizedPath(code, '/');
    void navigate(home, { replace: true });
    // Logged out here (or in another tab): just leave. A guest who came here is asked to log in
    // once the home page is in place: the route change moves the focus to the page, which would
    // take it out of a modal opened earlier.
    if (!wasReady.current)
      whenPathIs(home, () => {
        openAuthModal('login');
        returnAfterLogin(() => void navigate(here), sessionStore, useModal);
      });
  }, [access, code, rest]);
}

export default function ProfilePage({ rest }: { rest: string }) {
  const { t } = useTranslation();
  const access = useSession((s) => profileAccess(s));
  const section = profileSectionOf(rest);
  useGuestRedirect(access, rest);

  if (access === 'wait') return <ProfilePlaceholder rest={rest} />;
  if (access === 'guest')
    return (
      <Notice role="status" data-testid="profile-guest">
        <p>{t('pf_guest')}</p>
      </Notice>
    );
  if (access === 'offline')
    return <LoadError messageKey="pf_session_error" onRetry={() => void sessionStore.getState().fetchUser()} />;
  if (!section) return null;
  const Section = SECTIONS[section];
  return (
    <ProfileFrame section={section} testId="profile">
      <Suspense fallback={<SectionPlaceholder section={section} />}>
        <Section />
      </Suspense>
    </ProfileFrame>
  );
}
