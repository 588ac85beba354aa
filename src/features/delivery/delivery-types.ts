/** The delivery page's zones and pickup points as the build sources them (shared by the SVG and the real map). */
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

export interface PickupPointData {
  id: number;
  name: string;
  address: string;
  available: boolean;
  reason: string;
  lat: number;
  lng: number;
}
