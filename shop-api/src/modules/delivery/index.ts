/**
 * The delivery module's public API: other modules import only this file. For now it holds the
 * pure zone rules (issue 47) and the zone's schema; it has no routes or tables of its own yet, so
 * no module.ts.
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
