import { installFetch, ok } from '../../test/fetch';
import { shopApi } from '../../api-client/shop-api';
import { pushSupport, subscribeThisBrowser } from './push-subscribe';

test.each([
  ['a desktop browser', { serviceWorker: true, pushManager: true, ios: false, standalone: false }, 'supported'],
  [
    'an iPhone, the shop on the home screen',
    { serviceWorker: true, pushManager: true, ios: true, standalone: true },
    'supported',
  ],
  ['an iPhone in Safari', { serviceWorker: true, pushManager: false, ios: true, standalone: false }, 'ios_home_screen'],
  ['an old browser', { serviceWorker: false, pushManager: false, ios: false, standalone: false }, 'unsupported'],
] as const)('%s: %s', (_, browser, support) => {
  expect(pushSupport(browser)).toBe(support);
});

test("subscribing: the shop's key goes to the browser, the browser's subscription to the API", async () => {
  const calls = installFetch(({ method, path }) => {
    if (path === '/api/push/vapid-key') return ok({ public_key: 'BKEY' });
    if (path === '/api/profile/push-subscriptions' && method === 'POST') return ok({ message: 'ok' });
    return undefined;
  });
  const subscribe = jest.fn(async () => ({
    toJSON: () => ({ endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } }),
  }));
  expect(await subscribeThisBrowser(shopApi, { ready: async () => ({ pushManager: { subscribe } }) })).toBe('ok');
  expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: 'BKEY' });
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    endpoint: 'https://push.example/1',
    keys: { p256dh: 'p', auth: 'a' },
  });

  // Permission refused: nothing is sent.
  const refused = jest.fn(async () => {
    throw new DOMException('denied', 'NotAllowedError');
  });
  const before = calls.length;
  expect(await subscribeThisBrowser(shopApi, { ready: async () => ({ pushManager: { subscribe: refused } }) })).toBe('failed');
  expect(calls.slice(before).filter((c) => c.method === 'POST')).toEqual([]);
});
