import { parsePaymentReturn, parsePendingPayment } from './payment-return';

describe('payment return', () => {
  test.each<[string, number | null]>([
    ['?order=12', 12],
    ['?order=12&status=success', 12],
    ['?order=x', null],
    ['?order=-1', null],
    ['?order=0', null],
    ['?order=99999999999', null],
    ['?order=12.5', null],
    ['', null],
  ])('%s', (search, result) => expect(parsePaymentReturn(search)).toEqual(result));

  const pending = {
    orderId: 12,
    number: 10012,
    nwAddress: 'Грецька, 1',
    nwAddressName: 'Дім',
    cartGuid: '5f0c3a52-8d7e-4c1b-9a2e-0d6f1b2c3d4e',
  };
  test.each<[string, unknown, unknown]>([
    ['valid', pending, pending],
    ['no address', { ...pending, nwAddress: null, nwAddressName: null }, { ...pending, nwAddress: null, nwAddressName: null }],
    ['an address too long is dropped', { ...pending, nwAddress: 'x'.repeat(301) }, { ...pending, nwAddress: null }],
    ['a cart GUID that is not a UUID is dropped', { ...pending, cartGuid: '<script>' }, { ...pending, cartGuid: null }],
    ['kept before the cart GUID was (no GUID)', { ...pending, cartGuid: undefined }, { ...pending, cartGuid: null }],
    ['bad id', { ...pending, orderId: '12' }, null],
    ['bad number', { ...pending, number: 0 }, null],
    ['not an object', [pending], null],
  ])('pending: %s', (_n, value, result) => expect(parsePendingPayment(JSON.stringify(value))).toEqual(result));
  it('pending: broken JSON', () => expect(parsePendingPayment('{')).toBeNull());
});
