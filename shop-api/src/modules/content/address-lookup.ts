/**
 * Addresses through the configured geocoder (delivery's providers; the street table as the
 * stand-in's data), and an address's delivery zone decided from the point the server located it
 * at: the client's point is never asked for.
 */
import type Database from 'better-sqlite3';
import type { AppContext } from '../../context';
import type { Lang } from '../../http/lang';
import { createGeocoder, type GeocodeOutcome, type Geocoder } from '../delivery';
import {
  deliveryAreaAt,
  nearestPickupPoint,
  normaliseStreet,
  standInStreets,
  zonesBounds,
  type DeliveryArea,
  type GeoPoint,
  type NearestPickup,
} from './queries';

const geocoders = new WeakMap<AppContext, Geocoder>();

/** The app's geocoder, made once (the content routes make it first, with the app's log for provider failures). */
export function geocoderOf(ctx: AppContext, warn?: (message: string) => void): Geocoder {
  let geocoder = geocoders.get(ctx);
  if (!geocoder) {
    geocoder = createGeocoder(ctx.config.geocoder, {
      fetch: ctx.fetch,
      streets: (text, lang, limit) => standInStreets(ctx.db, text, lang, limit),
      warn,
    });
    geocoders.set(ctx, geocoder);
  }
  return geocoder;
}

/** At most this many suggestions for the autocomplete. */
export const ADDRESS_SUGGESTIONS = 7;

/** Autocomplete: addresses for a typed street (and house), preferring those around the zones. */
export function searchAddresses(db: Database.Database, geocoder: Geocoder, text: string, lang: Lang): Promise<GeocodeOutcome> {
  return geocoder.search({ text, lang, limit: ADDRESS_SUGGESTIONS, bounds: zonesBounds(db) });
}

export type LocateOutcome = { ok: true; point: GeoPoint | null } | { ok: false; reason: 'busy' | 'unavailable' };

/**
 * Where a street and house are: the provider's suggestion for that very street (names compared
 * without case or street-type words), else its first suggestion for such a house; null when it
 * knows no such address.
 */
export async function locateAddress(
  db: Database.Database,
  geocoder: Geocoder,
  street: string,
  house: string,
  lang: Lang,
): Promise<LocateOutcome> {
  const found = await geocoder.search({ text: `${street.trim()} ${house.trim()}`, lang, limit: 5, bounds: zonesBounds(db) });
  if (!found.ok) return found;
  const wanted = normaliseStreet(street);
  const best = found.suggestions.find((s) => normaliseStreet(s.street) === wanted) ?? found.suggestions[0];
  return { ok: true, point: best ? { lat: best.lat, lng: best.lng } : null };
}

export type ResolveOutcome =
  | {
      ok: true;
      area: DeliveryArea | null;
      streetKnown: boolean;
      point: GeoPoint | null;
      /** For an address located outside every zone: the open pickup point closest to it. */
      nearestPickup: NearestPickup | null;
    }
  | { ok: false; reason: 'busy' | 'unavailable' };

/**
 * An address's delivery zone: located (locateAddress), then the zone rules over the stored zones
 * (deliveryAreaAt). An address in a not-served zone returns that zone with served=false; a known
 * address outside every zone returns area null and the nearest open pickup point; streetKnown
 * false when it could not be located.
 */
export async function resolveDeliveryArea(
  db: Database.Database,
  geocoder: Geocoder,
  street: string,
  house: string,
  lang: Lang,
): Promise<ResolveOutcome> {
  const located = await locateAddress(db, geocoder, street, house, lang);
  if (!located.ok) return located;
  if (!located.point) return { ok: true, area: null, streetKnown: false, point: null, nearestPickup: null };
  const area = deliveryAreaAt(db, located.point, lang);
  const nearestPickup = area ? null : nearestPickupPoint(db, located.point, lang);
  return { ok: true, area, streetKnown: true, point: located.point, nearestPickup };
}
