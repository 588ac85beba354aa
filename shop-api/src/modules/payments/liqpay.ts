/**
 * LiqPay (PrivatBank) checkout, protocol version 3 (https://www.liqpay.ua/documentation/api/aquiring/checkout/doc):
 * the browser POSTs `data` (base64 of the JSON parameters) and `signature`
 * (base64 of the raw SHA-1 of private_key + data + private_key) to the checkout URL; LiqPay POSTs
 * the result to `server_url` form-encoded, signed the same way. The payment status
 * (https://www.liqpay.ua/documentation/api/information/status/doc) is asked the same way: a form
 * POST of `data` (version 3, public_key, action `status`, order_id) and `signature` to
 * `/api/request`, answered with the payment's JSON, or `err_code: payment_not_found`.
 */
import crypto from 'node:crypto';
import type {
  CallbackCheck,
  CheckoutForm,
  CheckoutRequest,
  FormPost,
  PaymentEvent,
  PaymentProvider,
  StatusAnswer,
} from './provider';

export const LIQPAY_CHECKOUT_URL = 'https://www.liqpay.ua/api/3/checkout';
export const LIQPAY_API_URL = 'https://www.liqpay.ua/api/request';
/** How long the shop waits for LiqPay's status answer, ms: the customer's page answers within 15 s. */
export const STATUS_TIMEOUT_MS = 3_000;

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
  };
}

export interface LiqpayOptions {
  sandbox: boolean;
  checkoutUrl: string;
  /** LiqPay's API (`/api/request`), or the stand-in's; with `post`, how it is reached. */
  apiUrl?: string;
  post?: FormPost;
}

export function createLiqpayProvider(keys: LiqpayKeys, options: LiqpayOptions): PaymentProvider {
  const unavailable = (reason: string): StatusAnswer => ({ kind: 'unavailable', reason });
  return {
    name: 'liqpay',
    checkoutOrigin: new URL(options.checkoutUrl, 'http://localhost').origin,
    sandbox: options.sandbox,

    createCheckout(r: CheckoutRequest): CheckoutForm {
      const data = encodeLiqpayData({
        version: 3,
        public_key: keys.publicKey,
        action: 'pay',
        // UAH with kopecks, as a number with at most two decimals.
        amount: Math.round(r.amount * 100) / 100,
        currency: 'UAH',
        description: r.description,
        order_id: r.providerOrderId,
        result_url: r.resultUrl,
        server_url: r.serverUrl,
        language: r.lang,
        ...(options.sandbox ? { sandbox: 1 } : {}),
      });
      return { action: options.checkoutUrl, data, signature: liqpaySignature(keys.privateKey, data) };
    },

    verifyCallback(body: unknown): CallbackCheck {
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

    async checkStatus(providerOrderId: string): Promise<StatusAnswer> {
      if (!options.post || !options.apiUrl) return unavailable('status_not_configured');
      const data = encodeLiqpayData({ version: 3, public_key: keys.publicKey, action: 'status', order_id: providerOrderId });
      let answer: { status: number; body: unknown };
      try {
        answer = await options.post(
          options.apiUrl,
          { data, signature: liqpaySignature(keys.privateKey, data) },
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
  };
}
