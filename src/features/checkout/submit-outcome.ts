/**
 * What the page shows for each refused order call (spec section 8): the notice above the button,
 * the field errors, and the fixes it makes first (the area resolved again, the kitchen status
 * re-read, the session's bonuses re-read, pickup switched off).
 */
import type { FormikHelpers } from 'formik';
import { sessionStore } from '../auth';
import { resolveInto } from './checkout-area';
import type { CheckoutValues } from './checkout-rules';
import { useCheckout } from './checkout-store';
import { outcomeMessageKey } from './order-errors';
import { phoneConfirm } from './phone-confirm';
import type { SubmitResult } from './submit-order';
import { firstSlotOfNextOpening } from './time-slots';
import { showMinimumNote } from './MinimumSumNote';
import type { Kitchen } from './use-checkout-data';

export interface OutcomeDeps {
  helpers: FormikHelpers<CheckoutValues>;
  values: CheckoutValues;
  /** The guest's phone (+380...) the order was for; null when signed in. */
  guestPhone: string | null;
  /** The promo code the refused order carried. */
  promo: string | null;
  /** The minimum of the area the customer saw (UAH), when the API does not say. */
  areaMinSum: number | null;
  /** Goods before discounts (UAH): what the area minimum compares. */
  goodsSubtotal: number;
  reloadPickup: () => void;
  refreshKitchen: () => Promise<Kitchen | null>;
  formatUah: (uah: number) => string;
  /** '75 грн' or 'безкоштовно' for a delivery price (UAH). */
  deliveryPriceText: (uah: number) => string;
}

export async function showRefusal(result: Extract<SubmitResult, { ok: false }>, deps: OutcomeDeps): Promise<void> {
  const { helpers, values } = deps;
  const o = result.outcome;
  const notice = { key: outcomeMessageKey(o), tone: 'error' as const };
  const s = useCheckout.getState();
  switch (o.kind) {
    case 'unauthorized':
      void helpers.setFieldValue('bonusDebit', '', false);
      s.setNotice({ ...notice, offerLogin: true });
      return;
    case 'fields':
      helpers.setErrors(o.fields);
      helpers.setTouched(Object.fromEntries(Object.keys(o.fields).map((f) => [f, true])), false);
      s.setNotice({ ...notice, key: o.unplaced[0] ?? notice.key });
      return;
    case 'prices_corrected':
      s.setNotice({ ...notice, tone: 'info', priceChanges: result.priceChanges });
      return;
    case 'dishes_hidden':
    case 'workshop_disabled':
    case 'modifier_gone':
      s.setNotice({ ...notice, tone: 'info', unavailable: result.unavailable });
      return;
    case 'pickup_off':
      s.setPickupOff(true);
      void helpers.setFieldValue('deliveryType', 'delivery');
      break;
    case 'pickup_unavailable':
      deps.reloadPickup();
      helpers.setFieldError('pickupPointId', 'checkout_pickup_unavailable');
      break;
    case 'area_not_served':
      await resolveInto(values.street, values.house);
      helpers.setFieldError('street', `checkout_${o.reason}`);
      break;
    case 'promo':
      s.setPromo({ status: 'denied', code: deps.promo ?? '', reason: o.reason });
      break;
    case 'below_min_sum': {
      // The area read again: when it now says so, the note beside the button tells what is missing.
      const area = await resolveInto(values.street, values.house);
      if (area.status === 'ok' && area.area && deps.goodsSubtotal < area.area.min_sum) return showMinimumNote();
      s.setNotice({ ...notice, vars: { sum: deps.formatUah(o.minSum ?? deps.areaMinSum ?? 0) } });
      return;
    }
    case 'delivery_cost_changed':
      await resolveInto(values.street, values.house);
      s.setNotice({ ...notice, tone: 'info', vars: { price: deps.deliveryPriceText(o.deliveryPrice ?? 0) } });
      return;
    case 'restaurant_closed': {
      const fresh = await deps.refreshKitchen();
      const hours = fresh?.hours ?? useCheckout.getState().base.hours;
      const offer = hours && o.nextOpening ? firstSlotOfNextOpening(new Date(), hours, o.nextOpening) : null;
      s.setNotice({
        key: o.nextOpening ? notice.key : 'checkout_kitchen_paused',
        tone: 'error',
        offerSlot: offer ? offer.toISOString() : null,
      });
      return;
    }
    case 'time_invalid':
      helpers.setFieldError('slot', 'checkout_time_invalid');
      break;
    case 'bonus':
      await sessionStore.getState().fetchUser();
      helpers.setFieldError('bonusDebit', 'checkout_bonus_invalid');
      break;
    case 'change_from':
      helpers.setFieldError('changeFrom', 'checkout_change_too_small');
      break;
    case 'phone_unconfirmed':
      // The proof this device kept was refused (expired, or the shop's data restored): the next
      // press of the button asks for an SMS code again.
      if (deps.guestPhone) phoneConfirm.getState().forget(deps.guestPhone);
      break;
    default:
      break;
  }
  s.setNotice(notice);
}
