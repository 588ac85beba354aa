/**
 * The live menu (issue: pages are built ahead, the menu changes during the evening): the shop
 * API's feed `GET /api/catalogue/live` decoded at the client boundary, and the pure rules that lay
 * it over the values built into a page. Anything the feed does not know keeps its built value.
 */
import { DecodeError } from '../../api-client/client';

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

/** More entries than any real menu: a feed this long is broken, not big. */
const MAX_ENTRIES = 200_000;

const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;
const isPrice = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

function idList(v: unknown, what: string): number[] {
  if (!Array.isArray(v) || v.length > MAX_ENTRIES || !v.every(isId)) throw new DecodeError(what);
  return v;
}

/**
 * The feed's columns into a menu; throws DecodeError on any wrong shape (the client then returns an
 * `invalid-response` error and the page keeps its built values): columns of different lengths, a
 * negative or non-numeric price, an id that is not a positive integer.
 */
export function decodeLiveFeed(raw: unknown): LiveMenu {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new DecodeError('live feed');
  const f = raw as Record<string, unknown>;
  if (typeof f.version !== 'string' || f.version === '') throw new DecodeError('version');
  const ids = idList(f.ids, 'ids');
  const { prices, old_prices: oldPrices } = f;
  if (!Array.isArray(prices) || prices.length !== ids.length || !prices.every(isPrice)) throw new DecodeError('prices');
  if (!Array.isArray(oldPrices) || oldPrices.length !== ids.length || !oldPrices.every((p) => p === null || isPrice(p)))
    throw new DecodeError('old_prices');
  const unavailable = new Set(idList(f.unavailable, 'unavailable'));
  const modifiersOff = new Set(idList(f.modifiers_off, 'modifiers_off'));
  const dishes = new Map<number, LiveDish>();
  ids.forEach((id, i) =>
    dishes.set(id, { price: prices[i] as number, oldPrice: oldPrices[i] as number | null, available: !unavailable.has(id) }),
  );
  return { version: f.version, dishes, modifiersOff };
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
