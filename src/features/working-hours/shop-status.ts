/**
 * Which notice the shop-status strip under the header shows (spec section 1: outside working
 * hours the restaurant rests at night; the API's pause switch stops the kitchen, e.g. during a
 * blackout). Decided before the first paint by an inline script, so the strip is drawn once in
 * its state and never appears after the page (it was the home page's largest, latest paint).
 */
import { KYIV_TIME_ZONE } from '../../shared/kyiv-time';
import { isHhMm, isOpenAt, type WorkingHours } from './opening-hours';

export type ShopState = 'open' | 'closed' | 'paused';

/** The attribute on <html> the strip's CSS reads: set before the first paint, updated after each check. */
export const SHOP_STATE_ATTRIBUTE = 'data-shop';

/** localStorage key of the last kitchen-status answer (fresher than the hours built into the page). */
export const SHOP_STATUS_KEY = 'shopStatus';

/** A stored answer this recent (ms) is trusted over the build's hours: it knows about a pause. */
export const STORED_STATUS_FRESH_MS = 10 * 60_000;

export interface KitchenStatus extends WorkingHours {
  open: boolean;
  paused: boolean;
}

export const stateOf = (s: { open: boolean; paused: boolean }): ShopState => (s.open ? 'open' : s.paused ? 'paused' : 'closed');

/** What the API said last and when (ms since the epoch), as stored in localStorage. */
export const storedStatusText = (s: KitchenStatus, at: number) =>
  JSON.stringify({ open: s.open, paused: s.paused, time_start: s.time_start, time_end: s.time_end, at });

/**
 * The state before any check: a fresh stored answer, else the
 * built hours on the Kyiv clock (no hours: open, the side that never claims the shop is closed).
 */
export function prepaintState(built: WorkingHours | null, storedText: string | null, now: number): ShopState {
  if (storedText) {
    try {
      const s = JSON.parse(storedText) as Partial<KitchenStatus> & { at?: unknown };
      const age = typeof s.at === 'number' ? now - s.at : Infinity;
      if (age >= 0 && age < STORED_STATUS_FRESH_MS && typeof s.open === 'boolean' && typeof s.paused === 'boolean') {
        return stateOf({ open: s.open, paused: s.paused });
      }
    } catch {
      /* a corrupt value: the built hours decide */
    }
  }
  return built ? (isOpenAt(new Date(now), built) ? 'open' : 'closed') : 'open';
}

/**
 * The inline script (before the strip in the body) that does what prepaintState does, before the
 * first paint: the hours are written into it at build time (each page's CSP carries its hash,
 * src/site/csp.ts), the stored answer is read from localStorage, the Kyiv clock through Intl.
 */
export function shopStatePrepaintScript(built: WorkingHours | null): string {
  const hours = built && isHhMm(built.time_start) && isHhMm(built.time_end) ? [built.time_start, built.time_end] : null;
  return `(function () {
  var hours = ${JSON.stringify(hours)};
  var state = 'open';
  var minutes = function (hhmm) { return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)); };
  var stored = null;
  try {
    stored = JSON.parse(window.localStorage.getItem(${JSON.stringify(SHOP_STATUS_KEY)}) || 'null');
  } catch (e) {}
  var age = stored && typeof stored.at === 'number' ? Date.now() - stored.at : -1;
  if (age >= 0 && age < ${STORED_STATUS_FRESH_MS} && typeof stored.open === 'boolean' && typeof stored.paused === 'boolean') {
    state = stored.open ? 'open' : stored.paused ? 'paused' : 'closed';
  } else if (hours) {
    try {
      var now = minutes(new Intl.DateTimeFormat('en-GB', { timeZone: ${JSON.stringify(KYIV_TIME_ZONE)}, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date()));
      var start = minutes(hours[0]);
      var end = minutes(hours[1]);
      if (start !== end && !(start < end ? now >= start && now < end : now >= start || now < end)) state = 'closed';
    } catch (e) {}
  }
  document.documentElement.setAttribute(${JSON.stringify(SHOP_STATE_ATTRIBUTE)}, state);
})();`;
}
