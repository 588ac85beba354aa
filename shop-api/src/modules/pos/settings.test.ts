import { readConfig } from '../../config';
import { productionEnv } from '../../test-utils';
import { readPosSettings, STAND_IN_POSTER } from './settings';

const keys = {
  POS_PROVIDER: 'poster',
  POSTER_TOKEN: '1:abc',
  POSTER_SPOT_ID: '2',
  POSTER_APP_SECRET: 'sec',
  POSTER_ACCOUNT: 'cafe',
};

test('off by default, in production too', () => {
  expect(readPosSettings({}, false).provider).toBeNull();
  expect(readConfig(productionEnv()).pos.provider).toBeNull();
});

test.each(['POSTER_TOKEN', 'POSTER_SPOT_ID', 'POSTER_APP_SECRET', 'POSTER_ACCOUNT'])(
  'POS_PROVIDER=poster under NODE_ENV=production without %s refuses to start, naming it',
  (name) => {
    expect(() => readConfig(productionEnv({ ...keys, [name]: undefined }))).toThrow(new RegExp(`^${name} is not set`));
  },
);

test('a real token outside production needs the secret too (an empty one would let anyone sign webhooks)', () => {
  expect(() => readPosSettings({ ...keys, POSTER_APP_SECRET: '' }, false)).toThrow(/^POSTER_APP_SECRET is not set/);
});

test('production with every key talks to Poster; without a token outside production the stand-in plays it', () => {
  const live = readConfig(productionEnv(keys)).pos;
  expect(live).toEqual({
    provider: 'poster',
    sendOn: 'accepted',
    poster: {
      token: '1:abc',
      spotId: 2,
      appSecret: 'sec',
      account: 'cafe',
      deliveryProductId: null,
      apiUrl: 'https://joinposter.com/api',
      standIn: false,
    },
  });
  const dev = readPosSettings({ POS_PROVIDER: 'poster', POS_SEND_ON: 'new' }, false);
  expect(dev.sendOn).toBe('new');
  expect(dev.poster).toMatchObject({ standIn: true, token: STAND_IN_POSTER.token, appSecret: STAND_IN_POSTER.appSecret });
});

test.each([
  [{ POS_PROVIDER: 'square' }, /POS_PROVIDER must be poster or off/],
  [{ POS_PROVIDER: 'poster', POS_SEND_ON: 'paid' }, /POS_SEND_ON must be accepted or new/],
  [{ ...keys, POSTER_SPOT_ID: 'x' }, /POSTER_SPOT_ID must be a whole number/],
  [{ ...keys, POSTER_DELIVERY_PRODUCT_ID: 'доставка' }, /POSTER_DELIVERY_PRODUCT_ID must be a Poster product id/],
])('%p is refused', (env, message) => expect(() => readPosSettings(env, false)).toThrow(message));

test('POSTER_DELIVERY_PRODUCT_ID names the product the delivery fee goes as', () =>
  expect(readConfig(productionEnv({ ...keys, POSTER_DELIVERY_PRODUCT_ID: ' 77 ' })).pos.poster.deliveryProductId).toBe('77'));
