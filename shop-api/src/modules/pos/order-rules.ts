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
  /** Paid with bonuses, UAH: like a discount, the POS gets the goods without it. */
  bonus_debit: number;
  sum_to_pay: number;
  sum_paid: number;
  cutlery: number;
  items: {
    product_id: number;
    name_ua: string;
    /** One dish with its modifiers, UAH, before discounts. */
    price: number;
    count: number;
    /** The discount on the whole line, UAH. */
    discount: number;
    modifiers: { id: number; count: number; price: number }[];
  }[];
}

/** Shop id -> POS id, per kind (pos_links). */
export interface PosIds {
  product: (shopId: number) => string | null;
  modifier: (shopId: number) => string | null;
  /** The POS product the delivery fee goes as (POSTER_DELIVERY_PRODUCT_ID), or null: then it is only in the comment. */
  deliveryProduct: string | null;
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
 * Splits `total` kopecks over weights in proportion (largest remainders get the leftover kopecks),
 * so the parts add up to exactly `total`.
 */
export function spreadKopecks(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of byRemainder) {
    if (left <= 0) break;
    parts[i]++;
    left--;
  }
  return parts;
}

/**
 * The incoming order for the POS. Poster refuses a prepaid order whose payment differs from the sum
 * of its products (error 88), so each line goes at its price after the discount and the bonuses
 * paid (the line's share of them, to the kopeck), and the delivery fee as a product line when
 * POSTER_DELIVERY_PRODUCT_ID names one. A dish's price goes without its modifiers (the POS adds
 * their own prices); a line whose discounted total does not divide by its count goes as two lines
 * a kopeck apart. Fails on a dish or modifier the POS does not know.
 */
export function buildPosOrder(order: ShopOrderForPos, ids: PosIds): PosOrderBuild {
  const lines: PosOrderRequest['lines'] = [];
  const afterDiscount = order.items.map((item) => kopecks(item.price * item.count) - kopecks(item.discount));
  const bonusShares = spreadKopecks(kopecks(order.bonus_debit), afterDiscount);
  for (const [i, item] of order.items.entries()) {
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
    const modifiersKopecks = item.modifiers.reduce((sum, m) => sum + kopecks(m.price) * m.count, 0);
    const lineKopecks = afterDiscount[i] - bonusShares[i];
    const unit = Math.floor(lineKopecks / item.count);
    const dearer = lineKopecks - unit * item.count;
    if (unit - modifiersKopecks < 0)
      return { ok: false, error: `dish ${item.product_id}: the discount exceeds its price without modifiers` };
    if (item.count > dearer)
      lines.push({ posProductId, count: item.count - dearer, priceKopecks: unit - modifiersKopecks, modifications });
    if (dearer > 0) lines.push({ posProductId, count: dearer, priceKopecks: unit + 1 - modifiersKopecks, modifications });
  }
  // What the lines come to in the POS (dishes with their modifiers), kopecks.
  let goodsKopecks = afterDiscount.reduce((a, b) => a + b, 0) - kopecks(order.bonus_debit);
  if (ids.deliveryProduct && order.delivery_type === 'delivery' && order.delivery_price > 0) {
    lines.push({ posProductId: ids.deliveryProduct, count: 1, priceKopecks: kopecks(order.delivery_price), modifications: [] });
    goodsKopecks += kopecks(order.delivery_price);
  }
  const notes = [orderMarker(order.number)];
  notes.push(order.time === 'asap' ? 'якнайшвидше' : `на ${order.time}`);
  if (order.delivery_type === 'pickup') notes.push(`самовивіз${order.pickup_point ? `: ${order.pickup_point.name}` : ''}`);
  else notes.push(`доставка ${order.delivery_price} грн`);
  if (order.discount > 0) notes.push(`знижка ${order.discount} грн`);
  if (order.bonus_debit > 0) notes.push(`бонусами ${order.bonus_debit} грн`);
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
      // Poster takes a payment equal to the products' sum only; a part payment stays in the comment.
      prepaid: order.sum_paid > 0 && due === 0 ? { sumKopecks: goodsKopecks } : null,
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
