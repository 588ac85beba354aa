/** The payments' configuration (LiqPay keys): start-up errors, real keys, no stand-in in production. */
import { createTestApi, postOrder } from '../../test-utils';
import { liqpaySignature } from './liqpay';
import { readPaymentsConfig } from './config';
import { decodeCheckout, formBody, FORM, liqpayCallback, onlineOrder } from './test-kit';

jest.setTimeout(60_000);

describe('configuration', () => {
  test('production without keys is a start-up error naming the variable', () => {
    expect(() => readPaymentsConfig({}, true, 3001)).toThrow(/LIQPAY_PUBLIC_KEY is not set/);
    expect(() =>
      readPaymentsConfig({ LIQPAY_PUBLIC_KEY: 'i1', PUBLIC_SITE_URL: 'https://s', PUBLIC_API_URL: 'https://a' }, true, 3001),
    ).toThrow(/LIQPAY_PRIVATE_KEY is not set/);
  });

  test('the private key is in no error message', () => {
    try {
      readPaymentsConfig({ LIQPAY_PRIVATE_KEY: 'very-secret', LIQPAY_PUBLIC_KEY: 'i1' }, true, 3001);
      throw new Error('expected a start-up error');
    } catch (err) {
      expect(String(err)).toMatch(/PUBLIC_SITE_URL is not set/);
      expect(String(err)).not.toContain('very-secret');
    }
  });

  test('with keys: LiqPay checkout URL, no stand-in routes; in production no stand-in either', async () => {
    const env = {
      NODE_ENV: 'test',
      LIQPAY_PUBLIC_KEY: 'i123',
      LIQPAY_PRIVATE_KEY: 'secret-key',
      LIQPAY_SANDBOX: '1',
    } as NodeJS.ProcessEnv;
    const api = await createTestApi({ payments: readPaymentsConfig(env, false, 3001) });
    try {
      const res = await postOrder(api, { body: onlineOrder() });
      expect(res.body.checkout.action).toBe('https://www.liqpay.ua/api/3/checkout');
      expect(res.body.checkout.signature).toBe(liqpaySignature('secret-key', res.body.checkout.data));
      expect(JSON.stringify(res.body)).not.toContain('secret-key');
      expect(decodeCheckout(res.body.checkout.data)).toMatchObject({ public_key: 'i123', sandbox: 1 });
      // Sandbox mode: LiqPay's `sandbox` status counts as money.
      const cb = liqpayCallback(res.body.checkout.data, { status: 'sandbox' }, 'secret-key');
      const paid = await api.app.inject({
        method: 'POST',
        url: '/api/payments/liqpay/callback',
        headers: FORM,
        payload: formBody(cb),
      });
      expect(paid.json()).toEqual({ result: 'recorded', reason: 'payment_received' });
      const standin = await api.app.inject({
        method: 'POST',
        url: '/api/payments/liqpay-standin/checkout',
        headers: FORM,
        payload: '',
      });
      expect(standin.statusCode).toBe(404);
    } finally {
      await api.close();
    }
    const prod = await createTestApi({ production: true });
    try {
      expect(
        (await prod.app.inject({ method: 'POST', url: '/api/payments/liqpay-standin/checkout', headers: FORM, payload: '' }))
          .statusCode,
      ).toBe(404);
      expect((await prod.call('GET', '/api/dev/payments?order_id=1')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
