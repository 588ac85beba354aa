/** Checkout rules (spec sections 4, 5, 8, 9). Pure: callers pass the data and the time. */
import type { OrderableProduct } from '../catalogue';
import { isOpenAt, type WorkingHours } from '../content';
import { round2 } from './promo-rules';

export const MAX_CUTLERY = 99;
export const MAX_LINE_COUNT = 100;
/** A scheduled time must be at least this far ahead (kitchen + courier). */
export const MIN_LEAD_MINUTES = 30;
/** ...and at most this far ahead. */
export const MAX_AHEAD_DAYS = 7;
export const PICKUP_MINUTES = 30;
export const WINDOW_MINUTES = 15;

export const STATUSES = ['New', 'In progress', 'On the way', 'Delivered'] as const;
export type StatusName = (typeof STATUSES)[number] | 'Cancelled';

export function cutleryProblem(
  n: unknown,
): 'validation_required' | 'validation_integer' | 'validation_max' | 'validation_min' | null {
  if (n === undefined || n === null || n === '') return 'validation_required';
  if (typeof n !== 'number' || !Number.isInteger(n)) return 'validation_integer';
  if (n < 0) return 'validation_min';
  if (n > MAX_CUTLERY) return 'validation_max';
  return null;
}

/** Cash only: the banknote the customer pays with must cover the sum to pay. */
export function changeFromProblem(payType: string, changeFrom: number | undefined | null, sumToPay: number) {
  if (payType !== 'cash' || changeFrom === undefined || changeFrom === null) return null;
  return changeFrom < sumToPay ? ('validation_change_from' as const) : null;
}

/** Bonuses: logged-in customers only, whole numbers, within the balance and the order total. */
export function bonusProblem(debit: number | undefined, loggedIn: boolean, balance: number, total: number) {
  if (!debit) return null;
  if (!loggedIn || !Number.isInteger(debit) || debit < 0 || debit > balance || debit > total) return 'validation_bonus' as const;
  return null;
}

/** The next instant (whole minute) the kitchen opens after `now`, within two days. */
export function nextOpening(now: Date, hours: WorkingHours): Date | null {
  const start = new Date(Math.ceil(now.getTime() / 60_000) * 60_000);
  let wasOpen = isOpenAt(now, hours);
  for (let i = 0; i <= 2 * 24 * 60; i++) {
    const t = new Date(start.getTime() + i * 60_000);
    const open = isOpenAt(t, hours);
    if (open && !wasOpen) return t;
    wasOpen = open;
  }
  return null;
}

/** A chosen time: ISO, at least MIN_LEAD_MINUTES ahead, at most MAX_AHEAD_DAYS, inside working hours. */
export function timeProblem(time: string, now: Date, hours: WorkingHours): 'validation_time' | null {
  if (time === 'asap') return null;
  const at = new Date(time);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(time) || Number.isNaN(at.getTime())) return 'validation_time';
  const ahead = at.getTime() - now.getTime();
  if (ahead < MIN_LEAD_MINUTES * 60_000 || ahead > MAX_AHEAD_DAYS * 86_400_000) return 'validation_time';
  return isOpenAt(at, hours) ? null : 'validation_time';
}

export function deliveryPrice(area: { delivery_price: number; free_from: number }, subtotal: number): number {
  return subtotal >= area.free_from ? 0 : area.delivery_price;
}

export interface LineInput {
  product_id: number;
  count: number;
  price: number;
  modifiers?: { id: number; count: number }[];
}

export type LineCheck =
  | { ok: true; lines: { input: LineInput; product: OrderableProduct; unitPrice: number }[] }
  | { ok: false; message: 'dishes_hidden'; productIds: number[] }
  | { ok: false; message: 'workshop_disabled'; productIds: number[] }
  | { ok: false; message: 'modifier_gone'; productIds: number[] }
  | { ok: false; message: 'validation_modifiers'; index: number }
  | { ok: false; message: 'prices_corrected'; items: (LineInput & { old_price: number })[] };

export function unitPrice(product: OrderableProduct, modifiers: { id: number; count: number }[] = []): number {
  return round2(modifiers.reduce((s, m) => s + (product.modifiers.get(m.id)?.price ?? 0) * m.count, product.price));
}

/**
 * Cart lines against the current catalogue, in the order the customer would fix them: dishes
 * gone (unknown or hidden) -> workshop off -> modifiers gone -> modifier limits -> prices.
 */
export function checkLines(items: LineInput[], products: Map<number, OrderableProduct>): LineCheck {
  const uniq = (ids: number[]) => [...new Set(ids)];
  const gone = items.filter((i) => !products.get(i.product_id) || products.get(i.product_id)!.hidden).map((i) => i.product_id);
  if (gone.length) return { ok: false, message: 'dishes_hidden', productIds: uniq(gone) };
  const off = items.filter((i) => !products.get(i.product_id)!.workshopEnabled).map((i) => i.product_id);
  if (off.length) return { ok: false, message: 'workshop_disabled', productIds: uniq(off) };
  const modGone = items
    .filter((i) =>
      (i.modifiers ?? []).some(
        (m) => !products.get(i.product_id)!.modifiers.get(m.id) || products.get(i.product_id)!.modifiers.get(m.id)!.hidden,
      ),
    )
    .map((i) => i.product_id);
  if (modGone.length) return { ok: false, message: 'modifier_gone', productIds: uniq(modGone) };
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    const product = products.get(item.product_id)!;
    const perGroup = new Map<number, number>();
    const seen = new Set<number>();
    for (const m of item.modifiers ?? []) {
      const mod = product.modifiers.get(m.id)!;
      if (seen.has(m.id) || m.count > mod.maxCount) return { ok: false, message: 'validation_modifiers', index };
      seen.add(m.id);
      perGroup.set(mod.groupId, (perGroup.get(mod.groupId) ?? 0) + m.count);
    }
    for (const g of product.groups)
      if ((perGroup.get(g.id) ?? 0) > g.max) return { ok: false, message: 'validation_modifiers', index };
  }
  const priced = items.map((input) => {
    const product = products.get(input.product_id)!;
    return { input, product, unitPrice: unitPrice(product, input.modifiers) };
  });
  if (priced.some((l) => Math.abs(l.unitPrice - l.input.price) > 0.005)) {
    return {
      ok: false,
      message: 'prices_corrected',
      items: priced.map((l) => ({
        ...l.input,
        modifiers: l.input.modifiers ?? [],
        price: l.unitPrice,
        old_price: l.input.price,
      })),
    };
  }
  return { ok: true, lines: priced };
}

/**
 * Status step: the stored base plus one step per `stepMs` since `since` (the development demo
 * clock), capped at Delivered. `stepMs` 0 = no clock: the status is what staff set.
 */
export function statusIndex(base: number, since: Date, now: Date, stepMs: number): number {
  if (base >= 3) return 3;
  const steps = stepMs > 0 ? Math.floor((now.getTime() - since.getTime()) / stepMs) : 0;
  return Math.max(base, Math.min(3, base + Math.max(0, steps)));
}

export function statusName(index: number, cancelled: boolean): StatusName {
  return cancelled ? 'Cancelled' : STATUSES[Math.max(0, Math.min(3, index))];
}

/** Cashback tiers by the customer's delivered-orders sum before this order; guests get none. */
export const CASHBACK_TIERS = [
  { from: 0, percent: 5 },
  { from: 2000, percent: 10 },
  { from: 5000, percent: 15 },
] as const;
export function cashbackPercent(loggedIn: boolean, lifetimeSum: number): number {
  if (!loggedIn) return 0;
  let p = 0;
  for (const t of CASHBACK_TIERS) if (lifetimeSum >= t.from) p = t.percent;
  return p;
}
export function cashbackAmount(percent: number, paidGoods: number): number {
  return Math.max(0, Math.floor((paidGoods * percent) / 100));
}

const kyivHM = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Kyiv',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
export const formatKyivTime = (at: Date) => kyivHM.format(at);
/**
 * The window promised around the delivery time: plus or minus WINDOW_MINUTES (spec section 4),
 * but never starting before the kitchen opens: an order for 10:00, the first time after a 10:00
 * opening, is promised 10:00 - 10:30, not 09:45 - 10:15 (cooking starts at opening). The window
 * keeps its width (2 x WINDOW_MINUTES). A time outside the hours keeps the plain window.
 */
export function deliveryWindow(at: Date, hours: WorkingHours): { from: Date; to: Date } {
  const half = WINDOW_MINUTES * 60_000;
  let from = at.getTime() - half;
  if (isOpenAt(at, hours) && !isOpenAt(new Date(from), hours)) {
    // The kitchen opened within the window's first half: the first open whole minute after `from`.
    let t = Math.ceil(from / 60_000) * 60_000;
    while (t < at.getTime() && !isOpenAt(new Date(t), hours)) t += 60_000;
    from = Math.min(t, at.getTime());
  }
  return { from: new Date(from), to: new Date(from + 2 * half) };
}

/** 'HH:mm - HH:mm' (Kyiv) of a window. */
export const formatWindow = (w: { from: Date; to: Date }) => `${formatKyivTime(w.from)} - ${formatKyivTime(w.to)}`;
