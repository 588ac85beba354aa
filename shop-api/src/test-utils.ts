import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildOptions } from './app';
import { readConfig, readLimits, type ShopApiConfig } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/open';
import { issuePhoneProof, normalisePhone } from './modules/auth';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';

/** A movable clock for tests: starts at `start` (default a Wednesday 12:00 Kyiv time). */
export function testClock(start = '2026-11-18T10:00:00.000Z') {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    set: (iso: string) => {
      t = new Date(iso).getTime();
    },
    advance: (ms: number) => {
      t += ms;
    },
  };
}

export interface TestApi {
  app: FastifyInstance;
  ctx: AppContext;
  clock: ReturnType<typeof testClock>;
  /** app.inject with JSON convenience: returns { status, body }. */
  call: (
    method: InjectOptions['method'],
    url: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string>; remoteAddress?: string },
  ) => Promise<{ status: number; body: any }>;
  close: () => Promise<void>;
}

/**
 * A complete production environment (NODE_ENV=production with every key a provider needs), as
 * `readConfig` would read it. `overrides` replace variables; `undefined` removes one, so a test
 * shows exactly which missing variable stops the start.
 */
export function productionEnv(overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'production',
    // eSputnik (config.ts: subscriptions, the marketing feed)
    ESPUTNIK_USER: 'u',
    ESPUTNIK_API_KEY: 'k',
    // sign-in providers (modules/auth/providers/settings.ts): SMS required, the others switched off
    TURBOSMS_TOKEN: 't',
    TURBOSMS_SENDER: 's',
    // the password-reset e-mail (modules/auth/providers/settings.ts): eSputnik's sender
    ESPUTNIK_EMAIL_FROM: 'shop@example.ua',
    AUTH_METHODS_OFF: 'telegram,google,apple',
    // the new-order alert (modules/staff/settings.ts): explicitly off
    TG_ORDERS_CHAT_ID: 'off',
    // web push of the order status messages (modules/notifications/settings.ts): explicitly off
    WEB_PUSH: 'off',
    // LiqPay (modules/payments/config.ts)
    LIQPAY_PUBLIC_KEY: 'i1',
    LIQPAY_PRIVATE_KEY: 'p1',
    PUBLIC_SITE_URL: 'https://shop.example',
    PUBLIC_API_URL: 'https://api.shop.example',
    // Address search (modules/delivery/geocoder): Visicom's Data API
    VISICOM_API_KEY: 'v',
    // Scheduled snapshots (src/backup): off in tests that only read the configuration
    SHOP_API_BACKUP_DIR: 'off',
    // Checkbox (modules/fiscal/config.ts)
    CHECKBOX_LICENSE_KEY: 'lk',
    CHECKBOX_LOGIN: 'cashier',
    CHECKBOX_PASSWORD: 'pw',
    ...overrides,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  return env as NodeJS.ProcessEnv;
}

/**
 * A guest's proof of `phone` as secret/check answers it for a right SMS code (issue 43, point 5):
 * for tests of something else that place guest orders. The flow itself is guest-phone-proof.test.ts's.
 */
export function phoneProof(api: Pick<TestApi, 'ctx' | 'clock'>, phone: string): string {
  const e164 = normalisePhone(phone);
  if (!e164) throw new Error(`not a phone: ${phone}`);
  return issuePhoneProof(api.ctx.db, e164, api.clock.now());
}

/**
 * POST /api/orders as the storefront sends it: a guest's order (no `token`) carries the proof of
 * its phone (see phoneProof), unless it has one or its phone is no phone (the API says so).
 */
export function postOrder(api: TestApi, options: { body: unknown; token?: string; remoteAddress?: string }, url = '/api/orders') {
  const body = options.body as { phone?: unknown; phone_proof?: unknown } | null;
  const phone = typeof body?.phone === 'string' ? normalisePhone(body.phone) : null;
  const proved =
    !options.token && phone && body && body.phone_proof === undefined ? { ...body, phone_proof: phoneProof(api, phone) } : body;
  return api.call('POST', url, { ...options, body: proved });
}

/**
 * Abuse limits for tests that sign in many times from one address (every app.inject comes from
 * 127.0.0.1): high enough never to trigger. The limit tests pass `readLimits({})`, the production
 * defaults (modules/auth/limits.test.ts).
 */
export const TEST_LIMITS = readLimits({
  SHOP_API_LOGIN_FAILS_PER_ACCOUNT: '1000',
  SHOP_API_LOGIN_FAILS_PER_CLIENT: '1000',
  SHOP_API_SMS_PHONES_PER_CLIENT_HOUR: '10000',
  SHOP_API_SMS_PHONES_PER_CLIENT_DAY: '10000',
  SHOP_API_UPLOADS_PER_CLIENT_HOUR: '10000',
  SHOP_API_SUBSCRIBES_PER_CLIENT_HOUR: '10000',
  SHOP_API_CHECKS_PER_CLIENT_HOUR: '10000',
  SHOP_API_ADDRESS_SEARCHES_PER_CLIENT_HOUR: '10000',
  SHOP_API_GUEST_ORDERS_PER_CLIENT_HOUR: '10000',
  SHOP_API_GUEST_ORDERS_PER_PHONE_DAY: '10000',
});

/**
 * A fresh, seeded, in-memory API. Generated images go to one shared temp folder: generation
 * skips existing files and writes atomically, so parallel test files reuse them.
 */
export async function createTestApi(
  overrides: Partial<ShopApiConfig> = {},
  options: { fetch?: typeof fetch } & Pick<BuildOptions, 'logLevel' | 'logStream'> = {},
): Promise<TestApi> {
  const clock = testClock();
  const config = {
    ...readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv),
    dataDir: path.join(os.tmpdir(), 'shop-api-test-data'),
    limits: TEST_LIMITS,
    // Thousands of sign-ins: scrypt at 2^14 (production's 2^17 is password-upgrade.test.ts's).
    passwordCostLog2: 14,
    ...overrides,
  };
  const db = openDatabase(':memory:');
  const coverageFile = process.env.SHOP_API_CONTRACT_COVERAGE;
  const { app, ctx } = await buildApp({
    db,
    config,
    now: clock.now,
    fetch: options.fetch,
    logLevel: options.logLevel,
    logStream: options.logStream,
    // The contract check (contract/coverage.ts) needs every operation answered at least once.
    recordResponse: coverageFile
      ? (method, url, status) => fs.appendFileSync(coverageFile, `${method} ${url} ${status}\n`)
      : undefined,
  });
  const call: TestApi['call'] = async (method, url, options = {}) => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await app.inject({
      method,
      url,
      headers,
      payload: options.body as InjectOptions['payload'],
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
    let body: unknown = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, body };
  };
  return {
    app,
    ctx,
    clock,
    call,
    close: async () => {
      await app.close();
      db.close();
    },
  };
}

/**
 * A fetch that answers calls to the API's own address (the stand-ins: LiqPay's and monobank's API,
 * Checkbox, callbacks and webhooks) through app.inject, so a whole payment runs in one process
 * without listening. `intercept` may answer (or fail) a call first: a provider that is down, a lost answer.
 */
export function injectFetch(
  getApp: () => FastifyInstance,
  intercept?: (url: URL, init: RequestInit | undefined) => Promise<Response | null> | Response | null,
): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const intercepted = intercept ? await intercept(url, init) : null;
    if (intercepted) return intercepted;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    let payload: string | undefined;
    if (init?.body instanceof URLSearchParams) {
      payload = init.body.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (typeof init?.body === 'string') payload = init.body;
    const res = await getApp().inject({
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url: url.pathname + url.search,
      headers,
      payload,
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(res.headers)) if (typeof value === 'string') out.set(key, value);
    return new Response(res.statusCode === 204 || res.statusCode === 303 ? null : res.body, {
      status: res.statusCode,
      headers: out,
    });
  }) as typeof fetch;
}
