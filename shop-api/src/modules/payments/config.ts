/** Payments configuration from the environment (read once by config.ts). */

/**
 * Keys of the local LiqPay stand-in (development and tests only). They are not secrets: the
 * stand-in signs and checks with them, and LiqPay itself knows no such keys.
 */
export const STANDIN_KEYS = { publicKey: 'standin_public_key', privateKey: 'standin_private_key' } as const;

/** Which acquirer takes online payments (PAYMENT_PROVIDER). */
export type ProviderName = 'liqpay' | 'monobank';
/**
 * PAYMENT_CAPTURE: `hold` (default) authorises the amount at checkout and captures it when the desk
 * accepts the order (a hold is released when the order is cancelled before); `immediate` charges at
 * checkout, as before issue 45.
 */
export type CaptureMode = 'hold' | 'immediate';

/** The X-Token the monobank stand-in accepts (not a secret: the bank knows no such token). */
export const MONOBANK_STANDIN_TOKEN = 'standin-monobank-token';

export interface PaymentsConfig {
  provider: ProviderName;
  capture: CaptureMode;
  liqpay: {
    publicKey: string;
    /** Never logged, never sent to the browser. */
    privateKey: string;
    /** LIQPAY_SANDBOX=1: LiqPay's test payments (`sandbox` status) count as money. */
    sandbox: boolean;
    /** No keys outside production: the local checkout page (modules/payments/standin.ts) plays LiqPay. */
    standin: boolean;
  };
  monobank: {
    /** X-Token of monobank acquiring; never logged, never sent to the browser. */
    token: string;
    /** No token outside production: the local stand-in (monobank-standin.ts) plays the bank. */
    standin: boolean;
  };
  /** The storefront's origin: the customer returns to it (result_url). */
  publicSiteUrl: string;
  /** The shop API as LiqPay reaches it: the callback goes to it (server_url). */
  publicApiUrl: string;
}

/** Throws a start-up error naming the missing variable under NODE_ENV=production. */
export function readPaymentsConfig(env: NodeJS.ProcessEnv, production: boolean, port: number): PaymentsConfig {
  const provider = (env.PAYMENT_PROVIDER || 'liqpay').trim();
  if (provider !== 'liqpay' && provider !== 'monobank')
    throw new Error(`PAYMENT_PROVIDER must be liqpay or monobank, got "${provider}"`);
  const capture = (env.PAYMENT_CAPTURE || 'hold').trim();
  if (capture !== 'hold' && capture !== 'immediate')
    throw new Error(`PAYMENT_CAPTURE must be hold or immediate, got "${capture}"`);
  const monobankToken = (env.MONOBANK_TOKEN ?? '').trim();
  if (production && provider === 'monobank' && !monobankToken)
    throw new Error(
      'MONOBANK_TOKEN is not set: online payment (monobank acquiring) needs it under NODE_ENV=production (shop-api/README.md, "Going live: payments").',
    );
  const publicKey = (env.LIQPAY_PUBLIC_KEY ?? '').trim();
  const privateKey = (env.LIQPAY_PRIVATE_KEY ?? '').trim();
  if (production) {
    for (const [name, value] of [
      ...(provider === 'liqpay'
        ? ([
            ['LIQPAY_PUBLIC_KEY', publicKey],
            ['LIQPAY_PRIVATE_KEY', privateKey],
          ] as const)
        : []),
      ['PUBLIC_SITE_URL', env.PUBLIC_SITE_URL],
      ['PUBLIC_API_URL', env.PUBLIC_API_URL],
    ] as const) {
      if (!value)
        throw new Error(
          `${name} is not set: online payment (${provider === 'liqpay' ? 'LiqPay' : 'monobank'}) needs it under NODE_ENV=production (shop-api/README.md, "Going live: payments").`,
        );
    }
  }
  if (!production && !publicKey !== !privateKey)
    throw new Error('Set both LIQPAY_PUBLIC_KEY and LIQPAY_PRIVATE_KEY, or neither (then the local LiqPay stand-in is used).');
  const standin = !publicKey;
  return {
    provider,
    capture,
    monobank: { token: monobankToken || MONOBANK_STANDIN_TOKEN, standin: !monobankToken },
    liqpay: {
      publicKey: standin ? STANDIN_KEYS.publicKey : publicKey,
      privateKey: standin ? STANDIN_KEYS.privateKey : privateKey,
      sandbox: env.LIQPAY_SANDBOX === '1',
      standin,
    },
    publicSiteUrl: (env.PUBLIC_SITE_URL || 'http://localhost:8888').replace(/\/+$/, ''),
    publicApiUrl: (env.PUBLIC_API_URL || `http://127.0.0.1:${port}`).replace(/\/+$/, ''),
  };
}
