/**
 * Fresh-menu check (issue 5) and the live menu over the cart (issue 24): a saved cart is compared
 * with the current menu (built-in data or GET /api/products). Changed prices are updated with a
 * notice, so nothing is silently charged differently. A dish or modifier missing from the menu is
 * dropped (with a notice) only when the live feed confirms it is gone from the catalogue; one the
 * feed lists as off (stop-list, workshop off) stays in the cart, flagged and left out of the total,
 * and comes back to normal when the feed has it on again. Without a feed nothing is dropped (the
 * server judges at checkout). Lines that become identical after the check merge.
 */
import { MAX_COUNT, modifierKey, unitPrice, type CartLine, type CartModifierGroup, type CartProductSource } from './cart-math';
import type { LiveMenu } from '../live-menu';

/** `name` / `name_ua`: the dish as the line stored it (the drawer shows the page's language). */
export type MenuNotice =
  | { kind: 'removed'; lineId: string; name: string; name_ua: string }
  | { kind: 'modifiers_removed'; lineId: string; name: string; name_ua: string; modifiers: string[] }
  | { kind: 'price_changed'; lineId: string; name: string; name_ua: string; from: number; to: number };

/** Message keys (locales/<lang>/cart.json) per notice kind. */
export const MENU_NOTICE_KEYS: Record<MenuNotice['kind'], string> = {
  removed: 'cart_menu_removed',
  modifiers_removed: 'cart_menu_modifiers_removed',
  price_changed: 'cart_menu_price_changed',
};

export interface ReconcileResult {
  lines: CartLine[];
  notices: MenuNotice[];
  changed: boolean;
}

/** What cannot be ordered now, as the last live feed (or the server at checkout) said: ids. */
export interface MenuOff {
  dishes: number[];
  modifiers: number[];
}

export const nothingOff = (): MenuOff => ({ dishes: [], modifiers: [] });

/**
 * The ids a live menu has off (dishes on the stop-list, modifiers that cannot be chosen), plus the
 * dishes of `previous` the feed does not know at all (the server refused them at checkout; a feed
 * that has them on takes the flag away).
 */
export function menuOff(menu: LiveMenu, previous: MenuOff = nothingOff()): MenuOff {
  const dishes: number[] = previous.dishes.filter((id) => !menu.dishes.has(id));
  for (const [id, d] of menu.dishes) if (!d.available) dishes.push(id);
  return { dishes: dishes.sort((a, b) => a - b), modifiers: [...menu.modifiersOff].sort((a, b) => a - b) };
}

export const sameOff = (a: MenuOff, b: MenuOff) =>
  String(a.dishes) === String(b.dishes) && String(a.modifiers) === String(b.modifiers);

/** A cart line as the live menu sees it: `modifiersOff` names the line's modifiers that are off now. */
export interface LineLiveState {
  unavailable: boolean;
  modifiersOff: string[];
}

/** What the rule needs of a cart line. */
export interface OffLine {
  product_id: number;
  modifiers_group: { modifiers: { id: number; name: string }[] }[];
}

export function lineLiveState(off: MenuOff, line: OffLine): LineLiveState {
  return {
    unavailable: off.dishes.includes(line.product_id),
    modifiersOff: line.modifiers_group.flatMap((g) => g.modifiers.filter((m) => off.modifiers.includes(m.id)).map((m) => m.name)),
  };
}

/**
 * Whether a line can be ordered as it is. The others stay in the cart, flagged, out of the total;
 * checkout names them and asks to remove them before anything is sent.
 */
export function lineOrderable(off: MenuOff, line: OffLine): boolean {
  const state = lineLiveState(off, line);
  return !state.unavailable && state.modifiersOff.length === 0;
}

/** The lines that can be ordered now (the same array when all can). */
export function orderableLines<L extends OffLine>(lines: L[], off: MenuOff): L[] {
  return lines.every((l) => lineOrderable(off, l)) ? lines : lines.filter((l) => lineOrderable(off, l));
}

/**
 * `live`: the live feed read with the menu, or null when it could not be read. A dish or modifier
 * missing from `menu` is dropped only when `live` shows it is no longer in the catalogue.
 */
export function reconcileWithMenu(
  lines: readonly CartLine[],
  menu: readonly CartProductSource[],
  live: LiveMenu | null,
): ReconcileResult {
  const products = new Map(menu.map((p) => [p.id, p]));
  const notices: MenuNotice[] = [];
  const out: CartLine[] = [];
  let changed = false;

  for (const line of lines) {
    const product = products.get(line.product_id);
    // In the menu's language (the page's): after a switch of language the notice speaks it too.
    const who = { lineId: line.id, name: product?.name ?? line.name, name_ua: product?.name_ua ?? line.name_ua };
    if (!product) {
      // On the stop-list (the feed still has it), or unknown for want of a feed: kept as it is.
      if (!live || live.dishes.has(line.product_id)) {
        out.push(line);
        continue;
      }
      notices.push({ kind: 'removed', ...who });
      changed = true;
      continue;
    }
    // Keyed by modifier id alone: the order API knows a modifier by its id ({ id, count }), and a
    // line saved by an older build may carry another group id for the same modifier.
    const current = new Map<number, { price: number }>();
    for (const g of product.modifiers_group ?? []) for (const m of g.modifiers) current.set(m.id, { price: m.pivot.price });

    const removed: string[] = [];
    const keptOld: CartModifierGroup[] = [];
    const keptNew: CartModifierGroup[] = [];
    for (const g of line.modifiers_group) {
      // A modifier that is off now (or unknown for want of a feed) stays, at its price, flagged.
      const kept = (id: number) => current.has(id) || !live || live.modifiersOff.has(id);
      const old = g.modifiers.filter((m) => kept(m.id));
      removed.push(...g.modifiers.filter((m) => !kept(m.id)).map((m) => m.name));
      if (old.length === 0) continue;
      keptOld.push({ ...g, modifiers: old });
      keptNew.push({ ...g, modifiers: old.map((m) => ({ ...m, pivot: { price: current.get(m.id)?.price ?? m.pivot.price } })) });
    }

    const next: CartLine = { ...line, price: product.price, modifiers_group: keptNew };
    const before = unitPrice({ price: line.price, modifiers_group: keptOld });
    const after = unitPrice(next);
    if (removed.length > 0) notices.push({ kind: 'modifiers_removed', ...who, modifiers: removed });
    if (before !== after) notices.push({ kind: 'price_changed', ...who, from: unitPrice(line), to: after });
    const lineChanged = removed.length > 0 || before !== after;
    if (lineChanged) changed = true;
    out.push(lineChanged ? { ...next, discount: 0 } : line);
  }

  // Lines equal after the check merge into the first one.
  const merged: CartLine[] = [];
  const byKey = new Map<string, CartLine>();
  for (const line of out) {
    const key = `${line.product_id}#${modifierKey(line.modifiers_group)}`;
    const twin = byKey.get(key);
    if (twin) {
      twin.count = Math.min(MAX_COUNT, twin.count + line.count);
      twin.discount = 0;
      changed = true;
    } else {
      const copy = { ...line };
      byKey.set(key, copy);
      merged.push(copy);
    }
  }
  return { lines: changed ? merged : [...lines], notices, changed };
}

/**
 * The lines with the names the menu gives now (dish, category, groups, modifiers); prices, counts
 * and discounts untouched. The menu is read in the page's language, so after a switch of language
 * the cart and checkout speak it (a line keeps the names it was added with until then). The same
 * array when no name differs.
 */
export function namesFromMenu(lines: CartLine[], menu: readonly CartProductSource[]): CartLine[] {
  const products = new Map(menu.map((p) => [p.id, p]));
  let differs = false;
  const out = lines.map((line) => {
    const product = products.get(line.product_id);
    const named = product ? withMenuNames(line, product) : line;
    if (named !== line) differs = true;
    return named;
  });
  return differs ? out : lines;
}

/** One line with the product's names; the same line when nothing differs. */
function withMenuNames(line: CartLine, product: CartProductSource): CartLine {
  const groupNames = new Map<number, string>();
  const modifierNames = new Map<number, string>();
  for (const g of product.modifiers_group ?? []) {
    groupNames.set(g.id, g.name);
    for (const m of g.modifiers) modifierNames.set(m.id, m.name);
  }
  let differs =
    line.name !== product.name ||
    line.name_ua !== product.name_ua ||
    line.category.name !== product.category.name ||
    line.category.name_ua !== product.category.name_ua;
  const groups = line.modifiers_group.map((g) => {
    const name = groupNames.get(g.id) ?? g.name;
    const modifiers = g.modifiers.map((m) => {
      const mName = modifierNames.get(m.id) ?? m.name;
      if (mName === m.name) return m;
      differs = true;
      return { ...m, name: mName };
    });
    if (name !== g.name) differs = true;
    return { ...g, name, modifiers };
  });
  if (!differs) return line;
  return {
    ...line,
    name: product.name,
    name_ua: product.name_ua,
    category: { name: product.category.name, name_ua: product.category.name_ua },
    modifiers_group: groups,
  };
}

/**
 * The live feed's prices over the cart (issue 24): a line whose dish costs something else now
 * takes the new price, with a `price_changed` notice (the drawer and checkout show it on the line),
 * never silently. Dishes and modifiers that are off are NOT dropped here: the line stays, flagged
 * where it is shown (`lineLiveState`), so the customer decides. A dish the feed does not know keeps
 * its price (the server judges at checkout).
 */
export function applyLivePrices(lines: readonly CartLine[], menu: LiveMenu): ReconcileResult {
  const notices: MenuNotice[] = [];
  let changed = false;
  const out = lines.map((line) => {
    const live = menu.dishes.get(line.product_id);
    if (!live || live.price === line.price) return line;
    changed = true;
    const next = { ...line, price: live.price, discount: 0 };
    notices.push({
      kind: 'price_changed',
      lineId: line.id,
      name: line.name,
      name_ua: line.name_ua,
      from: unitPrice(line),
      to: unitPrice(next),
    });
    return next;
  });
  return { lines: changed ? out : [...lines], notices, changed };
}
