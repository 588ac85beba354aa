/**
 * The promo code and the line discounts follow the cart, the delivery mode and the area: checked
 * again (debounced) whenever one changes; a code that stops applying turns into the denied label.
 * Also the promo block's apply and cancel.
 */
import { useEffect, useRef } from 'react';
import { useLatest } from 'react-use';
import { shopApi } from '../../api-client/shop-api';
import { toE164 } from '../../ui/form/phone';
import { cartStore, toOrderItems, type CartLine } from '../cart';
import { checkPromoCode } from './checkout-api';
import type { CheckoutValues } from './checkout-rules';
import { useCheckout } from './checkout-store';
import { isPromoRejection, promoReason, type PromoRejection } from './promo-messages';
import type { ApplyPromo } from './PromoBlock';

/** Pause after a change before the code and discounts are checked again (ms). */
const PROMO_RECHECK_MS = 400;

export function promoReasonOf(error: { fields?: Record<string, string[]>; message: string }): PromoRejection | null {
  const reason = promoReason(error.fields, error.message);
  return isPromoRejection(reason) ? reason : null;
}

const checkCode = (code: string, values: CheckoutValues, areaId: number | null) =>
  checkPromoCode(shopApi, {
    code,
    lines: cartStore.getState().orderable,
    deliveryType: values.deliveryType,
    areaId,
    street: values.street,
    house: values.house,
    phone: toE164(values.phone),
  });

/** Rechecks the applied code and the discounts when the lines, the delivery mode or the area change. */
export function usePromoRecheck(orderable: CartLine[], values: CheckoutValues, areaId: number | null) {
  const latestValues = useLatest(values);
  // Lines as the API prices them (no discounts): a change means discounts and promo must be rechecked.
  const linesKey = JSON.stringify(toOrderItems(orderable));
  const hasLines = orderable.length > 0;
  const promo = useCheckout((s) => s.promo);
  const promoCode = promo?.status === 'applied' ? promo.code : null;
  const { deliveryType } = values;
  // The first check runs at once (the summary shows the API's discounts as early as possible).
  const firstCheck = useRef(true);
  useEffect(() => {
    if (!hasLines) return;
    let alive = true;
    const recheck = async () => {
      let code = promoCode;
      if (code) {
        const checked = await checkCode(code, latestValues.current, areaId);
        if (!alive) return;
        if (checked.ok) useCheckout.getState().setPromo({ status: 'applied', code, name: checked.data.name });
        else if (checked.error.kind === 'validation') {
          useCheckout.getState().setPromo({ status: 'denied', code, reason: promoReasonOf(checked.error) });
          code = null;
        }
      }
      if (alive) await cartStore.getState().checkDiscount(code ?? undefined);
    };
    const timer = setTimeout(() => void recheck(), firstCheck.current ? 0 : PROMO_RECHECK_MS);
    firstCheck.current = false;
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [hasLines, linesKey, promoCode, deliveryType, areaId, latestValues]);
}

/** The promo block's actions for the form's current values. */
export function promoActions(values: CheckoutValues, areaId: number | null): { apply: ApplyPromo; cancel: () => void } {
  const apply: ApplyPromo = async (code) => {
    const result = await checkCode(code, values, areaId);
    if (!result.ok) return { ok: false, reason: result.error.kind === 'validation' ? promoReasonOf(result.error) : null };
    useCheckout.getState().setPromo({ status: 'applied', code: result.data.code, name: result.data.name });
    return { ok: true };
  };
  return { apply, cancel: () => useCheckout.getState().setPromo(null) };
}
