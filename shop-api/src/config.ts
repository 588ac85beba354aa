import { readGeocoderSettings, type GeocoderSettings } from './modules/delivery';
import { readAuthProviderSettings, type AuthProviderSettings } from './modules/auth/providers/settings';
import { readOrderAlertSettings, type OrderAlertSettings } from './modules/staff/settings';
import { readPaymentsConfig, type PaymentsConfig } from './modules/payments/config';
import { readCustomerMessageSettings, type CustomerMessageSettings } from './modules/notifications/settings';
import { readPosSettings, type PosSettings } from './modules/pos/settings';
import { readFiscalConfig, type FiscalConfig } from './modules/fiscal/config';

/** Runtime configuration of the shop API, read once from the environment. */
export interface ShopApiConfig {
  /** TCP port, default 3001. */
  port: number;
  /** Folder holding the SQLite file and generated images (git-ignored). */
  dataDir: string;
  /** true when NODE_ENV=production: dev-only endpoints and stand-ins are switched off. */
  production: boolean;
  /**
   * Demo clock (development): order statuses advance every `statusStepMs` milliseconds until staff
   * act on the order. 0 = off: always under NODE_ENV=production, where only staff move orders.
   */
  statusStepMs: number;
  /**
   * scrypt's cost as log2(N) for new password hashes (modules/auth/password.ts): 17 always under
   * production; SHOP_API_PASSWORD_COST_LOG2 (14-20) may lower it elsewhere (the unit tests use 14,
   * which sign in thousands of times).
   */
  passwordCostLog2: number;
  /** URL POSTed to when the catalogue changes (a Netlify build hook); empty = off. */
  buildHookUrl: string;
  /** IANA zone of the restaurant's working hours. */
  timeZone: string;
  /**
   * Products a fresh database is seeded with (SHOP_API_SCALE, e.g. 10000): the demo menu plus
   * generated variants (catalogue/scaled-catalogue.ts). 0 = the demo menu alone. Only a fresh
   * database is seeded: combine with --reset or a new SHOP_API_DATA_DIR.
   */
  catalogueScale: number;
  /**
   * eSputnik credentials (ESPUTNIK_USER, ESPUTNIK_API_KEY): subscriptions and the marketing feed
   * go to the real service. null = the local stand-in (modules/marketing), which production refuses.
   */
  esputnik: { user: string; apiKey: string } | null;
  /** Sign-in providers (SMS gateway, messenger bot, Google, Apple): modules/auth/providers/settings.ts. */
  auth: AuthProviderSettings;
  /** Abuse limits (shop-api/README.md, "Threat model"). */
  limits: LimitsConfig;
  /** The new-order alert to the restaurant's Telegram group: modules/staff/settings.ts. */
  orderAlerts: OrderAlertSettings;
  /** Order status messages to customers (SMS on or off, the hold): modules/notifications/settings.ts. */
  customerMessages: CustomerMessageSettings;
  /** LiqPay keys and the public URLs of the site and the API (modules/payments/config.ts). */
  payments: PaymentsConfig;
  /** SHOP_API_SHUTDOWN_GRACE_MS: how long a stop waits for requests in flight before cutting them, ms (10 s). */
  shutdownGraceMs: number;
  /** Scheduled snapshots (src/backup): their folder (null: off) and interval, ms. */
  backup: BackupConfig;
  /** Address search (modules/delivery/geocoder): Visicom or Google and its key; null key = the stand-in. */
  geocoder: GeocoderSettings;
  /** The restaurant's POS (modules/pos/settings.ts): POS_PROVIDER=poster and its keys; off by default. */
  pos: PosSettings;
  /** Fiscal receipts through Checkbox (modules/fiscal/config.ts). */
  fiscal: FiscalConfig;
}

export interface BackupConfig {
  /** SHOP_API_BACKUP_DIR; required under production (`off` when the machine's own backups cover the data folder). */
  dir: string | null;
  /** SHOP_API_BACKUP_INTERVAL_MIN: minutes between snapshots (60). */
  intervalMs: number;
}

function backupConfig(env: NodeJS.ProcessEnv, production: boolean): BackupConfig {
  const raw = env.SHOP_API_BACKUP_DIR?.trim() ?? '';
  const intervalMs = Math.max(1, count(env, 'SHOP_API_BACKUP_INTERVAL_MIN', 60)) * 60_000;
  if (raw === 'off') return { dir: null, intervalMs };
  if (raw) return { dir: require('node:path').resolve(raw), intervalMs };
  if (production)
    throw new Error(
      'SHOP_API_BACKUP_DIR is not set: the folder for hourly and daily snapshots of the database and uploads, ' +
        'best on another disk (shop-api/README.md, "Backups and restore"); SHOP_API_BACKUP_DIR=off only when other backups cover the data folder.',
    );
  return { dir: null, intervalMs };
}

/** Both eSputnik variables, or neither (the stand-in); in production both are required. */
function esputnikConfig(env: NodeJS.ProcessEnv, production: boolean): ShopApiConfig['esputnik'] {
  const user = env.ESPUTNIK_USER?.trim() ?? '';
  const apiKey = env.ESPUTNIK_API_KEY?.trim() ?? '';
  const missing = [!user && 'ESPUTNIK_USER', !apiKey && 'ESPUTNIK_API_KEY'].filter(Boolean);
  if (missing.length === 0) return { user, apiKey };
  if (production || missing.length === 1)
    throw new Error(
      `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set: the newsletter subscription and the marketing feed ` +
        'need eSputnik credentials (shop-api/README.md, "Going live: e-mail and analytics"). ' +
        (production ? 'The local stand-in is off under NODE_ENV=production.' : 'Set both, or neither for the local stand-in.'),
    );
  return null;
}

/** Each limit from the environment; the defaults are the production values. */
export interface LimitsConfig {
  /** SHOP_API_TRUSTED_PROXIES: comma-separated addresses / IPv4 CIDRs / `loopback` whose forwarding headers are believed. */
  trustedProxies: string[];
  /** SHOP_API_LOGIN_FAILS_PER_ACCOUNT: wrong passwords per phone within the window (5). */
  loginFailsPerAccount: number;
  /** SHOP_API_LOGIN_FAILS_PER_CLIENT: wrong passwords per client address within the window (5). */
  loginFailsPerClient: number;
  /** SHOP_API_LOGIN_WINDOW_MIN: the wrong-password window, ms (15 minutes). */
  loginWindowMs: number;
  /** SHOP_API_SMS_PHONES_PER_CLIENT_HOUR: distinct phones one client may have texted in an hour (10). */
  smsPhonesPerClientHour: number;
  /** SHOP_API_SMS_PHONES_PER_CLIENT_DAY: distinct phones one client may have texted in 24 hours (30). */
  smsPhonesPerClientDay: number;
  /** SHOP_API_UPLOADS_PER_CLIENT_HOUR: CV and director's forms (files up to 5 MiB) per client an hour (10). */
  uploadsPerClientHour: number;
  /** SHOP_API_SUBSCRIBES_PER_CLIENT_HOUR: newsletter subscriptions per client an hour (10). */
  subscribesPerClientHour: number;
  /** SHOP_API_CHECKS_PER_CLIENT_HOUR: `auth/check` and `auth/check-phone` (is this phone or e-mail known?) per client an hour (60). */
  checksPerClientHour: number;
  /** SHOP_API_ADDRESS_SEARCHES_PER_CLIENT_HOUR: address searches and zone look-ups (each a paid geocoder call) per client an hour (300). */
  addressSearchesPerClientHour: number;
  /** SHOP_API_GUEST_ORDERS_PER_CLIENT_HOUR: orders without an account per client an hour (10). */
  guestOrdersPerClientHour: number;
  /** SHOP_API_GUEST_ORDERS_PER_PHONE_DAY: orders without an account per phone in 24 hours (5). */
  guestOrdersPerPhoneDay: number;
  /** SHOP_API_GUEST_CONFIRM_ABOVE_UAH: a guest's order above this sum to pay (UAH) waits for the desk (10,000). */
  guestConfirmAboveUah: number;
}

function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number >= 0, got "${raw}"`);
  return n;
}

export function readLimits(env: NodeJS.ProcessEnv = process.env): LimitsConfig {
  return {
    trustedProxies: (env.SHOP_API_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    loginFailsPerAccount: count(env, 'SHOP_API_LOGIN_FAILS_PER_ACCOUNT', 5),
    loginFailsPerClient: count(env, 'SHOP_API_LOGIN_FAILS_PER_CLIENT', 5),
    loginWindowMs: count(env, 'SHOP_API_LOGIN_WINDOW_MIN', 15) * 60_000,
    smsPhonesPerClientHour: count(env, 'SHOP_API_SMS_PHONES_PER_CLIENT_HOUR', 10),
    smsPhonesPerClientDay: count(env, 'SHOP_API_SMS_PHONES_PER_CLIENT_DAY', 30),
    uploadsPerClientHour: count(env, 'SHOP_API_UPLOADS_PER_CLIENT_HOUR', 10),
    subscribesPerClientHour: count(env, 'SHOP_API_SUBSCRIBES_PER_CLIENT_HOUR', 10),
    checksPerClientHour: count(env, 'SHOP_API_CHECKS_PER_CLIENT_HOUR', 60),
    addressSearchesPerClientHour: count(env, 'SHOP_API_ADDRESS_SEARCHES_PER_CLIENT_HOUR', 300),
    guestOrdersPerClientHour: count(env, 'SHOP_API_GUEST_ORDERS_PER_CLIENT_HOUR', 10),
    guestOrdersPerPhoneDay: count(env, 'SHOP_API_GUEST_ORDERS_PER_PHONE_DAY', 5),
    guestConfirmAboveUah: count(env, 'SHOP_API_GUEST_CONFIRM_ABOVE_UAH', 10_000),
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ShopApiConfig {
  const port = Number(env.SHOP_API_PORT ?? 3001);
  const production = env.NODE_ENV === 'production';
  const payments = readPaymentsConfig(env, production, port);
  return {
    port,
    // Always absolute: paths under it are compared (image traversal guard) and handed to other tools.
    dataDir: require('node:path').resolve(env.SHOP_API_DATA_DIR ?? require('node:path').join(__dirname, '..', 'data')),
    production,
    statusStepMs: production ? 0 : Number(env.SHOP_API_STATUS_STEP_MS ?? 60_000),
    passwordCostLog2: production ? 17 : Math.min(20, Math.max(14, count(env, 'SHOP_API_PASSWORD_COST_LOG2', 17))),
    buildHookUrl: env.SHOP_API_BUILD_HOOK_URL ?? '',
    timeZone: 'Europe/Kyiv',
    catalogueScale: Number(env.SHOP_API_SCALE ?? 0),
    esputnik: esputnikConfig(env, production),
    // Throws (naming the variable) when production lacks a provider's key.
    auth: readAuthProviderSettings(env, production),
    limits: readLimits(env),
    orderAlerts: readOrderAlertSettings(env, production),
    customerMessages: readCustomerMessageSettings(env, production),
    payments,
    shutdownGraceMs: count(env, 'SHOP_API_SHUTDOWN_GRACE_MS', 10_000),
    backup: backupConfig(env, production),
    geocoder: readGeocoderSettings(env, production),
    pos: readPosSettings(env, production),
    fiscal: readFiscalConfig(env, production, payments.publicApiUrl),
  };
}
