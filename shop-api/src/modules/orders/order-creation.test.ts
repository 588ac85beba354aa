import { createTestApi, type TestApi, postOrder } from '../../test-utils';
import { DEMO_USERS } from '../auth/seed';
import { orderHooks } from './create-order';
import { bonusOf, count, login, order, pickup, pizza, writes } from './test-orders';

jest.setTimeout(60_000);

describe('order creation', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(() => {
    delete orderHooks.afterItems;
    return api.close();
  });

  test('a delivery order: sums, lines, popup fields, ASAP time from the area', async () => {
    const res = await postOrder(api, {
      body: order({
        items: [pizza(2), { product_id: 1, count: 1, price: 269, modifiers: [{ id: 2, count: 1 }] }],
        change_from: 1000,
        comment: 'Дзвоніть',
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      number: 10001,
      subtotal: 627,
      discount: 17.9,
      sum: 609.1,
      delivery_price: 0,
      sum_to_pay: 609.1,
      sum_paid: 0,
      status: 'New',
      pay_type: 'cash',
      change_from: 1000,
      cutlery: 2,
      formattedDeliveryTime: '13:00',
      deliveryTimeRange: '12:45 - 13:15',
      delivery_at: '2026-11-18T11:00:00.000Z',
      delivery_from: '2026-11-18T10:45:00.000Z',
      delivery_to: '2026-11-18T11:15:00.000Z',
      is_self_delivery: false,
      is_working_time: true,
      payment_status: 'not_required',
      phone: '+380509998877',
      address: { street: 'Дерибасівська', house: '5', apartment: '12', private_house: false },
    });
    expect(res.body.items).toHaveLength(2);
    expect(res.body.items[1]).toMatchObject({ price: 269, modifiers: [{ id: 2, count: 1, price: 90 }] });
  });

  test('double submit returns the same order (sequential and concurrent), never two', async () => {
    const body = order();
    const [a, b] = await Promise.all([postOrder(api, { body }), postOrder(api, { body })]);
    const c = await postOrder(api, { body: { ...body, items: [pizza(3)] } });
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(b.body.id).toBe(a.body.id);
    expect(c.body.id).toBe(a.body.id);
    expect(c.body.items[0].count).toBe(2);
    expect(count(api, 'orders')).toBe(1);
    // The same cart of another customer is another order.
    const other = await postOrder(api, { body: { ...body, phone: '0671112233' } });
    expect(other.body.id).not.toBe(a.body.id);
  });

  test('the same cart_guid of a logged-in customer is idempotent too, and debits bonuses once', async () => {
    const token = await login(api, DEMO_USERS.bonus.phone);
    const body = order({ bonus_debit: 100, promo_code: 'WELCOME10' });
    const first = await postOrder(api, { body, token });
    const second = await postOrder(api, { body, token });
    expect(first.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    // 304.3 UAH of dishes + 50 UAH delivery (below the centre's 500 UAH free-delivery sum) - 100 bonuses.
    expect(first.body).toMatchObject({ bonus_debit: 100, sum: 304.3, sum_to_pay: 254.3 });
    expect(bonusOf(api, DEMO_USERS.bonus.phone)).toBe(150);
    expect(count(api, 'promo_uses')).toBe(1);
  });

  test('a crash mid-transaction leaves nothing (no order, lines, bonus debit or promo use)', async () => {
    const token = await login(api, DEMO_USERS.bonus.phone);
    const before = writes(api);
    orderHooks.afterItems = () => {
      throw new Error('disk full');
    };
    const body = order({ bonus_debit: 50, promo_code: 'WELCOME10' });
    const res = await postOrder(api, { body, token });
    expect(res.status).toBe(500);
    expect(res.body.message).toBe('server_error');
    expect(writes(api)).toEqual(before);
    expect(bonusOf(api, DEMO_USERS.bonus.phone)).toBe(250);
    delete orderHooks.afterItems;
    const retry = await postOrder(api, { body, token });
    expect(retry.status).toBe(200);
    expect(bonusOf(api, DEMO_USERS.bonus.phone)).toBe(200);
  });

  test('pickup order: self delivery, 30 minutes', async () => {
    const res = await postOrder(api, { body: pickup({ pay_type: 'terminal' }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      is_self_delivery: true,
      formattedDeliveryTime: '12:30',
      pickup_point: { id: 1 },
      address: null,
    });
  });

  test('online payment: the answer carries the LiqPay checkout form; the order stays unpaid until a signed callback', async () => {
    const res = await postOrder(api, {
      body: order({ pay_type: 'online', return_url: '/ru/checkout/' }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pay_type: 'online', sum_paid: 0, payment_status: 'awaiting' });
    expect(res.body.checkout).toEqual({
      action: '/api/payments/liqpay-standin/checkout',
      method: 'post',
      data: expect.any(String),
      signature: expect.any(String),
    });
    const params = JSON.parse(Buffer.from(res.body.checkout.data, 'base64').toString('utf8'));
    // PAYMENT_CAPTURE=hold (the default): the amount is blocked now and taken when the desk accepts.
    expect(params).toMatchObject({ amount: res.body.sum_to_pay, currency: 'UAH', action: 'hold', version: 3 });
    expect(params.result_url).toBe(`http://localhost:8888/ru/checkout/?order=${res.body.id}`);
    const cash = await postOrder(api, { body: order() });
    expect(cash.body).toMatchObject({ payment_status: 'not_required', checkout: null });
  });
});
