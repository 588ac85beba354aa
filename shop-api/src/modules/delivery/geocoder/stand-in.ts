/**
 * The local stand-in of both geocoders: a `fetch` that answers Visicom's geocode call and Google's
 * exactly in their shapes (paths, the `key` query parameter, GeoJSON features or Google's
 * `status` + `results`, their errors), from the shop's street table (one point per street, so
 * every house of a street is at its point). The clients run unchanged against it. Off under
 * NODE_ENV=production (settings.ts).
 */
import type { GeocoderLang } from './geocoder';

/** The key the stand-in accepts; any other is refused as the real services refuse a wrong key. */
export const STAND_IN_GEOCODER_KEY = 'stand-in-geocoder-key';

/** A street of the stand-in's table, named in the asked language; degrees. */
export interface StandInStreet {
  name: string;
  lat: number;
  lng: number;
}

/** Streets whose name holds `text` (either language), named in `lang`, at most `limit`. */
export type StandInStreetLookup = (text: string, lang: GeocoderLang, limit: number) => StandInStreet[];

/** The demo restaurant's city, as the providers name the settlement. */
const SETTLEMENT: Record<GeocoderLang, string> = { uk: 'Одеса', ru: 'Одесса' };
const COUNTRY: Record<GeocoderLang, string> = { uk: 'Україна', ru: 'Украина' };

/** 'Дерибасівська 5', 'вул. Дерибасівська, 12а', '3/5', '1-Б' -> street text and house number ('' without one). */
export function splitHouse(text: string): { street: string; house: string } {
  const m = /^(.*?)[\s,]+(\d+\p{L}?(?:[/-](?:\d+\p{L}?|\p{L}))?)\s*$/u.exec(text.trim());
  return m && m[1].trim() ? { street: m[1].trim(), house: m[2] } : { street: text.trim(), house: '' };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function visicom(url: URL, findStreets: StandInStreetLookup): Response {
  const m = /^\/data-api\/5\.0\/(uk|ru|en)\/geocode\.json$/.exec(url.pathname);
  if (!m) return json(404, { message: 'Not found' });
  if (url.searchParams.get('key') !== STAND_IN_GEOCODER_KEY) return json(403, { message: 'Access denied: invalid key' });
  const text = url.searchParams.get('text') ?? '';
  if (!text.trim()) return json(400, { message: 'Parameter text is required' });
  const lang: GeocoderLang = m[1] === 'ru' ? 'ru' : 'uk';
  const limit = Math.min(Math.max(Number(url.searchParams.get('limit')) || 10, 1), 50);
  const { street, house } = splitHouse(text);
  const features = findStreets(street, lang, limit).map((s, i) => ({
    type: 'Feature',
    id: `${house ? 'ADR' : 'STR'}STANDIN${i}`,
    properties: house
      ? {
          name: house,
          categories: 'adr_address',
          lang,
          street: s.name,
          street_type: lang === 'uk' ? 'вул.' : 'ул.',
          settlement: SETTLEMENT[lang],
        }
      : { name: s.name, categories: 'adr_street', lang, type: lang === 'uk' ? 'вул.' : 'ул.', settlement: SETTLEMENT[lang] },
    bbox: [s.lng, s.lat, s.lng, s.lat],
    geo_centroid: { type: 'Point', coordinates: [s.lng, s.lat] },
  }));
  if (features.length === 0) return json(200, {});
  if (features.length === 1) return json(200, features[0]);
  return json(200, { type: 'FeatureCollection', features });
}

function google(url: URL, findStreets: StandInStreetLookup): Response {
  if (url.pathname !== '/maps/api/geocode/json') return json(404, { error_message: 'Not found' });
  if (url.searchParams.get('key') !== STAND_IN_GEOCODER_KEY)
    return json(200, { results: [], status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' });
  const address = url.searchParams.get('address') ?? '';
  if (!address.trim())
    return json(200, {
      results: [],
      status: 'INVALID_REQUEST',
      error_message: 'Invalid request. Missing the address parameter.',
    });
  const lang: GeocoderLang = url.searchParams.get('language') === 'ru' ? 'ru' : 'uk';
  const { street, house } = splitHouse(address);
  const results = findStreets(street, lang, 10).map((s, i) => ({
    address_components: [
      ...(house ? [{ long_name: house, short_name: house, types: ['street_number'] }] : []),
      { long_name: s.name, short_name: s.name, types: ['route'] },
      { long_name: SETTLEMENT[lang], short_name: SETTLEMENT[lang], types: ['locality', 'political'] },
      { long_name: COUNTRY[lang], short_name: 'UA', types: ['country', 'political'] },
    ],
    formatted_address: [s.name, house, SETTLEMENT[lang], COUNTRY[lang]].filter(Boolean).join(', '),
    geometry: { location: { lat: s.lat, lng: s.lng }, location_type: house ? 'ROOFTOP' : 'GEOMETRIC_CENTER' },
    place_id: `stand-in-${i}`,
    types: [house ? 'street_address' : 'route'],
  }));
  return json(200, { results, status: results.length ? 'OK' : 'ZERO_RESULTS' });
}

export function geocoderStandIn(findStreets: StandInStreetLookup): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if ((init?.method ?? 'GET') !== 'GET') return json(405, { message: 'Method not allowed' });
    if (url.pathname.startsWith('/data-api/')) return visicom(url, findStreets);
    return google(url, findStreets);
  };
}
