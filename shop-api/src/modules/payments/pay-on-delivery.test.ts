import { randomUUID } from 'node:crypto';
import { createTestApi, type TestApi, postOrder } from '../../test-utils';
import { formBody, liqpayCallback } from './test-kit';

jest.setTimeout(60_000);

/** A callback as LiqPay sends it for the attempt of `checkoutData`, as a form body. */
const callback = (checkoutData: string, status: string) => formBody(liqpayCallback(checkoutData, { status, payment_id: 777001 }));

describe('POST /api/orders/{id}/pay-on-delivery (an unpaid online order paid in cash or by terminal instead)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  const place = async () => {
    const cartGuid = randomUUID();
    const res = await postOrder(api, {
      body: {
        cart_guid: cartGuid,
        items: [{ product_id: 1, count: 1, price: 179 }],
        name: 'Іван Петренко',
        phone: '+38 (050) 999 88 71',
        delivery_type: 'pickup',
        pickup_point_id: 1,
        time: 'asap',
        pay_type: 'online',
        cutlery: 1,
      },
    });
    expect(res.status).toBe(200);
    return {
      id: res.body.id as number,
      number: res.body.number as number,
      cartGuid,
      checkout: res.body.checkout.data as string,
      secret: res.body.secret as string,
    };
  };
  const switchTo = (id: number, cartGuid: string, payType = 'cash') =>
    api.call('POST', `/api/orders/${id}/pay-on-delivery`, { body: { cart_guid: cartGuid, pay_type: payType } });
  const sendCallback = (payload: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/payments/liqpay/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
  const orderRow = (id: number) => api.ctx.db.prepare('SELECT pay_type, sum_paid FROM orders WHERE id = ?').get(id);

  test('after a refused payment the placing browser switches to cash; a repeat answers the same', async () => {
    const order = await place();
    await sendCallback(callback(order.checkout, 'failure'));
    const res = await switchTo(order.id, order.cartGuid.toUpperCase());
    expect(res).toMatchObject({
      status: 200,
      body: { order_id: order.id, number: order.number, pay_type: 'cash', payment_status: 'not_required' },
    });
    expect((await switchTo(order.id, order.cartGuid)).body).toEqual(res.body);
    expect(orderRow(order.id)).toEqual({ pay_type: 'cash', sum_paid: 0 });
    // No online payment any more.
    expect(await api.call('POST', `/api/orders/${order.id}/payment?secret=${order.secret}`)).toMatchObject({
      status: 409,
      body: { message: 'order_not_online' },
    });
    // The desk sees the change as an order event.
    const events = api.ctx.db
      .prepare("SELECT COUNT(*) AS n FROM order_events WHERE order_id = ? AND kind = 'changed'")
      .get(order.id) as { n: number };
    expect(events.n).toBe(1);
  });

  test('an abandoned payment (no callback at all) may go to the terminal', async () => {
    const order = await place();
    expect(await switchTo(order.id, order.cartGuid, 'terminal')).toMatchObject({ status: 200, body: { pay_type: 'terminal' } });
  });

  test('someone else (another or no cart GUID, an unknown order) gets 404 and changes nothing', async () => {
    const order = await place();
    expect(await switchTo(order.id, randomUUID())).toMatchObject({ status: 404, body: { message: 'order_not_found' } });
    expect(await switchTo(999_999, order.cartGuid)).toMatchObject({ status: 404, body: { message: 'order_not_found' } });
    expect((await api.call('POST', `/api/orders/${order.id}/pay-on-delivery`, { body: { pay_type: 'cash' } })).status).toBe(422);
    expect((await switchTo(order.id, 'not-a-guid')).status).toBe(422);
    expect((await switchTo(order.id, order.cartGuid, 'online')).status).toBe(422);
    expect(orderRow(order.id)).toEqual({ pay_type: 'online', sum_paid: 0 });
  });

  test('a paid order and a payment in progress at the bank stay online (409)', async () => {
    const paid = await place();
    await sendCallback(callback(paid.checkout, 'success'));
    expect(await switchTo(paid.id, paid.cartGuid)).toMatchObject({ status: 409, body: { message: 'order_already_paid' } });
    const inProgress = await place();
    await sendCallback(callback(inProgress.checkout, 'wait_secure'));
    expect(await switchTo(inProgress.id, inProgress.cartGuid)).toMatchObject({
      status: 409,
      body: { message: 'payment_in_progress' },
    });
    expect(orderRow(inProgress.id)).toEqual({ pay_type: 'online', sum_paid: 0 });
  });

  test('money that arrives after the switch (a second tab paid) shows the order paid', async () => {
    const order = await place();
    await switchTo(order.id, order.cartGuid);
    await sendCallback(callback(order.checkout, 'success'));
    expect((await api.call('GET', `/api/orders/${order.id}/payment?secret=${order.secret}`)).body).toMatchObject({
      payment_status: 'paid',
    });
  });

  test('parallel requests: all answer 200 cash, one change recorded', async () => {
    const order = await place();
    const answers = await Promise.all(Array.from({ length: 8 }, () => switchTo(order.id, order.cartGuid)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const events = api.ctx.db
      .prepare("SELECT COUNT(*) AS n FROM order_events WHERE order_id = ? AND kind = 'changed'")
      .get(order.id) as { n: number };
    expect(events.n).toBe(1);
  });
});
