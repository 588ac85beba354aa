import { create } from 'zustand';
import { boolean, object, string } from '../../api-client/decode';
import { shopApi } from '../../api-client/shop-api';
import type { WorkingHours } from './opening-hours';

/** How often an open page re-checks whether the restaurant works, ms. */
export const WORKING_TIME_RECHECK_MS = 60_000;

/** open: taking orders now; paused: the kitchen stopped (e.g. a blackout) during working hours. */
export const decodeKitchenStatus = object({ open: boolean, paused: boolean, time_start: string, time_end: string });

export function fetchKitchenStatus() {
  return shopApi.request('/api/kitchen-status', { decode: decodeKitchenStatus, progress: false });
}

/**
 * The working hours of the last good kitchen check (the shop-status strip's), or null before it: the
 * footer shows these over the hours built into the page, so a holiday change shows without a rebuild.
 */
export const useLiveWorkingHours = create<{ hours: WorkingHours | null }>(() => ({ hours: null }));
