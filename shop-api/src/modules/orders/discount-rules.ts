/**
 * Cart discounts (POST orders/check-discount and order creation). Pure.
 * Loyalty rule: every second pizza is 10% off — pizza units sorted by price, most expensive
 * first; units 2, 4, 6... get 10% of their unit price. A promo discount is then spread over the
 * lines in proportion to what is left of each line (the rounding rest goes to the largest line).
 */
import { round2 } from './promo-rules';

export const SECOND_PIZZA_PERCENT = 10;

export interface PricedLine {
  /** The cart line id (orderItemId). */
  id: string;
  unitPrice: number;
  count: number;
  isPizza: boolean;
}

export interface DiscountResult {
  discounts: { orderItemId: string; discount: number }[];
  subtotal: number;
  discount: number;
  total: number;
}

export function loyaltyDiscounts(lines: PricedLine[]): Map<string, number> {
  const units: { id: string; price: number }[] = [];
  for (const l of lines) if (l.isPizza) for (let i = 0; i < l.count; i++) units.push({ id: l.id, price: l.unitPrice });
  units.sort((a, b) => b.price - a.price);
  const result = new Map<string, number>();
  units.forEach((u, i) => {
    if (i % 2 === 1) result.set(u.id, round2((result.get(u.id) ?? 0) + (u.price * SECOND_PIZZA_PERCENT) / 100));
  });
  return result;
}

export function computeDiscounts(lines: PricedLine[], promoDiscount = 0): DiscountResult {
  const subtotal = round2(lines.reduce((s, l) => s + l.unitPrice * l.count, 0));
  const loyalty = loyaltyDiscounts(lines);
  const per = new Map<string, number>(lines.map((l) => [l.id, Math.min(loyalty.get(l.id) ?? 0, l.unitPrice * l.count)]));
  const rest = (l: PricedLine) => round2(l.unitPrice * l.count - (per.get(l.id) ?? 0));
  const restTotal = round2(lines.reduce((s, l) => s + rest(l), 0));
  const promo = round2(Math.max(0, Math.min(promoDiscount, restTotal)));
  if (promo > 0 && restTotal > 0) {
    let given = 0;
    const shares = lines.map((l) => {
      const share = Math.floor(((promo * rest(l)) / restTotal) * 100) / 100;
      given = round2(given + share);
      return share;
    });
    // Rounding rest to the largest line (it always has room: shares are floored).
    let largest = 0;
    lines.forEach((l, i) => {
      if (rest(l) > rest(lines[largest])) largest = i;
    });
    shares[largest] = round2(shares[largest] + round2(promo - given));
    lines.forEach((l, i) => per.set(l.id, round2((per.get(l.id) ?? 0) + shares[i])));
  }
  const discounts = lines.map((l) => ({ orderItemId: l.id, discount: round2(per.get(l.id) ?? 0) }));
  const discount = round2(discounts.reduce((s, d) => s + d.discount, 0));
  return { discounts, subtotal, discount, total: round2(subtotal - discount) };
}
