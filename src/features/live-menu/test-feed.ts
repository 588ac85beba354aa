/** Test fixture (not shipped): a decoded feed of the cart fixtures' pizza (7) and cola (40). */
import { decodeLiveFeed } from './live-menu-feed';

export const cartFixtureMenu = (over: Partial<{ prices: number[]; unavailable: number[]; modifiers_off: number[] }> = {}) =>
  decodeLiveFeed({
    version: JSON.stringify(over),
    ids: [7, 40],
    prices: [189, 45],
    old_prices: [null, null],
    unavailable: [],
    modifiers_off: [],
    ...over,
  });
