import React, { useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../i18n/I18n';
import { LocalizedLink } from '../ui/LocalizedLink';
import { useDialogFocus } from '../ui/use-dialog-focus';
import { useUi } from '../shared/ui-store';
import { useSiteData } from '../shared/use-site-data';
import { bareList, theme } from '../shared/theme';
import { Backdrop } from '../ui/Backdrop';
import { SideMenuAccount } from '../features/auth/SideMenuAccount';
import { SITE_LINKS, socialLinks } from './site-links';

const Panel = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  width: min(340px, 88vw);
  background: ${theme.color.surface};
  z-index: 100;
  overflow-y: auto;
  padding: 20px;
  box-shadow: ${theme.shadow.pop};
  nav ul {
    ${bareList}
  }
  nav a {
    display: block;
    padding: 10px 4px;
    text-decoration: none;
    font-weight: 600;
    border-bottom: 1px solid ${theme.color.border};
  }
  nav a:hover,
  nav a:focus-visible {
    color: ${theme.color.brand};
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: 12px;
  h2 {
    margin: 0;
    font-size: 18px;
  }
  button {
    border: 0;
    background: none;
    font-size: 28px;
    line-height: 1;
    cursor: pointer;
    padding: 4px 8px;
  }
`;

const Social = styled.ul`
  list-style: none;
  display: flex;
  gap: 12px;
  padding: 0;
  margin: 16px 0 0;
`;

/** Left slide-out menu: the profile block or login prompt (features/auth), site and social links. */
export function SideMenu() {
  const { t } = useTranslation();
  const open = useUi((s) => s.openPanel === 'side-menu');
  const { contact } = useSiteData();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useUi((s) => s.closeAll);
  useDialogFocus(panelRef, open, close);
  if (!open) return null;
  return (
    <>
      <Backdrop onClick={close} aria-hidden="true" />
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby="side-menu-title" data-testid="side-menu">
        <Top>
          <h2 id="side-menu-title">{t('side_menu')}</h2>
          <button type="button" onClick={close} aria-label={t('close')}>
            ×
          </button>
        </Top>
        <SideMenuAccount onNavigate={close} />
        {/* Not 'Меню': the footer's site links already are that landmark (axe landmark-unique). */}
        <nav aria-label={t('side_menu')}>
          <ul>
            {SITE_LINKS.map(([to, key]) => (
              <li key={to}>
                <LocalizedLink to={to}>{t(key)}</LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <Social>
          {socialLinks(contact, { withChannel: false }).map(([href, key]) => (
            <li key={key}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {t(key)}
              </a>
            </li>
          ))}
        </Social>
      </Panel>
    </>
  );
}
