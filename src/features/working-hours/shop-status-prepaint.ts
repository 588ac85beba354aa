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
  STORED_STATUS_FALLBACK_MS,
  STORED_STATUS_FRESH_MS,
  stateOf,
  type KitchenStatus,
  type ShopState,
} from './shop-status';

/**
 * The state before any check: a fresh stored answer (read right after the first paint), else the
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
 * The inline script (before the strip in the body) that mirrors prepaintState in two steps.
 * Before the first paint it decides by the hours, which are written into it at build time (each
 * page's CSP carries its hash, src/site/csp.ts), and reads nothing else. Once the first
 * contentful paint is reported it reads the stored answer, in a task of its own, and a fresh one
 * wins. Why not read it before the paint: a page's first localStorage read opens the storage with a
 * synchronous call to the browser process, 1-17 ms of this script in Lighthouse traces of the
 * product page, which its 4x slower phone model adds to the first and largest paint; after the
 * paint the call is a short task of its own while the app's scripts download (and the app's own
 * reads find the storage open). A stored answer that changes the state (a paused kitchen, hours
 * changed since the build: rare) redraws the strip once, right after the first paint.
 * It reads the Kyiv clock by Ukraine's rule (UTC+2, UTC+3 from the last Sunday of March to the
 * last Sunday of October, 01:00 UTC) instead of Intl: the page's first time-zone formatter loads
 * the browser's time-zone data, 70-110 ms on Lighthouse's 4x slower CPU, and this script runs
 * before the first paint. The tests check it against Intl's Europe/Kyiv on both changes.
 */
export function shopStatePrepaintScript(built: WorkingHours | null): string {
  const hours = built && isHhMm(built.time_start) && isHhMm(built.time_end) ? [built.time_start, built.time_end] : null;
  const attribute = JSON.stringify(SHOP_STATE_ATTRIBUTE);
  return (
    `(function(){var d=document.documentElement,st='open',n=Date.now(),h=${JSON.stringify(hours)};` +
    `try{if(h){var m=function(x){return +x.slice(0,2)*60+ +x.slice(3,5)},y=new Date(n).getUTCFullYear(),l=function(o){var x=new Date(Date.UTC(y,o+1,0,1));return x.getTime()-x.getUTCDay()*864e5},t=Math.floor((n/6e4+(n>=l(2)&&n<l(9)?180:120))%1440),b=m(h[0]),e=m(h[1]);if(b!==e&&!(b<e?t>=b&&t<e:t>=b||t<e))st='closed'}}catch(e){}` +
    `d.setAttribute(${attribute},st);` +
    // After the first paint: a fresh stored answer, unless the state was set anew since.
    `var q=false;function r(){if(q)return;q=true;try{var n=Date.now(),s=JSON.parse(window.localStorage.getItem(${JSON.stringify(SHOP_STATUS_KEY)})||'null'),a=s&&typeof s.at==='number'?n-s.at:-1;` +
    `if(d.getAttribute(${attribute})===st&&a>=0&&a<${STORED_STATUS_FRESH_MS}&&typeof s.open==='boolean'&&typeof s.paused==='boolean')d.setAttribute(${attribute},s.open?'open':s.paused?'paused':'closed')}catch(e){}}` +
    `var P=window.PerformanceObserver;try{if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){` +
    `var o=new P(function(x){if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(r,0)}});o.observe({type:'paint',buffered:true});` +
    // A tab opened in the background paints nothing until it is shown: read it anyway by then.
    `setTimeout(function(){o.disconnect();r()},${STORED_STATUS_FALLBACK_MS});return}}catch(e){}` +
    `setTimeout(r,0)})();`
  );
}
