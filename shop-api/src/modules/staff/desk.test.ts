import { createTestApi, type TestApi } from '../../test-utils';
import { deskOrder, payByLiqpay, placeOrder, staffToken } from './test-staff';

jest.setTimeout(60_000);

describe('the order desk', () => {
  let api: TestApi;
  let anna: string;
  let petro: string;
  beforeAll(async () => {
    api = await createTestApi();
    anna = await staffToken(api, 'anna');
    // Petro manages: he reads the action log.
    petro = await staffToken(api, 'petro', 'manager');
  });
  afterAll(() => api.close());

  test('a new order shows with every detail; accept, advance; the customer popup follows; each action logged', async () => {
    const { id, secret } = await placeOrder(api, { change_from: 500 });
    const o = await api.call('GET', '/api/staff/orders', { token: anna });
    const listed = o.body.orders.find((x: { id: number }) => x.id === id);
    expect(listed).toMatchObject({
      status: 'New',
      version: 0,
      comment: 'Без цибулі',
      cutlery: 2,
      change_from: 500,
      payment_state: 'on_receipt',
      address: { street: 'Дерибасівська', house: '5' },
      accept_by: new Date(api.clock.now().getTime() + 5 * 60_000).toISOString(),
    });
    expect(listed.items[0]).toMatchObject({ product_id: 1, count: 2, price: 179 });

    const accepted = await api.call('POST', `/api/staff/orders/${id}/accept`, {
      token: anna,
      body: { version: 0, promised_minutes: 45 },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      status: 'In progress',
      version: 1,
      promised_at: new Date(api.clock.now().getTime() + 45 * 60_000).toISOString(),
    });
    expect((await api.call('GET', `/api/orders/${id}?secret=${secret}`)).body.status).toBe('In progress');

    // Skipping a status or going back is refused.
    const skip = await api.call('POST', `/api/staff/orders/${id}/status`, {
      token: anna,
      body: { version: 1, status: 'Delivered' },
    });
    expect([skip.status, skip.body.errors]).toEqual([422, { status: ['status_transition'] }]);

    const onTheWay = await api.call('POST', `/api/staff/orders/${id}/status`, {
      token: anna,
      body: { version: 1, status: 'On the way' },
    });
    expect(onTheWay.body).toMatchObject({ status: 'On the way', version: 2 });
    expect((await api.call('GET', `/api/orders/check-status-by-id/${id}?secret=${secret}`)).body).toBe('On the way');
    // The demo clock no longer moves an order staff have taken over.
    api.clock.advance(10 * api.ctx.config.statusStepMs);
    expect((await api.call('GET', `/api/orders/${id}?secret=${secret}`)).body.status).toBe('On the way');
    const delivered = await api.call('POST', `/api/staff/orders/${id}/status`, {
      token: anna,
      body: { version: 2, status: 'Delivered' },
    });
    expect(delivered.body).toMatchObject({ status: 'Delivered', version: 3 });
    const cancelLate = await api.call('POST', `/api/staff/orders/${id}/cancel`, {
      token: anna,
      body: { version: 3, reason: 'late' },
    });
    expect(cancelLate.status).toBe(422);

    const log = await api.call('GET', '/api/staff/actions', { token: petro });
    const mine = log.body.filter((a: { target: string }) => a.target === `order:${id}`);
    expect(mine.map((a: { login: string; action: string }) => `${a.login}:${a.action}`)).toEqual([
      'anna:status',
      'anna:status',
      'anna:accept',
    ]);
    expect(mine.every((a: { at: string }) => !Number.isNaN(Date.parse(a.at)))).toBe(true);
  });

  test('cancel needs a reason; the customer sees Cancelled', async () => {
    const { id, secret } = await placeOrder(api);
    const empty = await api.call('POST', `/api/staff/orders/${id}/cancel`, { token: anna, body: { version: 0, reason: '   ' } });
    expect([empty.status, empty.body.errors]).toEqual([422, { reason: ['cancel_reason'] }]);
    const ok = await api.call('POST', `/api/staff/orders/${id}/cancel`, {
      token: anna,
      body: { version: 0, reason: 'Немає кур’єра' },
    });
    expect(ok.body).toMatchObject({ status: 'Cancelled', cancel_reason: 'Немає кур’єра' });
    expect((await api.call('GET', `/api/orders/${id}?secret=${secret}`)).body.status).toBe('Cancelled');
  });

  test('two staff accept one order at once: exactly one wins, the other gets 409 with the order as it is', async () => {
    const { id } = await placeOrder(api);
    const [a, b] = await Promise.all([
      api.call('POST', `/api/staff/orders/${id}/accept`, { token: anna, body: { version: 0, promised_minutes: 30 } }),
      api.call('POST', `/api/staff/orders/${id}/accept`, { token: petro, body: { version: 0, promised_minutes: 60 } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body).toMatchObject({ message: 'order_changed', order: { id, status: 'In progress', version: 1 } });
    // ...and a stale version is refused for any action, e.g. a cancel sent from an old screen.
    const stale = await api.call('POST', `/api/staff/orders/${id}/cancel`, { token: petro, body: { version: 0, reason: 'dup' } });
    expect(stale.status).toBe(409);
    expect((await deskOrder(api, anna, id)).status).toBe('In progress');
    expect(
      api.ctx.db.prepare("SELECT COUNT(*) AS n FROM staff_actions WHERE action = 'accept' AND target = ?").get(`order:${id}`),
    ).toEqual({ n: 1 });
  });

  test('unknown order: 404', async () => {
    const res = await api.call('POST', '/api/staff/orders/999999/accept', {
      token: anna,
      body: { version: 0, promised_minutes: 30 },
    });
    expect(res.status).toBe(404);
  });

  test('paid / awaiting payment for online orders', async () => {
    const placed = await placeOrder(api, { pay_type: 'online' });
    const { id } = placed;
    expect(
      (await api.call('GET', '/api/staff/orders', { token: anna })).body.orders.find((o: { id: number }) => o.id === id)
        .payment_state,
    ).toBe('awaiting_payment');
    const { paid } = await payByLiqpay(api, placed);
    expect(paid.statusCode).toBe(200);
    expect(
      (await api.call('GET', '/api/staff/orders', { token: anna })).body.orders.find((o: { id: number }) => o.id === id)
        .payment_state,
    ).toBe('paid');
  });
});
