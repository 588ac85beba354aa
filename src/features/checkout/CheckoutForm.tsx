/** The checkout form (issue 7): Formik + Yup over the pure rules, the sections, the summary with the submit button. */
import React, { useEffect, useMemo, useState } from 'react';
import { Formik, useFormikContext } from 'formik';
import { useTranslation } from '../../i18n/I18n';
import { useCart } from '../cart';
import { useSession } from '../auth';
import type { PickupPoint } from './checkout-api';
import { areaKeyOf, resolveInto, useAreaResolution } from './checkout-area';
import { cashbackAmount, cashbackPercent, maxBonusDebit, orderSummary } from './checkout-math';
import { bonusValue, EMPTY_VALUES, type CheckoutValues } from './checkout-rules';
import { checkoutSchema } from './checkout-schema';
import { servedArea, useCheckout } from './checkout-store';
import { readDraft } from './checkout-draft';
import { clearPlacedOrder } from './placed-order';
import { availability } from './pickup-points';
import { ruleContext } from './rule-context';
import { useCheckoutPrefill, useDraftAutosave } from './use-checkout-prefill';
import { promoActions, usePromoRecheck } from './use-promo';
import { useCheckoutSubmit } from './use-checkout-submit';
import { OrderSummary } from './OrderSummary';
import { DeliverySection } from './DeliverySection';
import { TimeSection } from './TimeSection';
import { BonusSection, ContactSection, ExtrasSection, PaymentSection } from './FormSections';
import { PromoBlock } from './PromoBlock';
import { NoticePanel } from './NoticePanel';
import { MinimumSumNote } from './MinimumSumNote';
import { FocusFirstError } from './FocusFirstError';
import { CheckoutGrid as Grid, SubmitButton as Submit } from './checkout-ui';
import {
  useDeliveredSum,
  useKitchen,
  useNow,
  usePickupPoints,
  useSavedAddresses,
  type Kitchen,
  type Loadable,
} from './use-checkout-data';

/** Minutes promised for "as soon as possible" when the area does not say, and for pickup. */
const DELIVERY_ASAP_MINUTES_DEFAULT = 60;
const PICKUP_MINUTES = 30;

type BodyProps = { kitchen: Kitchen | null; pickup: Loadable<PickupPoint[]>; reloadPickup: () => void };

function CheckoutBody({ kitchen, pickup, reloadPickup }: BodyProps) {
  const { t } = useTranslation();
  const { values, setValues, setFieldValue, isSubmitting } = useFormikContext<CheckoutValues>();
  const user = useSession((s) => s.user);
  const loggedIn = user !== null;
  const balance = user ? Math.max(0, Math.floor(user.bonus)) : 0;
  const lines = useCart((s) => s.all);
  // Lines off now (stop-list) stay listed, flagged, but are not summed, discounted or sent.
  const orderable = useCart((s) => s.orderable);
  const gift = useCart((s) => s.freeProducts[0] ?? null);
  const { promo, area: areaState, sending, pickupOff } = useCheckout();
  const addresses = useSavedAddresses(user?.id ?? null);
  const deliveredSum = useDeliveredSum(user?.id ?? null);
  const now = useNow();

  const delivery = values.deliveryType === 'delivery';
  const area = delivery ? servedArea(areaState) : null;
  const summary = orderSummary({
    lines: orderable,
    area,
    bonusDebit: loggedIn ? Math.min(bonusValue(values.bonusDebit), balance) : 0,
  });
  const percent = loggedIn ? cashbackPercent(true, deliveredSum ?? 0) : null;
  const cashback = percent !== null ? { percent, amount: cashbackAmount(percent, summary.sum, summary.bonusDebit) } : null;
  // null until the list arrives: a chosen point is checked by the submit then (pickup-points.ts).
  const pickupPoints = useMemo(() => availability(pickup), [pickup]);

  // The schema reads the latest of these at validation time.
  const hours = kitchen?.hours ?? null;
  const open = kitchen?.open ?? true;
  useEffect(() => {
    useCheckout.getState().setBase({ hours, open, loggedIn, balance, pickupPoints });
  }, [hours, open, loggedIn, balance, pickupPoints]);
  // Pickup switched off by the API: courier only.
  useEffect(() => {
    if (pickupOff && values.deliveryType === 'pickup') void setFieldValue('deliveryType', 'delivery');
  }, [pickupOff, values.deliveryType, setFieldValue]);
  useDraftAutosave(values);
  useCheckoutPrefill(user, addresses);
  useAreaResolution(delivery ? areaKeyOf(values) : '');
  usePromoRecheck(orderable, values, area?.id ?? null);

  const pickSlot = (iso: string) => {
    void setValues({ ...values, timeMode: 'slot', slot: iso }, true);
    useCheckout.getState().setNotice(null);
  };
  const asapMinutes = delivery ? (area?.delivery_minutes ?? DELIVERY_ASAP_MINUTES_DEFAULT) : PICKUP_MINUTES;
  const busy = sending || isSubmitting;

  return (
    <>
      <FocusFirstError />
      <div className="sections">
        <ContactSection />
        <DeliverySection
          loggedIn={loggedIn}
          addresses={addresses}
          pickup={pickup}
          onReloadPickup={reloadPickup}
          onResolveArea={() => void resolveInto(values.street, values.house)}
        />
        <TimeSection kitchen={kitchen} now={now} asapMinutes={asapMinutes} />
        <PaymentSection sumToPay={summary.sumToPay} />
        <ExtrasSection />
        <PromoBlock {...promoActions(values, area?.id ?? null)} />
        <BonusSection
          loggedIn={loggedIn}
          balance={balance}
          maxDebit={maxBonusDebit(balance, summary.total)}
          cashbackPercent={percent}
        />
      </div>
      <div className="aside">
        <OrderSummary
          lines={lines}
          orderable={orderable}
          gift={gift}
          summary={summary}
          deliveryType={values.deliveryType}
          areaKnown={area !== null}
          promo={promo?.status === 'applied' ? promo : null}
          cashback={cashback}
        >
          {delivery && area && summary.belowMinimum && <MinimumSumNote missing={summary.toMinimum} minSum={area.min_sum} />}
          <NoticePanel onPickSlot={pickSlot} />
          <Submit type="submit" id="checkout-submit" disabled={busy} aria-busy={busy} data-testid="checkout-submit">
            {busy ? t('checkout_sending') : t('checkout_submit')}
          </Submit>
          <p className="note">{t('checkout_submit_note')}</p>
        </OrderSummary>
      </div>
    </>
  );
}

export default function CheckoutForm() {
  const { t } = useTranslation();
  const { kitchen, refresh: refreshKitchen } = useKitchen();
  const { pickup, reloadPickup, pickupLoader } = usePickupPoints();
  // The page's state starts fresh (before the sections mount), with a promo code kept in the
  // draft applied again (the recheck confirms or denies it).
  const [draft] = useState(() => {
    const d = readDraft();
    // A new order begins: an emptied cart later shows "empty", not the order before.
    clearPlacedOrder();
    useCheckout.getState().reset();
    if (d.promoCode) useCheckout.getState().setPromo({ status: 'applied', code: d.promoCode, name: '' });
    return d;
  });
  const schema = useMemo(() => checkoutSchema(ruleContext), []);
  const initialValues = useMemo<CheckoutValues>(() => ({ ...EMPTY_VALUES, ...draft.values }), [draft]);
  useEffect(() => () => useCheckout.getState().reset(), []);
  const onSubmit = useCheckoutSubmit({ pickupLoader, reloadPickup, refreshKitchen });

  return (
    <Formik<CheckoutValues> initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      <Grid noValidate aria-label={t('checkout')}>
        <CheckoutBody kitchen={kitchen} pickup={pickup} reloadPickup={reloadPickup} />
      </Grid>
    </Formik>
  );
}
