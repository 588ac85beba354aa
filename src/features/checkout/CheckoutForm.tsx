/**
 * The checkout form (issue 7): Formik + Yup over the pure rules, the sections, the summary with
 * the submit button, and what every answer of the order call does.
 */
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { shopApi } from '../../api-client/shop-api';
import { Button } from '../../ui/Button';
import { formatPhone, toE164 } from '../../ui/form/phone';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { media, theme } from '../../shared/theme';
import { useModal } from '../../shared/modal-store';
import { formatPrice } from '../../shared/format';
import { cartStore, useCart } from '../cart';
import { postCheckDiscount, toOrderItems } from '../cart';
import { sessionStore, useSession } from '../auth';
import { openAuthModal } from '../auth';
import { checkPromoCode, resolveArea, type PickupPoint, type PlacedOrder } from './checkout-api';
import { bonusValue, EMPTY_VALUES, type CheckoutValues, type RuleContext } from './checkout-rules';
import { checkoutSchema } from './checkout-schema';
import { areaProblem, servedArea, useCheckout, type AreaState } from './checkout-store';
import { cashbackAmount, cashbackPercent, maxBonusDebit, orderSummary } from './checkout-math';
import { readDraft, saveDraft } from './checkout-draft';
import { outcomeMessageKey } from './order-errors';
import { addressLine, buildOrderBody } from './order-payload';
import { isPromoRejection, promoReason, type PromoRejection } from './promo-messages';
import { createOrderSubmitter } from './submit-order';
import { ensurePhoneConfirmed } from './phone-confirm';
import { availability, chosenPickupProblem } from './pickup-points';
import { firstSlotOfNextOpening } from './time-slots';
import { OrderSummary } from './OrderSummary';
import { DeliverySection, fillFromSaved } from './DeliverySection';
import { slotLabel, TimeSection } from './TimeSection';
import { BonusSection, ContactSection, ExtrasSection, PaymentSection } from './FormSections';
import { PromoBlock, type ApplyPromo } from './PromoBlock';
import { SecondaryButton } from './checkout-ui';
import {
  useDeliveredSum,
  useKitchen,
  useNow,
  usePickupPoints,
  useSavedAddresses,
  type Kitchen,
  type Loadable,
} from './use-checkout-data';
import { savePendingPayment } from './payment-return';
import { postCheckoutForm } from '../payment';

const Grid = styled(Form)`
  display: grid;
  gap: 20px;
  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 400px;
    align-items: start;
  }
  > .sections {
    display: grid;
    gap: 20px;
    min-width: 0;
  }
  > .aside {
    display: grid;
    gap: 16px;
    ${media.desktop} {
      position: sticky;
      top: calc(${theme.headerHeight} + 12px);
    }
  }
`;

const NoticeBox = styled.div<{ $tone: 'error' | 'info' }>`
  border-radius: ${theme.radius.s};
  padding: 12px 14px;
  display: grid;
  gap: 8px;
  background: ${(p) => (p.$tone === 'error' ? theme.color.errorBg : theme.color.infoBg)};
  border: 1px solid ${(p) => (p.$tone === 'error' ? theme.color.errorBorder : theme.color.infoBorder)};
  color: ${theme.color.text};
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: 18px;
  }
  &:focus {
    outline: 2px solid ${theme.color.brand};
  }
`;

const Submit = styled(Button)`
  width: 100%;
  min-height: 52px;
  font-size: 17px;
`;

const DELIVERY_ASAP_MINUTES_DEFAULT = 60;
const PICKUP_MINUTES = 30;
const AREA_DEBOUNCE_MS = 450;
const PROMO_RECHECK_MS = 400;

/** Lines as the API prices them (no discounts): a change means discounts and promo must be rechecked. */
const linesKey = (lines: Parameters<typeof toOrderItems>[0]) => JSON.stringify(toOrderItems(lines));
const areaKeyOf = (v: Pick<CheckoutValues, 'street' | 'house'>) => `${v.street.trim()}|${v.house.trim()}`;

/** The rules' context now: the page's data (checkout store), the cart, the clock. */
function ruleContext(values: CheckoutValues): RuleContext {
  const { base, area: areaState } = useCheckout.getState();
  const area = values.deliveryType === 'delivery' ? servedArea(areaState) : null;
  const debit = base.loggedIn ? Math.min(bonusValue(values.bonusDebit), base.balance) : 0;
  const summary = orderSummary({ lines: cartStore.getState().orderable, area, bonusDebit: debit });
  const sameAddress = areaState.status === 'ok' && areaState.key === areaKeyOf(values);
  return {
    now: new Date(),
    hours: base.hours,
    open: base.open,
    loggedIn: base.loggedIn,
    balance: base.balance,
    total: summary.total,
    sumToPay: summary.sumToPay,
    pickupPoints: base.pickupPoints,
    savedAddress: values.addressId !== '',
    addressProblem: sameAddress ? areaProblem(areaState) : null,
  };
}

/** Resolves the delivery area of street + house into the store; returns the new state. */
async function resolveInto(street: string, house: string): Promise<AreaState> {
  const key = `${street.trim()}|${house.trim()}`;
  const { setArea } = useCheckout.getState();
  if (!street.trim() || !house.trim()) {
    setArea({ status: 'idle' });
    return { status: 'idle' };
  }
  setArea({ status: 'loading', key });
  const result = await resolveArea(shopApi, street.trim().slice(0, 120), house.trim().slice(0, 20));
  const next: AreaState = result.ok
    ? { status: 'ok', key, area: result.data.area, streetKnown: result.data.street_known }
    : { status: 'error', key };
  // Only the answer for the address still in the form counts.
  const current = useCheckout.getState().area;
  if (current.status !== 'idle' && 'key' in current && current.key === key) setArea(next);
  return next;
}

function NoticePanel({ onPickSlot }: { onPickSlot: (iso: string) => void }) {
  const { t } = useTranslation();
  const { code, lang } = useLocale();
  const notice = useCheckout((s) => s.notice);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  if (!notice) return null;
  const now = new Date();
  return (
    <NoticeBox ref={ref} tabIndex={-1} role="alert" $tone={notice.tone} data-testid="checkout-notice" data-key={notice.key}>
      <p>{t(notice.key, notice.vars ?? {})}</p>
      {notice.priceChanges && notice.priceChanges.length > 0 && (
        <ul>
          {notice.priceChanges.map((c) => (
            <li key={c.lineId}>
              {t('checkout_price_change', {
                name: code === 'ua' ? c.name_ua : c.name,
                from: formatPrice(c.from, lang),
                to: formatPrice(c.to, lang),
              })}
            </li>
          ))}
        </ul>
      )}
      {notice.unavailable && notice.unavailable.length > 0 && (
        <ul>
          {notice.unavailable.map((r, i) => (
            <li key={i}>{code === 'ua' ? r.name_ua : r.name}</li>
          ))}
        </ul>
      )}
      {notice.offerSlot && (
        <SecondaryButton type="button" onClick={() => onPickSlot(notice.offerSlot!)}>
          {t('checkout_closed_offer', { slot: slotLabel(notice.offerSlot, now, lang, t) })}
        </SecondaryButton>
      )}
      {notice.offerLogin && (
        <SecondaryButton type="button" onClick={() => openAuthModal('login')}>
          {t('checkout_login')}
        </SecondaryButton>
      )}
    </NoticeBox>
  );
}

/** Focus the first field with an error after a refused submit. */
function FocusFirstError() {
  const { submitCount, isValid, isSubmitting, errors } = useFormikContext<CheckoutValues>();
  const last = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValid || submitCount === last.current) return;
    last.current = submitCount;
    const order: (keyof CheckoutValues)[] = [
      'name',
      'phone',
      'email',
      'street',
      'house',
      'apartment',
      'entrance',
      'code',
      'floor',
      'addressName',
      'pickupPointId',
      'slot',
      'changeFrom',
      'cutlery',
      'comment',
      'bonusDebit',
    ];
    const field = order.find((f) => errors[f]);
    if (!field) return;
    // The field itself, else what stands for it (a radio group, the closed-restaurant offer, the area line).
    const fallbacks: Partial<Record<keyof CheckoutValues, string[]>> = {
      street: ['[data-testid="area-info"]'],
      pickupPointId: ['[name="pickupPointId"]:not([disabled])'],
      slot: ['[data-testid="closed-offer"] button', 'input[name="timeMode"]:checked'],
    };
    const el = [`#checkout-${field}`, ...(fallbacks[field] ?? [])]
      .map((selector) => document.querySelector<HTMLElement>(selector))
      .find((node) => node !== null);
    if (el && el.getAttribute('tabindex') === null && !/^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(el.tagName)) el.tabIndex = -1;
    el?.focus();
  }, [submitCount, isValid, isSubmitting, errors]);
  return null;
}

function CheckoutBody({
  kitchen,
  pickup,
  reloadPickup,
}: {
  kitchen: Kitchen | null;
  pickup: Loadable<PickupPoint[]>;
  reloadPickup: () => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const formik = useFormikContext<CheckoutValues>();
  const { values, setValues, setFieldValue, isSubmitting } = formik;
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
  const debit = loggedIn ? Math.min(bonusValue(values.bonusDebit), balance) : 0;
  const summary = orderSummary({ lines: orderable, area, bonusDebit: debit });
  const maxDebit = maxBonusDebit(balance, summary.total);
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

  // Keep the form for this tab (signing in reloads the page).
  useEffect(() => {
    const timer = setTimeout(() => {
      const { promo: p } = useCheckout.getState();
      saveDraft({ values, promoCode: p?.status === 'applied' ? p.code : null });
    }, 300);
    return () => clearTimeout(timer);
  }, [values, promo]);

  // Prefill from the logged-in customer (fields the customer has not filled).
  useEffect(() => {
    if (!user) return;
    const patch: Partial<CheckoutValues> = {};
    if (!values.name.trim() && user.name) patch.name = user.name;
    if (!values.phone.trim() && user.phone) patch.phone = formatPhone(user.phone);
    if (!values.email.trim() && user.email) patch.email = user.email;
    // Onto Formik's latest values: a key typed between this render and its effect is kept.
    if (Object.keys(patch).length) void setValues((latest) => ({ ...latest, ...patch }), false);
    // Only when the customer (or their data) appears, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id, user?.name, user?.phone, user?.email]);

  // A logged-in customer starts with the main saved address (when nothing was typed).
  useEffect(() => {
    if (addresses.status !== 'ok' || addresses.data.length === 0) return;
    if (values.addressId !== '' || values.street.trim() || values.house.trim()) return;
    const main = addresses.data.find((a) => a.is_main) ?? addresses.data[0];
    void setValues((latest) => ({ ...latest, ...fillFromSaved(main) }), false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addresses]);

  // Pickup switched off by the API: courier only.
  useEffect(() => {
    if (pickupOff && values.deliveryType === 'pickup') void setFieldValue('deliveryType', 'delivery');
  }, [pickupOff, values.deliveryType, setFieldValue]);

  // Delivery area of the address (debounced).
  const areaKey = delivery ? areaKeyOf(values) : '';
  useEffect(() => {
    const [street, house] = areaKey.split('|');
    if (!street || !house) {
      useCheckout.getState().setArea({ status: 'idle' });
      return;
    }
    const current = useCheckout.getState().area;
    if (current.status !== 'idle' && 'key' in current && current.key === areaKey && current.status !== 'error') return;
    const timer = setTimeout(() => void resolveInto(street, house), AREA_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [areaKey]);
  const resolveNow = useCallback(() => resolveInto(values.street, values.house), [values.street, values.house]);

  // Discounts and the promo code follow the cart, the delivery mode and the area.
  const formikValues = useRef(values);
  useEffect(() => {
    formikValues.current = values;
  }, [values]);
  const key = linesKey(orderable);
  // The first check runs at once (the summary shows the API's discounts as early as possible).
  const firstCheck = useRef(true);
  const areaId = area?.id ?? null;
  const promoCode = promo?.status === 'applied' ? promo.code : null;
  useEffect(() => {
    if (orderable.length === 0) return;
    let alive = true;
    const timer = setTimeout(
      async () => {
        let code = promoCode;
        if (code) {
          const v = formikValues.current;
          const checked = await checkPromoCode(shopApi, {
            code,
            lines: cartStore.getState().orderable,
            deliveryType: v.deliveryType,
            areaId,
            street: v.street,
            house: v.house,
            phone: toE164(v.phone),
          });
          if (!alive) return;
          if (checked.ok) useCheckout.getState().setPromo({ status: 'applied', code, name: checked.data.name });
          else if (checked.error.kind === 'validation') {
            useCheckout.getState().setPromo({ status: 'denied', code, reason: promoReasonOf(checked.error) });
            code = null;
          }
        }
        if (alive) await cartStore.getState().checkDiscount(code ?? undefined);
      },
      firstCheck.current ? 0 : PROMO_RECHECK_MS,
    );
    firstCheck.current = false;
    return () => {
      alive = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, promoCode, values.deliveryType, areaId]);
  const applyPromo: ApplyPromo = async (code) => {
    const result = await checkPromoCode(shopApi, {
      code,
      lines: cartStore.getState().orderable,
      deliveryType: values.deliveryType,
      areaId,
      street: values.street,
      house: values.house,
      phone: toE164(values.phone),
    });
    if (!result.ok) {
      if (result.error.kind !== 'validation') return { ok: false, reason: null };
      return { ok: false, reason: promoReasonOf(result.error) };
    }
    useCheckout.getState().setPromo({ status: 'applied', code: result.data.code, name: result.data.name });
    return { ok: true };
  };
  const cancelPromo = () => {
    useCheckout.getState().setPromo(null);
  };

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
          onResolveArea={() => void resolveNow()}
        />
        <TimeSection kitchen={kitchen} now={now} asapMinutes={asapMinutes} />
        <PaymentSection sumToPay={summary.sumToPay} />
        <ExtrasSection />
        <PromoBlock apply={applyPromo} cancel={cancelPromo} />
        <BonusSection loggedIn={loggedIn} balance={balance} maxDebit={maxDebit} cashbackPercent={percent} />
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
          {delivery && area && summary.belowMinimum && (
            <p role="status" data-testid="below-minimum">
              {t('checkout_err_below_min_sum', { sum: formatPrice(area.min_sum, lang) })}
            </p>
          )}
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

function promoReasonOf(error: { fields?: Record<string, string[]>; message: string }): PromoRejection | null {
  const reason = promoReason(error.fields, error.message);
  return isPromoRejection(reason) ? reason : null;
}

export default function CheckoutForm() {
  const { t } = useTranslation();
  const { code, lang } = useLocale();
  const { kitchen, refresh: refreshKitchen } = useKitchen();
  const { pickup, reloadPickup, pickupLoader } = usePickupPoints();
  // The page's state starts fresh (before the sections mount), with a promo code kept in the
  // draft applied again (the recheck below confirms or denies it).
  const [draft] = useState(() => {
    const d = readDraft();
    useCheckout.getState().reset();
    if (d.promoCode) useCheckout.getState().setPromo({ status: 'applied', code: d.promoCode, name: '' });
    return d;
  });
  const schema = useMemo(() => checkoutSchema(ruleContext), []);
  const submitter = useMemo(() => createOrderSubmitter({ api: shopApi, cart: cartStore }), []);
  const initialValues = useMemo<CheckoutValues>(() => ({ ...EMPTY_VALUES, ...draft.values }), [draft]);

  useEffect(() => () => useCheckout.getState().reset(), []);

  const onSuccess = (order: PlacedOrder, values: CheckoutValues) => {
    const loggedIn = sessionStore.getState().user !== null;
    const nwAddress = values.deliveryType === 'delivery' && values.addressId === '' && loggedIn ? addressLine(values) : null;
    const props = { orderId: order.id, nwAddress, nwAddressName: nwAddress ? values.addressName.trim() || null : null };
    useCheckout.getState().reset();
    if (loggedIn) void sessionStore.getState().fetchUser();
    if (order.checkout) {
      // A real form POST: the browser navigates to LiqPay's page (or the API's stand-in of it).
      savePendingPayment({ ...props, number: order.number });
      postCheckoutForm(order.checkout);
      return;
    }
    useModal.getState().open({ name: 'modal-thankyou', props });
  };

  // One submit at a time, whatever clicks or Enter presses arrive meanwhile.
  const submitting = useRef(false);
  const onSubmit = async (values: CheckoutValues, helpers: FormikHelpers<CheckoutValues>) => {
    if (submitting.current || submitter.busy) return;
    submitting.current = true;
    try {
      await handleSubmit(values, helpers);
    } finally {
      submitting.current = false;
    }
  };

  const handleSubmit = async (values: CheckoutValues, helpers: FormikHelpers<CheckoutValues>) => {
    const store = useCheckout.getState();
    store.setNotice(null);
    const cart = cartStore.getState();
    if (cart.all.length === 0) return;
    const loggedIn = sessionStore.getState().user !== null;

    // Dishes the live menu knows are off: the customer hears it here, before the order, with the
    // lines still in the cart, flagged (the server would refuse them too). A flag may be older than
    // the menu (the feed is re-read every 60 s): one more read first.
    if (cart.orderable.length !== cart.all.length) await cart.refreshLiveMenu();
    const now = cartStore.getState();
    const off = now.all.filter((l) => !now.orderable.some((o) => o.id === l.id));
    if (off.length > 0) {
      const names = off.map((l) => (code === 'ua' ? l.name_ua || l.name : l.name)).join(', ');
      store.setNotice({ key: 'checkout_unavailable_lines', vars: { names }, tone: 'error' });
      return;
    }

    // The chosen pickup point against the list: waits for a list still loading (the button stays
    // busy), so a restored point is neither refused early nor sent unchecked.
    if (values.deliveryType === 'pickup') {
      const problem = await chosenPickupProblem(values.pickupPointId, pickupLoader);
      if (problem && 'notice' in problem) {
        store.setNotice({ key: problem.notice, tone: 'error' });
        return;
      }
      if (problem) {
        helpers.setFieldError('pickupPointId', problem.field);
        return;
      }
    }

    // The delivery area must be known for this address (its minimum and price apply).
    let areaState = store.area;
    if (values.deliveryType === 'delivery') {
      const k = areaKeyOf(values);
      if (areaState.status !== 'ok' || areaState.key !== k) areaState = await resolveInto(values.street, values.house);
      const problem = areaProblem(areaState);
      if (areaState.status === 'error') {
        store.setNotice({ key: 'checkout_area_failed', tone: 'error' });
        return;
      }
      if (problem) {
        helpers.setFieldError('street', problem);
        return;
      }
    }
    const area = values.deliveryType === 'delivery' ? servedArea(areaState) : null;
    const balance = Math.max(0, Math.floor(sessionStore.getState().user?.bonus ?? 0));
    const summary = orderSummary({
      lines: cartStore.getState().orderable,
      area,
      bonusDebit: loggedIn ? Math.min(bonusValue(values.bonusDebit), balance) : 0,
    });
    if (area && summary.belowMinimum) {
      store.setNotice({ key: 'checkout_err_below_min_sum', vars: { sum: formatPrice(area.min_sum, lang) }, tone: 'error' });
      return;
    }

    // A guest confirms the order's phone with an SMS code first (once per device: decision 090).
    // Closing the modal sends nothing; the form and the cart stay as they are.
    const guestPhone = loggedIn ? null : toE164(values.phone);
    if (guestPhone && !(await ensurePhoneConfirmed(guestPhone))) return;

    const applied = useCheckout.getState().promo;
    const promo = applied?.status === 'applied' ? applied.code : null;
    store.setSending(true);
    // The discounts shown must be the ones the API will compute: refreshed now. If the sum to pay
    // grows, the customer sees the new one before anything is ordered (a smaller one goes through).
    const linesNow = cartStore.getState().all;
    const fresh = await postCheckDiscount(shopApi, linesNow, promo ?? undefined);
    if (fresh.ok) {
      if (cartStore.getState().all === linesNow) cartStore.getState().applyDiscounts(fresh.data);
    } else if (fresh.error.kind !== 'validation') {
      // No answer: nothing is sent (the order call would fail the same way); the customer retries.
      useCheckout.getState().setSending(false);
      store.setNotice({ key: 'checkout_err_retry', tone: 'error' });
      return;
    }
    // A 422 (a dish or modifier gone) is left to the order call, which says what to fix.
    const checked = orderSummary({
      lines: cartStore.getState().all,
      area,
      bonusDebit: loggedIn ? Math.min(bonusValue(values.bonusDebit), balance) : 0,
    });
    if (checked.sumToPay - summary.sumToPay > 0.005) {
      useCheckout.getState().setSending(false);
      store.setNotice({
        key: 'checkout_err_sum_changed',
        tone: 'info',
        vars: { from: formatPrice(summary.sumToPay, lang), to: formatPrice(checked.sumToPay, lang) },
      });
      return;
    }

    const guid = cart.ensureGuid();
    const result = await submitter.submit(() =>
      buildOrderBody(values, {
        lines: cartStore.getState().all,
        guid,
        deliveryPrice: summary.deliveryPrice,
        promoCode: promo,
        loggedIn,
        returnUrl: window.location.pathname,
      }),
    );
    useCheckout.getState().setSending(false);
    if (result.ok) {
      onSuccess(result.order, values);
      return;
    }

    const o = result.outcome;
    const notice = { key: outcomeMessageKey(o), tone: 'error' as const };
    const s = useCheckout.getState();
    switch (o.kind) {
      case 'retry':
        s.setNotice(notice);
        break;
      case 'unauthorized':
        void helpers.setFieldValue('bonusDebit', '', false);
        s.setNotice({ ...notice, offerLogin: true });
        break;
      case 'fields': {
        helpers.setErrors(o.fields);
        helpers.setTouched(Object.fromEntries(Object.keys(o.fields).map((f) => [f, true])), false);
        s.setNotice({ ...notice, key: o.unplaced[0] ?? notice.key });
        break;
      }
      case 'prices_corrected':
        s.setNotice({ ...notice, tone: 'info', priceChanges: result.priceChanges });
        break;
      case 'dishes_hidden':
      case 'workshop_disabled':
      case 'modifier_gone':
        s.setNotice({ ...notice, tone: 'info', unavailable: result.unavailable });
        break;
      case 'pickup_off':
        s.setPickupOff(true);
        void helpers.setFieldValue('deliveryType', 'delivery');
        s.setNotice(notice);
        break;
      case 'pickup_unavailable':
        reloadPickup();
        helpers.setFieldError('pickupPointId', 'checkout_pickup_unavailable');
        s.setNotice(notice);
        break;
      case 'area_not_served':
        await resolveInto(values.street, values.house);
        helpers.setFieldError('street', `checkout_${o.reason}`);
        s.setNotice(notice);
        break;
      case 'promo':
        s.setPromo({ status: 'denied', code: promo ?? '', reason: o.reason });
        s.setNotice(notice);
        break;
      case 'below_min_sum':
        await resolveInto(values.street, values.house);
        s.setNotice({ ...notice, vars: { sum: formatPrice(o.minSum ?? area?.min_sum ?? 0, lang) } });
        break;
      case 'delivery_cost_changed': {
        await resolveInto(values.street, values.house);
        const price = o.deliveryPrice ?? 0;
        s.setNotice({
          ...notice,
          tone: 'info',
          vars: { price: price === 0 ? t('checkout_free') : t('price_uah', { price: formatPrice(price, lang) }) },
        });
        break;
      }
      case 'restaurant_closed': {
        const fresh = await refreshKitchen();
        const hours = fresh?.hours ?? useCheckout.getState().base.hours;
        const offer = hours && o.nextOpening ? firstSlotOfNextOpening(new Date(), hours, o.nextOpening) : null;
        s.setNotice({
          key: o.nextOpening ? notice.key : 'checkout_kitchen_paused',
          tone: 'error',
          offerSlot: offer ? offer.toISOString() : null,
        });
        break;
      }
      case 'time_invalid':
        helpers.setFieldError('slot', 'checkout_time_invalid');
        s.setNotice(notice);
        break;
      case 'bonus':
        await sessionStore.getState().fetchUser();
        helpers.setFieldError('bonusDebit', 'checkout_bonus_invalid');
        s.setNotice(notice);
        break;
      case 'change_from':
        helpers.setFieldError('changeFrom', 'checkout_change_too_small');
        s.setNotice(notice);
        break;
      default:
        s.setNotice(notice);
    }
  };

  return (
    <Formik<CheckoutValues> initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      <Grid noValidate aria-label={t('checkout')}>
        <CheckoutBody kitchen={kitchen} pickup={pickup} reloadPickup={reloadPickup} />
      </Grid>
    </Formik>
  );
}
