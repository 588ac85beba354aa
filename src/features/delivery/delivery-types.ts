/** The delivery page's zones and pickup points as the build sources them (shared by the SVG and the real map). */
import type { ResponseOf } from '../../api-client/api-types';
import type { LatLng } from './map-projection';

type ApiArea = ResponseOf<'/api/delivery-areas', 'GET'>[number];

export interface DeliveryAreaData {
  id: number;
  name: string;
  min_sum: number; // UAH
  delivery_price: number; // UAH
  free_from: number; // UAH
  delivery_minutes: number;
  served: boolean;
  color: string;
  /** The outline, [lat, lng]. */
  polygon: LatLng[];
  /** The GeoJSON shape ([lng, lat]); its rings after the first are holes the zone does not serve. */
  geometry?: Pick<ApiArea['geometry'], 'coordinates'>;
}

/** A pickup point as GET /api/pickup-points answers it (the build sources the page's list from it). */
export type PickupPointData = ResponseOf<'/api/pickup-points', 'GET'>[number];

/** Where the server located an address (POST /api/delivery/resolve's point), degrees. */
export interface AddressPoint {
  lat: number;
  lng: number;
}

/** A zone's rings as [lat, lng]: the outline, then its holes. */
export function zoneRings(area: DeliveryAreaData): LatLng[][] {
  const holes = (area.geometry?.coordinates ?? []).slice(1).map((ring) => ring.map(([lng, lat]): LatLng => [lat, lng]));
  return [area.polygon, ...holes];
}
