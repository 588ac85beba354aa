/**
 * monobank acquiring (https://api.monobank.ua/docs/acquiring.html): an invoice is made with
 * `POST /api/merchant/invoice/create` (header X-Token; amounts in kopecks, ccy 980, the basket in
 * `merchantPaymInfo.basketOrder`, `paymentType` debit or hold) and the customer goes to its
 * `pageUrl`. The bank POSTs the invoice's state to `webHookUrl` as JSON signed with ECDSA
 * (SHA-256) in the `X-Sign` header (base64), checked against the key from
 * `GET /api/merchant/pubkey` (base64 of a PEM). Webhooks may come out of order, so each is
 * confirmed with `GET /api/merchant/invoice/status`. A hold is taken with `invoice/finalize` and
 * given back, like a refund, with `invoice/cancel` (an amount and our `extRef`).
 */
import crypto from 'node:crypto';
import type {
  CallbackCheck,
  CheckoutMade,
  CheckoutRequest,
  MoneyCallResult,
  PaymentEvent,
  PaymentProvider,
  PaymentRef,
  StatusAnswer,
} from './provider';

export const MONOBANK_API_URL = 'https://api.monobank.ua';
/** ms before a call counts as unanswered. */
const API_TIMEOUT_MS = 15_000;
/** An invoice can be paid for a day (seconds). */
const INVOICE_VALIDITY_S = 24 * 3600;
const UAH = 980;

/** The bank's public key as it gave it (base64 of a PEM), kept between webhooks. */
export interface PubkeyCache {
  key: string | null;
}

const kopecks = (uah: number) => Math.round(uah * 100);

/** monobank's invoice statuses in the payment rules' words (LiqPay's). */
export function monobankStatus(status: string): string {
  switch (status) {
    case 'hold':
      return 'hold_wait';
    case 'created':
      return 'prepared';
    case 'processing':
      return 'processing';
    case 'success':
    case 'failure':
    case 'reversed':
    case 'expired':
      return status;
    default:
      return `monobank_${status}`;
  }
}

/** Whether `signature` (base64 DER) is the bank's ECDSA-SHA256 of `body` under `pubkeyBase64Pem`. */
export function monobankSignatureValid(pubkeyBase64Pem: string, body: string, signature: string): boolean {
  try {
    const pem = Buffer.from(pubkeyBase64Pem, 'base64').toString('utf8');
    return crypto.verify('sha256', Buffer.from(body, 'utf8'), crypto.createPublicKey(pem), Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** The invoice's state as the status call gave it, in the payment rules' words; null when it lacks an amount. */
function eventOfInvoice(now: Record<string, unknown>, reference: string, invoiceId: string): PaymentEvent | null {
  const status = typeof now.status === 'string' ? now.status : '';
  const amount = status === 'success' && typeof now.finalAmount === 'number' ? now.finalAmount : now.amount;
  if (typeof amount !== 'number') return null;
  return {
    providerOrderId: reference,
    status: monobankStatus(status),
    amount: amount / 100,
    currency: now.ccy === UAH ? 'UAH' : String(now.ccy),
    paymentId: invoiceId,
    action: 'invoice',
    errCode: typeof now.failureReason === 'string' ? now.failureReason : null,
    changedAt: typeof now.modifiedDate === 'string' ? Date.parse(now.modifiedDate) : null,
  };
}

type Answer = { status: number; body: Record<string, unknown> } | MoneyCallResult;
const isResult = (a: Answer): a is MoneyCallResult => 'outcome' in a;

export function createMonobankProvider(
  token: string,
  options: { apiUrl: string; fetch: typeof fetch; pubkeyCache: PubkeyCache },
): PaymentProvider {
  const base = options.apiUrl.replace(/\/+$/, '');

  async function api(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    let res: Response;
    try {
      res = await options.fetch(`${base}${path}`, {
        method,
        headers: { 'X-Token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      return { outcome: timedOut ? 'unknown' : 'retry', detail: timedOut ? 'monobank_timeout' : 'monobank_unreachable' };
    }
    if (res.status >= 500 || res.status === 429) return { outcome: 'retry', detail: `monobank_http_${res.status}` };
    try {
      const json: unknown = await res.json();
      if (json && typeof json === 'object') return { status: res.status, body: json as Record<string, unknown> };
    } catch {
      /* below */
    }
    return { outcome: 'unknown', detail: `monobank_bad_answer_${res.status}` };
  }
  /** A money call's answer: 200 with one of `done` statuses (or none given), else the bank's errCode. */
  const judge = (a: Answer, done: string[]): MoneyCallResult => {
    if (isResult(a)) return a;
    const status = typeof a.body.status === 'string' ? a.body.status : '';
    if (a.status === 200 && (status === '' || done.includes(status))) return { outcome: 'done', detail: status || 'ok' };
    const code = typeof a.body.errCode === 'string' ? a.body.errCode : status || `http_${a.status}`;
    return { outcome: 'refused', detail: `monobank_${code}` };
  };
  const invoiceStatus = async (invoiceId: string) => {
    const a = await api('GET', `/api/merchant/invoice/status?invoiceId=${encodeURIComponent(invoiceId)}`);
    return isResult(a) || a.status !== 200 ? null : a.body;
  };
  const fetchPubkey = async () => {
    const a = await api('GET', '/api/merchant/pubkey');
    const key = !isResult(a) && a.status === 200 && typeof a.body.key === 'string' ? a.body.key : null;
    if (key) options.pubkeyCache.key = key;
    return key;
  };

  return {
    name: 'monobank',
    checkoutOrigin: 'https://pay.mbnk.biz',
    sandbox: false,

    async createCheckout(r: CheckoutRequest): Promise<CheckoutMade> {
      const a = await api('POST', '/api/merchant/invoice/create', {
        amount: kopecks(r.amount),
        ccy: UAH,
        merchantPaymInfo: {
          reference: r.providerOrderId,
          destination: r.description,
          basketOrder: r.basket.map((l) => ({ name: l.name, qty: l.qty, sum: kopecks(l.price), code: l.code })),
        },
        redirectUrl: r.resultUrl,
        webHookUrl: r.serverUrl,
        validity: INVOICE_VALIDITY_S,
        paymentType: r.hold ? 'hold' : 'debit',
      });
      if (isResult(a)) return { ok: false, reason: a.detail ?? 'monobank_error' };
      const { invoiceId, pageUrl } = a.body;
      if (a.status !== 200 || typeof invoiceId !== 'string' || typeof pageUrl !== 'string')
        return { ok: false, reason: `monobank_${typeof a.body.errCode === 'string' ? a.body.errCode : `http_${a.status}`}` };
      return { ok: true, form: { action: pageUrl, method: 'get', data: '', signature: '' }, paymentId: invoiceId };
    },

    async verifyCallback(_body, headers, rawBody): Promise<CallbackCheck> {
      const sign = headers['x-sign'];
      if (typeof sign !== 'string' || !sign || !rawBody) return { ok: false, status: 400, reason: 'callback_fields_missing' };
      let valid = !!options.pubkeyCache.key && monobankSignatureValid(options.pubkeyCache.key, rawBody, sign);
      // The bank may have changed its key: fetch it once more before refusing.
      if (!valid) {
        const fresh = await fetchPubkey();
        valid = !!fresh && monobankSignatureValid(fresh, rawBody, sign);
      }
      if (!valid) return { ok: false, status: 403, reason: 'callback_signature_invalid' };
      let hook: Record<string, unknown>;
      try {
        hook = JSON.parse(rawBody) as Record<string, unknown>;
      } catch {
        return { ok: false, status: 400, reason: 'callback_data_invalid' };
      }
      if (typeof hook.invoiceId !== 'string' || typeof hook.reference !== 'string')
        return { ok: false, status: 400, reason: 'callback_data_invalid' };
      // Webhooks may arrive out of order or be replayed: the invoice's state now is what counts.
      const now = await invoiceStatus(hook.invoiceId);
      if (!now) return { ok: false, status: 503, reason: 'callback_status_unavailable' };
      if (now.reference !== undefined && now.reference !== hook.reference)
        return { ok: false, status: 403, reason: 'callback_reference_mismatch' };
      const event = eventOfInvoice(now, hook.reference, hook.invoiceId);
      return event ? { ok: true, event } : { ok: false, status: 400, reason: 'callback_data_invalid' };
    },

    async checkStatus(ref: PaymentRef): Promise<StatusAnswer> {
      // No invoice was made for the attempt: the bank knows no payment.
      if (!ref.paymentId) return { kind: 'not_found' };
      const now = await invoiceStatus(ref.paymentId);
      if (!now) return { kind: 'unavailable', reason: 'status_no_answer' };
      if (now.reference !== undefined && now.reference !== ref.providerOrderId)
        return { kind: 'unavailable', reason: 'status_answer_invalid' };
      const event = eventOfInvoice(now, ref.providerOrderId, ref.paymentId);
      return event ? { kind: 'event', event } : { kind: 'unavailable', reason: 'status_answer_invalid' };
    },

    capture: async (ref: PaymentRef, amount: number) =>
      judge(await api('POST', '/api/merchant/invoice/finalize', { invoiceId: ref.paymentId, amount: kopecks(amount) }), [
        'success',
      ]),

    release: async (ref: PaymentRef, heldAmount: number) =>
      judge(
        await api('POST', '/api/merchant/invoice/cancel', {
          invoiceId: ref.paymentId,
          extRef: `release-${ref.providerOrderId}`,
          amount: kopecks(heldAmount),
        }),
        ['success', 'processing'],
      ),

    refund: async (ref: PaymentRef, amount: number, key: string) =>
      judge(
        await api('POST', '/api/merchant/invoice/cancel', { invoiceId: ref.paymentId, extRef: key, amount: kopecks(amount) }),
        ['success', 'processing'],
      ),

    async checkOperation(ref, op) {
      if (!ref.paymentId) return 'unknown';
      const now = await invoiceStatus(ref.paymentId);
      if (!now) return 'unknown';
      if (op.kind === 'capture') return now.status === 'success' ? 'done' : now.status === 'hold' ? 'not_done' : 'unknown';
      // The invoice lists its cancellations with our extRef: the exact answer for a refund.
      const extRef = op.kind === 'release' ? `release-${ref.providerOrderId}` : op.key;
      const list = Array.isArray(now.cancelList) ? (now.cancelList as Record<string, unknown>[]) : [];
      const found = list.find((c) => c.extRef === extRef);
      if (found) return found.status === 'failure' ? 'not_done' : 'done';
      return 'not_done';
    },
  };
}
