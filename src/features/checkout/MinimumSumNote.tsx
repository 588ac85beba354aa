/**
 * Below the delivery area's minimum: how much is missing, once, beside the submit button, with the
 * way back to the menu (issue 41). A refused submit scrolls it into view and focuses it.
 */
import React from 'react';
import styled from 'styled-components';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { formatPrice } from '../../shared/format';
import { theme } from '../../shared/theme';
import { LocalizedLink } from '../../ui/LocalizedLink';

export const MINIMUM_NOTE_ID = 'checkout-below-minimum';

const Note = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${theme.radius.s};
  background: ${theme.color.infoBg};
  border: 1px solid ${theme.color.infoBorder};
  a {
    color: ${theme.color.brandDark};
    font-weight: 600;
    margin-left: 4px;
  }
  &:focus {
    outline: 2px solid ${theme.color.brand};
  }
`;

export function MinimumSumNote({ missing, minSum }: { missing: number; minSum: number }) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  return (
    <Note id={MINIMUM_NOTE_ID} role="status" tabIndex={-1} data-testid="below-minimum">
      {t('checkout_to_minimum', { missing: formatPrice(missing, lang), sum: formatPrice(minSum, lang) })}
      <LocalizedLink to="/">{t('checkout_add_from_menu')}</LocalizedLink>
    </Note>
  );
}

/** After a refused submit: the note in view and focused (a screen reader reads it). */
export function showMinimumNote() {
  const note = document.getElementById(MINIMUM_NOTE_ID);
  note?.scrollIntoView({ block: 'center' });
  note?.focus({ preventScroll: true });
}
