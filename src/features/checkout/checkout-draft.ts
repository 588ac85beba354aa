/**
 * The form kept in sessionStorage (`checkoutDraft`) while the customer is on the checkout page:
 * signing in on checkout reloads the page (spec section 4), and the customer must not type
 * everything again. This tab only; removed after an order. Read through a validator.
 */
import { browserStorage, readItem, removeItem, writeItem } from '../../shared/safe-storage';
import { EMPTY_VALUES, type CheckoutValues } from './checkout-rules';

export const DRAFT_KEY = 'checkoutDraft';

export interface Draft {
  values: Partial<CheckoutValues>;
  promoCode: string | null;
}

const ENUMS: Partial<Record<keyof CheckoutValues, readonly string[]>> = {
  deliveryType: ['delivery', 'pickup'],
  timeMode: ['asap', 'slot'],
  payType: ['cash', 'online', 'terminal'],
};

export function parseDraft(text: string | null | undefined): Draft {
  const empty: Draft = { values: {}, promoCode: null };
  if (!text || text.length > 20_000) return empty;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return empty;
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return empty;
  const obj = raw as Record<string, unknown>;
  const rawValues = Object.prototype.hasOwnProperty.call(obj, 'values') ? obj.values : null;
  const values: Partial<CheckoutValues> = {};
  if (rawValues && typeof rawValues === 'object' && !Array.isArray(rawValues)) {
    for (const key of Object.keys(EMPTY_VALUES) as (keyof CheckoutValues)[]) {
      if (!Object.prototype.hasOwnProperty.call(rawValues, key)) continue;
      const v = (rawValues as Record<string, unknown>)[key];
      const expected = typeof EMPTY_VALUES[key];
      if (typeof v !== expected) continue;
      if (typeof v === 'string' && (v.length > 1000 || (ENUMS[key] && !ENUMS[key]!.includes(v)))) continue;
      (values as Record<string, unknown>)[key] = v;
    }
  }
  const code = Object.prototype.hasOwnProperty.call(obj, 'promoCode') ? obj.promoCode : null;
  return { values, promoCode: typeof code === 'string' && /^[A-Z0-9_-]{1,40}$/.test(code) ? code : null };
}

const session = () => browserStorage('session');

export function readDraft(storage: Pick<Storage, 'getItem'> | null = session()): Draft {
  return parseDraft(readItem(storage, DRAFT_KEY));
}

/** Storage full or blocked: nothing is kept (the form still works). */
export function saveDraft(draft: Draft, storage: Pick<Storage, 'setItem'> | null = session()): void {
  writeItem(storage, DRAFT_KEY, JSON.stringify(draft));
}

export function clearDraft(storage: Pick<Storage, 'removeItem'> | null = session()): void {
  removeItem(storage, DRAFT_KEY);
}
