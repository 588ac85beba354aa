import { boolean, object, string } from '../../api-client/decode';
import { shopApi } from '../../api-client/shop-api';

/** How often an open page re-checks whether the restaurant works, ms. */
export const WORKING_TIME_RECHECK_MS = 60_000;

/** open: taking orders now; paused: the kitchen stopped (e.g. a blackout) during working hours. */
export const decodeKitchenStatus = object({ open: boolean, paused: boolean, time_start: string, time_end: string });

export function fetchKitchenStatus() {
  return shopApi.request('/api/kitchen-status', { decode: decodeKitchenStatus, progress: false });
}
