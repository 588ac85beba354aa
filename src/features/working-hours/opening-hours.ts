/**
 * The restaurant's opening-hour rules (spec section 1), shared by the shop-status strip and the
 * checkout's time slots: working hours are Kyiv time, [start, end), an end before the start meaning
 * past midnight, an end equal to the start around the clock. Pure: the caller passes the clock.
 * The shop API keeps the same rules (shop-api/src/modules/content/queries.ts).
 */
import type { ResponseOf } from '../../api-client/api-types';
import { kyivDate, kyivMinutes } from '../../shared/kyiv-time';
import { isAroundTheClock } from './around-the-clock';

export type WorkingHours = {
  /** 'HH:mm', Europe/Kyiv */
  time_start: string;
  time_end: string;
  /** A one-day change set at the desk (the API's kitchen-status): applies on its Kyiv day only. */
  override?: ResponseOf<'/api/kitchen-status', 'GET'>['override'];
};

const MINUTE = 60_000;

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** A well-formed 'HH:mm' (00:00..23:59). */
export const isHhMm = (v: unknown): v is string => typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v);

/** The hours that hold at `at`: the override's on its Kyiv day (null: closed all day), else the standing ones. */
export function hoursAt(at: Date, hours: WorkingHours): { time_start: string; time_end: string } | null {
  const o = hours.override;
  if (!o || o.date !== kyivDate(at)) return { time_start: hours.time_start, time_end: hours.time_end };
  return o.closed || !o.time_start || !o.time_end ? null : { time_start: o.time_start, time_end: o.time_end };
}

/** Whether the kitchen works at `at` by its hours (the pause switch is the API's business). */
export function isOpenAt(at: Date, hours: WorkingHours): boolean {
  const today = hoursAt(at, hours);
  if (!today) return false;
  if (isAroundTheClock(today)) return true;
  const s = toMinutes(today.time_start);
  const e = toMinutes(today.time_end);
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
