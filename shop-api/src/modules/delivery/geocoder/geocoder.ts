/**
 * Address search behind a small provider interface (issue 47): Visicom's Data API (the default,
 * Ukrainian addresses in uk and ru) or Google's Geocoding API, chosen by environment; the keys stay
 * on the server. The same client runs against the real service or the local stand-in
 * (stand-in.ts): only the injected `fetch` differs.
 */

export type GeocoderLang = 'uk' | 'ru';

/** One address a provider found: `house` is '' for a street without a house number. */
export interface AddressSuggestion {
  street: string;
  house: string;
  /** As shown in the list: street type, street, house, settlement. */
  label: string;
  lat: number;
  lng: number;
}

/** Where to look first (the delivery zones' box), degrees. */
export interface SearchBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * Why a search failed: busy = the provider's rate limit (try again shortly); unavailable = network
 * failure, timeout, 5xx, an answer of the wrong shape, or our own key refused (logged for the
 * operator, shown to the customer as "address search is unavailable").
 */
export type GeocodeFailure = 'busy' | 'unavailable';

export type GeocodeOutcome = { ok: true; suggestions: AddressSuggestion[] } | { ok: false; reason: GeocodeFailure };

export interface GeocodeRequest {
  text: string;
  lang: GeocoderLang;
  /** At most this many suggestions. */
  limit: number;
  bounds?: SearchBounds | null;
}

export interface Geocoder {
  /** The provider, or 'stand-in' for the local one; shown in the start-up log and /api/ready. */
  readonly kind: 'visicom' | 'google' | 'stand-in';
  search(request: GeocodeRequest): Promise<GeocodeOutcome>;
}

/** How long a provider may take before the customer is told the search is unavailable, ms. */
export const GEOCODER_TIMEOUT_MS = 5000;

export interface GeocoderClientOptions {
  key: string;
  fetch: typeof fetch;
  baseUrl?: string;
  timeoutMs?: number;
  /** Failures worth an operator's attention (never with the key or the customer's text). */
  warn?: (message: string) => void;
}

/** GET a provider URL; null on network failure or timeout (warned), else its status and parsed JSON. */
export async function getJson(
  url: string,
  options: GeocoderClientOptions,
  provider: string,
): Promise<{ status: number; json: unknown } | null> {
  const timeoutMs = options.timeoutMs ?? GEOCODER_TIMEOUT_MS;
  const warn = options.warn ?? (() => undefined);
  try {
    const res = await options.fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!res.ok) warn(`${provider}: HTTP ${res.status}${res.status === 401 || res.status === 403 ? ' (key refused)' : ''}`);
    return { status: res.status, json };
  } catch (err) {
    warn(`${provider}: ${(err as Error).name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : 'network failure'}`);
    return null;
  }
}

export const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
export const isCoordinate = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
