/**
 * Pure rules of the order status popup (spec section 4 "Order tracking", section 9 constants):
 * what a server status means for the popup, the delivery window (the time plus or minus 15
 * minutes, on the Kyiv clock, written with date-fns in the page's language) and when the next
 * status poll runs (every 20 s, backing off after failures, paused while the tab is hidden).
 */
import { format } from 'date-fns/format';
import { isSameDay } from 'date-fns/isSameDay';
import { uk } from 'date-fns/locale/uk';
import { ru } from 'date-fns/locale/ru';
import type { Lang } from '../../i18n/locales';
import { kyivWallClock } from '../../shared/kyiv-time';
import { memberOf } from '../../api-client/decode';

// ---- statuses --------------------------------------------------------------------------------

export const SERVER_STATUSES = ['New', 'In progress', 'On the way', 'Delivered', 'Cancelled'] as const;
export type ServerStatus = (typeof SERVER_STATUSES)[number];

/** The server's status string, or null for anything else (never guessed). */
export function parseServerStatus(value: unknown): ServerStatus | null {
  return memberOf(SERVER_STATUSES, value);
}

/** The three steps the popup shows; the last one reads "prepared" for a pickup order. */
export type TrackerStep = 0 | 1 | 2;

export type StatusOutcome =
  /** Keep the popup and mark this step as the current one. */
  | { action: 'show'; step: TrackerStep }
  /** Delivered (step 3): the popup goes and the review modal opens. */
  | { action: 'review' }
  /** Cancelled: the popup goes. */
  | { action: 'remove' };

/** Label keys of the three steps (locales/{ua,ru}/tracking.json). */
export function stepLabelKeys(selfDelivery: boolean): [string, string, string] {
  return ['tr_step_accepted', 'tr_step_in_progress', selfDelivery ? 'tr_step_prepared' : 'tr_step_on_the_way'];
}

/** Server status -> what the popup does (spec: New 0, In progress 1, On the way 2, Delivered 3, Cancelled). */
export function statusOutcome(status: ServerStatus): StatusOutcome {
  if (status === 'Delivered') return { action: 'review' };
  if (status === 'Cancelled') return { action: 'remove' };
  // The first three statuses are the steps, in order.
  const step = SERVER_STATUSES.indexOf(status) as TrackerStep;
  return { action: 'show', step };
}

// ---- delivery window -------------------------------------------------------------------------

const DATE_FNS_LOCALES = { uk, ru } as const;

export interface FormattedWindow {
  from: string;
  to: string;
  /** '24 листопада' when the window starts on another Kyiv day than `now`; null today. */
  day: string | null;
}

/**
 * The promised window as the popup writes it ('14:15', '14:45'), with the day when it does not
 * start today. The shop API sets the window (plus or minus 15 minutes around the delivery time,
 * never starting before the kitchen opens: orders module, `deliveryWindow`). Null when either end
 * is not a date (the popup then shows no time).
 */
export function formatDeliveryWindow(fromIso: string, toIso: string, now: Date, lang: Lang): FormattedWindow | null {
  const from = new Date(fromIso);
  const to = new Date(toIso);
  if (!fromIso || !toIso || Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return null;
  const locale = DATE_FNS_LOCALES[lang];
  const wallFrom = kyivWallClock(from);
  return {
    from: format(wallFrom, 'HH:mm', { locale }),
    to: format(kyivWallClock(to), 'HH:mm', { locale }),
    day: isSameDay(wallFrom, kyivWallClock(now)) ? null : format(wallFrom, 'd MMMM', { locale }),
  };
}

// ---- polling ---------------------------------------------------------------------------------

/** Status poll interval (spec section 9), ms. */
export const STATUS_POLL_MS = 20_000;
/** The longest wait between polls while the API keeps failing, ms. */
export const MAX_POLL_BACKOFF_MS = 5 * 60_000;

/** Wait before the next poll after `failures` failed polls in a row: 20 s, 40 s, 80 s, 160 s, then 5 min. */
export function nextPollDelay(failures: number): number {
  const n = Number.isFinite(failures) && failures > 0 ? Math.floor(failures) : 0;
  return Math.min(STATUS_POLL_MS * 2 ** Math.min(n, 10), MAX_POLL_BACKOFF_MS);
}

/**
 * Wait before polling when the tab becomes visible again: whatever is left of the current wait,
 * so a poll that fell due while the tab was hidden runs at once and a short switch away does not
 * add a poll. Before any poll it is 0.
 */
export function resumeDelay(lastPollAt: number | null, now: number, failures: number): number {
  if (lastPollAt === null) return 0;
  return Math.max(0, Math.min(lastPollAt + nextPollDelay(failures) - now, nextPollDelay(failures)));
}
