/**
 * Which notice the shop-status strip under the header shows (spec section 1: outside working
 * hours the restaurant rests at night; the API's pause switch stops the kitchen, e.g. during a
 * blackout). Decided before the first paint by an inline script, so the strip is drawn once in
 * its state and never appears after the page (it was the home page's largest, latest paint).
 */
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
 * The state before any check: a fresh stored answer, else the built hours on the Kyiv clock
 * (no hours: open, the side that never claims the shop is closed).
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
 * The inline script (before the strip in the body) that mirrors prepaintState. The hours are
 * written into it at build time; each page's CSP carries its hash (src/site/csp.ts).
 * It reads the Kyiv clock by Ukraine's rule (UTC+2, UTC+3 from the last Sunday of March to the
 * last Sunday of October, 01:00 UTC) instead of Intl: the page's first time-zone formatter loads
 * the browser's time-zone data, 70-110 ms on Lighthouse's 4x slower CPU, and this script runs
 * before the first paint. The tests check it against Intl's Europe/Kyiv on both changes.
 */
export function shopStatePrepaintScript(built: WorkingHours | null): string {
  const hours = built && isHhMm(built.time_start) && isHhMm(built.time_end) ? [built.time_start, built.time_end] : null;
  return `(function(){var d=document.documentElement,st='open',n=Date.now(),h=${JSON.stringify(hours)};try{var s=JSON.parse(window.localStorage.getItem(${JSON.stringify(
    SHOP_STATUS_KEY,
  )})||'null'),a=s&&typeof s.at==='number'?n-s.at:-1;if(a>=0&&a<${STORED_STATUS_FRESH_MS}&&typeof s.open==='boolean'&&typeof s.paused==='boolean'){d.setAttribute(${JSON.stringify(
    SHOP_STATE_ATTRIBUTE,
  )},s.open?'open':s.paused?'paused':'closed');return}}catch(e){}try{if(h){var m=function(x){return +x.slice(0,2)*60+ +x.slice(3,5)},y=new Date(n).getUTCFullYear(),l=function(o){var x=new Date(Date.UTC(y,o+1,0,1));return x.getTime()-x.getUTCDay()*864e5},t=Math.floor((n/6e4+(n>=l(2)&&n<l(9)?180:120))%1440),b=m(h[0]),e=m(h[1]);if(b!==e&&!(b<e?t>=b&&t<e:t>=b||t<e))st='closed'}}catch(e){}d.setAttribute(${JSON.stringify(
    SHOP_STATE_ATTRIBUTE,
  )},st)})();`;
}
