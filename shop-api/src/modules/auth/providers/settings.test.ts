import { readConfig } from '../../../config';
import { productionEnv } from '../../../test-utils';
import { DEV_TG_WEBHOOK_SECRET, readAuthProviderSettings } from './settings';

const LIVE = {
  TURBOSMS_TOKEN: 'tok',
  TURBOSMS_SENDER: 'Shop',
  TG_BOT_TOKEN: '123:abc',
  TG_WEBHOOK_SECRET: 'hook_secret-1',
  TG_BOT_NAME: '@shop_bot',
  GOOGLE_CLIENT_ID: 'g.apps.googleusercontent.com',
  APPLE_CLIENT_ID: 'ua.shop.web',
  ESPUTNIK_USER: 'shop',
  ESPUTNIK_API_KEY: 'key',
  ESPUTNIK_EMAIL_FROM: 'shop@example.ua',
};

describe('sign-in providers from the environment', () => {
  test('development without keys: every provider is the stand-in', () => {
    expect(readAuthProviderSettings({}, false)).toEqual({
      sms: { kind: 'standin' },
      telegram: { kind: 'standin', webhookSecret: DEV_TG_WEBHOOK_SECRET },
      google: { kind: 'standin' },
      apple: { kind: 'standin' },
      email: { kind: 'standin' },
    });
  });

  test('production with every key: the real providers', () => {
    expect(readAuthProviderSettings(LIVE, true)).toEqual({
      sms: { kind: 'turbosms', token: 'tok', sender: 'Shop' },
      telegram: { kind: 'telegram', token: '123:abc', webhookSecret: 'hook_secret-1', botName: 'shop_bot' },
      google: { kind: 'oidc', clientId: 'g.apps.googleusercontent.com', jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' },
      apple: { kind: 'oidc', clientId: 'ua.shop.web', jwksUrl: 'https://appleid.apple.com/auth/keys' },
      email: { kind: 'esputnik', user: 'shop', apiKey: 'key', from: 'shop@example.ua' },
    });
  });

  test('JWKS URLs are configurable (tests, proxies)', () => {
    const s = readAuthProviderSettings(
      { ...LIVE, GOOGLE_JWKS_URL: 'http://127.0.0.1:9/g', APPLE_JWKS_URL: 'http://127.0.0.1:9/a' },
      true,
    );
    expect(s.google).toMatchObject({ jwksUrl: 'http://127.0.0.1:9/g' });
    expect(s.apple).toMatchObject({ jwksUrl: 'http://127.0.0.1:9/a' });
  });

  test.each([
    ['TURBOSMS_TOKEN', true, /^TURBOSMS_TOKEN is not set/],
    ['TURBOSMS_SENDER', true, /^TURBOSMS_SENDER is not set/],
    ['TURBOSMS_SENDER', false, /^TURBOSMS_SENDER is not set/],
    ['TG_BOT_TOKEN', true, /^TG_BOT_TOKEN is not set.*AUTH_METHODS_OFF=telegram/],
    ['TG_WEBHOOK_SECRET', true, /^TG_WEBHOOK_SECRET is not set/],
    ['TG_WEBHOOK_SECRET', false, /^TG_WEBHOOK_SECRET is not set/],
    ['TG_BOT_NAME', true, /^TG_BOT_NAME is not set/],
    ['GOOGLE_CLIENT_ID', true, /^GOOGLE_CLIENT_ID is not set.*AUTH_METHODS_OFF=google/],
    ['APPLE_CLIENT_ID', true, /^APPLE_CLIENT_ID is not set.*AUTH_METHODS_OFF=apple/],
    ['ESPUTNIK_USER', true, /^ESPUTNIK_USER is not set.*password-reset e-mail/],
    ['ESPUTNIK_EMAIL_FROM', true, /^ESPUTNIK_EMAIL_FROM is not set/],
    ['ESPUTNIK_EMAIL_FROM', false, /^ESPUTNIK_EMAIL_FROM is not set/],
  ])('without %s (production %s): a start-up error naming it', (name, production, error) => {
    const env: Record<string, string> = { ...LIVE };
    delete env[name];
    expect(() => readAuthProviderSettings(env, production)).toThrow(error);
  });

  test('readConfig refuses to start production without the SMS gateway', () => {
    expect(() => readConfig(productionEnv({ TURBOSMS_TOKEN: undefined }))).toThrow(/TURBOSMS_TOKEN is not set/);
  });

  test('optional methods switched off explicitly in production', () => {
    const env = {
      TURBOSMS_TOKEN: 't',
      TURBOSMS_SENDER: 's',
      AUTH_METHODS_OFF: 'telegram, google,apple',
      ESPUTNIK_USER: 'u',
      ESPUTNIK_API_KEY: 'k',
      ESPUTNIK_EMAIL_FROM: 'f@example.ua',
    };
    expect(readAuthProviderSettings(env, true)).toEqual({
      sms: { kind: 'turbosms', token: 't', sender: 's' },
      telegram: { kind: 'off' },
      google: { kind: 'off' },
      apple: { kind: 'off' },
      email: { kind: 'esputnik', user: 'u', apiKey: 'k', from: 'f@example.ua' },
    });
  });

  test.each([
    [{ AUTH_METHODS_OFF: 'sms' }, /unknown sign-in method "sms"/],
    [{ TG_WEBHOOK_SECRET: 'has space' }, /TG_WEBHOOK_SECRET must be/],
  ])('refused: %o', (over, error) => {
    expect(() => readAuthProviderSettings({ ...LIVE, ...over }, true)).toThrow(error);
  });
});
