/**
 * The delivery module's public API: other modules import only this file. It holds the pure zone
 * rules (issue 47), the zone's schema and the geocoder providers; it has no routes or tables of its
 * own, so no module.ts (the content module owns the zones and streets tables and their routes).
 */
export { ZonePolygonSchema } from './schemas';
export {
  decideZone,
  MAX_RING_POSITIONS,
  pointInZonePolygon,
  validateZonePolygon,
  type DeliveryZone,
  type LinearRing,
  type Position,
  type ZonePolygon,
  type ZonePolygonCheck,
  type ZonePolygonError,
} from './zone-rules';
export type { AddressSuggestion, GeocodeOutcome, Geocoder, GeocoderLang, SearchBounds } from './geocoder/geocoder';
export { createGeocoder, readGeocoderSettings, type GeocoderSettings } from './geocoder/settings';
export type { StandInStreet, StandInStreetLookup } from './geocoder/stand-in';
export { distanceKm, nearestTo, type LatLng } from './nearest';
export { isTile, standInTile, TILE_SIZE } from './tiles-stand-in';
