/**
 * The order this tab has just placed (`checkoutPlaced` in sessionStorage): a reload of the checkout
 * page after ordering shows that order, not an empty cart (issue 41). Only the id: the rest is read
 * from the API.
 */
export const PLACED_KEY = 'checkoutPlaced';

const session = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

export function parsePlacedOrder(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export function savePlacedOrder(orderId: number, storage: Pick<Storage, 'setItem'> | null = session()) {
  try {
    storage?.setItem(PLACED_KEY, String(orderId));
  } catch {
    /* a reload then shows the empty cart */
  }
}

export function readPlacedOrder(storage: Pick<Storage, 'getItem'> | null = session()): number | null {
  try {
    return parsePlacedOrder(storage?.getItem(PLACED_KEY));
  } catch {
    return null;
  }
}

export function clearPlacedOrder(storage: Pick<Storage, 'removeItem'> | null = session()) {
  try {
    storage?.removeItem(PLACED_KEY);
  } catch {
    /* ignore */
  }
}
