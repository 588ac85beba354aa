import type { Geocoder } from './geocoder';
import { createGoogleGeocoder } from './google';
import { geocoderStandIn, STAND_IN_GEOCODER_KEY, type StandInStreetLookup } from './stand-in';
import { createVisicomGeocoder } from './visicom';

/** Which geocoder, and its key; `key` null = the local stand-in (development only). */
export interface GeocoderSettings {
  provider: 'visicom' | 'google';
  key: string | null;
}

const KEY_VARIABLE = { visicom: 'VISICOM_API_KEY', google: 'GOOGLE_GEOCODING_API_KEY' } as const;

/**
 * SHOP_API_GEOCODER = visicom (default) | google, and that provider's key (VISICOM_API_KEY or
 * GOOGLE_GEOCODING_API_KEY). Without a key: the stand-in, which NODE_ENV=production refuses with
 * an error naming the variable.
 */
export function readGeocoderSettings(env: NodeJS.ProcessEnv, production: boolean): GeocoderSettings {
  const raw = env.SHOP_API_GEOCODER?.trim() || 'visicom';
  if (raw !== 'visicom' && raw !== 'google') throw new Error(`SHOP_API_GEOCODER must be visicom or google, got "${raw}"`);
  const variable = KEY_VARIABLE[raw];
  const key = env[variable]?.trim() || null;
  if (!key && production)
    throw new Error(
      `${variable} is not set: address search and the delivery zone of an address need the ${raw === 'visicom' ? 'Visicom Data API' : 'Google Geocoding API'} key ` +
        '(shop-api/README.md, "Environment"). The local stand-in is off under NODE_ENV=production.',
    );
  return { provider: raw, key };
}

/** The configured geocoder: the provider with its key, or its stand-in over the street table. */
export function createGeocoder(
  settings: GeocoderSettings,
  options: { fetch: typeof fetch; streets: StandInStreetLookup; warn?: (message: string) => void },
): Geocoder {
  const create = settings.provider === 'google' ? createGoogleGeocoder : createVisicomGeocoder;
  if (settings.key) return create({ key: settings.key, fetch: options.fetch, warn: options.warn });
  return create({ key: STAND_IN_GEOCODER_KEY, fetch: geocoderStandIn(options.streets), warn: options.warn, kind: 'stand-in' });
}
