/** The delivery page's zones and pickup points as the build sources them (shared by the SVG and the real map). */
import type { ResponseOf } from '../../api-client/api-types';
import type { LatLng } from './map-projection';

type ApiArea = ResponseOf<'/api/delivery-areas', 'GET'>[number];

/**
 * A zone as the build sources it: sums in UAH, `polygon` the outline as [lat, lng], and the GeoJSON
 * shape ([lng, lat]) whose rings after the first are holes the zone does not serve.
 */
export type DeliveryAreaData = Omit<ApiArea, 'priority' | 'geometry'> & { geometry?: Pick<ApiArea['geometry'], 'coordinates'> };

/** A pickup point as GET /api/pickup-points answers it (the build sources the page's list from it). */
export type PickupPointData = ResponseOf<'/api/pickup-points', 'GET'>[number];

/** Where the server located an address (POST /api/delivery/resolve's point), degrees. */
export type AddressPoint = NonNullable<ResponseOf<'/api/delivery/resolve', 'POST'>['point']>;

/** A zone's rings as [lat, lng]: the outline, then its holes. */
export function zoneRings(area: DeliveryAreaData): LatLng[][] {
  const holes = (area.geometry?.coordinates ?? []).slice(1).map((ring) => ring.map(([lng, lat]): LatLng => [lat, lng]));
  return [area.polygon, ...holes];
}
