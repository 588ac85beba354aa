/**
 * Poster's web API as a POS provider (https://dev.joinposter.com/docs/v3): methods as paths
 * (`/api/incomingOrders.createIncomingOrder`), the account's token as the `token` query parameter,
 * answers `{response: ...}` or `{error: {code, message}}`. The token is never logged.
 */
import type { PosCall, PosOrder, PosOrderRequest, PosProvider, PosStatus } from './provider';
import type { PosterSettings } from './settings';

/** Longest wait for Poster, ms: then the outcome is uncertain and the retry looks the order up first. */
export const POSTER_TIMEOUT_MS = 8_000;

/** Poster's incoming order statuses: 0 new, 1 accepted, 7 cancelled. */
export function posterStatus(code: unknown): PosStatus {
  const n = Number(code);
  return n === 1 ? 'accepted' : n === 7 ? 'cancelled' : 'new';
}

/** 'Y-m-d H:i:s' in Kyiv time, as Poster's date filters take it. */
export function posterDateTime(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Kyiv',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const p = (type: string) => parts.find((x) => x.type === type)?.value ?? '00';
  return `${p('year')}-${p('month')}-${p('day')} ${p('hour')}:${p('minute')}:${p('second')}`;
}

type Answer = { response?: unknown; error?: { code?: unknown; message?: unknown } };

export interface PosterClient extends PosProvider {
  /** A raw API call (the menu import reads `menu.*` with it). */
  call(method: string, query?: Record<string, string>, body?: unknown): Promise<PosCall<unknown>>;
}

export function createPosterClient(settings: PosterSettings, fetchFn: typeof fetch): PosterClient {
  async function call(method: string, query: Record<string, string> = {}, body?: unknown): Promise<PosCall<unknown>> {
    const url = new URL(`${settings.apiUrl}/${method}`);
    url.searchParams.set('token', settings.token);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    let res: Response;
    try {
      res = await fetchFn(url.toString(), {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(POSTER_TIMEOUT_MS),
      });
    } catch (err) {
      return { ok: false, error: `${method}: no answer (${(err as Error).name})`, uncertain: true };
    }
    if (!res.ok) return { ok: false, error: `${method}: HTTP ${res.status}`, uncertain: res.status >= 500 };
    let answer: Answer;
    try {
      answer = (await res.json()) as Answer;
    } catch {
      return { ok: false, error: `${method}: not JSON`, uncertain: true };
    }
    if (answer.error)
      return {
        ok: false,
        error: `${method}: Poster error ${String(answer.error.code)} ${String(answer.error.message)}`,
        uncertain: false,
      };
    if (answer.response === undefined) return { ok: false, error: `${method}: no response`, uncertain: true };
    return { ok: true, value: answer.response };
  }

  const asOrder = (raw: unknown): PosOrder => {
    const o = raw as { incoming_order_id: unknown; status: unknown; comment: unknown };
    return { posOrderId: String(o.incoming_order_id), status: posterStatus(o.status), comment: String(o.comment ?? '') };
  };
  const mapped = <T>(result: PosCall<unknown>, map: (v: unknown) => T): PosCall<T> =>
    result.ok ? { ok: true, value: map(result.value) } : result;

  return {
    name: 'poster',
    call,
    async createOrder(request: PosOrderRequest) {
      const body = {
        spot_id: settings.spotId,
        phone: request.phone,
        first_name: request.firstName,
        ...(request.address ? { address: request.address } : {}),
        comment: request.comment,
        products: request.lines.map((line) => ({
          product_id: Number(line.posProductId),
          count: line.count,
          price: line.priceKopecks,
          ...(line.modifications.length
            ? { modification: JSON.stringify(line.modifications.map((m) => ({ m: Number(m.posModificationId), a: m.count }))) }
            : {}),
        })),
        // Poster: send `payment` only when it was paid in advance.
        ...(request.prepaid ? { payment: { type: 1, sum: request.prepaid.sumKopecks, currency: 'UAH' } } : {}),
      };
      return mapped(await call('incomingOrders.createIncomingOrder', {}, body), asOrder);
    },
    async getOrder(posOrderId) {
      return mapped(await call('incomingOrders.getIncomingOrder', { incoming_order_id: posOrderId }), asOrder);
    },
    async getDish(posId) {
      const result = await call('menu.getProduct', { product_id: posId });
      // Poster answers an unknown id with an empty response.
      if (!result.ok) return result;
      if (!result.value || typeof result.value !== 'object' || Array.isArray(result.value)) return { ok: true, value: null };
      const raw = result.value as { hidden?: unknown; spots?: { spot_id: unknown; price: unknown; visible: unknown }[] };
      const spot = (raw.spots ?? []).find((s) => Number(s.spot_id) === settings.spotId);
      if (!spot) return { ok: true, value: { posId, priceKopecks: 0, visible: false } };
      return {
        ok: true,
        value: {
          posId,
          priceKopecks: Number(spot.price),
          visible: String(spot.visible) === '1' && String(raw.hidden ?? '0') !== '1',
        },
      };
    },
    async findOrder(marker, since) {
      const result = await call('incomingOrders.getOwnIncomingOrders', { date_from: posterDateTime(since) });
      return mapped(result, (list) => {
        const found = (Array.isArray(list) ? list : [])
          .map(asOrder)
          .find((o) => o.comment.startsWith(`${marker};`) || o.comment === marker);
        return found ?? null;
      });
    },
  };
}
