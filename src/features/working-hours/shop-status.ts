/**
 * Which notice the shop-status strip under the header shows (spec section 1: outside working
 * hours the restaurant rests at night; the API's pause switch stops the kitchen, e.g. during a
 * blackout). Decided before the first paint by an inline script, so the strip is drawn once in
 * its state and never appears after the page (it was the home page's largest, latest paint).
 */
import type { WorkingHours } from './opening-hours';

export type ShopState = 'open' | 'closed' | 'paused';

/** The attribute on <html> the strip's CSS reads: set before the first paint, updated after each check. */
export const SHOP_STATE_ATTRIBUTE = 'data-shop';

/** localStorage key of the last kitchen-status answer (fresher than the hours built into the page). */
export const SHOP_STATUS_KEY = 'shopStatus';

/** A stored answer this recent (ms) is trusted over the build's hours: it knows about a pause. */
export const STORED_STATUS_FRESH_MS = 10 * 60_000;

export type KitchenStatus = WorkingHours & { open: boolean; paused: boolean };

export const stateOf = (s: { open: boolean; paused: boolean }): ShopState => (s.open ? 'open' : s.paused ? 'paused' : 'closed');

/** What the API said last and when (ms since the epoch), as stored in localStorage. */
export const storedStatusText = (s: KitchenStatus, at: number) =>
  JSON.stringify({ open: s.open, paused: s.paused, time_start: s.time_start, time_end: s.time_end, at });
