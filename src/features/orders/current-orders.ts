/**
 * `currentOrders` in localStorage (spec section 3 local storage keys; section 4 order tracking):
 * the orders placed from this browser that the status popup follows. Checkout appends an order
 * after it is created; tracking clears the list when the order is Delivered or Cancelled.
 *
 * Stored value: a JSON array, oldest first, of `{ "id": 12, "number": 10012, "created_at": "<ISO>" }`
 * (at most MAX_CURRENT_ORDERS). Reading validates every entry and drops what does not validate, so
 * a corrupted or hostile value never breaks a page; unreadable storage reads as empty.
 */
import { browserStorage, readItem, removeItem, writeItem, type KeyValueStorage } from '../../shared/safe-storage';

export const CURRENT_ORDERS_KEY = 'currentOrders';
export const MAX_CURRENT_ORDERS = 10;
/** Fired on `window` after this tab changed the list (other tabs get the `storage` event). */
export const CURRENT_ORDERS_EVENT = 'current-orders-change';

export interface CurrentOrder {
  id: number;
  /** The number the customer sees (e.g. 10012). */
  number: number;
  /** ISO instant the order was created. */
  created_at: string;
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647;

/** One entry, or null when it does not validate (own properties only). */
export function validateCurrentOrder(raw: unknown): CurrentOrder | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const own = (k: string) => (Object.prototype.hasOwnProperty.call(raw, k) ? (raw as Record<string, unknown>)[k] : undefined);
  const id = own('id');
  const number = own('number');
  const created = own('created_at');
  if (!isId(id) || !isId(number)) return null;
  const createdAt = typeof created === 'string' && created.length <= 40 && !Number.isNaN(Date.parse(created)) ? created : '';
  return { id, number, created_at: createdAt };
}

/** Parses the stored text: valid entries only, no duplicate ids (the last wins), at most the newest 10. */
export function parseCurrentOrders(text: string | null | undefined): CurrentOrder[] {
  if (!text || text.length > 100_000) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const byId = new Map<number, CurrentOrder>();
  for (const item of raw) {
    const order = validateCurrentOrder(item);
    if (!order) continue;
    byId.delete(order.id);
    byId.set(order.id, order);
  }
  return [...byId.values()].slice(-MAX_CURRENT_ORDERS);
}

export function readCurrentOrders(storage: KeyValueStorage | null = browserStorage()): CurrentOrder[] {
  return parseCurrentOrders(readItem(storage, CURRENT_ORDERS_KEY));
}

function write(orders: CurrentOrder[], storage: KeyValueStorage | null) {
  // Full or blocked storage: tracking simply does not see the order.
  if (orders.length === 0) removeItem(storage, CURRENT_ORDERS_KEY);
  else writeItem(storage, CURRENT_ORDERS_KEY, JSON.stringify(orders));
  if (typeof window !== 'undefined' && typeof window.dispatchEvent === 'function')
    window.dispatchEvent(new Event(CURRENT_ORDERS_EVENT));
}

/** Appends (or moves to the end) an order; keeps the newest 10. */
export function addCurrentOrder(order: CurrentOrder, storage: KeyValueStorage | null = browserStorage()): CurrentOrder[] {
  const valid = validateCurrentOrder(order);
  const list = readCurrentOrders(storage).filter((o) => o.id !== order.id);
  if (valid) list.push(valid);
  const next = list.slice(-MAX_CURRENT_ORDERS);
  write(next, storage);
  return next;
}

export function clearCurrentOrders(storage: KeyValueStorage | null = browserStorage()): void {
  write([], storage);
}

/** Calls `listener` when this tab or another one changes the list. Returns the unsubscribe. */
export function onCurrentOrdersChange(listener: () => void, win: Window = window): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === CURRENT_ORDERS_KEY || e.key === null) listener();
  };
  win.addEventListener(CURRENT_ORDERS_EVENT, listener);
  win.addEventListener('storage', onStorage);
  return () => {
    win.removeEventListener(CURRENT_ORDERS_EVENT, listener);
    win.removeEventListener('storage', onStorage);
  };
}
