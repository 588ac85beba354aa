/**
 * The order this tab has just placed (`checkoutPlaced` in sessionStorage): a reload of the checkout
 * page after ordering shows that order, not an empty cart (issue 41). Only the id: the rest is read
 * from the API.
 */
import { browserStorage, readItem, removeItem, writeItem } from '../../shared/safe-storage';

export const PLACED_KEY = 'checkoutPlaced';

/** An order id as text ('12'), else null. */
export function parsePlacedOrder(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export function savePlacedOrder(orderId: number, storage: Pick<Storage, 'setItem'> | null = browserStorage('session')) {
  writeItem(storage, PLACED_KEY, String(orderId)); // refused: a reload then shows the empty cart
}

export function readPlacedOrder(storage: Pick<Storage, 'getItem'> | null = browserStorage('session')): number | null {
  return parsePlacedOrder(readItem(storage, PLACED_KEY));
}

export function clearPlacedOrder(storage: Pick<Storage, 'removeItem'> | null = browserStorage('session')) {
  removeItem(storage, PLACED_KEY);
}
