/**
 * Visicom Data API (https://api.visicom.ua/docs), geocoding, version 5.0:
 * `GET /data-api/5.0/{lang}/geocode.json?text=...&categories=adr_address,adr_street&limit=N&key=KEY`
 * (`lang` uk | ru | en; optional `near=lng,lat&radius=metres` to prefer a place). The key is a query
 * parameter. The answer is GeoJSON: a FeatureCollection when several objects match, one Feature
 * when one does, `{}` when none. A Feature has `geo_centroid` (a Point, `[lng, lat]`) and
 * `properties`: for `adr_address` the house number as `name` with `street`, `street_type`,
 * `settlement`; for `adr_street` the street as `name` with `type` and `settlement`.
 * Errors are HTTP statuses: 401/403 for a missing or refused key, 429 over the plan's rate, 5xx.
 */
import {
  getJson,
  isCoordinate,
  isObject,
  type AddressSuggestion,
  type Geocoder,
  type GeocoderClientOptions,
  type GeocodeRequest,
} from './geocoder';

export const VISICOM_BASE_URL = 'https://api.visicom.ua';

/** Half the box's diagonal, metres (1 degree of latitude is about 111 km): the `radius` around its centre. */
function nearParams(bounds: NonNullable<GeocodeRequest['bounds']>): Record<string, string> {
  const lat = (bounds.south + bounds.north) / 2;
  const lng = (bounds.west + bounds.east) / 2;
  const dLat = (bounds.north - bounds.south) * 111_000;
  const dLng = (bounds.east - bounds.west) * 111_000 * Math.cos((lat * Math.PI) / 180);
  return { near: `${lng.toFixed(6)},${lat.toFixed(6)}`, radius: String(Math.ceil(Math.hypot(dLat, dLng) / 2)) };
}

/** A Visicom feature as a suggestion; null for other categories or a malformed one. */
export function visicomSuggestion(feature: unknown): AddressSuggestion | null {
  if (!isObject(feature) || !isObject(feature.properties) || !isObject(feature.geo_centroid)) return null;
  const p = feature.properties;
  const coordinates = feature.geo_centroid.coordinates;
  if (!Array.isArray(coordinates) || !isCoordinate(coordinates[0]) || !isCoordinate(coordinates[1])) return null;
  const [lng, lat] = coordinates;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const settlement = text(p.settlement);
  if (p.categories === 'adr_address' && text(p.street) && text(p.name)) {
    const street = text(p.street);
    const house = text(p.name);
    const label = [`${text(p.street_type)} ${street}`.trim(), house, settlement].filter(Boolean).join(', ');
    return { street, house, label, lat, lng };
  }
  if (p.categories === 'adr_street' && text(p.name)) {
    const street = text(p.name);
    return { street, house: '', label: [`${text(p.type)} ${street}`.trim(), settlement].filter(Boolean).join(', '), lat, lng };
  }
  return null;
}

export function createVisicomGeocoder(options: GeocoderClientOptions & { kind?: Geocoder['kind'] }): Geocoder {
  const baseUrl = options.baseUrl ?? VISICOM_BASE_URL;
  return {
    kind: options.kind ?? 'visicom',
    async search({ text, lang, limit, bounds }) {
      const query = new URLSearchParams({
        text,
        categories: 'adr_address,adr_street',
        limit: String(limit),
        ...(bounds ? nearParams(bounds) : {}),
        key: options.key,
      });
      const res = await getJson(`${baseUrl}/data-api/5.0/${lang}/geocode.json?${query}`, options, 'Visicom geocode');
      if (!res) return { ok: false, reason: 'unavailable' };
      if (res.status === 429) return { ok: false, reason: 'busy' };
      if (res.status !== 200 || !isObject(res.json)) return { ok: false, reason: 'unavailable' };
      const answer = res.json;
      const features = answer.type === 'FeatureCollection' ? answer.features : answer.type === 'Feature' ? [answer] : [];
      if (!Array.isArray(features)) return { ok: false, reason: 'unavailable' };
      const suggestions = features.map(visicomSuggestion).filter((s): s is AddressSuggestion => s !== null);
      return { ok: true, suggestions: suggestions.slice(0, limit) };
    },
  };
}
