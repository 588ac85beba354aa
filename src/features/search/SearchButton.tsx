import React from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { useUi } from '../../shared/ui-store';
import { theme } from '../../shared/theme';

export const SEARCH_DIALOG_ID = 'search-dialog';

/** A round 40 px icon button (this one and the overlay's close button). */
export const RoundButton = styled.button`
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: ${theme.color.background};
  color: ${theme.color.text};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.color.brand};
    outline-offset: 2px;
  }
`;

const Button = styled(RoundButton)`
  display: inline-grid;
  place-items: center;
  flex: none;
  &:hover {
    color: ${theme.color.brand};
  }
`;

export const MagnifierIcon = () => (
  <svg
    width={20}
    height={20}
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

/** Header button that opens (or closes) the search overlay. */
export function SearchButton() {
  const { t } = useTranslation();
  const open = useUi((s) => s.openPanel === 'search');
  const toggle = useUi((s) => s.toggle);
  return (
    <Button
      type="button"
      aria-label={t('search_open')}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? SEARCH_DIALOG_ID : undefined}
      data-search-button=""
      onClick={() => toggle('search')}
    >
      <MagnifierIcon />
    </Button>
  );
}
