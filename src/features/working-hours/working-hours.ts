import { create } from 'zustand';
import type { Decoder } from '../../api-client/client';
import { boolean, nullable, object, string } from '../../api-client/decode';
import { shopApi } from '../../api-client/shop-api';
import type { DayOverride, WorkingHours } from './opening-hours';

/** How often an open page re-checks whether the restaurant works, ms. */
export const WORKING_TIME_RECHECK_MS = 60_000;

const dayOverride = object({ date: string, closed: boolean, time_start: nullable(string), time_end: nullable(string) });
/** The desk's one-day hours; an API without it (older) means none. */
const decodeOverride: Decoder<DayOverride | null | undefined> = (v) => (v === undefined || v === null ? null : dayOverride(v));

/**
 * open: taking orders now; paused: the kitchen stopped (e.g. a blackout) during working hours;
 * override: one day's own hours or closed all day (opening-hours.ts hoursAt).
 */
export type KitchenStatusAnswer = {
  open: boolean;
  paused: boolean;
  time_start: string;
  time_end: string;
  override?: DayOverride | null;
};
export const decodeKitchenStatus = object<KitchenStatusAnswer>({
  open: boolean,
  paused: boolean,
  time_start: string,
  time_end: string,
  override: decodeOverride,
});

export function fetchKitchenStatus() {
  return shopApi.request('/api/kitchen-status', { decode: decodeKitchenStatus, progress: false });
}

/**
 * The working hours of the last good kitchen check (the shop-status strip's), or null before it: the
 * footer shows these over the hours built into the page, so a holiday change shows without a rebuild.
 */
export const useLiveWorkingHours = create<{ hours: WorkingHours | null }>(() => ({ hours: null }));
