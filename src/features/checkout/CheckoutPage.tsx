/**
 * The checkout page (spec section 2 "checkout"; issue 7). Loaded lazily by the client-page
 * template for `/checkout/`, so its code (and formik, yup, cleave.js) never weighs on other pages.
 * States: cart loading, empty cart, the form, an order just placed, back from the payment page
 * (checking, paid, awaiting payment, payment failed: with a way to pay again).
 */
import React, { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { LocalizedLink } from '../../ui/LocalizedLink';
import { theme } from '../../shared/theme';
import { useModal } from '../../shared/modal-store';
import { cartStore, toAnalyticsLine, useCart } from '../cart';
import { getAnalytics } from '../analytics';
import type { PlacedOrder } from './checkout-api';
import CheckoutForm from './CheckoutForm';
import { clearPendingPayment, parsePaymentReturn, readPendingPayment, type PendingPayment } from './payment-return';
import { PayAgainButton, PaymentBadge, useOrderPayment, type OrderPaymentState } from '../payment';

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

/** Back from the payment page: the order's payment as the API reports it (polled until final). */
function PaymentResult({
  payment,
  orderId,
  pending,
}: {
  payment: OrderPaymentState;
  orderId: number;
  pending: PendingPayment | null;
}) {
  const { t } = useTranslation();
  const number = payment.number ?? (pending && pending.orderId === orderId ? pending.number : null);
  const status = payment.status;
  const checking = !payment.done && (status === null || status === 'awaiting');
  const line = (withNumber: string, without: string) => (number ? t(withNumber, { number }) : t(without));
  return (
    <Panel data-testid="payment-result" data-status={checking ? 'checking' : (status ?? 'unknown')} aria-busy={checking}>
      <p className="lead" role="status">
        {checking
          ? line('payment_checking_number', 'payment_checking')
          : status === 'paid'
            ? line('checkout_paid_number', 'payment_status_paid')
            : status === 'failed'
              ? line('checkout_pay_failed_number', 'payment_status_failed')
              : status === null
                ? t('payment_check_failed')
                : line('payment_awaiting_number', 'payment_status_awaiting')}
      </p>
      {status && !checking && <PaymentBadge status={status} />}
      {!checking && (status === 'failed' || status === 'awaiting' || status === 'refunded') && (
        <PayAgainButton orderId={orderId} />
      )}
      <LocalizedLink to="/">{t('checkout_to_menu')}</LocalizedLink>
    </Panel>
  );
}

/** Opens the thank-you modal once the payment is confirmed (the address offer needs the pending data). */
function PaidThanks({ orderId, pending }: { orderId: number; pending: PendingPayment | null }) {
  const payment = useOrderPayment(orderId);
  useEffect(() => {
    if (payment.status !== 'paid') return;
    const mine = pending && pending.orderId === orderId ? pending : null;
    clearPendingPayment();
    useModal.getState().open({
      name: 'modal-thankyou',
      props: { orderId, nwAddress: mine?.nwAddress ?? null, nwAddressName: mine?.nwAddressName ?? null },
    });
  }, [payment.status, orderId, pending]);
  return <PaymentResult payment={payment} orderId={orderId} pending={pending} />;
}

export default function CheckoutPage() {
  const { t } = useTranslation();
  const status = useCart((s) => s.status);
  const count = useCart((s) => s.all.length);
  const lastOrder = useCart((s) => s.lastOrder);
  // Back from the payment page: ?order= (read once; the address bar is tidied below).
  const [returned] = useState(() => (typeof window === 'undefined' ? null : parsePaymentReturn(window.location.search)));
  const [pending] = useState(() => (returned !== null ? readPendingPayment() : null));

  useEffect(() => {
    void cartStore.getState().loadGifts();
  }, []);

  // GA4 begin_checkout: once per visit of the page, when the restored cart has lines.
  const checkoutReported = useRef(false);
  useEffect(() => {
    if (checkoutReported.current || status !== 'ready' || count === 0) return;
    checkoutReported.current = true;
    getAnalytics().beginCheckout(cartStore.getState().all.map(toAnalyticsLine));
  }, [status, count]);

  useEffect(() => {
    if (returned !== null) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [returned]);

  if (returned !== null && count === 0) return <PaidThanks orderId={returned} pending={pending} />;
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
