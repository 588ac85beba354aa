import { shouldOfferMobileApp } from './mobile-offer';

const store = (v: string | null) => ({ getItem: () => v });
describe('shouldOfferMobileApp', () => {
  test.each<[string, { show_mobile_result: boolean } | null, Pick<Storage, 'getItem'> | null, boolean]>([
    ['customer who has not seen it', { show_mobile_result: false }, store('1'), true],
    ['customer who has seen it', { show_mobile_result: true }, store(null), false],
    ['guest without the flag', null, store(null), true],
    ['guest with the flag', null, store('session'), false],
    ['guest without storage', null, null, true],
    [
      'guest, storage throws',
      null,
      {
        getItem: () => {
          throw new Error('denied');
        },
      },
      false,
    ],
  ])('%s -> %p', (_n, user, storage, offer) => expect(shouldOfferMobileApp(user, storage)).toBe(offer));
});
