/**
 * When the home page's large hero logo shows (spec section 2, "Header"): while the cart is empty
 * and the visitor is logged out, until they scroll past it. Once hidden it stays hidden for the
 * page view, so a later empty cart or an expired token never pushes the page down again.
 */
import { CART_KEY } from '../../cart';
import { TOKEN_KEY } from '../../auth';

/** Class on <html> set before the first paint when storage says the hero will not show. */
export const HERO_OFF_CLASS = 'hero-off';

export interface HeroInputs {
  cartHasItems: boolean;
  loggedIn: boolean;
  scrolledPast: boolean;
}

export function heroShouldHide({ cartHasItems, loggedIn, scrolledPast }: HeroInputs): boolean {
  return cartHasItems || loggedIn || scrolledPast;
}

/**
 * The same decision from raw localStorage values, before React runs. Any stored cart line or any
 * token hides the hero; an unreadable value hides it too (the store may still restore something,
 * and hiding is the side that never shifts the layout).
 */
export function storageHidesHero(cartText: string | null, token: string | null): boolean {
  if (token) return true;
  if (!cartText) return false;
  try {
    const parsed: unknown = JSON.parse(cartText);
    const lines = Array.isArray(parsed) ? parsed : (parsed as { lines?: unknown } | null)?.lines;
    return Array.isArray(lines) ? lines.length > 0 : parsed !== null;
  } catch {
    return true;
  }
}

/**
 * Inline script for the home page's <head>: runs before the first paint, so a returning
 * customer never sees the hero appear and then collapse (CLS). Mirrors storageHidesHero.
 */
export const HERO_PREPAINT_SCRIPT = `(function(){try{var s=window.localStorage,t=s.getItem(${JSON.stringify(
  TOKEN_KEY,
)}),c=s.getItem(${JSON.stringify(CART_KEY)}),h=!!t;if(!h&&c){try{var p=JSON.parse(c),l=Array.isArray(p)?p:p&&p.lines;h=Array.isArray(l)?l.length>0:p!==null}catch(e){h=true}}if(h)document.documentElement.classList.add(${JSON.stringify(
  HERO_OFF_CLASS,
)})}catch(e){}})();`;
