/**
 * The delivery area of the address in the form: resolved by the shop API into the checkout store
 * (debounced while typing, at once on demand or at submit). Only the answer for the address still
 * in the form counts.
 */
import { useEffect } from 'react';
import { shopApi } from '../../api-client/shop-api';
import { resolveArea } from './checkout-api';
import type { CheckoutValues } from './checkout-rules';
import { useCheckout, type AreaState } from './checkout-store';

/** Typing pause before the area of a changed address is asked for (ms). */
const AREA_DEBOUNCE_MS = 450;

/** Which address an area answer belongs to. */
export const areaKeyOf = (v: Pick<CheckoutValues, 'street' | 'house'>) => `${v.street.trim()}|${v.house.trim()}`;

/** Resolves the delivery area of street + house into the store; returns the new state. */
export async function resolveInto(street: string, house: string): Promise<AreaState> {
  const key = areaKeyOf({ street, house });
  const { setArea } = useCheckout.getState();
  if (!street.trim() || !house.trim()) {
    setArea({ status: 'idle' });
    return { status: 'idle' };
  }
  setArea({ status: 'loading', key });
  const result = await resolveArea(shopApi, street.trim().slice(0, 120), house.trim().slice(0, 20));
  const next: AreaState = result.ok
    ? {
        status: 'ok',
        key,
        area: result.data.area,
        streetKnown: result.data.street_known,
        nearestPickup: result.data.nearest_pickup,
        point: result.data.point,
      }
    : { status: 'error', key };
  const current = useCheckout.getState().area;
  if (current.status !== 'idle' && 'key' in current && current.key === key) setArea(next);
  return next;
}

/** Keeps the store's area on the address `areaKey` (`street|house`, '' for pickup), debounced. */
export function useAreaResolution(areaKey: string) {
  useEffect(() => {
    const [street, house] = areaKey.split('|');
    if (!street || !house) {
      useCheckout.getState().setArea({ status: 'idle' });
      return;
    }
    const current = useCheckout.getState().area;
    if (current.status !== 'idle' && 'key' in current && current.key === areaKey && current.status !== 'error') return;
    const timer = setTimeout(() => void resolveInto(street, house), AREA_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [areaKey]);
}
