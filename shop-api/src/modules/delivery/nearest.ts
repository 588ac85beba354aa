/** Distances on the Earth for "the nearest pickup point" (issue 47). */

/** Mean Earth radius, km. */
const EARTH_RADIUS_KM = 6371.0088;

export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle distance between two points (haversine), km. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The candidate closest to `from` with its distance (km, rounded to 0.1); ties: the first listed. Null when none. */
export function nearestTo<T extends LatLng>(from: LatLng, candidates: readonly T[]): { item: T; distanceKm: number } | null {
  let best: { item: T; distanceKm: number } | null = null;
  for (const item of candidates) {
    const d = distanceKm(from, item);
    if (!best || d < best.distanceKm) best = { item, distanceKm: d };
  }
  return best && { item: best.item, distanceKm: Math.round(best.distanceKm * 10) / 10 };
}
