/**
 * Order creation errors (spec section 8; shop API orders README "Order creation: 422 message
 * keys"): what each answer means for the customer and what the page does about it. Pure: the
 * page applies the outcome (cart fixes through the cart store, field errors through Formik).
 */
import type { ApiError } from '../../api-client/client';
import type { CartLine } from '../cart';
import type { CheckoutValues } from './checkout-rules';
import { lineUnitPrice, round2 } from './checkout-math';
import { isPromoRejection, type PromoRejection } from './promo-messages';

export interface CorrectedItem {
  id: string | null;
  product_id: number;
  price: number;
  old_price: number;
}

export type OrderOutcome =
  /** Connection, timeout, server error, unreadable answer: nothing changes, the same cart may be sent again. */
  | { kind: 'retry'; message: string }
  /** The token was refused: the session ended (the cart stays). */
  | { kind: 'unauthorized' }
  /** Field errors (form fields) and messages that belong to no field. */
  | { kind: 'fields'; fields: Partial<Record<keyof CheckoutValues, string>>; unplaced: string[] }
  | { kind: 'prices_corrected'; items: CorrectedItem[] }
  | { kind: 'dishes_hidden' | 'workshop_disabled' | 'modifier_gone'; productIds: number[] }
  | { kind: 'pickup_off' }
  | { kind: 'pickup_unavailable' }
  | { kind: 'area_not_served'; reason: 'delivery_impossible' | 'street_unknown' | 'area_not_served' }
  | { kind: 'promo'; reason: PromoRejection }
  | { kind: 'below_min_sum'; minSum: number | null }
  | { kind: 'delivery_cost_changed'; deliveryPrice: number | null }
  | { kind: 'restaurant_closed'; nextOpening: Date | null }
  | { kind: 'time_invalid' }
  | { kind: 'bonus' }
  | { kind: 'change_from' }
  /** The shop API took no proof of the guest's phone (issue 43): the phone is confirmed again. */
  | { kind: 'phone_unconfirmed' }
  /** 429: too many orders without an account from this client or for this phone lately. */
  | { kind: 'too_many_orders' }
  | { kind: 'failed'; message: string };

/** API field -> form field. */
export const API_FIELD_TO_FORM: Record<string, keyof CheckoutValues> = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  address: 'street',
  'address.street': 'street',
  'address.house': 'house',
  'address.apartment': 'apartment',
  'address.entrance': 'entrance',
  'address.code': 'code',
  'address.floor': 'floor',
  'address.name': 'addressName',
  pickup_point_id: 'pickupPointId',
  time: 'slot',
  pay_type: 'payType',
  change_from: 'changeFrom',
  cutlery: 'cutlery',
  comment: 'comment',
  bonus_debit: 'bonusDebit',
};

/** API message keys on fields -> keys this page has texts for (unlisted: 'validation_format'). */
const FIELD_MESSAGE_KEYS = new Map<string, string>(
  Object.entries({
    validation_required: 'validation_required',
    validation_max: 'validation_max',
    validation_phone: 'validation_phone',
    valid_email: 'valid_email',
    validation_numeric: 'validation_numeric',
    blank: 'blank',
    min_6: 'min_6',
    validation_integer: 'validation_numeric',
    validation_type: 'validation_numeric',
    validation_bonus: 'checkout_bonus_invalid',
    validation_change_from: 'checkout_change_too_small',
    validation_time: 'checkout_time_invalid',
    restaurant_closed: 'checkout_time_invalid',
    validation_exists: 'checkout_pickup_required',
    pickup_unavailable: 'checkout_pickup_unavailable',
    validation_modifiers: 'checkout_err_modifiers',
    delivery_impossible: 'checkout_delivery_impossible',
    street_unknown: 'checkout_street_unknown',
    area_not_served: 'checkout_area_not_served',
  }),
);

export function fieldMessageKey(apiKey: string): string {
  return FIELD_MESSAGE_KEYS.get(apiKey) ?? 'validation_format';
}

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const ids = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number' && Number.isInteger(x) && x > 0) : [];

function correctedItems(v: unknown): CorrectedItem[] {
  if (!Array.isArray(v)) return [];
  const out: CorrectedItem[] = [];
  for (const item of v) {
    if (!isObj(item)) continue;
    const productId = num(item.product_id);
    const price = num(item.price);
    const old = num(item.old_price);
    if (productId === null || price === null || price < 0 || old === null) continue;
    out.push({ id: typeof item.id === 'string' ? item.id : null, product_id: productId, price, old_price: old });
  }
  return out;
}

function fieldsOutcome(fields: Record<string, string[]> | undefined): OrderOutcome {
  const out: Partial<Record<keyof CheckoutValues, string>> = {};
  const unplaced: string[] = [];
  for (const [apiField, keys] of Object.entries(fields ?? {})) {
    const key = keys[0];
    if (!key) continue;
    const field = API_FIELD_TO_FORM[apiField];
    if (field) out[field] ??= fieldMessageKey(key);
    else if (apiField.startsWith('items.') && key === 'validation_modifiers') unplaced.push('checkout_err_modifiers');
    else unplaced.push('checkout_err_failed');
  }
  if (Object.keys(out).length === 0 && unplaced.length === 0) unplaced.push('checkout_err_failed');
  return { kind: 'fields', fields: out, unplaced: [...new Set(unplaced)] };
}

/** What an order-creation failure means. */
export function interpretOrderError(error: ApiError): OrderOutcome {
  if (error.kind === 'unauthorized') return { kind: 'unauthorized' };
  if (error.kind !== 'validation') {
    if (error.status === 429 && error.message === 'too_many_orders') return { kind: 'too_many_orders' };
    // 4xx other than 422 (e.g. 413, 429): the request itself was refused; a retry may pass.
    if (error.kind === 'http' && error.status !== undefined && error.status < 500)
      return { kind: 'failed', message: 'checkout_err_failed' };
    return { kind: 'retry', message: error.message };
  }
  const body = isObj(error.body) ? error.body : {};
  const first = (field: string) => error.fields?.[field]?.[0];
  switch (error.message) {
    case 'prices_corrected':
      return { kind: 'prices_corrected', items: correctedItems(body.items) };
    case 'dishes_hidden':
    case 'workshop_disabled':
    case 'modifier_gone':
      return { kind: error.message, productIds: ids(body.product_ids) };
    case 'pickup_off':
    case 'pickup_unavailable':
    case 'phone_unconfirmed':
      return { kind: error.message };
    case 'area_not_served': {
      const reason = first('address.street');
      return {
        kind: 'area_not_served',
        reason: reason === 'delivery_impossible' || reason === 'street_unknown' ? reason : 'area_not_served',
      };
    }
    case 'below_min_sum':
      return { kind: 'below_min_sum', minSum: num(body.min_sum) };
    case 'delivery_cost_changed':
      return { kind: 'delivery_cost_changed', deliveryPrice: num(body.delivery_price) };
    case 'restaurant_closed': {
      const at = typeof body.next_opening === 'string' ? new Date(body.next_opening) : null;
      return { kind: 'restaurant_closed', nextOpening: at && !Number.isNaN(at.getTime()) ? at : null };
    }
    case 'validation_time':
      return { kind: 'time_invalid' };
    case 'validation_bonus':
      return { kind: 'bonus' };
    case 'validation_change_from':
      return { kind: 'change_from' };
    default: {
      const promo = first('promo_code') ?? error.message;
      if (isPromoRejection(promo)) return { kind: 'promo', reason: promo };
      // order_create_failed, "The given data was invalid." (schema) and anything else with fields.
      return fieldsOutcome(error.fields);
    }
  }
}

/** The message key shown for an outcome (locales/<lang>/checkout.json). */
export function outcomeMessageKey(outcome: OrderOutcome): string {
  return `checkout_err_${outcome.kind}`;
}

export interface PriceChange {
  lineId: string;
  name: string;
  name_ua: string;
  from: number;
  to: number;
}

/**
 * Corrected prices onto the cart: the API's `price` is the unit price WITH modifiers, the cart
 * keeps the dish price WITHOUT them. Matched by line id (sent with the order), else by position.
 */
export function applyCorrectedPrices(lines: readonly CartLine[], items: readonly CorrectedItem[]) {
  const changes: PriceChange[] = [];
  const next = lines.map((line, index) => {
    const item = items.find((i) => i.id === line.id) ?? (items[index]?.product_id === line.product_id ? items[index] : undefined);
    if (!item || item.product_id !== line.product_id) return line;
    const from = lineUnitPrice(line);
    if (Math.abs(from - item.price) < 0.005) return line;
    const modifiers = round2(from - line.price);
    changes.push({ lineId: line.id, name: line.name, name_ua: line.name_ua, from, to: item.price });
    return { ...line, price: Math.max(0, round2(item.price - modifiers)) };
  });
  return { lines: next, changes };
}
