/**
 * The live menu (issue: pages are built ahead, the menu changes during the evening): the pure rules
 * that lay the shop API's feed over the values built into a page (the feed's decoder is
 * live-menu-feed.ts, in the poller's chunk: this file is on every first load). Anything the feed
 * does not know keeps its built value.
 */

/** A dish as the feed tells it now. Prices in UAH. */
export interface LiveDish {
  price: number;
  oldPrice: number | null;
  available: boolean;
}

export interface LiveMenu {
  version: string;
  dishes: ReadonlyMap<number, LiveDish>;
  modifiersOff: ReadonlySet<number>;
}

/** A dish's values as built into the page. */
export interface BuiltDish {
  id: number;
  price: number;
  oldPrice: number | null;
}

export interface ShownDish extends LiveDish {
  /** The price differs from the built one (the page says so next to it). */
  priceChanged: boolean;
}

/** What a card or product page shows: the feed's values, or the built ones when there is no feed or it does not know the dish. */
export function liveDish(menu: LiveMenu | null, built: BuiltDish): ShownDish {
  const live = menu?.dishes.get(built.id);
  if (!live) return { price: built.price, oldPrice: built.oldPrice, available: true, priceChanged: false };
  return { ...live, priceChanged: live.price !== built.price };
}

/** Modifier groups with each modifier that is off now marked `off: true` (the modal disables them). */
export function liveModifierGroups<G extends { modifiers: { id: number; off?: boolean }[] }>(
  menu: LiveMenu | null,
  groups: readonly G[],
): G[] {
  if (!menu || menu.modifiersOff.size === 0) return [...groups];
  return groups.map((g) => ({
    ...g,
    modifiers: g.modifiers.map((m) => (menu.modifiersOff.has(m.id) ? { ...m, off: true } : m)),
  }));
}
