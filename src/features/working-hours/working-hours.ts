import { create } from 'zustand';
import { boolean, nullable, object, string } from '../../api-client/decode';
import { shopApi } from '../../api-client/shop-api';
import type { WorkingHours } from './opening-hours';
import type { KitchenStatus } from './shop-status';

/** How often an open page re-checks whether the restaurant works, ms. */
export const WORKING_TIME_RECHECK_MS = 60_000;

/** open: taking orders now; paused: the kitchen stopped (e.g. a blackout) during working hours. */
const decodeKitchenStatus = object<KitchenStatus>({
  open: boolean,
  paused: boolean,
  time_start: string,
  time_end: string,
  // The desk's one-day hours (opening-hours.ts hoursAt); an API without it (older) means none.
  override: nullable(object({ date: string, closed: boolean, time_start: nullable(string), time_end: nullable(string) })),
});

export function fetchKitchenStatus() {
  return shopApi.request('/api/kitchen-status', { decode: decodeKitchenStatus, progress: false });
}

/**
 * The working hours of the last good kitchen check (the shop-status strip's), or null before it: the
 * footer shows these over the hours built into the page, so a holiday change shows without a rebuild.
 */
export const useLiveWorkingHours = create<{ hours: WorkingHours | null }>(() => ({ hours: null }));
