/** The configured payment provider with its URLs: the real service, or the local stand-in outside production. */
import type { AppContext } from '../../context';
import { LIQPAY_API_URL, LIQPAY_CHECKOUT_URL, createLiqpayProvider } from './liqpay';
import { MONOBANK_API_URL, createMonobankProvider, type PubkeyCache } from './monobank';
import type { FormPost, PaymentProvider } from './provider';
import type { ProviderName } from './config';

/** Where the stand-ins are served (same origin as the storefront, through /api). */
export const STANDIN_CHECKOUT_PATH = '/api/payments/liqpay-standin/checkout';
/** The LiqPay stand-in's `/api/request` (status, hold_completion, refund). */
export const STANDIN_REQUEST_PATH = '/api/payments/liqpay-standin/request';
export const MONOBANK_STANDIN_BASE = '/api/payments/monobank-standin';
export const CALLBACK_PATH = '/api/payments/liqpay/callback';
export const MONOBANK_WEBHOOK_PATH = '/api/payments/monobank/webhook';

/** The monobank public key, kept per app between webhooks (refreshed when a signature fails). */
const pubkeys = new WeakMap<AppContext, PubkeyCache>();
/** The acquirer the stand-ins' dev switch chose over PAYMENT_PROVIDER, per app (monobank-standin.ts). */
const switched = new WeakMap<AppContext, ProviderName>();

/** Dev only, both acquirers played by their stand-ins: new payments go through `name`. */
export function switchStandinAcquirer(ctx: AppContext, name: ProviderName): void {
  switched.set(ctx, name);
}

/** The acquirer new payments go through: PAYMENT_PROVIDER, unless the stand-ins' dev switch chose. */
export const activeProvider = (ctx: AppContext): ProviderName => switched.get(ctx) ?? ctx.config.payments.provider;

/** How LiqPay's server API is reached, per app (module.ts: over https, or the stand-in in process). */
const transports = new WeakMap<AppContext, FormPost>();

/** Sets how the app reaches LiqPay's server API (module.ts at start-up; tests may wrap it). */
export function setProviderTransport(ctx: AppContext, post: FormPost): void {
  transports.set(ctx, post);
}

/** How the app reaches LiqPay's server API: as set by module.ts, else the configured fetch. */
export function providerTransport(ctx: AppContext): FormPost {
  return transports.get(ctx) ?? fetchedPost(ctx.fetch);
}

const FORM = 'application/x-www-form-urlencoded';
/** The answer's JSON, or null when it is not JSON. */
export const jsonOrNull = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** A form POST over https (the configured fetch), given up after `timeoutMs`. */
export function fetchedPost(fetchFn: typeof fetch): FormPost {
  return async (url, form, timeoutMs) => {
    const res = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': FORM },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, body: jsonOrNull(await res.text()) };
  };
}

export function paymentProvider(ctx: AppContext): PaymentProvider {
  const { config } = ctx;
  const { liqpay, monobank, publicApiUrl } = config.payments;
  if (activeProvider(ctx) === 'monobank') {
    if (!pubkeys.has(ctx)) pubkeys.set(ctx, { key: null });
    const standin = monobank.standin && !config.production;
    return createMonobankProvider(monobank.token, {
      apiUrl: standin ? `${publicApiUrl}${MONOBANK_STANDIN_BASE}` : MONOBANK_API_URL,
      fetch: ctx.fetch,
      pubkeyCache: pubkeys.get(ctx)!,
    });
  }
  const standin = liqpay.standin && !config.production;
  return createLiqpayProvider(liqpay, {
    sandbox: liqpay.sandbox,
    checkoutUrl: standin ? STANDIN_CHECKOUT_PATH : LIQPAY_CHECKOUT_URL,
    apiUrl: standin ? STANDIN_REQUEST_PATH : LIQPAY_API_URL,
    post: providerTransport(ctx),
  });
}

/** Where the provider sends its signed result. */
export const callbackUrl = (ctx: AppContext) =>
  `${ctx.config.payments.publicApiUrl}${activeProvider(ctx) === 'monobank' ? MONOBANK_WEBHOOK_PATH : CALLBACK_PATH}`;
