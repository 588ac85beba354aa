import React from 'react';
import styled from 'styled-components';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { theme } from '../../shared/theme';
import { formatPrice } from '../../shared/format';
import { useLiveMenu } from '../live-menu';
import type { CartLine } from './cart-math';
import { lineLiveState } from './cart-menu';
import { useCart } from './cart-store';

const Notes = styled.span`
  display: block;
  grid-column: 1 / -1;
  font-size: 13px;
  strong {
    display: block;
    color: ${theme.color.error};
  }
  span {
    display: block;
    color: ${theme.color.muted};
  }
`;

/**
 * What the live menu says about a cart line, on the line itself (drawer and checkout): a dish on
 * the stop-list or with a modifier that is off (it stays in the cart, out of the total; checkout
 * asks to remove it; the flag goes when the feed has it on again) and a price that changed since
 * it was added (shown with the old one, never silently). While it is shown the feed is re-read.
 */
export function CartLineNotes({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  useLiveMenu(); // keeps the feed fresh while the line is shown; the cart holds what is off
  const off = useCart((s) => s.off);
  const priceNote = useCart((s) => s.menuNotices.find((n) => n.kind === 'price_changed' && n.lineId === line.id));
  const state = lineLiveState(off, line);
  if (!priceNote && !state.unavailable && state.modifiersOff.length === 0) return null;
  return (
    <Notes data-testid="cart-line-notes">
      {state.unavailable && <strong data-testid="cart-line-unavailable">{t('cart_line_unavailable')}</strong>}
      {state.modifiersOff.length > 0 && (
        <strong data-testid="cart-line-modifiers-off">
          {t('cart_line_modifiers_off', { modifiers: state.modifiersOff.join(', ') })}
        </strong>
      )}
      {priceNote?.kind === 'price_changed' && (
        <span data-testid="cart-line-price-note">
          {t('cart_line_price_note', { from: formatPrice(priceNote.from, lang), to: formatPrice(priceNote.to, lang) })}
        </span>
      )}
    </Notes>
  );
}
