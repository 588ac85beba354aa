/** The delivery page's zones and pickup points as the build sources them (shared by the SVG and the real map). */
import type { ResponseOf } from '../../api-client/api-types';
import type { LatLng } from './map-projection';

export interface DeliveryAreaData {
  id: number;
  name: string;
  min_sum: number; // UAH
  delivery_price: number; // UAH
  free_from: number; // UAH
  delivery_minutes: number;
  served: boolean;
  color: string;
  polygon: LatLng[];
}

/** A pickup point as GET /api/pickup-points answers it (the build sources the page's list from it). */
export type PickupPointData = ResponseOf<'/api/pickup-points', 'GET'>[number];
