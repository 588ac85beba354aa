/**
 * When the site offers a popup by itself (spec section 4, "Subscribe"): after 30 s on a page, when
 * the last popup was not within 24 h, not on profile or checkout pages and with no modal open.
 * Then the mobile-app modal if the subscribe flag is set and the mobile flag is not, otherwise the
 * subscribe modal at step 1. Everything read from localStorage is validated here: a corrupt value
 * counts as "not set" (and a last-view time in the future as "never"), so it can never break a page.
 */
import { parseLocalizedPath } from '../../i18n/paths';
import { isProfilePath } from '../../routing/page-paths';
import { readItem } from '../../shared/safe-storage';

/** Time on a page before a popup may open, ms. */
export const POPUP_DELAY_MS = 30_000;
/** A popup opens at most once per this period, ms (24 h). */
export const POPUP_QUIET_MS = 86_400_000;

/** localStorage keys (values documented in this feature's README). */
export const SUBSCRIBE_FLAG_KEY = 'show_subscribe';
export const MOBILE_FLAG_KEY = 'show_mobile';
export const POPUP_LAST_VIEW_KEY = 'popup_last_view';
/** The one value that means "set" for both flags (spec: `show_subscribe` is set to 'session'). */
export const FLAG_SET = 'session';

export type PopupChoice = 'mobile-app' | 'subscribe' | null;

export interface PopupInput {
  /** Current time, ms since the epoch. */
  now: number;
  /** When a popup last opened, ms since the epoch; null when never (or unreadable). */
  lastViewAt: number | null;
  pathname: string;
  /** Any named modal, menu, language list, cart or search overlay open. */
  modalOpen: boolean;
  subscribeFlag: boolean;
  mobileFlag: boolean;
}

/** Profile and checkout pages, in either locale, never get a popup. */
export function isPopupFreePath(pathname: string): boolean {
  return isProfilePath(pathname) || parseLocalizedPath(pathname).rest.startsWith('/checkout/');
}

export function popupToShow(input: PopupInput): PopupChoice {
  if (input.modalOpen || isPopupFreePath(input.pathname)) return null;
  if (input.lastViewAt !== null && input.now - input.lastViewAt < POPUP_QUIET_MS) return null;
  return input.subscribeFlag && !input.mobileFlag ? 'mobile-app' : 'subscribe';
}

type Readable = Pick<Storage, 'getItem'> | null;

/** True only for the exact value 'session'; anything else (missing, corrupt, unreadable) is "not set". */
export function readFlag(storage: Readable, key: string): boolean {
  return readItem(storage, key) === FLAG_SET;
}

/**
 * The last popup time: a whole number of ms, not in the future (a clock set back or a tampered
 * value must not silence the popup for years). Anything else reads as "never".
 */
export function readLastView(storage: Readable, now: number): number | null {
  const raw = readItem(storage, POPUP_LAST_VIEW_KEY);
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  const at = Number(raw);
  return at <= now ? at : null;
}

/** The mobile flag: the API's `show_mobile_result` for a logged-in customer, else the local flag. */
export function isMobileAppSeen(user: { show_mobile_result: boolean } | null, storage: Readable): boolean {
  return user?.show_mobile_result === true || readFlag(storage, MOBILE_FLAG_KEY);
}
