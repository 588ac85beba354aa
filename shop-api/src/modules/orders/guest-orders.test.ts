import { randomUUID } from 'node:crypto';
import { readLimits } from '../../config';
import { createTestApi, type TestApi, postOrder } from '../../test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from '../auth/seed';
import { needsDeskConfirmation } from './guest-orders';

/**
 * Guest orders with proof (issue 43, point 5), with the production limits: 10 guest orders per
 * client an hour, 5 per phone in 24 hours, counted in the order's transaction (parallel orders
 * included); a guest's order above 10,000 UAH waits for the desk before it can be paid online.
 */
jest.setTimeout(60_000);

test.each<[boolean, number, number, boolean]>([
  [true, 10_000.01, 10_000, true],
  [true, 10_000, 10_000, false],
  [true, 179, 10_000, false],
  [false, 50_000, 10_000, false],
  [true, 1, 0, true],
])('needsDeskConfirmation(guest %s, %d UAH, above %d) = %s', (guest, sum, above, expected) => {
  expect(needsDeskConfirmation(guest, sum, above)).toBe(expected);
});

const order = (over: Record<string, unknown> = {}) => ({
  cart_guid: randomUUID(),
  items: [{ product_id: 1, count: 2, price: 179 }],
  name: 'Гість',
  phone: '0509998877',
  delivery_type: 'pickup',
  pickup_point_id: 1,
  time: 'asap',
  pay_type: 'cash',
  cutlery: 1,
  ...over,
});
const phoneNo = (i: number) => `05011${String(i).padStart(5, '0')}`;

let api: TestApi;
beforeEach(async () => {
  api = await createTestApi({ limits: readLimits({}) });
});
afterEach(() => api.close());

const place = (body: Record<string, unknown>, remoteAddress = '203.0.113.5', token?: string) =>
  postOrder(api, { body, remoteAddress, token });
const orders = () => (api.ctx.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;

describe('limits on orders without an account', () => {
  test('10 per client an hour (other phones), then 429 too_many_orders with Retry-After; another client and a customer still order', async () => {
    for (let i = 0; i < 10; i++) expect((await place(order({ phone: phoneNo(i) }))).status).toBe(200);
    const refused = await place(order({ phone: phoneNo(10) }));
    expect([refused.status, refused.body]).toEqual([429, { message: 'too_many_orders' }]);
    expect(orders()).toBe(10);
    expect((await place(order({ phone: phoneNo(11) }), '203.0.113.6')).status).toBe(200);
    const token = (
      await api.call('POST', '/api/auth/login', {
        body: { phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD },
        remoteAddress: '203.0.113.5',
      })
    ).body.access_token as string;
    expect((await place(order(), '203.0.113.5', token)).status).toBe(200);
    // An hour later the client orders again.
    api.clock.advance(3_600_000);
    expect((await place(order({ phone: phoneNo(12) }))).status).toBe(200);
  });

  test('5 per phone in 24 hours, whichever clients send them', async () => {
    for (let i = 0; i < 5; i++) expect((await place(order(), `198.51.100.${i + 1}`)).status).toBe(200);
    expect((await place(order(), '198.51.100.99')).body).toEqual({ message: 'too_many_orders' });
    api.clock.advance(86_400_000);
    expect((await place(order(), '198.51.100.99')).status).toBe(200);
  });

  test('40 orders sent at once from one client: exactly 10 are placed', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => place(order({ phone: phoneNo(i) }))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    expect(orders()).toBe(10);
  });

  test('a refused order (422) counts nothing; a repeat of the same cart is the same order and counts once', async () => {
    for (let i = 0; i < 20; i++) expect((await place(order({ name: ' ' }))).status).toBe(422);
    const body = order();
    for (let i = 0; i < 4; i++) expect((await place(body)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await place(order())).status).toBe(200);
    expect((await place(order())).status).toBe(429);
    expect(orders()).toBe(5);
  });
});

describe("a guest's order above 10,000 UAH waits for the desk", () => {
  // 100 Margheritas: 17,900 UAH less every second pizza's 10 %.
  const big = (over: Record<string, unknown> = {}) => order({ items: [{ product_id: 1, count: 100, price: 179 }], ...over });
  const staff = async () => {
    await api.call('POST', '/api/dev/staff', { body: { login: 'desk', password: 'desk-password-1', role: 'operator' } });
    return (await api.call('POST', '/api/staff/login', { body: { login: 'desk', password: 'desk-password-1' } })).body
      .token as string;
  };

  test('no payment form and no online payment until accepted; the desk sees it flagged; the demo clock leaves it New', async () => {
    const placed = await place(big({ pay_type: 'online' }));
    expect(placed.status).toBe(200);
    expect(placed.body.sum_to_pay).toBeGreaterThan(10_000);
    expect(placed.body.checkout).toBeNull();
    expect(placed.body.awaiting_confirmation).toBe(true);
    const pay = () => api.call('POST', `/api/orders/${placed.body.id}/payment?secret=${placed.body.secret}`);
    expect(await pay()).toMatchObject({ status: 409, body: { message: 'order_awaiting_confirmation' } });
    api.clock.advance(10 * api.ctx.config.statusStepMs);
    expect((await api.call('GET', `/api/orders/check-status-by-id/${placed.body.id}?secret=${placed.body.secret}`)).body).toBe(
      'New',
    );
    const token = await staff();
    const desk = (await api.call('GET', '/api/staff/orders', { token })).body.orders.find(
      (o: { id: number }) => o.id === placed.body.id,
    );
    expect(desk).toMatchObject({ needs_confirmation: true, status: 'New', payment_state: 'awaiting_payment' });
    const accepted = await api.call('POST', `/api/staff/orders/${placed.body.id}/accept`, {
      token,
      body: { version: 0, promised_minutes: 90 },
    });
    expect(accepted.status).toBe(200);
    expect(await pay()).toMatchObject({ status: 200, body: { data: expect.any(String), signature: expect.any(String) } });
  });

  test("a customer's big order and a guest's small one are paid at once; the sum is configurable", async () => {
    const token = (
      await api.call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD } })
    ).body.access_token as string;
    expect((await place(big({ pay_type: 'online' }), '203.0.113.5', token)).body).toMatchObject({
      checkout: expect.any(Object),
      awaiting_confirmation: false,
    });
    expect((await place(order({ pay_type: 'online' }))).body).toMatchObject({
      checkout: expect.any(Object),
      awaiting_confirmation: false,
    });
    await api.close();
    api = await createTestApi({ limits: readLimits({ SHOP_API_GUEST_CONFIRM_ABOVE_UAH: '300' }) });
    const small = await place(order({ pay_type: 'online' }));
    expect(small.body.sum_to_pay).toBeGreaterThan(300);
    expect(small.body.checkout).toBeNull();
  });
});
