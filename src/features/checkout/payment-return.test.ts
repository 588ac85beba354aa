import { parsePaymentReturn, parsePendingPayment } from './payment-return';

describe('payment return', () => {
  test.each<[string, ReturnType<typeof parsePaymentReturn>]>([
    ['?order=12&status=success', { orderId: 12, status: 'success' }],
    ['?order=12&status=failure', { orderId: 12, status: 'failure' }],
    ['?order=12&status=paid', null],
    ['?order=x&status=success', null],
    ['?order=-1&status=success', null],
    ['?order=99999999999&status=success', null],
    ['', null],
  ])('%s', (search, result) => expect(parsePaymentReturn(search)).toEqual(result));

  const pending = { orderId: 12, number: 10012, nwAddress: 'Грецька, 1', nwAddressName: 'Дім', paymentUrl: '/api/dev/pay/12' };
  test.each<[string, unknown, unknown]>([
    ['valid', pending, pending],
    ['no address', { ...pending, nwAddress: null, nwAddressName: null }, { ...pending, nwAddress: null, nwAddressName: null }],
    [
      "the provider's https page",
      { ...pending, paymentUrl: 'https://pay.example/p/1' },
      { ...pending, paymentUrl: 'https://pay.example/p/1' },
    ],
    ['plain http page', { ...pending, paymentUrl: 'http://pay.example/p/1' }, null],
    ['javascript URL', { ...pending, paymentUrl: 'javascript:alert(1)' }, null],
    ['protocol-relative URL', { ...pending, paymentUrl: '//evil.example/pay' }, null],
    ['bad id', { ...pending, orderId: '12' }, null],
    ['not an object', [pending], null],
  ])('pending: %s', (_n, value, result) => expect(parsePendingPayment(JSON.stringify(value))).toEqual(result));
  it('pending: broken JSON', () => expect(parsePendingPayment('{')).toBeNull());
});
