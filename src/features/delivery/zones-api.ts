/**
 * The zones and pickup points as the shop API has them now (GET /api/delivery-areas, the zones the
 * server decides by, and GET /api/pickup-points), for checkout's map (issue 47). Kept a few
 * minutes per language, so the map does not ask again each time the address changes.
 */
import type { ApiClient, Decoder } from '../../api-client/client';
import { array, boolean, fail, number, object, string } from '../../api-client/decode';
import type { DeliveryAreaData, PickupPointData } from './delivery-types';
import type { LatLng } from './map-projection';

export interface ZonesData {
  areas: DeliveryAreaData[];
  pickupPoints: PickupPointData[];
}

const pair: Decoder<LatLng> = (v) => (Array.isArray(v) && v.length === 2 ? [number(v[0]), number(v[1])] : fail('pair'));
const decodeAreas: Decoder<DeliveryAreaData[]> = array(
  object<Required<DeliveryAreaData>>({
    id: number,
    name: string,
    min_sum: number,
    delivery_price: number,
    free_from: number,
    delivery_minutes: number,
    served: boolean,
    color: string,
    polygon: array(pair),
    geometry: object({ coordinates: array(array(pair)) }),
  }),
);
const decodePickupPoints: Decoder<PickupPointData[]> = array(
  object({ id: number, name: string, address: string, available: boolean, reason: string, lat: number, lng: number }),
);

/** How long a language's zones are reused (ms). */
const ZONES_FRESH_MS = 5 * 60_000;

const kept = new Map<string, { at: number; zones: Promise<ZonesData | null> }>();

/** The zones and points in the API's current language (`lang` keys the cache); null when either call failed. */
export function loadZones(api: ApiClient, lang: string, now = Date.now()): Promise<ZonesData | null> {
  const hit = kept.get(lang);
  if (hit && now - hit.at < ZONES_FRESH_MS) return hit.zones;
  const zones = Promise.all([
    api.request('/api/delivery-areas', { decode: decodeAreas, progress: false }),
    api.request('/api/pickup-points', { decode: decodePickupPoints, progress: false }),
  ]).then(([areas, points]) => {
    if (areas.ok && points.ok) return { areas: areas.data, pickupPoints: points.data };
    kept.delete(lang); // asked again next time
    return null;
  });
  kept.set(lang, { at: now, zones });
  return zones;
}

/** Tests: start with nothing kept. */
export function forgetZones() {
  kept.clear();
}
