/**
 * The shop-status strip's decision before the first paint: the inline script the HTML renderer
 * writes (ShopStatusStrip.tsx leaves it out of the browser's bundle, and with it the opening-hours
 * rules and the Kyiv clock this module imports), and `prepaintState`, the same decision as a
 * function the tests hold the script to.
 */
import { isHhMm, isOpenAt, type WorkingHours } from './opening-hours';
import {
  SHOP_STATE_ATTRIBUTE,
  SHOP_STATUS_KEY,
  STORED_STATUS_FRESH_MS,
  stateOf,
  type KitchenStatus,
  type ShopState,
} from './shop-status';

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
 * The inline script (before the strip in the body) that mirrors prepaintState before the first
 * paint: a fresh stored answer (localStorage) wins, else the hours written into it at build time
 * (each page's CSP carries its hash, src/site/csp.ts) decide on the Kyiv clock ('HH:mm' from Intl's
 * Europe/Kyiv; where Intl fails, the shop reads as open until the status check answers).
 */
export function shopStatePrepaintScript(built: WorkingHours | null): string {
  const hours = built && isHhMm(built.time_start) && isHhMm(built.time_end) ? [built.time_start, built.time_end] : null;
  return (
    `(function(){var st='open',n=Date.now(),h=${JSON.stringify(hours)};` +
    `try{if(h){var m=function(x){return +x.slice(0,2)*60+ +x.slice(3,5)},t=m(new Intl.DateTimeFormat('en-GB',{timeZone:'Europe/Kyiv',hour:'2-digit',minute:'2-digit',hourCycle:'h23'}).format(n)),b=m(h[0]),e=m(h[1]);if(b!==e&&!(b<e?t>=b&&t<e:t>=b||t<e))st='closed'}}catch(e){}` +
    `try{var s=JSON.parse(window.localStorage.getItem(${JSON.stringify(SHOP_STATUS_KEY)})||'null'),a=s&&typeof s.at==='number'?n-s.at:-1;` +
    `if(a>=0&&a<${STORED_STATUS_FRESH_MS}&&typeof s.open==='boolean'&&typeof s.paused==='boolean')st=s.open?'open':s.paused?'paused':'closed'}catch(e){}` +
    `document.documentElement.setAttribute(${JSON.stringify(SHOP_STATE_ATTRIBUTE)},st)})();`
  );
}
