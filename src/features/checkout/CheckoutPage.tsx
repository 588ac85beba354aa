/**
 * The checkout page (spec section 2 "checkout"; issue 7). Loaded lazily by the client-page
 * template for `/checkout/`, so its code (and formik, yup, cleave.js) never weighs on other pages.
 */
import React, { useEffect } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../ui/LocalizedLink';
import { media, theme } from '../../layout/theme';
import { cartStore, useCart } from '../cart/cart-store';
import { orderSummary } from './checkout-math';
import { OrderSummary } from './OrderSummary';

const Grid = styled.div`
  display: grid;
  gap: 24px;
  min-height: 50vh;
  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 400px;
    align-items: start;
  }
`;

const Empty = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  min-height: 40vh;
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
`;

export default function CheckoutPage() {
  const { t } = useTranslation();
  const status = useCart((s) => s.status);
  const lines = useCart((s) => s.all);
  const gift = useCart((s) => s.freeProducts[0] ?? null);
  useEffect(() => {
    void cartStore.getState().loadGifts();
  }, []);

  if (status === 'init') return <p aria-busy="true">{t('loading')}</p>;
  if (lines.length === 0)
    return (
      <Empty data-testid="checkout-empty">
        <p>{t('checkout_empty')}</p>
        <LocalizedLink to="/">{t('checkout_to_menu')}</LocalizedLink>
      </Empty>
    );
  const summary = orderSummary({ lines, area: null, bonusDebit: 0 });
  return (
    <Grid>
      <div />
      <OrderSummary
        lines={lines}
        gift={gift}
        summary={summary}
        deliveryType="delivery"
        areaKnown={false}
        promo={null}
        cashback={null}
      />
    </Grid>
  );
}
