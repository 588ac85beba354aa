import { boolean, object, string } from '../../api-client/decode';
import { shopApi } from '../../api-client/shop-api';

/** How often an open page re-checks whether the restaurant works, ms. */
export const WORKING_TIME_RECHECK_MS = 60_000;

export const decodeWorkingHours = object({ time_start: string, time_end: string });

export function fetchIsWorkingTime() {
  return shopApi.request('/api/check-is-working-time', { decode: boolean, progress: false });
}

export function fetchWorkingHours() {
  return shopApi.request('/api/get-working-time', { decode: decodeWorkingHours, query: { current: true }, progress: false });
}
