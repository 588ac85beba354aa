import crypto from 'node:crypto';
import {
  createLiqpayProvider,
  decodeLiqpayData,
  encodeLiqpayData,
  liqpaySignature,
  LIQPAY_API_URL,
  LIQPAY_CHECKOUT_URL,
  STATUS_TIMEOUT_MS,
} from './liqpay';
import type { FormPost } from './provider';

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
  hold: false,
  basket: [],
};
/** The form of a checkout that LiqPay's provider always makes at once. */
const formOf = async (made: ReturnType<typeof provider.createCheckout>) => {
  const m = await made;
  if (!m.ok) throw new Error(m.reason);
  return m.form;
};

describe('LiqPay checkout form', () => {
  test('data and signature match the documented formula computed independently', async () => {
    const form = await formOf(provider.createCheckout(request));
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

  test('amounts are sent with kopecks, rounded to two decimals; sandbox mode marks the form', async () => {
    const sandbox = createLiqpayProvider(KEYS, { sandbox: true, checkoutUrl: LIQPAY_CHECKOUT_URL });
    const data = decodeLiqpayData(
      (await formOf(sandbox.createCheckout({ ...request, amount: 100.005 + 0.0001, lang: 'ru' }))).data,
    )!;
    expect(data).toMatchObject({ amount: 100.01, sandbox: 1, language: 'ru' });
    expect((await formOf(provider.createCheckout(request))).data).not.toContain(KEYS.privateKey);
    expect(JSON.stringify(await formOf(provider.createCheckout(request)))).not.toContain(KEYS.privateKey);
  });

  test('PAYMENT_CAPTURE=hold makes a hold form (the amount is blocked, captured later)', async () => {
    const form = await formOf(provider.createCheckout({ ...request, hold: true }));
    expect(form.signature).toBe(independent(form.data));
    expect(decodeLiqpayData(form.data)).toMatchObject({ action: 'hold', amount: 609.1, currency: 'UAH' });
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

  test('a correctly signed callback is parsed', async () => {
    expect(await provider.verifyCallback(signed(result), {}, '')).toEqual({
      ok: true,
      event: {
        providerOrderId: '10042-1-a1b2c3',
        status: 'success',
        amount: 609.1,
        currency: 'UAH',
        paymentId: '123',
        action: 'pay',
        errCode: null,
        changedAt: null,
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
  ])('%s -> %d', async (_name, body, status, reason) => {
    expect(await provider.verifyCallback(body, {}, '')).toEqual({ ok: false, status, reason });
  });
});

describe('LiqPay status question (action status, POST /api/request)', () => {
  const ORDER = '10042-1-a1b2c3';
  type Sent = { url: string; form: Record<string, string>; timeoutMs: number };
  /** A provider whose API answers `answer` (or throws it) and records what was sent. */
  const asking = (answer: { status: number; body: unknown } | Error) => {
    const sent: Sent[] = [];
    const post: FormPost = async (url, form, timeoutMs) => {
      sent.push({ url, form, timeoutMs });
      if (answer instanceof Error) throw answer;
      return answer;
    };
    return {
      sent,
      provider: createLiqpayProvider(KEYS, { sandbox: false, checkoutUrl: LIQPAY_CHECKOUT_URL, apiUrl: LIQPAY_API_URL, post }),
    };
  };
  const paid = {
    result: 'ok',
    action: 'pay',
    status: 'success',
    public_key: KEYS.publicKey,
    order_id: ORDER,
    amount: 609.1,
    currency: 'UAH',
    payment_id: 123,
  };

  test('the request: data (version 3, public key, action status, order_id) signed by the documented formula, within 3 s', async () => {
    const { sent, provider: p } = asking({ status: 200, body: paid });
    await p.checkStatus({ providerOrderId: ORDER, paymentId: null });
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('https://www.liqpay.ua/api/request');
    expect(sent[0].timeoutMs).toBe(STATUS_TIMEOUT_MS);
    expect(STATUS_TIMEOUT_MS).toBeLessThanOrEqual(3_000);
    expect(Object.keys(sent[0].form).sort()).toEqual(['data', 'signature']);
    expect(sent[0].form.signature).toBe(independent(sent[0].form.data));
    expect(JSON.parse(Buffer.from(sent[0].form.data, 'base64').toString('utf8'))).toEqual({
      version: 3,
      public_key: KEYS.publicKey,
      action: 'status',
      order_id: ORDER,
    });
    expect(JSON.stringify(sent)).not.toContain(KEYS.privateKey);
  });

  test.each<[string, { status: number; body: unknown } | Error, unknown]>([
    [
      'a payment: its event',
      { status: 200, body: paid },
      {
        kind: 'event',
        event: {
          providerOrderId: ORDER,
          status: 'success',
          amount: 609.1,
          currency: 'UAH',
          paymentId: '123',
          action: 'pay',
          errCode: null,
          changedAt: null,
        },
      },
    ],
    [
      'a refused payment: its event with the error code',
      { status: 200, body: { ...paid, status: 'failure', err_code: 'limit' } },
      { kind: 'event', event: expect.objectContaining({ status: 'failure', errCode: 'limit' }) },
    ],
    [
      'no payment (cancelled, Back)',
      { status: 200, body: { result: 'error', status: 'error', err_code: 'payment_not_found' } },
      { kind: 'not_found' },
    ],
    [
      'a refused question',
      { status: 200, body: { result: 'error', status: 'error', err_code: 'err_access' } },
      { kind: 'unavailable', reason: 'status_err_access' },
    ],
    [
      'another order',
      { status: 200, body: { ...paid, order_id: '10043-1-ffffff' } },
      { kind: 'unavailable', reason: 'status_answer_invalid' },
    ],
    [
      'another merchant',
      { status: 200, body: { ...paid, public_key: 'i999' } },
      { kind: 'unavailable', reason: 'status_public_key_unknown' },
    ],
    [
      'no amount',
      { status: 200, body: { ...paid, amount: undefined } },
      { kind: 'unavailable', reason: 'status_answer_invalid' },
    ],
    ['a server error', { status: 502, body: null }, { kind: 'unavailable', reason: 'status_http_502' }],
    ['not JSON', { status: 200, body: null }, { kind: 'unavailable', reason: 'status_http_200' }],
    [
      'no answer in time',
      new Error('The operation was aborted due to timeout'),
      { kind: 'unavailable', reason: 'status_no_answer' },
    ],
  ])('%s', async (_name, answer, expected) => {
    expect(await asking(answer).provider.checkStatus({ providerOrderId: ORDER, paymentId: null })).toEqual(expected);
  });

  test('without a way to reach the API the provider is not asked', async () => {
    expect(await provider.checkStatus({ providerOrderId: ORDER, paymentId: null })).toEqual({
      kind: 'unavailable',
      reason: 'status_not_configured',
    });
  });
});

describe('LiqPay money calls (hold_completion, refund) over the same signed form POST', () => {
  const REF = { providerOrderId: '10042-1-a1b2c3', paymentId: '123' };
  /** A provider whose API answers `answer` (or throws it) and records what was sent. */
  const calling = (answer: { status: number; body: unknown } | Error) => {
    const sent: { url: string; form: Record<string, string>; timeoutMs: number }[] = [];
    const post: FormPost = async (url, form, timeoutMs) => {
      sent.push({ url, form, timeoutMs });
      if (answer instanceof Error) throw answer;
      return answer;
    };
    return {
      sent,
      provider: createLiqpayProvider(KEYS, { sandbox: false, checkoutUrl: LIQPAY_CHECKOUT_URL, apiUrl: LIQPAY_API_URL, post }),
    };
  };

  test('capture and refund send signed data with the action, order id and amount (UAH to the kopeck)', async () => {
    const capture = calling({ status: 200, body: { result: 'ok', status: 'success' } });
    expect(await capture.provider.capture(REF, 300.456)).toEqual({ outcome: 'done', detail: 'success' });
    const refund = calling({ status: 200, body: { result: 'ok', status: 'reversed' } });
    expect(await refund.provider.refund(REF, 50, 'key-1')).toEqual({ outcome: 'done', detail: 'reversed' });
    for (const [{ sent }, action, amount] of [
      [capture, 'hold_completion', 300.46],
      [refund, 'refund', 50],
    ] as const) {
      expect(sent).toHaveLength(1);
      expect(sent[0].url).toBe(LIQPAY_API_URL);
      expect(sent[0].form.signature).toBe(independent(sent[0].form.data));
      expect(JSON.parse(Buffer.from(sent[0].form.data, 'base64').toString('utf8'))).toEqual({
        version: 3,
        public_key: KEYS.publicKey,
        action,
        order_id: REF.providerOrderId,
        amount,
      });
      expect(JSON.stringify(sent)).not.toContain(KEYS.privateKey);
    }
  });

  test.each<[string, { status: number; body: unknown } | Error, unknown]>([
    [
      'no connection: certainly not done, sent again',
      new Error('connect ECONNREFUSED'),
      { outcome: 'retry', detail: 'liqpay_unreachable' },
    ],
    [
      'no answer in time: maybe done, asked before sending again',
      Object.assign(new Error('timed out'), { name: 'TimeoutError' }),
      { outcome: 'unknown', detail: 'liqpay_timeout' },
    ],
    ['a server error', { status: 503, body: null }, { outcome: 'retry', detail: 'liqpay_http_503' }],
    ['not JSON', { status: 200, body: null }, { outcome: 'unknown', detail: 'liqpay_bad_answer_200' }],
    [
      'busy',
      { status: 200, body: { result: 'error', status: 'error', err_code: 'err_busy' } },
      { outcome: 'retry', detail: 'liqpay_err_busy' },
    ],
    [
      'refused for good',
      { status: 200, body: { result: 'error', status: 'error', err_code: 'payment_not_hold' } },
      { outcome: 'refused', detail: 'liqpay_payment_not_hold' },
    ],
  ])('%s', async (_name, answer, expected) => {
    expect(await calling(answer).provider.capture(REF, 100)).toEqual(expected);
  });
});
