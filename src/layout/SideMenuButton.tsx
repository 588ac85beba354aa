import React from 'react';
import styled from 'styled-components';
import { useTranslation } from '../i18n/I18n';
import { useUi } from '../shared/ui-store';
import { theme } from '../shared/theme';

const MenuButton = styled.button`
  border: 0;
  background: none;
  padding: 8px;
  cursor: pointer;
  display: inline-grid;
  gap: 4px;
  span {
    display: block;
    width: 22px;
    height: 2px;
    background: ${theme.color.text};
    border-radius: 2px;
  }
`;

/** The hamburger that opens the left slide-out menu. */
export function SideMenuButton() {
  const { t } = useTranslation();
  const open = useUi((s) => s.openPanel === 'side-menu');
  const toggle = useUi((s) => s.toggle);
  return (
    <MenuButton
      type="button"
      aria-label={t('open_side_menu')}
      aria-expanded={open}
      aria-haspopup="dialog"
      onClick={() => toggle('side-menu')}
    >
      <span />
      <span />
      <span />
    </MenuButton>
  );
}
