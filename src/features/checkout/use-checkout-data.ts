/** Data the checkout page loads besides the cart: kitchen hours, pickup points, saved addresses, cashback tier. */
import { useCallback, useEffect, useState } from 'react';
import { useInterval } from 'react-use';
import type { ApiResult } from '../../api-client/client';
import { shopApi } from '../../api-client/shop-api';
import { fetchKitchenStatus, isHhMm, WORKING_TIME_RECHECK_MS, type WorkingHours } from '../working-hours';
import { fetchAddresses, fetchDeliveredSum, fetchPickupPoints, type SavedAddress } from './checkout-api';
import { createPickupLoader, type PickupList } from './pickup-points';

export interface Kitchen {
  open: boolean;
  paused: boolean;
  hours: WorkingHours | null;
}

async function loadKitchen(): Promise<Kitchen | null> {
  const result = await fetchKitchenStatus();
  if (!result.ok) return null;
  const s = result.data;
  return {
    open: s.open,
    paused: s.paused,
    hours:
      isHhMm(s.time_start) && isHhMm(s.time_end)
        ? { time_start: s.time_start, time_end: s.time_end, override: s.override }
        : null,
  };
}

/** Kitchen status on load, every minute and on demand; null until the first answer (or if it fails). */
export function useKitchen() {
  const [kitchen, setKitchen] = useState<Kitchen | null>(null);
  useEffect(() => {
    let alive = true;
    const check = () => void loadKitchen().then((k) => alive && k && setKitchen(k));
    check();
    const timer = setInterval(check, WORKING_TIME_RECHECK_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);
  /** Fetches the status now; resolves with it (null if the call failed). */
  const refresh = useCallback(async () => {
    const k = await loadKitchen();
    if (k) setKitchen(k);
    return k;
  }, []);
  return { kitchen, refresh };
}

export type Loadable<T> = { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error' };

/** The pickup points (loaded on mount); `pickupLoader.settled()` waits for the newest load. */
export function usePickupPoints() {
  const [state, setState] = useState<PickupList>({ status: 'loading' });
  const [loader] = useState(() => createPickupLoader(() => fetchPickupPoints(shopApi), setState));
  useEffect(() => {
    void loader.load();
  }, [loader]);
  const reload = useCallback(() => void loader.load(), [loader]);
  return { pickup: state, reloadPickup: reload, pickupLoader: loader };
}

/** What `load` gives for a logged-in customer (read again when the customer changes); null for guests. */
function useUserData<T>(userId: number | null, load: () => Promise<ApiResult<T>>): Loadable<T> | null {
  const [state, setState] = useState<{ userId: number; value: Loadable<T> } | null>(null);
  useEffect(() => {
    if (userId === null) return;
    let alive = true;
    void load().then((r) => alive && setState({ userId, value: r.ok ? { status: 'ok', data: r.data } : { status: 'error' } }));
    return () => {
      alive = false;
    };
  }, [userId, load]);
  if (userId === null) return null;
  return state && state.userId === userId ? state.value : { status: 'loading' };
}

const NO_ADDRESSES: Loadable<SavedAddress[]> = { status: 'ok', data: [] };
const loadAddresses = () => fetchAddresses(shopApi);
const loadDeliveredSum = () => fetchDeliveredSum(shopApi);

/** Saved addresses of a logged-in customer (main first); none for guests. */
export function useSavedAddresses(userId: number | null): Loadable<SavedAddress[]> {
  return useUserData(userId, loadAddresses) ?? NO_ADDRESSES;
}

/** Delivered-orders sum of a logged-in customer (cashback tier); null while unknown or for guests. */
export function useDeliveredSum(userId: number | null): number | null {
  const sum = useUserData(userId, loadDeliveredSum);
  return sum?.status === 'ok' ? sum.data : null;
}

/** The clock, ticking every `ms` (slots move on while the page is open). */
export function useNow(ms = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), ms);
  return now;
}
