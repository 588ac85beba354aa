import { randomUUID } from 'node:crypto';
import { createTestApi, type TestApi, postOrder } from '../../test-utils';
import { DEMO_USERS } from '../auth/seed';
import { bonusOf, count, login, order, pickup, pizza } from './test-orders';

jest.setTimeout(60_000);

describe('status, popup, profile orders, cashback, repeat', () => {
  let api: TestApi;
  let token: string;
  beforeEach(async () => {
    api = await createTestApi();
    token = await login(api, DEMO_USERS.bonus.phone);
  });
  afterEach(() => api.close());

  test('status moves New -> In progress -> On the way -> Delivered by the demo clock; cashback on Delivered', async () => {
    const step = api.ctx.config.statusStepMs;
    const created = await postOrder(api, { body: order(), token });
    const id = created.body.id;
    // The customer's own order, read with the session (no secret).
    const status = async () => (await api.call('GET', `/api/orders/check-status-by-id/${id}`, { token })).body;
    expect(await status()).toBe('New');
    api.clock.advance(step);
    expect(await status()).toBe('In progress');
    api.clock.advance(step);
    expect(await status()).toBe('On the way');
    expect(bonusOf(api, DEMO_USERS.bonus.phone)).toBe(250);
    api.clock.advance(step);
    expect(await status()).toBe('Delivered');
    // 5% of 340.10 (first tier) = 17 bonuses, credited once.
    expect(bonusOf(api, DEMO_USERS.bonus.phone)).toBe(267);
    api.clock.advance(10 * step);
    expect(await status()).toBe('Delivered');
    expect(bonusOf(api, DEMO_USERS.bonus.phone)).toBe(267);
    const mine = await api.call('GET', '/api/profile/orders', { token });
    expect(mine.body[0]).toMatchObject({ id, status: 'Delivered', cashback: 17 });
  });

  test('check-status-by-id answers a JSON string; unknown id 404; popup shape', async () => {
    const created = await postOrder(api, { body: order() });
    const secret = created.body.secret;
    const raw = await api.app.inject({
      method: 'GET',
      url: `/api/orders/check-status-by-id/${created.body.id}?secret=${secret}`,
    });
    expect(raw.headers['content-type']).toContain('application/json');
    expect(raw.body).toBe('"New"');
    expect((await api.call('GET', `/api/orders/check-status-by-id/999?secret=${secret}`)).status).toBe(404);
    const popup = await api.call('GET', `/api/orders/${created.body.id}?secret=${secret}`);
    expect(popup.body).toEqual({
      id: created.body.id,
      number: created.body.number,
      formattedDeliveryTime: '13:00',
      deliveryTimeRange: '12:45 - 13:15',
      delivery_at: '2026-11-18T11:00:00.000Z',
      delivery_from: '2026-11-18T10:45:00.000Z',
      delivery_to: '2026-11-18T11:15:00.000Z',
      is_self_delivery: false,
      is_working_time: true,
      status: 'New',
      payment_status: 'not_required',
      money: { held: 0, captured: 0, refunded: 0, refund_pending: 0, outstanding: 0 },
      receipts: [],
    });
    expect((await api.call('GET', `/api/orders/999?secret=${secret}`)).status).toBe(404);
  });

  test('dev status switch: Cancelled, On the way, and guest orders get no cashback', async () => {
    const guest = await postOrder(api, { body: order() });
    const set = (status: string) => api.call('POST', `/api/dev/orders/${guest.body.id}/status`, { body: { status } });
    expect((await set('On the way')).body.status).toBe('On the way');
    expect((await set('Cancelled')).body.status).toBe('Cancelled');
    api.clock.advance(10 * api.ctx.config.statusStepMs);
    expect((await api.call('GET', `/api/orders/check-status-by-id/${guest.body.id}?secret=${guest.body.secret}`)).body).toBe(
      'Cancelled',
    );
    expect((await set('Delivered')).body.status).toBe('Delivered');
    expect((await api.call('POST', '/api/dev/orders/999/status', { body: { status: 'New' } })).status).toBe(404);
    expect((await set('Lost')).status).toBe(422);
    expect(count(api, 'bonus_history')).toBe(3); // only the seeded entries
  });

  test('dev orders of a cart GUID: a repeat of the same cart is one order; another customer with that GUID is another', async () => {
    const body = order();
    const first = await postOrder(api, { body });
    const again = await postOrder(api, { body });
    expect(again.body.id).toBe(first.body.id);
    const list = (guid: string) => api.call('GET', `/api/dev/orders?cart_guid=${encodeURIComponent(guid)}`);
    expect((await list(body.cart_guid.toUpperCase())).body).toEqual([{ id: first.body.id, number: first.body.number }]);
    const other = await postOrder(api, { body: { ...body, phone: '+38 (050) 999 88 66' } });
    expect((await list(body.cart_guid)).body.map((o: { id: number }) => o.id)).toEqual([first.body.id, other.body.id]);
    expect((await list(randomUUID())).body).toEqual([]);
    expect((await list('not-a-guid')).status).toBe(422);
  });

  test('profile/orders lists only own orders, newest first; 401 for guests', async () => {
    await postOrder(api, { body: order() });
    const a = await postOrder(api, { body: order(), token });
    const b = await postOrder(api, { body: pickup(), token });
    const mine = await api.call('GET', '/api/profile/orders', { token });
    expect(mine.body.map((o: { id: number }) => o.id)).toEqual([b.body.id, a.body.id]);
    expect(mine.body[0].items[0]).toMatchObject({ product_id: 1, count: 2 });
    expect((await api.call('GET', '/api/profile/orders')).status).toBe(401);
  });

  test('repeat: current prices; a hidden dish is listed as unavailable', async () => {
    const created = await postOrder(api, {
      body: order({
        items: [
          pizza(2),
          { product_id: 1, count: 1, price: 269, modifiers: [{ id: 2, count: 1 }] },
          { product_id: 74, count: 1, price: 69 },
        ],
      }),
      token,
    });
    await api.call('POST', '/api/dev/catalogue/price', { body: { product_id: 1, price: 189 } });
    await api.call('POST', '/api/dev/catalogue/visibility', { body: { product_id: 74, hidden: true } });
    const res = await api.call('POST', `/api/orders/${created.body.id}/repeat`, { token });
    expect(res.status).toBe(200);
    expect(
      res.body.items.map((i: { product_id: number; price: number; count: number }) => [i.product_id, i.price, i.count]),
    ).toEqual([
      [1, 189, 2],
      [1, 279, 1],
    ]);
    expect(res.body.items[1].modifiers_group[0].modifiers.find((m: { id: number }) => m.id === 2).count).toBe(1);
    expect(res.body.items[0].id).not.toBe(res.body.items[1].id);
    expect(res.body.unavailable).toEqual([{ product_id: 74, name: 'Лимонад класичний' }]);
    expect((await api.call('POST', `/api/orders/${created.body.id}/repeat`)).status).toBe(401);
    const other = await login(api, DEMO_USERS.birthday.phone);
    expect((await api.call('POST', `/api/orders/${created.body.id}/repeat`, { token: other })).status).toBe(404);
  });
});
