/**
 * Google Geocoding API (https://developers.google.com/maps/documentation/geocoding/requests-geocoding):
 * `GET /maps/api/geocode/json?address=...&language=uk|ru&region=ua&key=KEY` (optional
 * `bounds=south,west|north,east` to prefer a box). The key is a query parameter. The answer is
 * HTTP 200 with `status`: OK (`results[]` with `formatted_address`, `geometry.location {lat, lng}`,
 * `address_components[]` of `long_name` and `types` such as `route` and `street_number`),
 * ZERO_RESULTS, OVER_QUERY_LIMIT / OVER_DAILY_LIMIT, REQUEST_DENIED (the key), INVALID_REQUEST,
 * UNKNOWN_ERROR (worth a retry), with `error_message` on errors.
 */
import { getJson, isCoordinate, isObject, type AddressSuggestion, type Geocoder, type GeocoderClientOptions } from './geocoder';

export const GOOGLE_GEOCODING_BASE_URL = 'https://maps.googleapis.com';

/** A Google result as a suggestion: it needs a street (`route`); null otherwise. */
export function googleSuggestion(result: unknown): AddressSuggestion | null {
  if (!isObject(result) || !isObject(result.geometry) || !isObject(result.geometry.location)) return null;
  const { lat, lng } = result.geometry.location;
  if (!isCoordinate(lat) || !isCoordinate(lng) || !Array.isArray(result.address_components)) return null;
  const component = (type: string) => {
    const found = (result.address_components as unknown[]).find(
      (c) => isObject(c) && Array.isArray(c.types) && c.types.includes(type) && typeof c.long_name === 'string',
    ) as { long_name: string } | undefined;
    return found?.long_name ?? '';
  };
  const street = component('route');
  if (!street) return null;
  const label = typeof result.formatted_address === 'string' ? result.formatted_address : street;
  return { street, house: component('street_number'), label, lat, lng };
}

export function createGoogleGeocoder(options: GeocoderClientOptions & { kind?: Geocoder['kind'] }): Geocoder {
  const baseUrl = options.baseUrl ?? GOOGLE_GEOCODING_BASE_URL;
  const warn = options.warn ?? (() => undefined);
  return {
    kind: options.kind ?? 'google',
    async search({ text, lang, limit, bounds }) {
      const query = new URLSearchParams({
        address: text,
        language: lang,
        region: 'ua',
        ...(bounds ? { bounds: `${bounds.south},${bounds.west}|${bounds.north},${bounds.east}` } : {}),
        key: options.key,
      });
      const res = await getJson(`${baseUrl}/maps/api/geocode/json?${query}`, options, 'Google geocode');
      if (!res) return { ok: false, reason: 'unavailable' };
      if (res.status !== 200 || !isObject(res.json)) return { ok: false, reason: res.status === 429 ? 'busy' : 'unavailable' };
      const { status, results } = res.json;
      if (status === 'ZERO_RESULTS') return { ok: true, suggestions: [] };
      if (status === 'OVER_QUERY_LIMIT') return { ok: false, reason: 'busy' };
      if (status !== 'OK' || !Array.isArray(results)) {
        warn(`Google geocode: ${typeof status === 'string' ? status : 'an answer without a status'}`);
        return { ok: false, reason: 'unavailable' };
      }
      const suggestions = results.map(googleSuggestion).filter((s): s is AddressSuggestion => s !== null);
      return { ok: true, suggestions: suggestions.slice(0, limit) };
    },
  };
}
