import { createTestApi, type TestApi, postOrder } from '../../test-utils';
import { order, PASSWORD, placeOrder, staffToken } from './test-staff';

jest.setTimeout(60_000);

describe('menu switches feed the live menu at once', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await createTestApi();
    token = await staffToken(api, 'kitchen', 'manager');
  });
  afterAll(() => api.close());

  test('stop-list, price, modifier: the feed changes on the next request; logged', async () => {
    const before = await api.call('GET', '/api/catalogue/live');
    expect(before.body.unavailable).not.toContain(1);
    const off = await api.call('POST', '/api/staff/menu/dish', { token, body: { product_id: 1, available: false, price: 199 } });
    expect(off.status).toBe(200);
    expect(off.body.dishes.find((d: { id: number }) => d.id === 1)).toMatchObject({ available: false, price: 199 });
    const after = await api.call('GET', '/api/catalogue/live');
    expect(after.body.version).not.toBe(before.body.version);
    expect(after.body.unavailable).toContain(1);
    expect(after.body.prices[after.body.ids.indexOf(1)]).toBe(199);
    // A stop-listed dish cannot be ordered.
    expect((await postOrder(api, { body: order({ items: [{ product_id: 1, count: 1, price: 199 }] }) })).body.message).toBe(
      'dishes_hidden',
    );

    const modifierId = off.body.modifiers[0].id as number;
    await api.call('POST', '/api/staff/menu/modifier', { token, body: { modifier_id: modifierId, available: false } });
    expect((await api.call('GET', '/api/catalogue/live')).body.modifiers_off).toContain(modifierId);

    await api.call('POST', '/api/staff/menu/dish', { token, body: { product_id: 1, available: true, price: 179 } });
    const back = (await api.call('GET', '/api/catalogue/live')).body;
    expect(back.unavailable).not.toContain(1);
    expect(back.prices[back.ids.indexOf(1)]).toBe(179);
    expect(
      (await api.call('POST', '/api/staff/menu/dish', { token, body: { product_id: 999999, available: false } })).status,
    ).toBe(404);
    expect(
      (await api.call('POST', '/api/staff/menu/modifier', { token, body: { modifier_id: 999999, available: false } })).status,
    ).toBe(404);
    expect((await api.call('POST', '/api/staff/menu/dish', { token, body: { product_id: 1 } })).status).toBe(422);

    const log = (await api.call('GET', '/api/staff/actions', { token })).body.map(
      (a: { action: string; target: string }) => `${a.action} ${a.target}`,
    );
    expect(log).toEqual(expect.arrayContaining(['dish product:1', `modifier modifier:${modifierId}`]));
  });

  test('pause the kitchen and set the hours: ASAP orders are refused at once, then taken again', async () => {
    const paused = await api.call('POST', '/api/staff/kitchen', { token, body: { paused: true } });
    expect(paused.body.kitchen_paused).toBe(true);
    expect((await postOrder(api, { body: order() })).body.message).toBe('restaurant_closed');
    await api.call('POST', '/api/staff/kitchen', { token, body: { paused: false } });
    // 12:00 Kyiv on the test clock: hours from 13:00 close the kitchen now.
    const hours = await api.call('POST', '/api/staff/kitchen', { token, body: { time_start: '13:00', time_end: '23:00' } });
    expect(hours.body).toMatchObject({ time_start: '13:00', time_end: '23:00', kitchen_paused: false });
    expect((await postOrder(api, { body: order() })).body.message).toBe('restaurant_closed');
    await api.call('POST', '/api/staff/kitchen', { token, body: { time_start: '10:00', time_end: '22:00' } });
    await placeOrder(api);
    expect((await api.call('POST', '/api/staff/kitchen', { token, body: { time_start: '25:00' } })).status).toBe(422);
    expect((await api.call('POST', '/api/staff/kitchen', { token, body: {} })).status).toBe(422);
  });

  test("today's hours: a one-day override closes or reopens the shop at once, then lapses the next Kyiv day", async () => {
    const kitchen = async () => (await api.call('GET', '/api/kitchen-status')).body;
    const kitchenBody = (override: unknown) => ({ token, body: { override } });
    // 12:00 Kyiv, Wednesday 2026-11-18, standing hours 10:00-22:00: open.
    expect(await kitchen()).toMatchObject({ open: true, override: null });
    const closed = await api.call('POST', '/api/staff/kitchen', kitchenBody({ date: '2026-11-18', closed: true }));
    const closedDay = { date: '2026-11-18', closed: true, time_start: null, time_end: null };
    expect(closed.body).toMatchObject({ time_start: '10:00', time_end: '22:00', override: closedDay });
    expect(await kitchen()).toMatchObject({ open: false, paused: false, time_start: '10:00', override: closedDay });
    const refused = await postOrder(api, { body: order() });
    expect(refused.body.message).toBe('restaurant_closed');
    // The next opening is the next day's standing 10:00 (08:00 UTC).
    expect(refused.body.next_opening).toBe('2026-11-19T08:00:00.000Z');
    // Today 14:00-23:30 instead: not yet open at 12:00; open at 22:30.
    const late = { date: '2026-11-18', closed: false, time_start: '14:00', time_end: '23:30' };
    expect((await api.call('POST', '/api/staff/kitchen', kitchenBody(late))).body.override).toEqual(late);
    expect((await kitchen()).open).toBe(false);
    api.clock.set('2026-11-18T20:30:00.000Z');
    expect((await kitchen()).open).toBe(true);
    await placeOrder(api);
    expect((await api.call('GET', '/api/staff/menu', { token })).body.override).toEqual(late);
    // The next Kyiv day it has lapsed: the standing hours again, and it is no longer reported.
    api.clock.set('2026-11-19T10:00:00.000Z');
    expect(await kitchen()).toMatchObject({ open: true, override: null });
    // Bad input: a past day, hours missing, a malformed time; null removes an override (a new shift's session).
    token = (await api.call('POST', '/api/staff/login', { body: { login: 'kitchen', password: PASSWORD } })).body.token;
    const bad = [
      [{ date: '2026-11-18', closed: true }, 'override.date', 'validation_date_past'],
      [{ date: '2026-11-20', closed: false, time_start: '10:00' }, 'override.time_end', 'validation_required'],
    ] as const;
    for (const [override, field, message] of bad) {
      const res = await api.call('POST', '/api/staff/kitchen', kitchenBody(override));
      expect([res.status, res.body.errors?.[field]]).toEqual([422, [message]]);
    }
    expect(
      (
        await api.call(
          'POST',
          '/api/staff/kitchen',
          kitchenBody({ date: '2026-11-20', closed: false, time_start: '9:00', time_end: '10:00' }),
        )
      ).status,
    ).toBe(422);
    await api.call('POST', '/api/staff/kitchen', kitchenBody({ date: '2026-11-20', closed: true }));
    expect((await api.call('POST', '/api/staff/kitchen', kitchenBody(null))).body.override).toBeNull();
    const log = (await api.call('GET', '/api/staff/actions', { token })).body as { action: string }[];
    expect(log.filter((a) => a.action === 'kitchen').length).toBeGreaterThanOrEqual(4);
    api.clock.set('2026-11-18T10:00:00.000Z');
  });
});
