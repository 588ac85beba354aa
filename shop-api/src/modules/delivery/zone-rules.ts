/**
 * Delivery zones as GeoJSON polygons and the pure decision of which zone serves a point.
 *
 * Coordinates are GeoJSON's `[longitude, latitude]` in degrees (RFC 7946), planar: a city's zones
 * span a few kilometres, where treating degrees as a plane moves a border by far less than a house.
 */

/** `[longitude, latitude]`, degrees. */
export type Position = [number, number];

/** A closed ring: the first and last positions are equal, at least 4 positions. */
export type LinearRing = Position[];

/** GeoJSON Polygon: `coordinates[0]` is the outer ring, the rest are holes cut out of it. */
export interface ZonePolygon {
  type: 'Polygon';
  coordinates: LinearRing[];
}

export interface DeliveryZone {
  id: number;
  /** Where zones overlap, the higher priority serves the point; equal priorities: the lower id. */
  priority: number;
  /** Switched-off zones serve nobody. */
  active: boolean;
  /** Smallest order subtotal delivered to this zone, UAH. */
  minSum: number;
  /** Delivery price below `freeFrom`, UAH. */
  deliveryPrice: number;
  /** Subtotal from which delivery is free, UAH. */
  freeFrom: number;
  /** Promised delivery time, minutes. */
  deliveryMinutes: number;
  geometry: ZonePolygon;
}

/**
 * How far from a border (degrees, about 0.1 mm) a point still counts as on it: absorbs the
 * rounding of the cross product, so a point typed exactly on a diagonal border is not decided
 * by floating-point noise.
 */
const BORDER_TOLERANCE_DEG = 1e-9;

/** Beyond this a ring is refused: the self-crossing check is quadratic in the positions. */
export const MAX_RING_POSITIONS = 1000;

type Side = 'inside' | 'border' | 'outside';

/** Twice the signed area of triangle a-b-c: > 0 when c is left of a→b, 0 when collinear. */
function cross(a: Position, b: Position, c: Position): number {
  return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
}

/** c lies within the bounding box of segment a-b (used once c is known to be collinear). */
function withinBox(a: Position, b: Position, c: Position): boolean {
  return (
    Math.min(a[0], b[0]) - BORDER_TOLERANCE_DEG <= c[0] &&
    c[0] <= Math.max(a[0], b[0]) + BORDER_TOLERANCE_DEG &&
    Math.min(a[1], b[1]) - BORDER_TOLERANCE_DEG <= c[1] &&
    c[1] <= Math.max(a[1], b[1]) + BORDER_TOLERANCE_DEG
  );
}

function onSegment(a: Position, b: Position, p: Position): boolean {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (length === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]) <= BORDER_TOLERANCE_DEG;
  return Math.abs(cross(a, b, p)) / length <= BORDER_TOLERANCE_DEG && withinBox(a, b, p);
}

/** Where a point lies against one closed ring: on a border first, else even-odd ray casting. */
export function sideOfRing(point: Position, ring: LinearRing): Side {
  for (let i = 0; i + 1 < ring.length; i++) if (onSegment(ring[i], ring[i + 1], point)) return 'border';
  const [x, y] = point;
  let inside = false;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[i + 1];
    // Half-open in latitude, so a ray through a vertex counts the two edges meeting there once.
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside ? 'inside' : 'outside';
}

/**
 * A point is in a polygon when it is inside or on the outer ring and not strictly inside a hole.
 * Borders count as inside, the outer ring's and a hole's alike: a house on the line between two
 * zones is served (by the zone of higher priority), never refused by rounding.
 */
export function pointInZonePolygon(point: Position, polygon: ZonePolygon): boolean {
  const [outer, ...holes] = polygon.coordinates;
  if (!outer || sideOfRing(point, outer) === 'outside') return false;
  return holes.every((hole) => sideOfRing(point, hole) !== 'inside');
}

/** Higher priority first, then the lower id (the older zone): a fixed order for overlaps. */
function servesBefore(a: DeliveryZone, b: DeliveryZone): number {
  return b.priority - a.priority || a.id - b.id;
}

/** The active zone that serves the point, or null when it is outside every active zone. */
export function decideZone<Z extends DeliveryZone>(point: Position, zones: readonly Z[]): Z | null {
  const candidates = zones.filter((z) => z.active && pointInZonePolygon(point, z.geometry));
  return candidates.sort(servesBefore)[0] ?? null;
}

export type ZonePolygonError =
  | 'zone_polygon_empty'
  | 'zone_position_invalid'
  | 'zone_ring_too_few_positions'
  | 'zone_ring_too_many_positions'
  | 'zone_ring_not_closed'
  | 'zone_ring_self_intersecting';

export type ZonePolygonCheck = { ok: true } | { ok: false; error: ZonePolygonError; ring: number };

const isPosition = (p: unknown): p is Position =>
  Array.isArray(p) &&
  p.length === 2 &&
  Number.isFinite(p[0]) &&
  Number.isFinite(p[1]) &&
  Math.abs(p[0]) <= 180 &&
  Math.abs(p[1]) <= 90;

/** Two segments share any point (crossing, touching or overlapping). */
function segmentsMeet(a: Position, b: Position, c: Position, d: Position): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return onSegment(c, d, a) || onSegment(c, d, b) || onSegment(a, b, c) || onSegment(a, b, d);
}

/**
 * A ring crosses or touches itself: two non-neighbouring edges meet anywhere, or two neighbouring
 * edges fold back over each other (more than their shared vertex in common), or an edge has no
 * length (a repeated position).
 */
function selfIntersects(ring: LinearRing): boolean {
  const edges = ring.length - 1;
  for (let i = 0; i < edges; i++) {
    const [a, b] = [ring[i], ring[i + 1]];
    if (a[0] === b[0] && a[1] === b[1]) return true;
    for (let j = i + 1; j < edges; j++) {
      const [c, d] = [ring[j], ring[j + 1]];
      const nextToEachOther = j === i + 1 || (i === 0 && j === edges - 1);
      if (!nextToEachOther) {
        if (segmentsMeet(a, b, c, d)) return true;
      } else if (j === i + 1 ? onSegment(a, b, d) || onSegment(c, d, a) : onSegment(a, b, c) || onSegment(c, d, b)) {
        return true; // the far end of one edge lies on the other: the ring doubles back
      }
    }
  }
  return false;
}

/**
 * Checks a polygon before it is stored: every ring closed (first position equals the last), at
 * least 4 positions (a triangle), at most MAX_RING_POSITIONS, valid `[lon, lat]` numbers, and no
 * ring crossing or touching itself. The first problem found is returned with its ring's index
 * (0 = outer).
 */
export function validateZonePolygon(polygon: ZonePolygon): ZonePolygonCheck {
  if (!Array.isArray(polygon.coordinates) || polygon.coordinates.length === 0)
    return { ok: false, error: 'zone_polygon_empty', ring: 0 };
  for (const [index, ring] of polygon.coordinates.entries()) {
    const fail = (error: ZonePolygonError): ZonePolygonCheck => ({ ok: false, error, ring: index });
    if (!Array.isArray(ring) || !ring.every(isPosition)) return fail('zone_position_invalid');
    if (ring.length < 4) return fail('zone_ring_too_few_positions');
    if (ring.length > MAX_RING_POSITIONS) return fail('zone_ring_too_many_positions');
    const [first, last] = [ring[0], ring[ring.length - 1]];
    if (first[0] !== last[0] || first[1] !== last[1]) return fail('zone_ring_not_closed');
    if (selfIntersects(ring)) return fail('zone_ring_self_intersecting');
  }
  return { ok: true };
}
