/**
 * What the submit checks before anything is sent: dishes the live menu switched off, the chosen
 * pickup point, the delivery area of the address and its minimum sum. A refusal is shown at its
 * field or as the page's notice, and the order is not sent.
 */
import type { FormikHelpers } from 'formik';
import { cartStore } from '../cart';
import { sessionStore } from '../auth';
import type { Area } from './checkout-api';
import { areaKeyOf, resolveInto } from './checkout-area';
import { orderSummary, type OrderSummary } from './checkout-math';
import { bonusValue, type CheckoutValues } from './checkout-rules';
import { areaProblem, servedArea, useCheckout } from './checkout-store';
import { chosenPickupProblem, type PickupLoader } from './pickup-points';
import { showMinimumNote } from './MinimumSumNote';

export interface CheckedOrder {
  loggedIn: boolean;
  /** The area whose minimum and price apply (delivery), else null. */
  area: Area | null;
  /** The money the customer saw when pressing the button. */
  summary: OrderSummary;
  bonusDebit: number;
}

/** Whole bonuses the customer asked to debit, capped by the balance (0 for a guest). */
export function bonusDebitOf(values: CheckoutValues): number {
  const user = sessionStore.getState().user;
  if (!user) return 0;
  return Math.min(bonusValue(values.bonusDebit), Math.max(0, Math.floor(user.bonus)));
}

/** Dishes the live menu knows are off; a flag may be older than the menu (re-read every 60 s): one more read first. */
async function switchedOffNames(nameOf: (line: { name: string; name_ua: string }) => string): Promise<string | null> {
  const cart = cartStore.getState();
  if (cart.orderable.length !== cart.all.length) await cart.refreshLiveMenu();
  const now = cartStore.getState();
  const off = now.all.filter((l) => !now.orderable.some((o) => o.id === l.id));
  return off.length > 0 ? off.map(nameOf).join(', ') : null;
}

export async function checkBeforeSending(
  values: CheckoutValues,
  helpers: FormikHelpers<CheckoutValues>,
  deps: {
    pickupLoader: PickupLoader;
    nameOf: (line: { name: string; name_ua: string }) => string;
  },
): Promise<CheckedOrder | null> {
  const store = useCheckout.getState();
  const names = await switchedOffNames(deps.nameOf);
  if (names) {
    store.setNotice({ key: 'checkout_unavailable_lines', vars: { names }, tone: 'error' });
    return null;
  }

  // Waits for a list still loading (the button stays busy): a restored point is neither refused early nor sent unchecked.
  if (values.deliveryType === 'pickup') {
    const problem = await chosenPickupProblem(values.pickupPointId, deps.pickupLoader);
    if (problem && 'notice' in problem) store.setNotice({ key: problem.notice, tone: 'error' });
    else if (problem) helpers.setFieldError('pickupPointId', problem.field);
    if (problem) return null;
  }

  // The delivery area must be known for this address (its minimum and price apply).
  let areaState = store.area;
  if (values.deliveryType === 'delivery') {
    if (areaState.status !== 'ok' || areaState.key !== areaKeyOf(values))
      areaState = await resolveInto(values.street, values.house);
    if (areaState.status === 'error') {
      store.setNotice({ key: 'checkout_area_failed', tone: 'error' });
      return null;
    }
    const problem = areaProblem(areaState);
    if (problem) {
      helpers.setFieldError('street', problem);
      return null;
    }
  }
  const area = values.deliveryType === 'delivery' ? servedArea(areaState) : null;
  const bonusDebit = bonusDebitOf(values);
  const summary = orderSummary({ lines: cartStore.getState().orderable, area, bonusDebit });
  // The note beside the button says how much is missing (once): the submit shows it, no second message.
  if (area && summary.belowMinimum) {
    showMinimumNote();
    return null;
  }
  return { loggedIn: sessionStore.getState().user !== null, area, summary, bonusDebit };
}
