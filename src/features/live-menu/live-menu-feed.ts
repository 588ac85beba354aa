/**
 * The shop API's live feed `GET /api/catalogue/live` decoded at the client boundary. Only the
 * poller's chunk (and the tests) import it: the rules in live-menu.ts are on every first load.
 */
import { DecodeError } from '../../api-client/decode';
import type { LiveDish, LiveMenu } from './live-menu';

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
