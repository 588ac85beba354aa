/**
 * Delivery time (spec sections 4, 5): "as soon as possible" or a chosen slot inside working
 * hours. The shop API accepts a chosen time when it is at least 30 minutes ahead, at most 7 days
 * ahead and inside the working hours (Kyiv time, [start, end), an end before the start meaning
 * past midnight, an end equal to the start around the clock). Pure: the caller passes the clock and the hours.
 */
import { kyivDate, kyivMinutes } from '../../shared/kyiv-time';

export interface WorkingHours {
  /** 'HH:mm', Europe/Kyiv */
  time_start: string;
  time_end: string;
}

export const SLOT_STEP_MINUTES = 30;
/** A chosen time must be at least this far ahead (the API's MIN_LEAD_MINUTES). */
export const MIN_LEAD_MINUTES = 30;
/** ...and at most this far ahead (the API's MAX_AHEAD_DAYS). */
export const MAX_AHEAD_DAYS = 7;

const MINUTE = 60_000;

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
export const isHhMm = (v: unknown): v is string => typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v);

/** Whether the kitchen works at `at` by its hours (the pause switch is the API's business). */
export function isOpenAt(at: Date, hours: WorkingHours): boolean {
  const s = toMinutes(hours.time_start);
  const e = toMinutes(hours.time_end);
  if (s === e) return true;
  const t = kyivMinutes(at);
  return s < e ? t >= s && t < e : t >= s || t < e;
}

/** The next instant (whole minute) the kitchen opens after `now`, within two days; null if never. */
export function nextOpening(now: Date, hours: WorkingHours): Date | null {
  const start = Math.ceil(now.getTime() / MINUTE) * MINUTE;
  let wasOpen = isOpenAt(now, hours);
  for (let i = 0; i <= 2 * 24 * 60; i++) {
    const t = new Date(start + i * MINUTE);
    const open = isOpenAt(t, hours);
    if (open && !wasOpen) return t;
    wasOpen = open;
  }
  return null;
}

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

/** The first slot at or after `from` (e.g. the next opening), or null. */
export function firstSlotFrom(slots: readonly Date[], from: Date): Date | null {
  return slots.find((s) => s.getTime() >= from.getTime()) ?? null;
}

/**
 * What to offer when ASAP is impossible (closed now): the first slot of the next opening.
 * `nextOpeningAt` comes from the API (restaurant_closed) or from `nextOpening(now, hours)`.
 */
export function firstSlotOfNextOpening(now: Date, hours: WorkingHours, nextOpeningAt?: Date | null): Date | null {
  const opening = nextOpeningAt ?? nextOpening(now, hours);
  if (!opening) return null;
  return firstSlotFrom(generateSlots(now, hours), opening);
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

const utcDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};

/** 0 today, 1 tomorrow, ... (Kyiv calendar days between `now` and `date` 'YYYY-MM-DD'). */
export function dayOffset(now: Date, date: string): number {
  return Math.round((utcDay(date) - utcDay(kyivDate(now))) / 86_400_000);
}
