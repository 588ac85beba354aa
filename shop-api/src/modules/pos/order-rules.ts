/**
 * Pure rules of the POS integration: a shop order as the POS's incoming order, the retry delay, and
 * which orders go to the POS. Money in the shop is UAH, in the POS kopecks.
 */
import type { PosOrderRequest } from './provider';

/** UAH -> kopecks, rounded to the nearest kopeck. */
export const kopecks = (uah: number) => Math.round(uah * 100);

/** What the rules read of a shop order (the desk's view of it). */
export interface ShopOrderForPos {
  number: number;
  name: string;
  phone: string;
  delivery_type: 'delivery' | 'pickup';
  address: { street: string; house: string; apartment: string; entrance: string; floor: string; code: string } | null;
  pickup_point: { name: string } | null;
  time: string;
  comment: string;
  pay_type: string;
  change_from: number | null;
  discount: number;
  delivery_price: number;
  sum_to_pay: number;
  sum_paid: number;
  cutlery: number;
  items: {
    product_id: number;
    name_ua: string;
    price: number;
    count: number;
    modifiers: { id: number; count: number; price: number }[];
  }[];
}

/** Shop id -> POS id, per kind (pos_links). */
export interface PosIds {
  product: (shopId: number) => string | null;
  modifier: (shopId: number) => string | null;
}

export type PosOrderBuild = { ok: true; request: PosOrderRequest } | { ok: false; error: string };

export const orderMarker = (number: number) => `web #${number}`;

export function addressLine(a: NonNullable<ShopOrderForPos['address']>): string {
  const parts = [`${a.street}, ${a.house}`];
  if (a.apartment) parts.push(`кв. ${a.apartment}`);
  if (a.entrance) parts.push(`під'їзд ${a.entrance}`);
  if (a.floor) parts.push(`поверх ${a.floor}`);
  if (a.code) parts.push(`код ${a.code}`);
  return parts.join(', ');
}

/**
 * The incoming order for the POS. Dish prices go without their modifiers (the POS adds the
 * modifiers' own prices); the discount, delivery and what is left to pay are in the comment, since
 * an incoming order has no fields for them. Fails on a dish or modifier the POS does not know.
 */
export function buildPosOrder(order: ShopOrderForPos, ids: PosIds): PosOrderBuild {
  const lines: PosOrderRequest['lines'] = [];
  for (const item of order.items) {
    const posProductId = ids.product(item.product_id);
    if (!posProductId)
      return { ok: false, error: `dish ${item.product_id} (${item.name_ua}) has no POS id: run the menu import` };
    const modifications: PosOrderRequest['lines'][number]['modifications'] = [];
    for (const m of item.modifiers) {
      const posModificationId = ids.modifier(m.id);
      if (!posModificationId)
        return { ok: false, error: `modifier ${m.id} of dish ${item.product_id} has no POS id: run the menu import` };
      modifications.push({ posModificationId, count: m.count });
    }
    const modifiersUah = item.modifiers.reduce((sum, m) => sum + m.price * m.count, 0);
    lines.push({ posProductId, count: item.count, priceKopecks: kopecks(item.price - modifiersUah), modifications });
  }
  const notes = [orderMarker(order.number)];
  notes.push(order.time === 'asap' ? 'якнайшвидше' : `на ${order.time}`);
  if (order.delivery_type === 'pickup') notes.push(`самовивіз${order.pickup_point ? `: ${order.pickup_point.name}` : ''}`);
  else notes.push(`доставка ${order.delivery_price} грн`);
  if (order.discount > 0) notes.push(`знижка ${order.discount} грн`);
  const due = Math.max(0, Math.round((order.sum_to_pay - order.sum_paid) * 100) / 100);
  notes.push(order.sum_paid > 0 ? `сплачено онлайн ${order.sum_paid} грн` : `оплата: ${order.pay_type}`);
  if (due > 0) notes.push(`до сплати ${due} грн${order.change_from ? `, решта з ${order.change_from} грн` : ''}`);
  if (order.cutlery > 0) notes.push(`прибори: ${order.cutlery}`);
  if (order.comment.trim()) notes.push(order.comment.trim());
  return {
    ok: true,
    request: {
      marker: orderMarker(order.number),
      phone: order.phone,
      firstName: order.name,
      address: order.delivery_type === 'delivery' && order.address ? addressLine(order.address) : null,
      comment: notes.join('; '),
      lines,
      prepaid: order.sum_paid > 0 ? { sumKopecks: kopecks(order.sum_paid) } : null,
    },
  };
}

/** First retry after 30 s, doubling, at most every 10 minutes (ms). */
export const RETRY_FIRST_MS = 30_000;
export const RETRY_MAX_MS = 10 * 60_000;
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, failedAttempts - 1), RETRY_MAX_MS);
}

/** Whether an order goes to the POS now: every live one (`new`) or once staff accepted it. */
export function shouldSend(sendOn: 'accepted' | 'new', order: { status: string; accepted_at: string | null }): boolean {
  if (order.status === 'Cancelled') return false;
  return sendOn === 'new' || order.accepted_at !== null;
}
