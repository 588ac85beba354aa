/**
 * Checkout validation (spec section 5 "Checkout"), as pure rules returning message keys: shared
 * keys from locales/<lang>/validation.json, checkout keys from locales/<lang>/checkout.json.
 * The Yup schema (checkout-schema.ts) wraps these, so the rules are tested without Formik.
 */
import { isValidEmail } from '../../shared/email';
import { phoneError } from '../../ui/form/phone';
import type { WorkingHours } from '../working-hours';
import { slotProblem } from './time-slots';

export type DeliveryType = 'delivery' | 'pickup';
export type PayType = 'cash' | 'online' | 'terminal';
export type TimeMode = 'asap' | 'slot';

/** The checkout form's values (all text inputs are strings, as the inputs hold them). */
export interface CheckoutValues {
  name: string;
  phone: string;
  email: string;
  deliveryType: DeliveryType;
  /** A saved address id (logged-in customers) or '' for a new address. */
  addressId: string;
  street: string;
  house: string;
  apartment: string;
  privateHouse: boolean;
  entrance: string;
  code: string;
  floor: string;
  addressName: string;
  isMain: boolean;
  pickupPointId: string;
  timeMode: TimeMode;
  /** ISO instant of the chosen slot. */
  slot: string;
  payType: PayType;
  changeFrom: string;
  cutlery: string;
  comment: string;
  bonusDebit: string;
}

/** The address fields as a new address starts them (none of the saved addresses chosen). */
export const NEW_ADDRESS = {
  addressId: '',
  street: '',
  house: '',
  apartment: '',
  privateHouse: false,
  entrance: '',
  code: '',
  floor: '',
  addressName: '',
  isMain: false,
} satisfies Partial<CheckoutValues>;

export const EMPTY_VALUES: CheckoutValues = {
  name: '',
  phone: '',
  email: '',
  deliveryType: 'delivery',
  ...NEW_ADDRESS,
  pickupPointId: '',
  timeMode: 'asap',
  slot: '',
  payType: 'cash',
  changeFrom: '',
  cutlery: '1',
  comment: '',
  bonusDebit: '',
};

export const MAX_CUTLERY = 99;
export const MAX_COMMENT = 1000;

/** What the rules need besides the values. */
export interface RuleContext {
  now: Date;
  hours: WorkingHours | null;
  /** The kitchen takes orders right now (ASAP possible). */
  open: boolean;
  loggedIn: boolean;
  /** Bonus balance of the logged-in customer. */
  balance: number;
  /** sum + delivery: the bonus limit. */
  total: number;
  /** What the customer pays (change-from must cover it). */
  sumToPay: number;
  /** Pickup points: id -> available; null while the list has not loaded (the submit checks it then). */
  pickupPoints: ReadonlyMap<number, boolean> | null;
  /** The customer picked a saved address (its fields are not edited here). */
  savedAddress: boolean;
  /** The resolved address cannot be delivered to (street unknown, outside the areas, area not served). */
  addressProblem?: string | null;
}

export type Errors = Partial<Record<keyof CheckoutValues, string>>;

const trimmed = (v: string | undefined | null) => (v ?? '').trim();

export function requiredText(value: string, max = 100): string | null {
  const v = trimmed(value);
  if (!v) return 'validation_required';
  if (v.length > max) return 'validation_max';
  return null;
}

export function emailProblem(value: string): string | null {
  const v = trimmed(value);
  if (!v) return 'validation_required';
  if (v.length > 254 || !isValidEmail(v)) return 'valid_email';
  return null;
}

/** A whole number written with digits only ('' is not one). */
const wholeNumber = (value: string): number | null => {
  const v = trimmed(value);
  return /^\d{1,7}$/.test(v) ? Number(v) : null;
};

/** Cutlery: required, numeric, at most 99 (more: say it in the comment). */
export function cutleryProblem(value: string): string | null {
  if (!trimmed(value)) return 'validation_required';
  const n = wholeNumber(value);
  if (n === null) return 'validation_numeric';
  if (n > MAX_CUTLERY) return 'checkout_cutlery_max';
  return null;
}

/** Change-from (cash): optional; numeric and not less than the sum to pay. */
export function changeFromProblem(value: string, sumToPay: number): string | null {
  const v = trimmed(value).replace(',', '.');
  if (!v) return null;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(v)) return 'validation_numeric';
  return Number(v) < sumToPay ? 'checkout_change_too_small' : null;
}

/** Bonuses to debit: optional whole number, not above the balance, not above the order total. */
export function bonusProblem(value: string, balance: number, total: number): string | null {
  if (!trimmed(value)) return null;
  const n = wholeNumber(value);
  if (n === null) return 'validation_numeric';
  if (n > balance) return 'checkout_bonus_over_balance';
  if (n > Math.floor(total)) return 'checkout_bonus_over_total';
  return null;
}

/** Delivery time: ASAP only while the kitchen works; a chosen slot must still be valid. */
export function timeProblem(values: Pick<CheckoutValues, 'timeMode' | 'slot'>, ctx: Pick<RuleContext, 'now' | 'hours' | 'open'>) {
  if (values.timeMode === 'asap') return ctx.open ? null : 'checkout_closed_asap';
  if (!values.slot) return 'checkout_time_required';
  if (!ctx.hours) return null;
  return slotProblem(values.slot, ctx.now, ctx.hours);
}

/**
 * The chosen pickup point. With no list yet (`points` null: loading, or its load failed) a chosen
 * point is not refused: the submit waits for the list and checks it then (pickup-points.ts).
 */
export function pickupProblem(value: string, points: ReadonlyMap<number, boolean> | null): string | null {
  const id = wholeNumber(value);
  if (id === null) return 'checkout_pickup_required';
  if (points === null) return null;
  if (!points.has(id)) return 'checkout_pickup_required';
  return points.get(id) ? null : 'checkout_pickup_unavailable';
}

/** Every rule of the form; the first failing rule per field. */
export function validateCheckout(values: CheckoutValues, ctx: RuleContext): Errors {
  const errors: Errors = {};
  const set = (field: keyof CheckoutValues, key: string | null) => {
    if (key) errors[field] = key;
  };
  set('name', requiredText(values.name));
  set('phone', phoneError(values.phone));
  set('email', emailProblem(values.email));
  if (values.deliveryType === 'delivery') {
    if (!ctx.savedAddress) {
      set('street', requiredText(values.street, 120));
      set('house', requiredText(values.house, 20));
      set('addressName', requiredText(values.addressName, 100));
      for (const f of ['apartment', 'entrance', 'code', 'floor'] as const)
        if (!values.privateHouse && trimmed(values[f]).length > 20) errors[f] = 'validation_max';
    }
    if (!errors.street && ctx.addressProblem) errors.street = ctx.addressProblem;
  } else {
    set('pickupPointId', pickupProblem(values.pickupPointId, ctx.pickupPoints));
  }
  set('slot', timeProblem(values, ctx));
  if (values.payType === 'cash') set('changeFrom', changeFromProblem(values.changeFrom, ctx.sumToPay));
  set('cutlery', cutleryProblem(values.cutlery));
  if (trimmed(values.comment).length > MAX_COMMENT) errors.comment = 'validation_max';
  if (ctx.loggedIn) set('bonusDebit', bonusProblem(values.bonusDebit, ctx.balance, ctx.total));
  return errors;
}

/** Whole bonuses from the input ('' or invalid -> 0). */
export const bonusValue = (value: string): number => wholeNumber(value) ?? 0;
