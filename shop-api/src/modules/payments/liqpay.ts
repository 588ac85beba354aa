/**
 * LiqPay (PrivatBank) checkout, protocol version 3 (https://www.liqpay.ua/documentation/api/aquiring/checkout/doc):
 * the browser POSTs `data` (base64 of the JSON parameters) and `signature`
 * (base64 of the raw SHA-1 of private_key + data + private_key) to the checkout URL; LiqPay POSTs
 * the result to `server_url` form-encoded, signed the same way. The server API (`/api/request`:
 * status, hold_completion, refund; https://www.liqpay.ua/documentation/api/information/status/doc)
 * is a form POST of `data` and `signature` signed the same way, answered with the payment's JSON,
 * or `result: error` with an `err_code` (`payment_not_found` when it knows no payment).
 */
import crypto from 'node:crypto';
import type {
  CallbackCheck,
  CheckoutMade,
  CheckoutRequest,
  FormPost,
  MoneyCallResult,
  PaymentEvent,
  PaymentProvider,
  PaymentRef,
  StatusAnswer,
} from './provider';

export const LIQPAY_CHECKOUT_URL = 'https://www.liqpay.ua/api/3/checkout';
/** LiqPay's server-to-server API (status, hold_completion, refund): the same data + signature form. */
export const LIQPAY_API_URL = 'https://www.liqpay.ua/api/request';
/** How long the shop waits for LiqPay's status answer, ms: the customer's page answers within 15 s. */
export const STATUS_TIMEOUT_MS = 3_000;
/** ms before a money call (capture, release, refund) counts as unanswered. */
const MONEY_CALL_TIMEOUT_MS = 15_000;

export interface LiqpayKeys {
  publicKey: string;
  privateKey: string;
}

/** base64(sha1(private_key + data + private_key)), the documented formula. */
export function liqpaySignature(privateKey: string, data: string): string {
  return crypto
    .createHash('sha1')
    .update(privateKey + data + privateKey, 'utf8')
    .digest('base64');
}

export function encodeLiqpayData(params: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(params), 'utf8').toString('base64');
}

/** The JSON object inside `data`, or null when it is not base64 of a JSON object. */
export function decodeLiqpayData(data: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data)) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Constant-time comparison of a received signature with the expected one. */
export function signatureMatches(privateKey: string, data: string, signature: string): boolean {
  const expected = Buffer.from(liqpaySignature(privateKey, data), 'utf8');
  const got = Buffer.from(signature, 'utf8');
  return got.length === expected.length && crypto.timingSafeEqual(got, expected);
}

/** The `data`/`signature` fields of a form body (LiqPay's callback, or the stand-in's form). */
export function formFields(body: unknown): { data: string; signature: string } | null {
  if (!body || typeof body !== 'object') return null;
  const { data, signature } = body as Record<string, unknown>;
  if (typeof data !== 'string' || typeof signature !== 'string' || !data || !signature) return null;
  return { data, signature };
}

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : typeof v === 'number' ? String(v) : null);

/** The payment fields of a callback or a status answer, or null when one is missing. */
function eventOf(p: Record<string, unknown>): PaymentEvent | null {
  const orderId = str(p.order_id);
  const status = str(p.status);
  const amount = typeof p.amount === 'number' ? p.amount : Number(p.amount);
  if (!orderId || !status || !Number.isFinite(amount)) return null;
  return {
    providerOrderId: orderId,
    status,
    amount,
    currency: str(p.currency) ?? '',
    paymentId: str(p.payment_id),
    action: str(p.action) ?? '',
    errCode: str(p.err_code),
    changedAt: typeof p.end_date === 'number' ? p.end_date : null,
  };
}

/** LiqPay error codes that mean "not now" (the same call may succeed later). */
const TRY_AGAIN = new Set(['err_busy', 'try_again', 'err_system', 'limit', 'timeout', 'err_bank']);
const money = (uah: number) => Math.round(uah * 100) / 100;
const isTimeout = (err: unknown) => err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');

export interface LiqpayOptions {
  sandbox: boolean;
  checkoutUrl: string;
  /** LiqPay's API (`/api/request`), or the stand-in's; with `post`, how it is reached. */
  apiUrl?: string;
  post?: FormPost;
}

export function createLiqpayProvider(keys: LiqpayKeys, options: LiqpayOptions): PaymentProvider {
  const unavailable = (reason: string): StatusAnswer => ({ kind: 'unavailable', reason });
  const signedForm = (params: Record<string, unknown>) => {
    const data = encodeLiqpayData({ version: 3, public_key: keys.publicKey, ...params });
    return { data, signature: liqpaySignature(keys.privateKey, data) };
  };

  /** One money call: the parsed JSON answer, or why there is none ('retry': not sent; 'unknown': sent, no answer). */
  async function api(params: Record<string, unknown>): Promise<Record<string, unknown> | MoneyCallResult> {
    if (!options.post || !options.apiUrl) return { outcome: 'retry', detail: 'liqpay_api_not_configured' };
    let res: { status: number; body: unknown };
    try {
      res = await options.post(options.apiUrl, signedForm(params), MONEY_CALL_TIMEOUT_MS);
    } catch (err) {
      return isTimeout(err)
        ? { outcome: 'unknown', detail: 'liqpay_timeout' }
        : { outcome: 'retry', detail: 'liqpay_unreachable' };
    }
    if (res.status >= 500 || res.status === 429) return { outcome: 'retry', detail: `liqpay_http_${res.status}` };
    const body = res.body;
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
    return { outcome: 'unknown', detail: `liqpay_bad_answer_${res.status}` };
  }
  const isResult = (v: Record<string, unknown> | MoneyCallResult): v is MoneyCallResult => 'outcome' in v;
  /** done when the answer's status is one of `doneStatuses`; LiqPay's errors sorted into retry / refused. */
  const judge = (answer: Record<string, unknown>, doneStatuses: string[]): MoneyCallResult => {
    const status = str(answer.status) ?? '';
    if (doneStatuses.includes(status) || (answer.result === 'ok' && status !== 'error' && status !== 'failure'))
      return { outcome: 'done', detail: status };
    const code = str(answer.err_code) ?? status;
    return { outcome: TRY_AGAIN.has(code) ? 'retry' : 'refused', detail: `liqpay_${code || 'error'}` };
  };
  const call = async (params: Record<string, unknown>, doneStatuses: string[]): Promise<MoneyCallResult> => {
    const answer = await api(params);
    return isResult(answer) ? answer : judge(answer, doneStatuses);
  };

  return {
    name: 'liqpay',
    checkoutOrigin: new URL(options.checkoutUrl, 'http://localhost').origin,
    sandbox: options.sandbox,

    async createCheckout(r: CheckoutRequest): Promise<CheckoutMade> {
      const { data, signature } = signedForm({
        // hold: the amount is blocked on the card until hold_completion (or released by refund).
        action: r.hold ? 'hold' : 'pay',
        // UAH with kopecks, as a number with at most two decimals.
        amount: money(r.amount),
        currency: 'UAH',
        description: r.description,
        order_id: r.providerOrderId,
        result_url: r.resultUrl,
        server_url: r.serverUrl,
        language: r.lang,
        ...(options.sandbox ? { sandbox: 1 } : {}),
      });
      return { ok: true, form: { action: options.checkoutUrl, method: 'post', data, signature }, paymentId: null };
    },

    async verifyCallback(body: unknown): Promise<CallbackCheck> {
      const fields = formFields(body);
      if (!fields) return { ok: false, status: 400, reason: 'callback_fields_missing' };
      if (!signatureMatches(keys.privateKey, fields.data, fields.signature))
        return { ok: false, status: 403, reason: 'callback_signature_invalid' };
      const p = decodeLiqpayData(fields.data);
      if (!p) return { ok: false, status: 400, reason: 'callback_data_invalid' };
      if (p.public_key !== keys.publicKey) return { ok: false, status: 403, reason: 'callback_public_key_unknown' };
      const event = eventOf(p);
      return event ? { ok: true, event } : { ok: false, status: 400, reason: 'callback_data_invalid' };
    },

    async checkStatus({ providerOrderId }: PaymentRef): Promise<StatusAnswer> {
      if (!options.post || !options.apiUrl) return unavailable('status_not_configured');
      let answer: { status: number; body: unknown };
      try {
        answer = await options.post(
          options.apiUrl,
          signedForm({ action: 'status', order_id: providerOrderId }),
          STATUS_TIMEOUT_MS,
        );
      } catch {
        return unavailable('status_no_answer');
      }
      const p = answer.body;
      if (answer.status !== 200 || !p || typeof p !== 'object' || Array.isArray(p))
        return unavailable(`status_http_${answer.status}`);
      const fields = p as Record<string, unknown>;
      if (fields.err_code === 'payment_not_found') return { kind: 'not_found' };
      if (fields.result === 'error' && !fields.order_id) return unavailable(`status_${str(fields.err_code) ?? 'error'}`);
      if (fields.public_key !== undefined && fields.public_key !== keys.publicKey)
        return unavailable('status_public_key_unknown');
      const event = eventOf(fields);
      if (!event || event.providerOrderId !== providerOrderId) return unavailable('status_answer_invalid');
      return { kind: 'event', event };
    },

    capture: (ref: PaymentRef, amount: number) =>
      call({ action: 'hold_completion', order_id: ref.providerOrderId, amount: money(amount) }, ['success']),

    // A hold is given back by a refund of the held payment; LiqPay answers `reversed`.
    release: (ref: PaymentRef, heldAmount: number) =>
      call({ action: 'refund', order_id: ref.providerOrderId, amount: money(heldAmount) }, ['reversed']),

    // A partial refund of a captured payment leaves it `success`; a full one makes it `reversed`.
    refund: (ref: PaymentRef, amount: number) =>
      call({ action: 'refund', order_id: ref.providerOrderId, amount: money(amount) }, ['reversed', 'success']),

    async checkOperation(ref, op) {
      const answer = await api({ action: 'status', order_id: ref.providerOrderId });
      if (isResult(answer)) return 'unknown';
      const status = str(answer.status);
      if (op.kind === 'capture') return status === 'success' ? 'done' : status === 'hold_wait' ? 'not_done' : 'unknown';
      if (op.kind === 'release') return status === 'reversed' ? 'done' : status === 'hold_wait' ? 'not_done' : 'unknown';
      // LiqPay's status tells a full reversal, not how much of a partial refund went: a payment still
      // `success` may or may not carry this refund, so that case is left to a person.
      return status === 'reversed' ? 'done' : 'unknown';
    },
  };
}
