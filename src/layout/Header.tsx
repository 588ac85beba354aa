import React from 'react';
import styled from 'styled-components';
import { LocalizedLink } from '../ui/LocalizedLink';
import { CategoryMenu } from './CategoryMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { SideMenuButton } from './SideMenuButton';
import { SearchButton } from '../features/search/SearchButton';
import { media, theme, visuallyHidden } from '../shared/theme';
import { formatPrice } from '../shared/format';
import { useLocale, useTranslation } from '../i18n/I18n';
import { useCartValue } from '../features/cart/cart-loader';
import { useUi } from '../shared/ui-store';
import { BonusCount, HeaderAccount } from '../features/auth/AccountChrome';

/** The logged-in customer's bonuses beside the cart total (spec section 2). */
const HeaderBonus = styled(BonusCount)`
  font-weight: 600;
  font-size: 13px;
  color: ${theme.color.brandDark};
  padding-left: 6px;
  border-left: 1px solid ${theme.color.border};
`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
`;

const Inner = styled.div`
  position: relative;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  height: ${theme.headerHeight};
  padding: 0 16px;
  display: flex;
  align-items: center;
  gap: 12px;
  ${media.mobile} {
    gap: 6px;
    padding: 0 8px;
  }
`;

const Logo = styled(LocalizedLink)`
  display: flex;
  align-items: center;
  gap: 8px;
  text-decoration: none;
  font-weight: 800;
  font-size: 20px;
  letter-spacing: -0.02em;
  margin-right: auto;
  white-space: nowrap;
  span[aria-hidden] {
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${theme.color.brand};
    color: ${theme.color.onDark};
    font-size: 18px;
  }
  ${media.mobile} {
    font-size: 16px;
  }
  /* Phones: the round mark alone, so the header never overflows; the name stays for screen readers. */
  @media (max-width: 479px) {
    .name {
      ${visuallyHidden}
    }
  }
`;

const CartIcon = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9" cy="20" r="1.4" />
    <circle cx="17" cy="20" r="1.4" />
  </svg>
);

const CartSummary = styled.button`
  border: 0;
  cursor: pointer;
  font: inherit;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  text-decoration: none;
  font-weight: 700;
  padding: 8px 12px;
  border-radius: 999px;
  background: ${theme.color.background};
  ${media.mobile} {
    display: none;
  }
`;

/** Site header: logo, Menu dropdown, cart summary (UAH), login link, RU/UA switch. */
export function Header({ currentPath }: { currentPath: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const total = useCartValue((s) => s.total, 0);
  const cartOpen = useUi((s) => s.openPanel === 'cart');
  const show = useUi((s) => s.show);
  return (
    <Bar>
      <Inner>
        <SideMenuButton />
        {/* Named by what it shows (WCAG 2.5.3, label in name), then where it leads. */}
        <Logo to="/">
          <span aria-hidden="true">С</span>
          <span className="name">{t('site_name')}</span>
          <span className="visually-hidden"> — {t('home')}</span>
        </Logo>
        <CategoryMenu />
        <SearchButton />
        {/* Named "cart total" and the total it shows (label in name): the hidden label, then its own text. */}
        <span id="cart-summary-label" hidden>
          {t('cart_total')}
        </span>
        <CartSummary
          type="button"
          id="cart-summary"
          aria-labelledby="cart-summary-label cart-summary"
          aria-expanded={cartOpen}
          aria-haspopup="dialog"
          // Desktop: the drawer opens on hover (spec section 2) and on click or Enter; clicking again
          // must not close what the hover just opened, so both only open it.
          onClick={() => show('cart')}
          onMouseEnter={() => show('cart')}
        >
          <CartIcon />
          {t('price_uah', { price: formatPrice(total, locale.lang) })}
          <HeaderBonus />
        </CartSummary>
        <HeaderAccount />
        <LanguageSwitch currentPath={currentPath} />
      </Inner>
    </Bar>
  );
}
