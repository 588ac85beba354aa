import crypto from 'node:crypto';
import { createLiqpayProvider, decodeLiqpayData, encodeLiqpayData, liqpaySignature, LIQPAY_CHECKOUT_URL } from './liqpay';

const KEYS = { publicKey: 'i00000000001', privateKey: 'test-private-key-0123456789' };
const provider = createLiqpayProvider(KEYS, { sandbox: false, checkoutUrl: LIQPAY_CHECKOUT_URL });
/** The documented formula, computed here without our code: base64(sha1(private_key + data + private_key)). */
const independent = (data: string) => {
  const h = crypto.createHash('sha1');
  h.update(KEYS.privateKey);
  h.update(data);
  h.update(KEYS.privateKey);
  return h.digest().toString('base64');
};
const request = {
  providerOrderId: '10042-1-a1b2c3',
  amount: 609.1,
  description: 'Оплата замовлення № 10042',
  lang: 'uk' as const,
  resultUrl: 'https://shop.example/ua/checkout/?order=42',
  serverUrl: 'https://api.shop.example/api/payments/liqpay/callback',
};

describe('LiqPay checkout form', () => {
  test('data and signature match the documented formula computed independently', () => {
    const form = provider.createCheckout(request);
    expect(form.action).toBe('https://www.liqpay.ua/api/3/checkout');
    expect(form.signature).toBe(independent(form.data));
    // The signature is the base64 of the raw 20-byte SHA-1 digest (not of its hex).
    expect(Buffer.from(form.signature, 'base64')).toHaveLength(20);
    expect(JSON.parse(Buffer.from(form.data, 'base64').toString('utf8'))).toEqual({
      version: 3,
      public_key: KEYS.publicKey,
      action: 'pay',
      amount: 609.1,
      currency: 'UAH',
      description: 'Оплата замовлення № 10042',
      order_id: '10042-1-a1b2c3',
      result_url: request.resultUrl,
      server_url: request.serverUrl,
      language: 'uk',
    });
  });

  test('a fixed input gives a fixed signature (no hidden salt or encoding change)', () => {
    expect(liqpaySignature('a', 'b')).toBe(crypto.createHash('sha1').update('aba').digest('base64'));
    // `printf aba | sha1sum | xxd -r -p | base64`
    expect(liqpaySignature('a', 'b')).toBe('TV7M+Tc5xjBar4lppoLMV+H9c5U=');
  });

  test('amounts are sent with kopecks, rounded to two decimals; sandbox mode marks the form', () => {
    const sandbox = createLiqpayProvider(KEYS, { sandbox: true, checkoutUrl: LIQPAY_CHECKOUT_URL });
    const data = decodeLiqpayData(sandbox.createCheckout({ ...request, amount: 100.005 + 0.0001, lang: 'ru' }).data)!;
    expect(data).toMatchObject({ amount: 100.01, sandbox: 1, language: 'ru' });
    expect(provider.createCheckout(request).data).not.toContain(KEYS.privateKey);
    expect(JSON.stringify(provider.createCheckout(request))).not.toContain(KEYS.privateKey);
  });
});

describe('LiqPay callback verification', () => {
  const result = {
    public_key: KEYS.publicKey,
    status: 'success',
    order_id: '10042-1-a1b2c3',
    amount: 609.1,
    currency: 'UAH',
    payment_id: 123,
    action: 'pay',
  };
  const signed = (params: Record<string, unknown>, key = KEYS.privateKey) => {
    const data = encodeLiqpayData(params);
    return { data, signature: liqpaySignature(key, data) };
  };

  test('a correctly signed callback is parsed', () => {
    expect(provider.verifyCallback(signed(result))).toEqual({
      ok: true,
      event: {
        providerOrderId: '10042-1-a1b2c3',
        status: 'success',
        amount: 609.1,
        currency: 'UAH',
        paymentId: '123',
        action: 'pay',
        errCode: null,
      },
    });
  });

  test.each<[string, unknown, number, string]>([
    ['empty body', undefined, 400, 'callback_fields_missing'],
    ['no signature', { data: signed(result).data }, 400, 'callback_fields_missing'],
    ['forged signature (another key)', signed(result, 'someone-else'), 403, 'callback_signature_invalid'],
    ['tampered data', { ...signed(result), data: encodeLiqpayData({ ...result, amount: 1 }) }, 403, 'callback_signature_invalid'],
    ['signature of a different length', { ...signed(result), signature: 'AAAA' }, 403, 'callback_signature_invalid'],
    [
      'not base64 JSON, signed',
      (() => {
        const data = 'bm90IGpzb24=';
        return { data, signature: liqpaySignature(KEYS.privateKey, data) };
      })(),
      400,
      'callback_data_invalid',
    ],
    ['another merchant (public key)', signed({ ...result, public_key: 'i999' }), 403, 'callback_public_key_unknown'],
    ['no order_id', signed({ ...result, order_id: undefined }), 400, 'callback_data_invalid'],
    ['amount not a number', signed({ ...result, amount: 'lots' }), 400, 'callback_data_invalid'],
  ])('%s -> %d', (_name, body, status, reason) => {
    expect(provider.verifyCallback(body)).toEqual({ ok: false, status, reason });
  });
});
