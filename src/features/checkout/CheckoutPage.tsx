/**
 * The checkout page (spec section 2 "checkout"; issue 7). Loaded lazily by the client-page
 * template for `/checkout/`, so its code (and formik, yup, cleave.js) never weighs on other pages.
 * States: cart loading, empty cart, the form, an order just placed, back from the payment page.
 */
import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { LocalizedLink } from '../../ui/LocalizedLink';
import { theme } from '../../shared/theme';
import { useModal } from '../../shared/modal-store';
import { cartStore, useCart } from '../cart';
import type { PlacedOrder } from './checkout-api';
import CheckoutForm from './CheckoutForm';
import {
  clearPendingPayment,
  parsePaymentReturn,
  readPendingPayment,
  type PaymentReturn,
  type PendingPayment,
} from './payment-return';

const Panel = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  min-height: 40vh;
  align-content: start;
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
  p.lead {
    color: ${theme.color.text};
    font-size: 18px;
  }
  a {
    color: ${theme.color.brandDark};
    font-weight: 600;
  }
`;

const isPlaced = (v: unknown): v is PlacedOrder =>
  !!v && typeof v === 'object' && typeof (v as PlacedOrder).id === 'number' && typeof (v as PlacedOrder).number === 'number';

function PaymentResult({ result, pending }: { result: PaymentReturn; pending: PendingPayment | null }) {
  const { t } = useTranslation();
  const number = pending && pending.orderId === result.orderId ? pending.number : null;
  return (
    <Panel data-testid="payment-result" data-status={result.status} role="status">
      {result.status === 'success' ? (
        <p className="lead">{number ? t('checkout_paid_number', { number }) : t('checkout_paid')}</p>
      ) : (
        <>
          <p className="lead">{number ? t('checkout_pay_failed_number', { number }) : t('checkout_pay_failed')}</p>
          {pending && pending.orderId === result.orderId && <a href={pending.paymentUrl}>{t('checkout_pay_again')}</a>}
        </>
      )}
      <LocalizedLink to="/">{t('checkout_to_menu')}</LocalizedLink>
    </Panel>
  );
}

export default function CheckoutPage() {
  const { t } = useTranslation();
  const status = useCart((s) => s.status);
  const count = useCart((s) => s.all.length);
  const lastOrder = useCart((s) => s.lastOrder);
  // Back from the payment page: ?order=&status= (read once; the address bar is tidied below).
  const [payment] = useState(() => (typeof window === 'undefined' ? null : parsePaymentReturn(window.location.search)));
  const [pending] = useState(() => (payment ? readPendingPayment() : null));

  useEffect(() => {
    void cartStore.getState().loadGifts();
  }, []);

  useEffect(() => {
    if (!payment) return;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (payment.status !== 'success') return;
    const mine = pending && pending.orderId === payment.orderId ? pending : null;
    clearPendingPayment();
    useModal.getState().open({
      name: 'modal-thankyou',
      props: { orderId: payment.orderId, nwAddress: mine?.nwAddress ?? null, nwAddressName: mine?.nwAddressName ?? null },
    });
  }, [payment, pending]);

  if (payment && count === 0) return <PaymentResult result={payment} pending={pending} />;
  if (status === 'init')
    return (
      <Panel aria-busy="true">
        <p>{t('loading')}</p>
      </Panel>
    );
  if (count === 0) {
    if (isPlaced(lastOrder))
      return (
        <Panel data-testid="checkout-placed">
          <p className="lead">{t('checkout_placed', { number: lastOrder.number })}</p>
          <p>
            {t(lastOrder.is_self_delivery ? 'checkout_thanks_pickup' : 'checkout_thanks_delivery', {
              range: lastOrder.deliveryTimeRange,
            })}
          </p>
          <LocalizedLink to="/">{t('checkout_to_menu')}</LocalizedLink>
        </Panel>
      );
    return (
      <Panel data-testid="checkout-empty">
        <p className="lead">{t('checkout_empty')}</p>
        <LocalizedLink to="/">{t('checkout_to_menu')}</LocalizedLink>
      </Panel>
    );
  }
  return <CheckoutForm />;
}
