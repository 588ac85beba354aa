/**
 * Pure rules of the order history (spec section 4 "Order tracking", section 8 "repeat-order
 * impossible when dishes are unavailable"): status labels, the repeat answer turned into cart
 * lines, and what the customer is told about a repeat.
 */
import type { CartLineInput } from '../cart';
import type { RepeatLine, RepeatResult } from './profile-api';

export type StatusTone = 'progress' | 'done' | 'cancelled';

/**
 * Label key and tone of a server status. 'On the way' of a pickup order reads as prepared for
 * pickup. An unknown status is shown as such (never as a wrong known one).
 */
export function orderStatus(status: string, selfDelivery: boolean): { key: string; tone: StatusTone } {
  switch (status) {
    case 'New':
      return { key: 'pf_status_accepted', tone: 'progress' };
    case 'In progress':
      return { key: 'pf_status_in_progress', tone: 'progress' };
    case 'On the way':
      return { key: selfDelivery ? 'pf_status_prepared' : 'pf_status_on_the_way', tone: 'progress' };
    case 'Delivered':
      return { key: selfDelivery ? 'pf_status_picked_up' : 'pf_status_delivered', tone: 'done' };
    case 'Cancelled':
      return { key: 'pf_status_cancelled', tone: 'cancelled' };
    default:
      return { key: 'pf_status_unknown', tone: 'progress' };
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A repeat line as the cart keeps it. The API prices a repeat line WITH its modifiers; the cart's
 * `price` is the dish alone (the cart adds count x pivot price per modifier), so the modifiers come
 * off again. Only chosen modifiers (count > 0) are kept, empty groups dropped.
 */
export function repeatLineToCart(line: RepeatLine): CartLineInput {
  const groups = line.modifiers_group
    .map((g) => ({
      id: g.id,
      name: g.name,
      modifiers: g.modifiers
        .filter((m) => m.count > 0)
        .map((m) => ({ id: m.id, name: m.name, count: m.count, pivot: { price: m.pivot.price } })),
    }))
    .filter((g) => g.modifiers.length > 0);
  const modifiers = groups.reduce((s, g) => s + g.modifiers.reduce((t, m) => t + m.count * m.pivot.price, 0), 0);
  return {
    product_id: line.product_id,
    name: line.name,
    name_ua: line.name_ua,
    price: Math.max(0, round2(line.price - modifiers)),
    count: line.count,
    weight: line.weight,
    main_image: { urlForList: line.main_image.urlForList },
    category: { name: line.category.name, name_ua: line.category.name_ua },
    modifiers_group: groups,
    ...(line.addons.length ? { addons: [...line.addons] } : {}),
  };
}

export type RepeatOutcome =
  /** Every dish is in the cart. */
  | { kind: 'all'; lines: CartLineInput[] }
  /** Some dishes are in the cart; these names are not available now. */
  | { kind: 'partial'; lines: CartLineInput[]; unavailable: string[] }
  /** Nothing could be added (spec section 8: repeat-order impossible). */
  | { kind: 'none'; unavailable: string[] };

export function repeatOutcome(result: RepeatResult): RepeatOutcome {
  const lines = result.items.filter((l) => l.count > 0).map(repeatLineToCart);
  const unavailable = [...new Set(result.unavailable.map((u) => u.name))];
  if (lines.length === 0) return { kind: 'none', unavailable };
  return unavailable.length ? { kind: 'partial', lines, unavailable } : { kind: 'all', lines };
}

/** Goods of an order line: unit price x count minus its discount. */
export function orderLineSum(line: { price: number; count: number; discount: number }): number {
  return round2(line.price * line.count - line.discount);
}
