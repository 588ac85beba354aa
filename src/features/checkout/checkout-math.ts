/**
 * Checkout money (spec sections 3, 5, 9), the same formula as the shop API's order creation
 * (shop-api/src/modules/orders/README.md "Money"), to the kopeck:
 *
 *   subtotal (goods at unit prices with modifiers) - discount (loyalty + promo, per line) = sum
 *   sum + delivery_price - bonus_debit = sum_to_pay
 *
 * The area minimum and free delivery compare the goods `subtotal` (before discounts). Gifts are
 * free (0 UAH) and never part of the money. Pure: no store, no I/O.
 */
import type { CartLine } from '../cart';
import type { Area } from './checkout-api';

/** Cents-exact rounding as the API does it (Math.round(n * 100) / 100). */
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** What the summary needs of a delivery area (POST /api/delivery/resolve). */
export type AreaMoney = Pick<Area, 'min_sum' | 'delivery_price' | 'free_from'>;

export interface SummaryInput {
  lines: readonly Pick<CartLine, 'price' | 'count' | 'discount' | 'modifiers_group'>[];
  /** Courier delivery to this area; null for pickup or while the area is unknown. */
  area: AreaMoney | null;
  /** Whole bonuses the customer wants to debit (already limited by the caller or not: see `bonusDebit`). */
  bonusDebit: number;
}

export interface OrderSummary {
  subtotal: number;
  discount: number;
  /** Goods after discounts. */
  sum: number;
  deliveryPrice: number;
  /** sum + delivery: what bonuses may cover at most. */
  total: number;
  /** The bonuses actually debited (never above the total; whole bonuses). */
  bonusDebit: number;
  sumToPay: number;
  /** The area's minimum is not reached (goods subtotal below it). */
  belowMinimum: boolean;
  minSum: number | null;
  /** UAH of goods still missing for the area's minimum (0 when reached or not applicable). */
  toMinimum: number;
  /** UAH of goods still missing for free delivery (0 when free or not applicable). */
  toFreeDelivery: number;
}

/** Unit price with modifiers, rounded to kopecks (the API's `unitPrice`). */
export function lineUnitPrice(line: Pick<CartLine, 'price' | 'modifiers_group'>): number {
  let sum = line.price;
  for (const g of line.modifiers_group) for (const m of g.modifiers) sum += m.pivot.price * m.count;
  return round2(sum);
}

/** The line's discount clamped to 0..its gross (a stale or hostile value never makes a line negative). */
export function lineDiscount(line: Pick<CartLine, 'price' | 'count' | 'discount' | 'modifiers_group'>): number {
  const gross = round2(lineUnitPrice(line) * line.count);
  if (!Number.isFinite(line.discount) || line.discount <= 0) return 0;
  return round2(Math.min(line.discount, gross));
}

/** Delivery price of an area for a goods subtotal: free from the area's `free_from`. */
export function deliveryPriceFor(area: AreaMoney | null, subtotal: number): number {
  if (!area) return 0;
  return subtotal >= area.free_from ? 0 : area.delivery_price;
}

/** Bonuses that may be debited: whole bonuses, not above the balance, not above the order total. */
export function maxBonusDebit(balance: number, total: number): number {
  if (!Number.isFinite(balance) || !Number.isFinite(total)) return 0;
  return Math.max(0, Math.min(Math.floor(balance), Math.floor(total)));
}

export function orderSummary({ lines, area, bonusDebit }: SummaryInput): OrderSummary {
  const subtotal = round2(lines.reduce((s, l) => s + lineUnitPrice(l) * l.count, 0));
  const discount = round2(lines.reduce((s, l) => s + lineDiscount(l), 0));
  const sum = round2(subtotal - discount);
  const deliveryPrice = deliveryPriceFor(area, subtotal);
  const total = round2(sum + deliveryPrice);
  const debit = maxBonusDebit(bonusDebit, total);
  return {
    subtotal,
    discount,
    sum,
    deliveryPrice,
    total,
    bonusDebit: debit,
    sumToPay: round2(total - debit),
    belowMinimum: area !== null && subtotal < area.min_sum,
    minSum: area ? area.min_sum : null,
    toMinimum: area !== null && subtotal < area.min_sum ? round2(area.min_sum - subtotal) : 0,
    toFreeDelivery: area && deliveryPrice > 0 ? round2(area.free_from - subtotal) : 0,
  };
}

/**
 * Cashback tiers of the shop API (orders README): by the customer's delivered-orders sum before
 * this order, 5% / 10% / 15% from 0 / 2000 / 5000 UAH; guests get none.
 */
export const CASHBACK_TIERS = [
  { from: 0, percent: 5 },
  { from: 2000, percent: 10 },
  { from: 5000, percent: 15 },
] as const;
export const MAX_CASHBACK_PERCENT = 15;

export function cashbackPercent(loggedIn: boolean, deliveredSum: number): number {
  if (!loggedIn) return 0;
  let percent = 0;
  for (const tier of CASHBACK_TIERS) if (deliveredSum >= tier.from) percent = tier.percent;
  return percent;
}

/** Whole bonuses credited once the order is delivered: percent of (goods sum - bonuses debited). */
export function cashbackAmount(percent: number, sum: number, bonusDebit: number): number {
  return Math.max(0, Math.floor((Math.max(0, sum - bonusDebit) * percent) / 100));
}
