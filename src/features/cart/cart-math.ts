/**
 * Pure cart rules (spec section 4 "Cart", section 5 "Cart line quantity", section 9 price formulas).
 * No I/O, no store: the store (cart-store.ts) calls these and tests cover them as tables.
 */

export const MIN_COUNT = 1;
export const MAX_COUNT = 100;

export interface CartModifier {
  id: number;
  name: string;
  /** How many of this modifier are on one unit of the line (always >= 1 on a stored line). */
  count: number;
  /** UAH per modifier unit. */
  pivot: { price: number };
}

export interface CartModifierGroup {
  id: number;
  name: string;
  modifiers: CartModifier[];
}

/** Spec section 3 "Cart product". */
export interface CartLine {
  /** Local unique id of the line (also the `orderItemId` of check-discount). */
  id: string;
  product_id: number;
  name: string;
  name_ua: string;
  /** UAH unit price WITHOUT modifiers. */
  price: number;
  count: number;
  /** UAH off the whole line (from check-discount); 0 on a new line. */
  discount: number;
  /** grams */
  weight: number;
  main_image: { urlForList: string };
  category: { name: string; name_ua: string };
  modifiers_group: CartModifierGroup[];
  addons?: number[];
}

/** What a product card / modifier modal / sauce offer passes to `add`. */
export type CartLineInput = Omit<CartLine, 'id' | 'discount' | 'count'> & { count?: number };

/** A catalogue product (or sauce) as the API returns it; only the fields the cart needs. */
export interface CartProductSource {
  id: number;
  name: string;
  name_ua: string;
  price: number;
  weight: number;
  main_image: { urlForList: string };
  category: { name: string; name_ua: string };
  modifiers_group?: { id: number; name: string; modifiers: { id: number; name: string; pivot: { price: number } }[] }[];
  addons?: number[];
}

export interface Gift {
  id: number;
  /** Cart total (UAH) from which the gift is free. */
  sum: number;
  product: CartProductSource;
}

let idCounter = 0;
/** A fresh local line id, unique within this page and (practically) across reloads and tabs. */
export function newLineId(random: () => number = Math.random): string {
  idCounter = (idCounter + 1) % 1_000_000;
  return `l${Date.now().toString(36)}${idCounter.toString(36)}${Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0')}`;
}

/**
 * Builds the cart input from a catalogue product and the modifier modal's choice
 * (modifier id -> count). Modifiers with count 0 and empty groups are not kept.
 */
export function lineInputFromProduct(product: CartProductSource, counts: Record<number, number> = {}, count = 1): CartLineInput {
  const groups: CartModifierGroup[] = [];
  for (const g of product.modifiers_group ?? []) {
    const modifiers = g.modifiers
      .filter((m) => (counts[m.id] ?? 0) > 0)
      .map((m) => ({ id: m.id, name: m.name, count: counts[m.id], pivot: { price: m.pivot.price } }));
    if (modifiers.length > 0) groups.push({ id: g.id, name: g.name, modifiers });
  }
  return {
    product_id: product.id,
    name: product.name,
    name_ua: product.name_ua,
    price: product.price,
    count,
    weight: product.weight,
    main_image: { urlForList: product.main_image.urlForList },
    category: { name: product.category.name, name_ua: product.category.name_ua },
    modifiers_group: groups,
    ...(product.addons ? { addons: [...product.addons] } : {}),
  };
}

/** Order-insensitive key of the modifier choice: "group:modifier=count" of every non-zero count. */
export function modifierKey(groups: CartModifierGroup[]): string {
  const parts: string[] = [];
  for (const g of groups) for (const m of g.modifiers) if (m.count > 0) parts.push(`${g.id}:${m.id}=${m.count}`);
  return parts.sort().join('|');
}

/** Merge rule: same product and every modifier count identical. */
export function isSameChoice(
  a: Pick<CartLine, 'product_id' | 'modifiers_group'>,
  b: Pick<CartLine, 'product_id' | 'modifiers_group'>,
) {
  return a.product_id === b.product_id && modifierKey(a.modifiers_group) === modifierKey(b.modifiers_group);
}

/** Modifier price: sum of count x pivot.price. */
export function modifiersPrice(groups: CartModifierGroup[]): number {
  let sum = 0;
  for (const g of groups) for (const m of g.modifiers) sum += m.count * m.pivot.price;
  return sum;
}

/** Unit price including modifiers, UAH. */
export function unitPrice(line: Pick<CartLine, 'price' | 'modifiers_group'>): number {
  return line.price + modifiersPrice(line.modifiers_group);
}

/** Line sum before discount (unrounded). */
export function lineGross(line: Pick<CartLine, 'price' | 'modifiers_group' | 'count'>): number {
  return unitPrice(line) * line.count;
}

/** Clamps a discount to 0..gross (a stale or hostile discount never makes a line negative). */
export function clampDiscount(discount: number, gross: number): number {
  if (!Number.isFinite(discount) || discount <= 0) return 0;
  return Math.min(discount, gross);
}

/** Line shown: Math.round(price x count - discount), price including modifiers. */
export function lineSum(line: Pick<CartLine, 'price' | 'modifiers_group' | 'count' | 'discount'>): number {
  const gross = lineGross(line);
  return Math.round(gross - clampDiscount(line.discount, gross));
}

/** Cart total: the sum of the shown line sums. */
export function cartTotal(lines: readonly Pick<CartLine, 'price' | 'modifiers_group' | 'count' | 'discount'>[]): number {
  return lines.reduce((sum, line) => sum + lineSum(line), 0);
}

export function discountTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + clampDiscount(line.discount, lineGross(line)), 0);
}

export const canIncrease = (count: number) => count < MAX_COUNT;
export const canDecrease = (count: number) => count > MIN_COUNT;

/** Keeps a requested count inside 1..100 (integers); NaN/Infinity -> null (ignored). */
export function clampCount(count: number): number | null {
  if (!Number.isFinite(count)) return null;
  return Math.min(MAX_COUNT, Math.max(MIN_COUNT, Math.trunc(count)));
}

export interface AddResult {
  lines: CartLine[];
  /** The merged or new line. */
  line: CartLine;
  /** Units put in the cart (0 when the merged line was already at the maximum). */
  added: number;
}

/**
 * Adds a product: merges into the line with the same product and identical modifier counts
 * (count raised, capped at 100), otherwise appends a new line with a fresh id and discount 0.
 */
export function addLine(lines: readonly CartLine[], input: CartLineInput, makeId: () => string = newLineId): AddResult {
  const count = clampCount(input.count ?? 1) ?? 1;
  const groups = normaliseGroups(input.modifiers_group);
  const index = lines.findIndex((l) => isSameChoice(l, { product_id: input.product_id, modifiers_group: groups }));
  if (index >= 0) {
    const line = { ...lines[index], count: Math.min(MAX_COUNT, lines[index].count + count) };
    const next = [...lines];
    next[index] = line;
    return { lines: next, line, added: line.count - lines[index].count };
  }
  const { count: _ignored, ...rest } = input;
  const line: CartLine = { ...rest, modifiers_group: groups, id: makeId(), count, discount: 0 };
  return { lines: [...lines, line], line, added: count };
}

/** Drops modifiers with count 0 and groups left empty. */
export function normaliseGroups(groups: readonly CartModifierGroup[]): CartModifierGroup[] {
  return groups.map((g) => ({ ...g, modifiers: g.modifiers.filter((m) => m.count > 0) })).filter((g) => g.modifiers.length > 0);
}

/** Sets a line's count within 1..100; unknown id or invalid count -> unchanged. */
export function setLineCount(lines: readonly CartLine[], id: string, count: number): CartLine[] {
  const clamped = clampCount(count);
  if (clamped === null) return [...lines];
  return lines.map((l) => (l.id === id ? { ...l, count: clamped } : l));
}

/**
 * Changes a line's modifiers. If the new choice equals another line's, the two merge
 * (counts added, capped at 100) so the merge rule keeps holding.
 */
export function setLineModifiers(lines: readonly CartLine[], id: string, groups: CartModifierGroup[]): CartLine[] {
  const target = lines.find((l) => l.id === id);
  if (!target) return [...lines];
  const modifiers_group = normaliseGroups(groups);
  const twin = lines.find((l) => l.id !== id && isSameChoice(l, { product_id: target.product_id, modifiers_group }));
  if (twin) {
    return lines
      .filter((l) => l.id !== id)
      .map((l) => (l.id === twin.id ? { ...l, count: Math.min(MAX_COUNT, l.count + target.count), discount: 0 } : l));
  }
  return lines.map((l) => (l.id === id ? { ...l, modifiers_group, discount: 0 } : l));
}

export function removeLine(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.filter((l) => l.id !== id);
}

/** Set whole cart: every discount reset to 0. */
export function resetDiscounts(lines: readonly CartLine[]): CartLine[] {
  return lines.map((l) => ({ ...l, discount: 0 }));
}

export interface GiftProgress {
  /** The highest qualifying gift: the LAST in the list whose sum <= total. */
  current: Gift | null;
  /** The first gift whose sum is above the total. */
  next: Gift | null;
  /** UAH still missing to reach `next` (0 when there is none). */
  remaining: number;
}

/** Gifts (spec section 4): exactly at the threshold counts as reached. An empty cart gets none. */
export function giftProgress(gifts: readonly Gift[], total: number): GiftProgress {
  let current: Gift | null = null;
  if (total > 0) for (const g of gifts) if (g.sum <= total) current = g;
  const next = gifts.find((g) => g.sum > total) ?? null;
  return { current, next, remaining: next ? Math.max(0, next.sum - total) : 0 };
}

export interface LineDiscount {
  orderItemId: string;
  discount: number;
}

/**
 * Applies check-discount results by orderItemId: a line without a result gets 0; a negative,
 * non-finite or over-the-line discount is clamped to 0..line sum. Results for unknown lines
 * are ignored.
 */
export function applyDiscounts(lines: readonly CartLine[], discounts: readonly LineDiscount[]): CartLine[] {
  const byId = new Map<string, number>();
  for (const d of discounts) byId.set(String(d.orderItemId), (byId.get(String(d.orderItemId)) ?? 0) + d.discount);
  return lines.map((l) => ({ ...l, discount: clampDiscount(byId.get(l.id) ?? 0, lineGross(l)) }));
}
