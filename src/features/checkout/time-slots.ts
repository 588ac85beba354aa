/**
 * Delivery time (spec sections 4, 5): "as soon as possible" or a chosen slot inside working
 * hours. The shop API accepts a chosen time when it is at least 30 minutes ahead, at most 7 days
 * ahead and inside the working hours (their rules live in features/working-hours). Pure: the caller
 * passes the clock and the hours.
 */
import { kyivDate } from '../../shared/kyiv-time';
import { isOpenAt, nextOpening, type WorkingHours } from '../working-hours';

export const SLOT_STEP_MINUTES = 30;
/** A chosen time must be at least this far ahead (the API's MIN_LEAD_MINUTES). */
export const MIN_LEAD_MINUTES = 30;
/** ...and at most this far ahead (the API's MAX_AHEAD_DAYS). */
export const MAX_AHEAD_DAYS = 7;

const MINUTE = 60_000;

/**
 * Every slot the API would accept now: on the half-hour grid (Kyiv offsets are whole hours, so
 * the UTC grid is Kyiv's), from 30 minutes ahead to 7 days ahead, inside working hours.
 */
export function generateSlots(now: Date, hours: WorkingHours): Date[] {
  const step = SLOT_STEP_MINUTES * MINUTE;
  const first = Math.ceil((now.getTime() + MIN_LEAD_MINUTES * MINUTE) / step) * step;
  const last = now.getTime() + MAX_AHEAD_DAYS * 24 * 60 * MINUTE;
  const slots: Date[] = [];
  for (let t = first; t <= last; t += step) {
    const at = new Date(t);
    if (isOpenAt(at, hours)) slots.push(at);
  }
  return slots;
}

/** The API's rule for a chosen time; the message key when it is no longer valid. */
export function slotProblem(iso: string, now: Date, hours: WorkingHours): 'checkout_time_invalid' | null {
  const at = new Date(iso);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(iso) || Number.isNaN(at.getTime())) return 'checkout_time_invalid';
  const ahead = at.getTime() - now.getTime();
  if (ahead < MIN_LEAD_MINUTES * MINUTE || ahead > MAX_AHEAD_DAYS * 24 * 60 * MINUTE) return 'checkout_time_invalid';
  return isOpenAt(at, hours) ? null : 'checkout_time_invalid';
}

/**
 * What to offer when ASAP is impossible (closed now): the first slot of the next opening.
 * `nextOpeningAt` comes from the API (restaurant_closed) or from `nextOpening(now, hours)`.
 */
export function firstSlotOfNextOpening(now: Date, hours: WorkingHours, nextOpeningAt?: Date | null): Date | null {
  const opening = nextOpeningAt ?? nextOpening(now, hours);
  if (!opening) return null;
  return generateSlots(now, hours).find((s) => s.getTime() >= opening.getTime()) ?? null;
}

export interface SlotDay {
  /** 'YYYY-MM-DD' in Kyiv. */
  date: string;
  slots: Date[];
}

/** Slots grouped by their Kyiv day, in order. */
export function groupByDay(slots: readonly Date[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const date = kyivDate(slot);
    const last = days[days.length - 1];
    if (last && last.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}

/** Midnight UTC of the calendar day 'YYYY-MM-DD' (ms). */
export const utcDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};

/** 0 today, 1 tomorrow, ... (Kyiv calendar days between `now` and `date` 'YYYY-MM-DD'). */
export function dayOffset(now: Date, date: string): number {
  return Math.round((utcDay(date) - utcDay(kyivDate(now))) / 86_400_000);
}
