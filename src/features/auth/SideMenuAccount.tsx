import React from 'react';
import styled from 'styled-components';
import { LocalizedLink } from '../../ui/LocalizedLink';
import { useTranslation } from '../../i18n/I18n';
import { primaryFill, theme } from '../../shared/theme';
import { useSession, sessionStore } from './session';
import { openLogin, useBonusText } from './AccountChrome';

/** Side-menu items of the profile block (spec section 2), locale-free paths. */
export const PROFILE_MENU_LINKS: [path: string, key: string][] = [
  ['/profile/wishlist/', 'profile_wishlist'],
  ['/profile/bonus/', 'profile_bonus'],
  ['/profile/address/', 'profile_address'],
  ['/profile/information/', 'profile_information'],
  ['/profile/orders/', 'profile_orders'],
  ['/profile/promotions/', 'profile_promotions'],
  ['/profile/reviews/', 'profile_reviews'],
];

const Block = styled.div`
  background: ${theme.color.background};
  border-radius: ${theme.radius.m};
  padding: 14px;
  margin-bottom: 16px;
  p {
    margin: 0 0 10px;
    font-size: 14px;
  }
  .name {
    font-weight: 800;
    font-size: 17px;
    margin: 0 0 2px;
  }
  ul {
    list-style: none;
    margin: 8px 0 0;
    padding: 0;
    display: grid;
  }
  li a,
  li button {
    display: block;
    width: 100%;
    text-align: left;
    padding: 8px 4px;
    min-height: 40px;
    box-sizing: border-box;
    text-decoration: none;
    font: inherit;
    font-weight: 600;
    background: none;
    border: 0;
    color: inherit;
    cursor: pointer;
  }
  li a:hover,
  li button:hover {
    color: ${theme.color.brand};
  }
  .login {
    display: inline-block;
    padding: 8px 18px;
    ${primaryFill}
  }
`;

/** Side menu: the profile block (name, bonuses, sections, logout) or the login prompt. */
export function SideMenuAccount({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const bonus = useBonusText();
  if (!user) {
    return (
      <Block data-testid="side-menu-login">
        <p>{t('login_prompt')}</p>
        <LocalizedLink
          className="login"
          to="/auth/"
          onClick={(e) => {
            onNavigate();
            openLogin(e);
          }}
        >
          {t('login')}
        </LocalizedLink>
      </Block>
    );
  }
  return (
    <Block as="nav" aria-label={t('auth_profile_menu')} data-testid="side-menu-profile">
      <p className="name">{user.name}</p>
      {bonus && <p>{bonus}</p>}
      <ul>
        {PROFILE_MENU_LINKS.map(([to, key]) => (
          <li key={to}>
            <LocalizedLink to={to}>{t(key)}</LocalizedLink>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void sessionStore.getState().logout()}>
            {t('auth_logout')}
          </button>
        </li>
      </ul>
    </Block>
  );
}
