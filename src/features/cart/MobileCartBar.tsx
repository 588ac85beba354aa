import React from 'react';
import styled from 'styled-components';
import { useCartValue } from './cart-loader';
import { useUi } from '../../shared/ui-store';
import { LocalizedLink } from '../../ui/LocalizedLink';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { formatPrice } from '../../shared/format';
import { media, primaryFill, theme } from '../../shared/theme';

const BarBonus = styled.span`
  display: block;
  font-size: 12px;
  font-weight: 600;
  color: ${theme.color.brandDark};
`;

/** Below this width (px) the checkout link says "Оформити" / "Оформить" (its name stays the full label). */
const SHORT_LABEL_MAX_PX = 399;

const Bar = styled.div`
  display: none;
  ${media.mobile} {
    display: flex;
  }
  position: fixed;
  z-index: 80; /* above the page, below every menu, modal and drawer */
  inset: auto 0 0 0;
  gap: 8px;
  padding: 10px 12px;
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.bottomBar};
  /* One line each at 320-430 px (spec: 16 px text, never under 14): the total takes its width, the
     checkout link the rest, with a short label on the narrowest phones. */
  button {
    flex: 0 1 auto;
    min-width: 96px;
    border: 1px solid ${theme.color.border};
    background: ${theme.color.background};
    border-radius: 999px;
    font-weight: 700;
    padding: 8px 14px;
    white-space: nowrap;
  }
  a {
    flex: 1 1 0;
    min-width: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    padding: 10px 12px;
    ${primaryFill}
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .short {
    display: none;
  }
  @media (max-width: ${SHORT_LABEL_MAX_PX}px) {
    .full {
      display: none;
    }
    .short {
      display: inline;
    }
  }
`;

/** Mobile: a fixed bottom bar with the total and a checkout button (hidden on checkout); opens the drawer. */
export function MobileCartBar({ bonus }: { bonus?: React.ReactNode }) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const total = useCartValue((s) => s.total, 0);
  const toggle = useUi((s) => s.toggle);
  return (
    <Bar as="aside" aria-label={t('cart')} data-testid="mobile-cart-bar">
      {/* Named "cart total" and the total it shows (WCAG 2.5.3, label in name). */}
      <span id="mobile-cart-total-label" hidden>
        {t('cart_total')}
      </span>
      <button
        type="button"
        id="mobile-cart-total"
        onClick={() => toggle('cart')}
        aria-labelledby="mobile-cart-total-label mobile-cart-total"
      >
        {t('price_uah', { price: formatPrice(total, lang) })}
        {/* Logged in: the bonus count too (spec section 2), passed in by the layout (cart does not import auth). */}
        <BarBonus>{bonus}</BarBonus>
      </button>
      <LocalizedLink to="/checkout/" aria-label={t('cart_checkout')}>
        <span className="full">{t('cart_checkout')}</span>
        <span className="short" aria-hidden="true">
          {t('cart_checkout_short')}
        </span>
      </LocalizedLink>
    </Bar>
  );
}
