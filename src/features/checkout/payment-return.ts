/**
 * Online payment (issue 22): after the order is created the browser posts the API's checkout form
 * to LiqPay (or to the API's local stand-in of it), which returns the customer to the checkout page
 * with `?order={id}` (the result_url the API signed). Whether the money arrived is then read from
 * the API (the callback may land before or after the customer). What the thank-you modal needs is
 * kept in sessionStorage (`checkoutPayment`) across the trip.
 */
import { browserStorage, readItem, removeItem, writeItem } from '../../shared/safe-storage';
import { parsePlacedOrder } from './placed-order';

export const PAYMENT_KEY = 'checkoutPayment';

export interface PendingPayment {
  orderId: number;
  number: number;
  nwAddress: string | null;
  nwAddressName: string | null;
  /** The cart GUID the order was placed with: proves this browser placed it (pay on delivery instead). */
  cartGuid: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647;
const text = (v: unknown, max: number): string | null => (typeof v === 'string' && v.length <= max ? v : null);

/** `?order=12` -> 12; anything else -> null. */
export const parsePaymentReturn = (search: string) => parsePlacedOrder(new URLSearchParams(search).get('order'));

export function parsePendingPayment(raw: string | null | undefined): PendingPayment | null {
  if (!raw || raw.length > 5000) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  if (!isId(o.orderId) || !isId(o.number)) return null;
  return {
    orderId: o.orderId,
    number: o.number,
    nwAddress: text(o.nwAddress, 300),
    nwAddressName: text(o.nwAddressName, 100),
    cartGuid: typeof o.cartGuid === 'string' && UUID.test(o.cartGuid) ? o.cartGuid : null,
  };
}

export function savePendingPayment(p: PendingPayment, storage: Pick<Storage, 'setItem'> | null = browserStorage('session')) {
  writeItem(storage, PAYMENT_KEY, JSON.stringify(p)); // refused: the thank-you modal shows without the address offer
}

export function readPendingPayment(storage: Pick<Storage, 'getItem'> | null = browserStorage('session')): PendingPayment | null {
  return parsePendingPayment(readItem(storage, PAYMENT_KEY));
}

export function clearPendingPayment(storage: Pick<Storage, 'removeItem'> | null = browserStorage('session')) {
  removeItem(storage, PAYMENT_KEY);
}
