/**
 * The pickup points the checkout loads, and the submit-time check of the chosen point.
 *
 * A restored draft can hold a chosen point before the list has arrived. The form's rules do not
 * refuse it then (checkout-rules.ts, `pickupProblem` with no list); the submit waits for the list
 * (the button stays busy), loads a failed list once more, and checks the point against it, so an
 * order never goes out for a point the list says is unknown or unavailable.
 */
import type { ApiResult } from '../../api-client/client';
import type { PickupPoint } from './checkout-api';
import { pickupProblem } from './checkout-rules';

export type PickupList = { status: 'loading' } | { status: 'ok'; data: PickupPoint[] } | { status: 'error' };

/** id -> available, or null while the list is not known (loading, or the load failed). */
export function availability(list: PickupList): ReadonlyMap<number, boolean> | null {
  return list.status === 'ok' ? new Map(list.data.map((p) => [p.id, p.available] as const)) : null;
}

export interface PickupLoader {
  /** Starts a load (a reload drops the answer of an older one); resolves with its outcome. */
  load(): Promise<PickupList>;
  /** The outcome of the newest load, waiting for it (and for any reload started meanwhile). */
  settled(): Promise<PickupList>;
}

export function createPickupLoader(
  fetchPoints: () => Promise<ApiResult<PickupPoint[]>>,
  onChange: (list: PickupList) => void,
): PickupLoader {
  let current: Promise<PickupList> | null = null;
  const load = () => {
    onChange({ status: 'loading' });
    const pending: Promise<PickupList> = fetchPoints().then(
      (r): PickupList => (r.ok ? { status: 'ok', data: r.data } : { status: 'error' }),
      (): PickupList => ({ status: 'error' }),
    );
    current = pending;
    void pending.then((list) => {
      if (current === pending) onChange(list);
    });
    return pending;
  };
  const settled = async () => {
    for (;;) {
      const pending = current ?? load();
      const list = await pending;
      if (pending === current) return list;
    }
  };
  return { load, settled };
}

/** What stops the submit: a field error (message key), a notice (message key), or null. */
export type ChosenPickupProblem = { field: string } | { notice: string } | null;

/** Submit-time check of the chosen point: waits for the list, loads a failed one once more. */
export async function chosenPickupProblem(value: string, loader: PickupLoader): Promise<ChosenPickupProblem> {
  // Nothing chosen: no need to wait for the list to say so.
  const none = pickupProblem(value, null);
  if (none) return { field: none };
  let list = await loader.settled();
  if (list.status === 'error') list = await loader.load();
  const points = availability(list);
  if (!points) return { notice: 'checkout_pickup_failed' };
  const key = pickupProblem(value, points);
  return key ? { field: key } : null;
}
