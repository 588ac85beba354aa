/**
 * Editing a zone's outline (issue 47), as pure steps over its points. GeoJSON order: a point is
 * `[lng, lat]` in degrees; the outline is kept open here (the first point not repeated at the
 * end) and closed again for the API, whose rules (closed, not crossing itself) decide on saving.
 */
import type { ApiError } from '../../api-client/client';
import type { DeskZone } from './desk-api';

export type Point = [number, number];
type Polygon = DeskZone['geometry'];

/** A triangle is the least an outline can be. */
export const MIN_POINTS = 3;

/** The outer ring's points without the closing repeat. */
export function outlineOf(geometry: Polygon): Point[] {
  const ring = (geometry.coordinates[0] ?? []).map(([lng, lat]) => [lng, lat] as Point);
  const [first, last] = [ring[0], ring[ring.length - 1]];
  return ring.length > 1 && first[0] === last[0] && first[1] === last[1] ? ring.slice(0, -1) : ring;
}

/** The polygon with its outer ring replaced by `outline` (closed again); its holes kept. */
export function withOutline(geometry: Polygon, outline: Point[]): Polygon {
  const ring = outline.length ? [...outline, outline[0]] : [];
  return { ...geometry, coordinates: [ring, ...geometry.coordinates.slice(1)] };
}

export function movePoint(outline: Point[], index: number, to: Point): Point[] {
  return outline.map((p, i) => (i === index ? to : p));
}

/** Without point `index`, unless that would leave less than a triangle. */
export function removePoint(outline: Point[], index: number): Point[] {
  return outline.length <= MIN_POINTS ? outline : outline.filter((_, i) => i !== index);
}

/** A new point halfway along the side from point `index` to the next. */
export function splitSide(outline: Point[], index: number): Point[] {
  const a = outline[index];
  const b = outline[(index + 1) % outline.length];
  const middle: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  return [...outline.slice(0, index + 1), middle, ...outline.slice(index + 1)];
}

/** Squared distance from `p` to the segment a-b (plane approximation: fine at a city's scale). */
function distanceToSide(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length));
  const [x, y] = [a[0] + t * dx - p[0], a[1] + t * dy - p[1]];
  return x * x + y * y;
}

/** `p` added into the side it is nearest to (a click on the map beside the outline). */
export function insertNearest(outline: Point[], p: Point): Point[] {
  if (outline.length < 2) return [...outline, p];
  let best = 0;
  let bestDistance = Infinity;
  outline.forEach((a, i) => {
    const d = distanceToSide(p, a, outline[(i + 1) % outline.length]);
    if (d < bestDistance) [best, bestDistance] = [i, d];
  });
  return [...outline.slice(0, best + 1), p, ...outline.slice(best + 1)];
}

/** Degrees as the list shows them: 6 decimals at most (about 0.1 m), without a float's noise. */
export function formatDegrees(value: number): string {
  return String(Number(value.toFixed(6)));
}

/** Degrees typed by staff (comma or dot), or null when not a number in range. */
export function parseDegrees(text: string, limit: 90 | 180): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/** Where a new zone's square goes when there is no zone yet: the demo city's centre (Odesa), [lng, lat]. */
const CITY_CENTRE: Point = [30.7326, 46.4825];
/** Half the side of a new zone's square, degrees (about 700 m north-south). */
const STARTER_HALF_SIDE = 0.00625;

/** A new zone's first outline: a small square at the middle of the existing zones (to be reshaped). */
export function starterOutline(outlines: Point[][]): Point[] {
  const all = outlines.flat();
  const middle = (axis: 0 | 1) => (Math.min(...all.map((p) => p[axis])) + Math.max(...all.map((p) => p[axis]))) / 2;
  const [lng, lat] = all.length ? [middle(0), middle(1)] : CITY_CENTRE;
  const d = STARTER_HALF_SIDE;
  const round = (n: number) => Number(n.toFixed(6));
  return [
    [round(lng - d), round(lat - d)],
    [round(lng + d), round(lat - d)],
    [round(lng + d), round(lat + d)],
    [round(lng - d), round(lat + d)],
  ];
}

/**
 * The message key for a zone the API would not save: its first field message (the outline crosses
 * itself, a price is negative...), a general "zone invalid" for a rejection without one, and "the
 * action failed, try again" for anything that was not a rejection (network, server).
 */
export function zoneSaveErrorKey(error: ApiError): string {
  if (error.kind !== 'validation') return 'desk_action_failed';
  return Object.values(error.fields ?? {})[0]?.[0] ?? 'desk_zone_invalid';
}
