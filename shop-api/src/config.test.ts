import { readConfig } from './config';
import { productionEnv } from './test-utils';

/**
 * The production start-up check as a whole: productionEnv() (the tests' shared fixture) is a
 * complete production environment, and each variable it holds is required, so the tests that
 * remove one variable from it show exactly that variable's start-up error.
 */
describe('readConfig under NODE_ENV=production', () => {
  test('the complete environment starts with the real providers and no stand-ins', () => {
    const config = readConfig(productionEnv());
    expect(config.production).toBe(true);
    expect(config.statusStepMs).toBe(0);
    expect(config.esputnik).toEqual({ user: 'u', apiKey: 'k' });
    expect(config.auth.sms).toEqual({ kind: 'turbosms', token: 't', sender: 's' });
    expect(config.orderAlerts).toEqual({ kind: 'off' });
    expect(config.geocoder).toEqual({ provider: 'visicom', key: 'v' });
    expect(config.payments).toEqual({
      provider: 'liqpay',
      capture: 'hold',
      monobank: { token: 'standin-monobank-token', standin: true },
      liqpay: { publicKey: 'i1', privateKey: 'p1', sandbox: false, standin: false },
      publicSiteUrl: 'https://shop.example',
      publicApiUrl: 'https://api.shop.example',
    });
    expect(config.fiscal).toMatchObject({
      mode: 'checkbox',
      apiUrl: 'https://api.checkbox.ua',
      licenseKey: 'lk',
      standin: false,
    });
  });

  test.each([
    ['ESPUTNIK_API_KEY', /^ESPUTNIK_API_KEY is not set/],
    ['TURBOSMS_TOKEN', /^TURBOSMS_TOKEN is not set/],
    ['TURBOSMS_SENDER', /^TURBOSMS_SENDER is not set/],
    ['TG_ORDERS_CHAT_ID', /TG_ORDERS_CHAT_ID/],
    ['LIQPAY_PUBLIC_KEY', /^LIQPAY_PUBLIC_KEY is not set/],
    ['LIQPAY_PRIVATE_KEY', /^LIQPAY_PRIVATE_KEY is not set/],
    ['PUBLIC_SITE_URL', /^PUBLIC_SITE_URL is not set/],
    ['PUBLIC_API_URL', /^PUBLIC_API_URL is not set/],
    ['SHOP_API_BACKUP_DIR', /^SHOP_API_BACKUP_DIR is not set/],
    ['VISICOM_API_KEY', /^VISICOM_API_KEY is not set/],
    ['CHECKBOX_LICENSE_KEY', /^CHECKBOX_LICENSE_KEY is not set/],
    ['CHECKBOX_LOGIN', /^CHECKBOX_LOGIN is not set/],
    ['CHECKBOX_PASSWORD', /^CHECKBOX_PASSWORD is not set/],
  ])('without %s: a start-up error naming it', (name, error) => {
    expect(() => readConfig(productionEnv({ [name]: undefined }))).toThrow(error);
  });

  test('monobank in production needs MONOBANK_TOKEN, not the LiqPay keys; FISCAL_RECEIPTS=off needs no Checkbox keys', () => {
    const mono = { PAYMENT_PROVIDER: 'monobank', LIQPAY_PUBLIC_KEY: undefined, LIQPAY_PRIVATE_KEY: undefined };
    expect(() => readConfig(productionEnv(mono))).toThrow(/^MONOBANK_TOKEN is not set/);
    expect(readConfig(productionEnv({ ...mono, MONOBANK_TOKEN: 'tok' })).payments).toMatchObject({
      provider: 'monobank',
      monobank: { token: 'tok', standin: false },
    });
    const off = {
      FISCAL_RECEIPTS: 'off',
      CHECKBOX_LICENSE_KEY: undefined,
      CHECKBOX_LOGIN: undefined,
      CHECKBOX_PASSWORD: undefined,
    };
    expect(readConfig(productionEnv(off)).fiscal.mode).toBe('off');
    expect(() => readConfig(productionEnv({ PAYMENT_CAPTURE: 'later' }))).toThrow(/PAYMENT_CAPTURE must be hold or immediate/);
    expect(readConfig(productionEnv({ PAYMENT_CAPTURE: 'immediate' })).payments.capture).toBe('immediate');
  });

  test('without AUTH_METHODS_OFF the optional sign-in methods need their keys', () => {
    expect(() => readConfig(productionEnv({ AUTH_METHODS_OFF: undefined }))).toThrow(/TG_BOT_TOKEN/);
  });
});

describe('backups in the configuration', () => {
  test('a folder, off, or (outside production) off when unset; minutes between snapshots', () => {
    expect(readConfig(productionEnv({ SHOP_API_BACKUP_DIR: '/var/backups/shop' })).backup).toEqual({
      dir: '/var/backups/shop',
      intervalMs: 3_600_000,
    });
    expect(readConfig(productionEnv({ SHOP_API_BACKUP_INTERVAL_MIN: '15' })).backup).toEqual({ dir: null, intervalMs: 900_000 });
    expect(readConfig({ NODE_ENV: 'development' } as NodeJS.ProcessEnv).backup.dir).toBeNull();
  });
});

describe('the geocoder', () => {
  test('Google in production needs its own key, named; a wrong provider name is refused', () => {
    expect(() => readConfig(productionEnv({ SHOP_API_GEOCODER: 'google' }))).toThrow(/^GOOGLE_GEOCODING_API_KEY is not set/);
    expect(readConfig(productionEnv({ SHOP_API_GEOCODER: 'google', GOOGLE_GEOCODING_API_KEY: 'g' })).geocoder).toEqual({
      provider: 'google',
      key: 'g',
    });
    expect(() => readConfig(productionEnv({ SHOP_API_GEOCODER: 'osm' }))).toThrow(/^SHOP_API_GEOCODER must be visicom or google/);
  });

  test('outside production, no key means the stand-in', () => {
    expect(readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv).geocoder).toEqual({ provider: 'visicom', key: null });
  });
});
