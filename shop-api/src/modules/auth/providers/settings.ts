/**
 * Which provider serves each way of signing in, read once from the environment.
 *
 * Outside production every provider without a key is the local stand-in (the embedded default).
 * Under NODE_ENV=production there are no stand-ins:
 * - SMS is required (TURBOSMS_TOKEN, TURBOSMS_SENDER): phone sign-in and sign-up need it;
 * - the messenger bot (TG_BOT_TOKEN, TG_WEBHOOK_SECRET, TG_BOT_NAME), Google (GOOGLE_CLIENT_ID)
 *   and Apple (APPLE_CLIENT_ID) each need their keys, or must be switched off explicitly with
 *   AUTH_METHODS_OFF=telegram,google,apple (a forgotten key is a start-up error, never a
 *   silently missing button).
 * A half-configured provider (a token without its secret) is an error everywhere.
 */
import { APPLE_JWKS_URL, GOOGLE_JWKS_URL } from './id-token';

export type SocialSetting = { kind: 'off' } | { kind: 'standin' } | { kind: 'oidc'; clientId: string; jwksUrl: string };

export interface AuthProviderSettings {
  sms: { kind: 'standin' } | { kind: 'turbosms'; token: string; sender: string };
  telegram:
    | { kind: 'off' }
    | { kind: 'standin'; webhookSecret: string }
    | { kind: 'telegram'; token: string; webhookSecret: string; botName: string };
  google: SocialSetting;
  apple: SocialSetting;
  /** The password-reset e-mail: eSputnik (the subscriptions' credentials and ESPUTNIK_EMAIL_FROM) or the stand-in. */
  email: { kind: 'standin' } | { kind: 'esputnik'; user: string; apiKey: string; from: string };
}

export const OPTIONAL_METHODS = ['telegram', 'google', 'apple'] as const;
/** The stand-in bot's webhook secret when TG_WEBHOOK_SECRET is not set (development only). */
export const DEV_TG_WEBHOOK_SECRET = 'dev-tg-webhook-secret';
/** Telegram's rule for secret_token: 1-256 characters A-Z, a-z, 0-9, _ and -. */
const TG_SECRET_PATTERN = /^[A-Za-z0-9_-]{1,256}$/;

export class AuthConfigError extends Error {}

export function readAuthProviderSettings(env: NodeJS.ProcessEnv, production: boolean): AuthProviderSettings {
  const get = (name: string) => env[name]?.trim() || '';
  const need = (name: string, why: string) => {
    const value = get(name);
    if (!value) throw new AuthConfigError(`${name} is not set: ${why}`);
    return value;
  };
  const off = new Set(
    get('AUTH_METHODS_OFF')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  for (const m of off) {
    if (!(OPTIONAL_METHODS as readonly string[]).includes(m)) {
      throw new AuthConfigError(`AUTH_METHODS_OFF: unknown sign-in method "${m}" (use ${OPTIONAL_METHODS.join(', ')})`);
    }
  }
  const missing = (method: string, name: string) =>
    new AuthConfigError(
      `${name} is not set: required in production for ${method} sign-in (or switch it off with AUTH_METHODS_OFF=${method})`,
    );

  let sms: AuthProviderSettings['sms'];
  if (get('TURBOSMS_TOKEN')) {
    sms = { kind: 'turbosms', token: get('TURBOSMS_TOKEN'), sender: need('TURBOSMS_SENDER', 'TurboSMS needs the sender name') };
  } else if (production) {
    throw new AuthConfigError('TURBOSMS_TOKEN is not set: required in production (SMS codes for sign-in and sign-up)');
  } else {
    sms = { kind: 'standin' };
  }

  let telegram: AuthProviderSettings['telegram'];
  if (off.has('telegram')) telegram = { kind: 'off' };
  else if (get('TG_BOT_TOKEN')) {
    const webhookSecret = need('TG_WEBHOOK_SECRET', 'the bot webhook needs its secret (setWebhook secret_token)');
    if (!TG_SECRET_PATTERN.test(webhookSecret)) {
      throw new AuthConfigError('TG_WEBHOOK_SECRET must be 1-256 characters of A-Z, a-z, 0-9, _ and -');
    }
    const botName = need('TG_BOT_NAME', "the bot's username builds the t.me sign-in link");
    telegram = { kind: 'telegram', token: get('TG_BOT_TOKEN'), webhookSecret, botName: botName.replace(/^@/, '') };
  } else if (production) {
    throw missing('telegram', 'TG_BOT_TOKEN');
  } else {
    telegram = { kind: 'standin', webhookSecret: get('TG_WEBHOOK_SECRET') || DEV_TG_WEBHOOK_SECRET };
  }

  const social = (method: 'google' | 'apple', idName: string, jwksName: string, jwksDefault: string): SocialSetting => {
    if (off.has(method)) return { kind: 'off' };
    if (get(idName)) return { kind: 'oidc', clientId: get(idName), jwksUrl: get(jwksName) || jwksDefault };
    if (production) throw missing(method, idName);
    return { kind: 'standin' };
  };

  let email: AuthProviderSettings['email'];
  if (get('ESPUTNIK_USER') && get('ESPUTNIK_API_KEY'))
    email = {
      kind: 'esputnik',
      user: get('ESPUTNIK_USER'),
      apiKey: get('ESPUTNIK_API_KEY'),
      from: need('ESPUTNIK_EMAIL_FROM', 'the sender of the password-reset e-mail (an address confirmed in eSputnik)'),
    };
  else if (production) throw new AuthConfigError('ESPUTNIK_USER is not set: required in production (the password-reset e-mail)');
  else email = { kind: 'standin' };

  return {
    sms,
    telegram,
    email,
    google: social('google', 'GOOGLE_CLIENT_ID', 'GOOGLE_JWKS_URL', GOOGLE_JWKS_URL),
    apple: social('apple', 'APPLE_CLIENT_ID', 'APPLE_JWKS_URL', APPLE_JWKS_URL),
  };
}
