/**
 * Fresh-menu check (issue 5): a saved cart is compared with the current menu (built-in data or
 * GET /api/products). Dishes no longer on the menu are dropped, modifiers that no longer exist are
 * dropped, changed prices are updated — each with a notice, so nothing is silently charged
 * differently. Lines that become identical after the check merge (the merge rule keeps holding).
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

export function reconcileWithMenu(lines: readonly CartLine[], menu: readonly CartProductSource[]): ReconcileResult {
  const products = new Map(menu.map((p) => [p.id, p]));
  const notices: MenuNotice[] = [];
  const out: CartLine[] = [];
  let changed = false;

  for (const line of lines) {
    const product = products.get(line.product_id);
    const who = { lineId: line.id, name: line.name, name_ua: line.name_ua };
    if (!product) {
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
      const old = g.modifiers.filter((m) => {
        const ok = current.has(m.id);
        if (!ok) removed.push(m.name);
        return ok;
      });
      if (old.length === 0) continue;
      keptOld.push({ ...g, modifiers: old });
      keptNew.push({ ...g, modifiers: old.map((m) => ({ ...m, pivot: { price: current.get(m.id)!.price } })) });
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
 * The live feed's prices over the cart (issue 24): a line whose dish costs something else now
 * takes the new price, with a `price_changed` notice (the drawer and checkout show it on the line),
 * never silently. Dishes and modifiers that are off are NOT dropped here: the line stays, flagged
 * where it is shown (`liveLineState`), so the customer decides. A dish the feed does not know keeps
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
