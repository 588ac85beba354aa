/**
 * The checkout's submit: one at a time whatever clicks or Enter presses arrive meanwhile; the checks
 * before sending (submit-checks.ts); the guest's SMS confirmation; the discounts refreshed so the sum
 * the customer saw is the one the API computes; the order call (submit-order.ts); then the
 * thank-you or the payment page, or what the refusal means (submit-outcome.ts).
 */
import { useMemo, useRef } from 'react';
import type { FormikHelpers } from 'formik';
import { shopApi } from '../../api-client/shop-api';
import { toE164 } from '../../ui/form/phone';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { formatPrice } from '../../shared/format';
import { useModal } from '../../shared/modal-store';
import { cartStore, postCheckDiscount, type CartLine } from '../cart';
import { sessionStore } from '../auth';
import { postCheckoutForm } from '../payment';
import type { PlacedOrder } from './checkout-api';
import { orderSummary } from './checkout-math';
import type { CheckoutValues } from './checkout-rules';
import { useCheckout } from './checkout-store';
import { addressLine, buildOrderBody } from './order-payload';
import { savePendingPayment } from './payment-return';
import { savePlacedOrder } from './placed-order';
import { ensurePhoneConfirmed, phoneConfirm } from './phone-confirm';
import type { PickupLoader } from './pickup-points';
import { checkBeforeSending, type CheckedOrder } from './submit-checks';
import { showRefusal } from './submit-outcome';
import { createOrderSubmitter } from './submit-order';
import { checkDiscountsOfCurrentLines } from './fresh-discounts';
import type { Kitchen } from './use-checkout-data';

function onPlaced(order: PlacedOrder, values: CheckoutValues, cartGuid: string) {
  const loggedIn = sessionStore.getState().user !== null;
  const nwAddress = values.deliveryType === 'delivery' && values.addressId === '' && loggedIn ? addressLine(values) : null;
  const props = { orderId: order.id, nwAddress, nwAddressName: nwAddress ? values.addressName.trim() || null : null };
  useCheckout.getState().reset();
  if (loggedIn) void sessionStore.getState().fetchUser();
  if (order.checkout) {
    // A real form POST: the browser navigates to LiqPay's page (or the API's stand-in of it).
    savePendingPayment({ ...props, number: order.number, cartGuid });
    postCheckoutForm(order.checkout);
    return;
  }
  savePlacedOrder(order.id);
  useModal.getState().open({ name: 'modal-thankyou', props });
}

/**
 * The discounts shown must be the ones the API will compute: refreshed now, for the lines as they
 * are (fresh-discounts.ts). False (with the notice set) when there is no answer, or when the sum to
 * pay grew: the customer sees the new one before anything is ordered (a smaller one goes through).
 * A 422 (a dish or modifier gone) is left to the order call, which says what to fix.
 */
async function discountsStillHold(checked: CheckedOrder, promo: string | null, formatUah: (uah: number) => string) {
  const store = useCheckout.getState();
  const fresh = await checkDiscountsOfCurrentLines(
    { lines: () => cartStore.getState().all, apply: (discounts) => cartStore.getState().applyDiscounts(discounts) },
    (lines: readonly CartLine[]) => postCheckDiscount(shopApi, lines, promo ?? undefined),
  );
  if (!fresh || (!fresh.ok && fresh.error.kind !== 'validation')) {
    store.setNotice({ key: 'checkout_err_retry', tone: 'error' });
    return false;
  }
  const now = orderSummary({ lines: cartStore.getState().all, area: checked.area, bonusDebit: checked.bonusDebit });
  if (now.sumToPay - checked.summary.sumToPay > 0.005) {
    const vars = { from: formatUah(checked.summary.sumToPay), to: formatUah(now.sumToPay) };
    store.setNotice({ key: 'checkout_err_sum_changed', tone: 'info', vars });
    return false;
  }
  return true;
}

export function useCheckoutSubmit(deps: {
  pickupLoader: PickupLoader;
  reloadPickup: () => void;
  refreshKitchen: () => Promise<Kitchen | null>;
}) {
  const { t } = useTranslation();
  const { code, lang } = useLocale();
  const submitter = useMemo(() => createOrderSubmitter({ api: shopApi, cart: cartStore }), []);
  const formatUah = (uah: number) => formatPrice(uah, lang);

  const send = async (values: CheckoutValues, helpers: FormikHelpers<CheckoutValues>) => {
    useCheckout.getState().setNotice(null);
    if (cartStore.getState().all.length === 0) return;
    const nameOf = (line: { name: string; name_ua: string }) => (code === 'ua' ? line.name_ua || line.name : line.name);
    const checked = await checkBeforeSending(values, helpers, { pickupLoader: deps.pickupLoader, nameOf });
    if (!checked) return;

    // A guest confirms the order's phone with an SMS code first (once per device: decision 090).
    // Closing the modal sends nothing; the form and the cart stay as they are.
    const guestPhone = checked.loggedIn ? null : toE164(values.phone);
    if (guestPhone && !(await ensurePhoneConfirmed(guestPhone))) return;

    const applied = useCheckout.getState().promo;
    const promo = applied?.status === 'applied' ? applied.code : null;
    useCheckout.getState().setSending(true);
    if (!(await discountsStillHold(checked, promo, formatUah))) {
      useCheckout.getState().setSending(false);
      return;
    }
    const guid = cartStore.getState().ensureGuid();
    const result = await submitter.submit(() =>
      buildOrderBody(values, {
        lines: cartStore.getState().all,
        guid,
        deliveryPrice: checked.summary.deliveryPrice,
        promoCode: promo,
        loggedIn: checked.loggedIn,
        returnUrl: window.location.pathname,
        phoneProof: guestPhone ? phoneConfirm.getState().proofOf(guestPhone) : null,
      }),
    );
    useCheckout.getState().setSending(false);
    if (result.ok) return onPlaced(result.order, values, guid);
    await showRefusal(result, {
      helpers,
      values,
      guestPhone,
      promo,
      areaMinSum: checked.area?.min_sum ?? null,
      goodsSubtotal: checked.summary.subtotal,
      reloadPickup: deps.reloadPickup,
      refreshKitchen: deps.refreshKitchen,
      formatUah,
      deliveryPriceText: (uah) => (uah === 0 ? t('checkout_free') : t('price_uah', { price: formatUah(uah) })),
    });
  };

  const submitting = useRef(false);
  return async (values: CheckoutValues, helpers: FormikHelpers<CheckoutValues>) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      await send(values, helpers);
    } finally {
      submitting.current = false;
    }
  };
}
