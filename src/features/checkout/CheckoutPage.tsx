/**
 * The checkout page (spec section 2 "checkout"; issue 7). Loaded lazily by the client-page
 * template for `/checkout/`, so its code (and formik, yup, cleave.js) never weighs on other pages.
 * States: cart loading, empty cart, the form, an order just placed, back from the payment page
 * (checking, paid, awaiting payment, payment failed: with a way to pay again).
 */
import React, { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/I18n';
import { LocalizedLink } from '../../ui/LocalizedLink';
import { cartStore, toAnalyticsLine, useCart, withCart } from '../cart';
import { getAnalytics } from '../analytics';
import CheckoutForm from './CheckoutForm';
import { parsePaymentReturn, readPendingPayment, type PendingPayment } from './payment-return';
import { PaymentResult, ResultPanel as Panel } from './PaymentResult';
import { isShown, PlacedOrderPanel } from './PlacedOrderPanel';
import { readPlacedOrder } from './placed-order';

/**
 * The online order this tab is paying, if any: from `?order=` (the payment page sent the customer
 * back) or, when the customer came Back from the payment page, from the kept pending payment.
 * Back may restore the page from the browser's cache (pageshow `persisted`): read again then.
 */
function usePaymentInProgress() {
  const [returned] = useState(() => (typeof window === 'undefined' ? null : parsePaymentReturn(window.location.search)));
  const [pending, setPending] = useState<PendingPayment | null>(() =>
    typeof window === 'undefined' ? null : readPendingPayment(),
  );
  useEffect(() => {
    if (returned !== null) window.history.replaceState(window.history.state, '', window.location.pathname);
    const onShow = (event: PageTransitionEvent) => event.persisted && setPending(readPendingPayment());
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [returned]);
  return { orderId: returned ?? pending?.orderId ?? null, pending };
}

export default function CheckoutPage() {
  const { t } = useTranslation();
  const status = useCart((s) => s.status);
  const count = useCart((s) => s.all.length);
  const lastOrder = useCart((s) => s.lastOrder);
  const paying = usePaymentInProgress();

  // The cart's code may still be loading (src/features/cart/cart-loader.ts): the gifts once it has.
  useEffect(() => {
    withCart((cart) => void cart.loadGifts()).catch(() => {});
  }, []);

  // GA4 begin_checkout: once per visit of the page, when the restored cart has lines.
  const checkoutReported = useRef(false);
  useEffect(() => {
    if (checkoutReported.current || status !== 'ready' || count === 0) return;
    checkoutReported.current = true;
    getAnalytics().beginCheckout(cartStore.getState().all.map(toAnalyticsLine));
  }, [status, count]);

  if (paying.orderId !== null && count === 0) return <PaymentResult orderId={paying.orderId} pending={paying.pending} />;
  if (status === 'init')
    return (
      <Panel aria-busy="true">
        <p>{t('loading')}</p>
      </Panel>
    );
  if (count === 0) {
    const placed = isShown(lastOrder) ? lastOrder.id : readPlacedOrder();
    if (placed !== null) return <PlacedOrderPanel orderId={placed} />;
    return (
      <Panel data-testid="checkout-empty">
        <p className="lead">{t('checkout_empty')}</p>
        <LocalizedLink to="/">{t('checkout_to_menu')}</LocalizedLink>
      </Panel>
    );
  }
  return <CheckoutForm />;
}
