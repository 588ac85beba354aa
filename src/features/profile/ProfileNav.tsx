/**
 * The profile navigation: the customer's card (avatar, name, bonuses) and the sections as a side
 * list on desktop, a row of scrollable tabs on phones and tablets; logout at the end.
 */
import React, { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { LocalizedLink } from '../../ui/LocalizedLink';
import { bareList, cardSurface, media, outlinePill, theme } from '../../shared/theme';
import { sessionStore, useBonusText, useSession } from '../auth';
import { PROFILE_NAV, type ProfileSection } from './profile-routes';
import { avatarCircle, TextButton } from './profile-ui';

const Aside = styled.aside`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  min-width: 0;
  nav {
    min-width: 0;
  }
  ${media.desktop} {
    position: sticky;
    top: calc(${theme.headerHeight} + 16px);
    ${cardSurface}
    padding: 16px;
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;
  /* The same height with or without the bonus line (it arrives with the user). */
  min-height: 48px;
  .avatar {
    ${avatarCircle(48)}
  }
  .name {
    font-weight: 800;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .bonus {
    font-size: 14px;
    color: ${theme.color.muted};
  }
  ${media.mobile} {
    .avatar {
      width: 40px;
      height: 40px;
    }
  }
`;

const List = styled.ul`
  ${bareList}
  display: flex;
  gap: 8px;
  overflow-x: auto;
  scrollbar-width: thin;
  /* Room for the focus ring of the first and last tab. */
  padding: 2px;
  li {
    flex: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 16px;
    ${outlinePill}
    text-decoration: none;
    font-weight: 600;
    white-space: nowrap;
    color: ${theme.color.text};
  }
  a[aria-current='page'] {
    background: ${theme.color.brand};
    border-color: ${theme.color.brand};
    color: ${theme.color.onDark};
  }
  ${media.desktop} {
    display: grid;
    gap: 2px;
    overflow: visible;
    a {
      display: flex;
      border: 0;
      border-radius: ${theme.radius.s};
      padding: 0 12px;
      background: none;
    }
    a:hover {
      background: ${theme.color.background};
    }
    a[aria-current='page'] {
      background: ${theme.color.brandTint};
      color: ${theme.color.brandDark};
    }
  }
`;

const Logout = styled(TextButton)`
  justify-self: start;
  color: ${theme.color.muted};
  padding: 0 4px;
  ${media.mobile} {
    display: none;
  }
`;

export function ProfileNav({ section }: { section: ProfileSection }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const bonus = useBonusText();
  const list = useRef<HTMLUListElement>(null);
  // Phones: the tab row scrolls sideways; the current tab is brought into view (the page does not move).
  useEffect(() => {
    const ul = list.current;
    const current = ul?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!ul || !current || ul.scrollWidth <= ul.clientWidth) return;
    ul.scrollLeft = current.offsetLeft - ul.offsetLeft - (ul.clientWidth - current.offsetWidth) / 2;
  }, [section]);
  // Before the user is loaded (the page's placeholder) the card keeps its room, empty.
  const initial = user ? (user.name.trim()[0] ?? '?').toUpperCase() : '';
  return (
    <Aside>
      <Who>
        <span className="avatar" aria-hidden="true">
          {user?.avatar ? <img src={user.avatar.urlForList} alt="" width={48} height={48} /> : initial}
        </span>
        <div>
          <div className="name">{user?.name ?? '\u00a0'}</div>
          {bonus && <div className="bonus">{bonus}</div>}
        </div>
      </Who>
      <nav aria-label={t('pf_nav')}>
        <List ref={list}>
          {PROFILE_NAV.map((item) => (
            <li key={item.path}>
              <LocalizedLink to={item.path} aria-current={item.sections.includes(section) ? 'page' : undefined}>
                {t(item.key)}
              </LocalizedLink>
            </li>
          ))}
        </List>
      </nav>
      {user && (
        <Logout type="button" onClick={() => void sessionStore.getState().logout()}>
          {t('auth_logout')}
        </Logout>
      )}
    </Aside>
  );
}
