/**
 * The logged-in variants of the site chrome (spec sections 2, 6): the header's login link or
 * avatar, the bonus count (three plural forms); the side menu's profile block or login prompt is
 * SideMenuAccount.tsx (loaded with the side menu).
 * They read the session store only; the auth modal's code loads when the modal first opens.
 */
import React from 'react';
import styled from 'styled-components';
import { LocalizedLink } from '../../ui/LocalizedLink';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { pluralKey } from '../../i18n/plural';
import { media, theme } from '../../shared/theme';
import { useSessionValue } from './session-loader';
import { openAuthModal } from './open-auth-modal';

/** "50 бонусів" in the page's language, or nothing for guests. */
export function useBonusText(): string | null {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const bonus = useSessionValue((s) => s.user?.bonus ?? null, null);
  if (bonus === null) return null;
  return t(pluralKey('bonus_count', lang, bonus), { count: bonus });
}

export function BonusCount({ className }: { className?: string }) {
  const text = useBonusText();
  return text ? (
    <span className={className} data-testid="bonus-count">
      {text}
    </span>
  ) : null;
}

const LoginLink = styled(LocalizedLink)`
  font-weight: 600;
  text-decoration: none;
  ${media.mobile} {
    display: none;
  }
`;

const AvatarLink = styled(LocalizedLink)`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  overflow: hidden;
  background: ${theme.color.background};
  border: 2px solid ${theme.color.border};
  color: ${theme.color.brandDark};
  font-weight: 800;
  text-decoration: none;
  flex: none;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${media.mobile} {
    display: none;
  }
`;

/** Opens the auth modal in login mode instead of following the link (the link works before hydration). */
export const openLogin = (event: React.MouseEvent) => {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  openAuthModal('login');
};

/** Header: 'log in' (opens the auth modal) for guests; the avatar or its placeholder, linking to the profile, when logged in. */
export function HeaderAccount() {
  const { t } = useTranslation();
  const user = useSessionValue((s) => s.user, null);
  if (!user) {
    return (
      <LoginLink to="/auth/" onClick={openLogin} data-testid="header-login">
        {t('login')}
      </LoginLink>
    );
  }
  const initial = (user.name.trim()[0] ?? '?').toUpperCase();
  return (
    <AvatarLink to="/profile/information/" aria-label={t('auth_profile_link', { name: user.name })} data-testid="header-avatar">
      {user.avatar ? (
        <img src={user.avatar.urlForList} alt="" width={40} height={40} />
      ) : (
        <span aria-hidden="true">{initial}</span>
      )}
    </AvatarLink>
  );
}
