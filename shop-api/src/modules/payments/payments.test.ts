import type { AddressInfo } from 'node:net';
import { createTestApi, type TestApi, postOrder } from '../../test-utils';
import { encodeLiqpayData, liqpaySignature } from './liqpay';
import { readPaymentsConfig, STANDIN_KEYS } from './config';
import { ASK_EVERY_MS } from './service';
import { decodeCheckout, formBody, FORM, liqpayCallback, onlineOrder } from './test-kit';

jest.setTimeout(60_000);

describe('payments through the API (stand-in keys, PAYMENT_CAPTURE=immediate: the charge at checkout)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ payments: readPaymentsConfig({ PAYMENT_CAPTURE: 'immediate' }, false, 3001) });
  });
  afterAll(() => api.close());

  /** The placing browser's `?secret=` of each order placed here. */
  const secrets = new Map<number, string>();
  const as = (id: number) => `secret=${secrets.get(id)}`;
  const place = async (over: Record<string, unknown> = {}) => {
    const res = await postOrder(api, { body: onlineOrder(over) });
    expect(res.status).toBe(200);
    secrets.set(res.body.id, res.body.secret);
    return res.body as {
      id: number;
      number: number;
      sum_to_pay: number;
      checkout: { action: string; data: string; signature: string };
    };
  };
  const send = (fields: Record<string, string> | string | undefined) =>
    api.app.inject({
      method: 'POST',
      url: '/api/payments/liqpay/callback',
      headers: fields === undefined ? {} : FORM,
      payload: typeof fields === 'string' || fields === undefined ? fields : formBody(fields),
    });
  const status = async (id: number) => (await api.call('GET', `/api/orders/${id}/payment?${as(id)}`)).body;
  const rows = () =>
    JSON.stringify(api.ctx.db.prepare('SELECT * FROM orders ORDER BY id').all()) +
    JSON.stringify(api.ctx.db.prepare('SELECT * FROM payments ORDER BY id').all());

  test('the checkout form: signed data with the order, the callback URL and the return page', async () => {
    const order = await place();
    const p = decodeCheckout(order.checkout.data);
    expect(p).toMatchObject({
      version: 3,
      public_key: STANDIN_KEYS.publicKey,
      action: 'pay',
      amount: order.sum_to_pay,
      currency: 'UAH',
      description: `Оплата замовлення № ${order.number}`,
      server_url: 'http://127.0.0.1:3001/api/payments/liqpay/callback',
      result_url: `http://localhost:8888/ua/checkout/?order=${order.id}`,
      language: 'uk',
    });
    expect(p.order_id).toMatch(new RegExp(`^${order.number}-1-[0-9a-f]{6}$`));
    expect(order.checkout.signature).toBe(liqpaySignature(STANDIN_KEYS.privateKey, order.checkout.data));
    const ru = await postOrder(api, { body: onlineOrder() }, '/api/orders?lang=russian');
    expect(decodeCheckout(ru.body.checkout.data)).toMatchObject({
      language: 'ru',
      description: `Оплата заказа № ${ru.body.number}`,
    });
  });

  test.each<[string, number, (data: string) => Record<string, string> | string | undefined]>([
    ['empty callback', 400, () => undefined],
    ['empty form', 400, () => ''],
    ['forged signature', 403, (d) => liqpayCallback(d, {}, 'guessed-key')],
    ['tampered data', 403, (d) => ({ ...liqpayCallback(d), data: liqpayCallback(d, { amount: 1 }).data })],
    ['unknown order', 404, (d) => liqpayCallback(d, { order_id: '99999-1-000000' })],
    ['wrong amount', 409, (d) => liqpayCallback(d, { amount: 1 })],
    ['wrong currency', 409, (d) => liqpayCallback(d, { currency: 'USD' })],
  ])('%s gets %d and changes no order', async (_name, code, make) => {
    const order = await place();
    const before = rows();
    const res = await send(make(order.checkout.data));
    expect(res.statusCode).toBe(code);
    expect(rows()).toBe(before);
    expect(await status(order.id)).toMatchObject({ payment_status: 'awaiting', sum_paid: 0 });
  });

  test('sandbox status outside sandbox mode changes nothing', async () => {
    const order = await place();
    const before = rows();
    const res = await send(liqpayCallback(order.checkout.data, { status: 'sandbox' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'ignored', reason: 'payment_sandbox_outside_sandbox_mode' });
    expect(rows()).toBe(before);
  });

  test('success pays the order once: the duplicate callback records nothing more', async () => {
    const order = await place();
    expect(await status(order.id)).toMatchObject({ payment_status: 'awaiting', sum_paid: 0, sum_to_pay: order.sum_to_pay });
    const cb = liqpayCallback(order.checkout.data);
    expect((await send(cb)).json()).toEqual({ result: 'recorded', reason: 'payment_received' });
    const afterFirst = rows();
    expect((await send(cb)).json()).toEqual({ result: 'ignored', reason: 'payment_duplicate' });
    expect(rows()).toBe(afterFirst);
    expect(await status(order.id)).toMatchObject({ payment_status: 'paid', sum_paid: order.sum_to_pay });
    const attempts = (await api.call('GET', `/api/dev/payments?order_id=${order.id}`)).body;
    expect(attempts).toEqual([expect.objectContaining({ status: 'success', payment_id: '555001' })]);
    // Paid: no new form, and the popup / profile shapes say paid.
    expect((await api.call('POST', `/api/orders/${order.id}/payment?${as(order.id)}`)).status).toBe(409);
    expect((await api.call('GET', `/api/orders/${order.id}?${as(order.id)}`)).body.payment_status).toBe('paid');
  });

  test('failure is recorded; a retry makes a new attempt that can be paid', async () => {
    const order = await place();
    const res = await send(liqpayCallback(order.checkout.data, { status: 'failure', err_code: 'limit' }));
    expect(res.json()).toEqual({ result: 'recorded', reason: 'payment_failed' });
    expect(await status(order.id)).toMatchObject({ payment_status: 'failed', sum_paid: 0 });
    const retry = await api.call('POST', `/api/orders/${order.id}/payment?lang=russian&${as(order.id)}`);
    expect(retry.status).toBe(200);
    const p = decodeCheckout(retry.body.data);
    expect(p.order_id).toMatch(new RegExp(`^${order.number}-2-`));
    expect(p.language).toBe('ru');
    expect(await status(order.id)).toMatchObject({ payment_status: 'awaiting' });
    // A double click on "pay again": the open attempt is reused, one order_id.
    const again = await api.call('POST', `/api/orders/${order.id}/payment?${as(order.id)}`);
    expect(decodeCheckout(again.body.data).order_id).toBe(p.order_id);
    await send(liqpayCallback(retry.body.data));
    expect(await status(order.id)).toMatchObject({ payment_status: 'paid', sum_paid: order.sum_to_pay });
  });

  test('the result page may come before the callback: the status reads awaiting, then paid', async () => {
    const order = await place();
    expect((await status(order.id)).payment_status).toBe('awaiting');
    await send(liqpayCallback(order.checkout.data, { status: 'wait_secure' }));
    expect((await status(order.id)).payment_status).toBe('awaiting');
    await send(liqpayCallback(order.checkout.data));
    expect((await status(order.id)).payment_status).toBe('paid');
  });

  test('cash and unknown orders: no form, 409 / 404', async () => {
    const cash = await postOrder(api, { body: onlineOrder({ pay_type: 'cash' }) });
    expect(cash.body.checkout).toBeNull();
    const secret = `secret=${cash.body.secret}`;
    expect(await api.call('POST', `/api/orders/${cash.body.id}/payment?${secret}`)).toMatchObject({
      status: 409,
      body: { message: 'order_not_online' },
    });
    expect((await api.call('GET', `/api/orders/999999/payment?${secret}`)).status).toBe(404);
    expect((await api.call('POST', `/api/orders/999999/payment?${secret}`)).status).toBe(404);
  });
});

describe('the LiqPay stand-in page (real HTTP: it POSTs the callback to server_url)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as AddressInfo;
    api.ctx.config.payments.publicApiUrl = `http://127.0.0.1:${port}`;
  });
  afterAll(() => api.close());

  const page = (fields: Record<string, string>, url = '/api/payments/liqpay-standin/checkout') =>
    api.app.inject({ method: 'POST', url, headers: FORM, payload: formBody(fields) });

  test('shows the order, refuses a forged form, and pay / fail / cancel end right', async () => {
    const res = await postOrder(api, { body: onlineOrder({ return_url: '/ru/checkout/' }) }, '/api/orders?lang=russian');
    const { data, signature } = res.body.checkout;
    const shown = await page({ data, signature });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(`Оплата заказа № ${res.body.number}`);
    expect(shown.body).toContain(`${res.body.sum_to_pay.toFixed(2)} UAH`);
    expect(shown.body).toContain('Оплатить');
    expect(shown.body).not.toContain(STANDIN_KEYS.privateKey);
    expect((await page({ data, signature: liqpaySignature('forged', data) })).statusCode).toBe(400);

    const complete = (outcome: string) => page({ data, signature, outcome }, '/api/payments/liqpay-standin/complete');
    const cancel = await complete('cancel');
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(`http://localhost:8888/ru/checkout/?order=${res.body.id}`);
    expect((await api.call('GET', `/api/orders/${res.body.id}/payment?secret=${res.body.secret}`)).body.payment_status).toBe(
      'awaiting',
    );
    await complete('fail');
    expect((await api.call('GET', `/api/orders/${res.body.id}/payment?secret=${res.body.secret}`)).body.payment_status).toBe(
      'failed',
    );

    const retry = (await api.call('POST', `/api/orders/${res.body.id}/payment?secret=${res.body.secret}`)).body;
    // Double click on "pay": two completions, two callbacks, one payment.
    await Promise.all([1, 2].map(() => page({ ...retry, outcome: 'pay' }, '/api/payments/liqpay-standin/complete')));
    expect((await api.call('GET', `/api/orders/${res.body.id}/payment?secret=${res.body.secret}`)).body).toMatchObject({
      payment_status: 'paid',
      sum_paid: res.body.sum_to_pay,
    });
    const attempts = (await api.call('GET', `/api/dev/payments?order_id=${res.body.id}`)).body;
    // PAYMENT_CAPTURE=hold (the default): the paid attempt is a hold until the desk accepts the order.
    expect(attempts.map((a: { status: string }) => a.status)).toEqual(['failure', 'held']);
  });
});

describe('asking LiqPay (the stand-in) when the customer is back and no callback came', () => {
  let api: TestApi;
  let lines: string[];
  beforeEach(async () => {
    lines = [];
    // Every callback the stand-in sends is lost on the way (the shop's server_url does not answer).
    const lost = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    api = await createTestApi({}, { fetch: lost, logLevel: 'info', logStream: { write: (line) => void lines.push(line) } });
  });
  afterEach(() => api.close());

  const placeAndLeave = async (outcome: 'cancel' | 'pay_callback_lost' | 'fail') => {
    const res = await postOrder(api, { body: onlineOrder() });
    expect(res.status).toBe(200);
    const { data, signature } = res.body.checkout;
    const done = await api.app.inject({
      method: 'POST',
      url: '/api/payments/liqpay-standin/complete',
      headers: FORM,
      payload: formBody({ data, signature, outcome }),
    });
    expect(done.statusCode).toBe(303);
    secrets.set(res.body.id, res.body.secret);
    return res.body as { id: number; sum_to_pay: number };
  };
  /** The placing browser's `?secret=` of each order placed here. */
  const secrets = new Map<number, string>();
  const status = async (id: number) => (await api.call('GET', `/api/orders/${id}/payment?secret=${secrets.get(id)}`)).body;
  const asked = () => lines.filter((l) => l.includes('POST /api/payments/liqpay-standin/request 200')).length;
  const attempts = async (id: number) =>
    (await api.call('GET', `/api/dev/payments?order_id=${id}`)).body.map((a: { status: string }) => a.status);

  test('paid, the callback lost: the status read asks the provider and the order is paid, once', async () => {
    const order = await placeAndLeave('pay_callback_lost');
    expect(api.ctx.db.prepare('SELECT sum_paid FROM orders WHERE id = ?').get(order.id)).toEqual({ sum_paid: 0 });
    expect(await status(order.id)).toMatchObject({ payment_status: 'paid', sum_paid: order.sum_to_pay, provider_check: null });
    expect(asked()).toBe(1);
    // Parallel polls later: nothing more to ask (the attempt is final), nothing counted twice.
    api.clock.advance(10_000);
    const again = await Promise.all(Array.from({ length: 8 }, () => status(order.id)));
    expect(new Set(again.map((a) => `${a.payment_status} ${a.sum_paid}`))).toEqual(new Set([`paid ${order.sum_to_pay}`]));
    expect(asked()).toBe(1);
    // PAYMENT_CAPTURE=hold (the default): the payment the status reported is a hold until the desk accepts.
    expect(await attempts(order.id)).toEqual(['held']);
  });

  test('refused, the callback lost: the status read says failed', async () => {
    const order = await placeAndLeave('fail');
    expect(await status(order.id)).toMatchObject({ payment_status: 'failed', sum_paid: 0, provider_check: null });
    expect(await attempts(order.id)).toEqual(['failure']);
  });

  test('cancelled: the provider knows no payment, said at once; nothing changes', async () => {
    const order = await placeAndLeave('cancel');
    const before = JSON.stringify(api.ctx.db.prepare('SELECT * FROM payments').all());
    expect(await status(order.id)).toMatchObject({ payment_status: 'awaiting', provider_check: 'no_payment' });
    expect(JSON.stringify(api.ctx.db.prepare('SELECT * FROM payments').all())).toBe(before);
  });

  test('whoever polls, the provider is asked at most once per attempt every 4 s', async () => {
    const order = await placeAndLeave('cancel');
    const reads = await Promise.all(Array.from({ length: 10 }, () => status(order.id)));
    expect(asked()).toBe(1);
    // The ones that came while the question was out read "not asked", the one that asked its answer.
    expect(reads.filter((r) => r.provider_check === 'no_payment')).toHaveLength(1);
    expect(reads.filter((r) => r.provider_check === null)).toHaveLength(9);
    api.clock.advance(ASK_EVERY_MS - 1);
    // Not asked again; "no payment" is not repeated unasked (the customer may have paid since).
    expect(await status(order.id)).toMatchObject({ payment_status: 'awaiting', provider_check: null });
    expect(asked()).toBe(1);
    api.clock.advance(1);
    await status(order.id);
    expect(asked()).toBe(2);
  });

  test('Back, then paid at once (its callback lost): not "no payment" in between, paid at the next question', async () => {
    const order = await placeAndLeave('cancel');
    expect(await status(order.id)).toMatchObject({ provider_check: 'no_payment' });
    const again = (await api.call('POST', `/api/orders/${order.id}/payment?secret=${secrets.get(order.id)}`)).body;
    const paid = await api.app.inject({
      method: 'POST',
      url: '/api/payments/liqpay-standin/complete',
      headers: FORM,
      payload: formBody({ data: again.data, signature: again.signature, outcome: 'pay_callback_lost' }),
    });
    expect(paid.statusCode).toBe(303);
    api.clock.advance(1_000);
    expect(await status(order.id)).toMatchObject({ payment_status: 'awaiting', provider_check: null });
    api.clock.advance(ASK_EVERY_MS);
    expect(await status(order.id)).toMatchObject({ payment_status: 'paid', sum_paid: order.sum_to_pay });
    // PAYMENT_CAPTURE=hold (the default): the payment the status reported is a hold until the desk accepts.
    expect(await attempts(order.id)).toEqual(['held']);
  });

  test('a cash order is never asked about', async () => {
    const res = await postOrder(api, { body: onlineOrder({ pay_type: 'cash' }) });
    secrets.set(res.body.id, res.body.secret);
    expect(await status(res.body.id)).toMatchObject({ payment_status: 'not_required', provider_check: null });
    expect(asked()).toBe(0);
  });

  test("the stand-in's status API speaks LiqPay's protocol: a forged or foreign question is refused", async () => {
    const order = await placeAndLeave('pay_callback_lost');
    const attempt = (await api.call('GET', `/api/dev/payments?order_id=${order.id}`)).body[0].provider_order_id as string;
    const ask = async (params: Record<string, unknown>, key: string = STANDIN_KEYS.privateKey) => {
      const data = encodeLiqpayData(params);
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/payments/liqpay-standin/request',
        headers: FORM,
        payload: formBody({ data, signature: liqpaySignature(key, data) }),
      });
      return JSON.parse(res.body) as Record<string, unknown>;
    };
    const question = { version: 3, public_key: STANDIN_KEYS.publicKey, action: 'status', order_id: attempt };
    expect(await ask(question)).toMatchObject({ result: 'ok', status: 'hold_wait', order_id: attempt, amount: order.sum_to_pay });
    expect(await ask({ ...question, order_id: 'nobody-1' })).toMatchObject({ result: 'error', err_code: 'payment_not_found' });
    expect(await ask(question, 'forged')).toMatchObject({ result: 'error', err_code: 'err_signature' });
    expect(await ask({ ...question, public_key: 'i999' })).toMatchObject({ result: 'error', err_code: 'public_key_not_found' });
    expect(await ask({ ...question, action: 'subscribe' })).toMatchObject({ result: 'error', err_code: 'err_action' });
    expect(await ask({ ...question, version: 2 })).toMatchObject({ result: 'error', err_code: 'err_action' });
  });
});
