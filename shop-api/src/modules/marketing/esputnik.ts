/**
 * eSputnik, the e-mail marketing provider (spec section 7: the contact-subscribe call), behind a
 * small interface: the shop API holds the credentials (ESPUTNIK_USER / ESPUTNIK_API_KEY), the
 * browser never does. The same client talks to the real service or to the local stand-in
 * (stand-in.ts): only the injected `fetch` differs.
 *
 * Protocol (https://docs.esputnik.com, API v1), HTTP Basic authorization user : API key:
 * - POST /api/v1/contact/subscribe {contact:{firstName, channels:[{type:'email', value}]}, groups, formType}
 *   -> 200 {id, isNew}; 400 bad request (e.g. an address it refuses), 401/403 credentials,
 *   429 too many requests, 5xx provider trouble.
 * - POST /api/v1/event {eventTypeKey, keyValue, params:[{name, value}]} -> 200.
 */

export const ESPUTNIK_BASE_URL = 'https://esputnik.com';
/** How long a provider call may take before the visitor gets step 4 (ms). */
export const ESPUTNIK_TIMEOUT_MS = 8000;

export interface EsputnikCredentials {
  user: string;
  apiKey: string;
}

export interface SubscribeRequest {
  firstName: string;
  email: string;
  groups: string[];
  formType: string;
}

/**
 * Why a call failed, as the shop tells the visitor:
 * - rejected: the provider refused this address (400);
 * - busy: too many requests (429), try again in a minute;
 * - unavailable: network failure, timeout, 5xx, an answer of the wrong shape, or our own
 *   credentials refused (401/403: an operator problem, logged, shown as "unavailable").
 */
export type FailureReason = 'rejected' | 'busy' | 'unavailable';

export type SubscribeOutcome =
  { ok: true; id: number; isNew: boolean } | { ok: false; reason: FailureReason; status: number | null };
export type EventOutcome = { ok: true } | { ok: false; reason: FailureReason; status: number | null };

export interface MarketingEvent {
  eventTypeKey: string;
  keyValue: string;
  params: { name: string; value: string }[];
}

/** The provider interface the routes use. */
export interface MarketingProvider {
  /** 'esputnik' (the real service) or 'stand-in' (the local one); shown in the start-up log. */
  readonly kind: 'esputnik' | 'stand-in';
  subscribe(request: SubscribeRequest): Promise<SubscribeOutcome>;
  event(event: MarketingEvent): Promise<EventOutcome>;
}

export interface EsputnikOptions {
  credentials: EsputnikCredentials;
  fetch: typeof fetch;
  baseUrl?: string;
  timeoutMs?: number;
  kind?: MarketingProvider['kind'];
  /** Failures worth an operator's attention (never with credentials or the visitor's address). */
  warn?: (message: string) => void;
}

export function basicAuthorization({ user, apiKey }: EsputnikCredentials): string {
  return `Basic ${Buffer.from(`${user}:${apiKey}`, 'utf8').toString('base64')}`;
}

function reasonOfStatus(status: number): FailureReason {
  if (status === 400) return 'rejected';
  if (status === 429) return 'busy';
  return 'unavailable';
}

export function createEsputnik(options: EsputnikOptions): MarketingProvider {
  const baseUrl = options.baseUrl ?? ESPUTNIK_BASE_URL;
  const timeoutMs = options.timeoutMs ?? ESPUTNIK_TIMEOUT_MS;
  const warn = options.warn ?? (() => undefined);
  const authorization = basicAuthorization(options.credentials);

  async function post(path: string, body: unknown): Promise<{ status: number; json: unknown } | null> {
    try {
      const res = await options.fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      if (!res.ok) {
        const level = res.status === 401 || res.status === 403 ? 'credentials refused' : 'error';
        warn(`eSputnik ${path}: HTTP ${res.status} (${level})`);
      }
      return { status: res.status, json };
    } catch (err) {
      warn(`eSputnik ${path}: ${(err as Error).name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : 'network failure'}`);
      return null;
    }
  }

  return {
    kind: options.kind ?? 'esputnik',
    async subscribe(request) {
      const res = await post('/api/v1/contact/subscribe', {
        contact: { firstName: request.firstName, channels: [{ type: 'email', value: request.email }] },
        groups: request.groups,
        formType: request.formType,
      });
      if (!res) return { ok: false, reason: 'unavailable', status: null };
      if (res.status !== 200) return { ok: false, reason: reasonOfStatus(res.status), status: res.status };
      const answer = res.json as { id?: unknown; isNew?: unknown } | null;
      // Spec section 4: without an id the result is step 4, whatever else came back.
      if (!answer || typeof answer.id !== 'number' || !Number.isInteger(answer.id) || answer.id <= 0) {
        warn('eSputnik /api/v1/contact/subscribe: an answer without a contact id');
        return { ok: false, reason: 'unavailable', status: res.status };
      }
      return { ok: true, id: answer.id, isNew: answer.isNew === true };
    },
    async event(event) {
      const res = await post('/api/v1/event', event);
      if (!res) return { ok: false, reason: 'unavailable', status: null };
      if (res.status < 200 || res.status >= 300) return { ok: false, reason: reasonOfStatus(res.status), status: res.status };
      return { ok: true };
    },
  };
}
