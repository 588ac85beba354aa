import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { readConfig, readLimits } from '../../config';
import { createTestApi, productionEnv, type TestApi } from '../../test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from '../auth/seed';
import { STAFF_SESSION_MS } from './accounts';
import { DEV_ORDERS_CHAT_ID, readOrderAlertSettings } from './settings';
import { encodeLiqpayData, liqpaySignature } from '../payments/liqpay';
import { STANDIN_KEYS } from '../payments/config';

jest.setTimeout(60_000);

const PASSWORD = 'desk-password-1';
const order = (over: Record<string, unknown> = {}) => ({
  cart_guid: randomUUID(),
  items: [{ product_id: 1, count: 2, price: 179 }],
  name: 'Іван Петренко',
  phone: '+38 (050) 999 88 77',
  delivery_type: 'delivery',
  address: { street: 'Дерибасівська', house: '5', apartment: '12' },
  time: 'asap',
  pay_type: 'cash',
  cutlery: 2,
  comment: 'Без цибулі',
  ...over,
});

async function staffToken(api: TestApi, login: string, role: 'operator' | 'manager' = 'operator'): Promise<string> {
  const created = await api.call('POST', '/api/dev/staff', { body: { login, password: PASSWORD, name: login, role } });
  expect(created.status).toBe(200);
  const res = await api.call('POST', '/api/staff/login', { body: { login, password: PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.token as string;
}
async function placeOrder(api: TestApi, over: Record<string, unknown> = {}) {
  const res = await api.call('POST', '/api/orders', { body: order(over) });
  expect([res.status, res.body.message]).toEqual([200, undefined]);
  return res.body as { id: number; number: number; secret: string };
}
/** LiqPay's signed callback (signed with the stand-in's key) reporting the order's payment as done; `send` repeats it. */
async function payByLiqpay(api: TestApi, { id: orderId, secret }: { id: number; secret: string }) {
  const form = (await api.call('POST', `/api/orders/${orderId}/payment?secret=${secret}`)).body as { data: string };
  const data = encodeLiqpayData({
    ...JSON.parse(Buffer.from(form.data, 'base64').toString('utf8')),
    status: 'success',
    payment_id: orderId,
  });
  const send = () =>
    api.app.inject({
      method: 'POST',
      url: '/api/payments/liqpay/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ data, signature: liqpaySignature(STANDIN_KEYS.privateKey, data) }).toString(),
    });
  return { paid: await send(), send };
}
async function deskOrder(api: TestApi, token: string, id: number) {
  const res = await api.call('GET', '/api/staff/orders', { token });
  return (res.body.orders as { id: number; version: number; status: string }[]).find((o) => o.id === id)!;
}

describe('staff accounts and roles', () => {
  let api: TestApi;
  let staff: string;
  let customer: string;
  beforeAll(async () => {
    api = await createTestApi();
    staff = await staffToken(api, 'olena');
    const res = await api.call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD } });
    customer = res.body.access_token;
  });
  afterAll(() => api.close());

  test("a customer's token opens no staff route (403 on every one); no token is 401", async () => {
    const paths = (api.app as unknown as { swagger: () => { paths: Record<string, Record<string, unknown>> } }).swagger().paths;
    // Every staff route but the sign-in, with each of its methods.
    const calls: [string, string][] = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/staff/') && path !== '/api/staff/login')
      .flatMap(([path, ops]) => Object.keys(ops).map((m): [string, string] => [m.toUpperCase(), path.replace('{id}', '1')]));
    expect(calls.length).toBeGreaterThanOrEqual(11);
    for (const [method, url] of calls) {
      const body =
        method === 'POST'
          ? {
              version: 0,
              promised_minutes: 30,
              status: 'Delivered',
              reason: 'x',
              product_id: 1,
              modifier_id: 1,
              available: true,
              paused: false,
            }
          : undefined;
      const asCustomer = await api.call(method as 'GET', url, { token: customer, body });
      expect([method, url, asCustomer.status, asCustomer.body.message]).toEqual([method, url, 403, 'staff_only']);
      const anonymous = await api.call(method as 'GET', url, { body });
      expect([method, url, anonymous.status]).toEqual([method, url, 401]);
    }
  });

  test("a staff token is not a customer's: the customer's routes do not know it", async () => {
    expect((await api.call('GET', '/api/profile/orders', { token: staff })).status).toBe(401);
  });

  test('wrong password and unknown login are one answer; the token is stored hashed only', async () => {
    for (const body of [
      { login: 'olena', password: 'wrong-password' },
      { login: 'nobody', password: PASSWORD },
    ]) {
      const res = await api.call('POST', '/api/staff/login', { body });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ password: ['staff_login_failed'] });
    }
    const hashes = api.ctx.db.prepare('SELECT token_hash FROM staff_sessions').all() as { token_hash: string }[];
    expect(hashes.some((h) => h.token_hash === staff)).toBe(false);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h.token_hash))).toBe(true);
  });

  test('a session expires after 12 hours; sign-out ends it at once', async () => {
    const token = await staffToken(api, 'night-shift');
    expect((await api.call('GET', '/api/staff/me', { token })).status).toBe(200);
    api.clock.advance(STAFF_SESSION_MS);
    const expired = await api.call('GET', '/api/staff/me', { token });
    expect(expired).toEqual({ status: 401, body: { message: 'staff_session_expired' } });
    api.clock.advance(-STAFF_SESSION_MS);
    expect((await api.call('POST', '/api/staff/logout', { token })).status).toBe(200);
    expect((await api.call('GET', '/api/staff/me', { token })).status).toBe(401);
  });

  test('accounts: login format, password length, unique login', async () => {
    for (const [body, key] of [
      [{ login: 'Я', password: PASSWORD }, 'staff_login_format'],
      [{ login: 'shortpass', password: 'short' }, 'staff_password_short'],
      [{ login: 'olena', password: PASSWORD }, 'staff_login_taken'],
    ] as const) {
      const res = await api.call('POST', '/api/dev/staff', { body });
      expect([res.status, res.body.errors?.login]).toEqual([422, [key]]);
    }
  });
});

test('guessing a staff password is limited as customers are: 429 too_many_attempts, even for the right one', async () => {
  // The production limits (5 wrong passwords per account in 15 minutes), not the tests' high ones.
  const api = await createTestApi({ limits: readLimits({}) });
  try {
    await staffToken(api, 'guessed');
    for (let i = 0; i < 5; i++)
      expect((await api.call('POST', '/api/staff/login', { body: { login: 'guessed', password: `wrong-${i}` } })).status).toBe(
        422,
      );
    const locked = await api.call('POST', '/api/staff/login', { body: { login: 'guessed', password: PASSWORD } });
    expect([locked.status, locked.body.message]).toEqual([429, 'too_many_attempts']);
  } finally {
    await api.close();
  }
});

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
    expect(
      (await api.call('POST', '/api/orders', { body: order({ items: [{ product_id: 1, count: 1, price: 199 }] }) })).body.message,
    ).toBe('dishes_hidden');

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
    expect((await api.call('POST', '/api/orders', { body: order() })).body.message).toBe('restaurant_closed');
    await api.call('POST', '/api/staff/kitchen', { token, body: { paused: false } });
    // 12:00 Kyiv on the test clock: hours from 13:00 close the kitchen now.
    const hours = await api.call('POST', '/api/staff/kitchen', { token, body: { time_start: '13:00', time_end: '23:00' } });
    expect(hours.body).toMatchObject({ time_start: '13:00', time_end: '23:00', kitchen_paused: false });
    expect((await api.call('POST', '/api/orders', { body: order() })).body.message).toBe('restaurant_closed');
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
    const refused = await api.call('POST', '/api/orders', { body: order() });
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

/** Reads server-sent events from a live server until `count` `order` events arrived. */
async function readEvents(url: string, token: string, count: number, lastEventId?: string) {
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  const res = await fetch(url, { headers, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.getReader();
  const events: { id: string; data: { kind: string; order: { id: number; status: string; payment_state: string } } }[] = [];
  let buffer = '';
  const done = (async () => {
    while (events.length < count) {
      const { value, done: end } = await reader.read();
      if (end) break;
      buffer += Buffer.from(value).toString('utf8');
      let at: number;
      while ((at = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const id = /^id: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (id && data) events.push({ id, data: JSON.parse(data) });
      }
    }
    controller.abort();
    return events;
  })();
  return { done };
}

describe('the live stream', () => {
  let api: TestApi;
  let token: string;
  let url: string;
  beforeAll(async () => {
    api = await createTestApi();
    token = await staffToken(api, 'stream');
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/api/staff/orders/stream`;
  });
  afterAll(() => api.close());

  test('new and changed orders arrive live; a dropped connection resumes from Last-Event-ID and misses nothing', async () => {
    const first = await readEvents(url, token, 2);
    await new Promise((r) => setTimeout(r, 50));
    const a = await placeOrder(api);
    await api.call('POST', `/api/staff/orders/${a.id}/accept`, { token, body: { version: 0, promised_minutes: 30 } });
    const live = await first.done;
    expect(live.map((e) => [e.data.kind, e.data.order.id, e.data.order.status])).toEqual([
      ['created', a.id, 'New'],
      ['changed', a.id, 'In progress'],
    ]);

    // The connection dropped after the accept; two orders arrive meanwhile.
    const b = await placeOrder(api);
    const c = await placeOrder(api, { phone: '+38 (050) 111 22 33' });
    const resumed = await readEvents(url, token, 2, live[1].id);
    const missed = await resumed.done;
    expect(missed.map((e) => [e.data.kind, e.data.order.id])).toEqual([
      ['created', b.id],
      ['created', c.id],
    ]);
    expect(Number(missed[0].id)).toBeGreaterThan(Number(live[1].id));
  });

  test("LiqPay's callback marking an order paid reaches the open desk live; a repeated callback sends nothing", async () => {
    const stream = await readEvents(url, token, 3);
    await new Promise((r) => setTimeout(r, 50));
    const online = await placeOrder(api, { pay_type: 'online' });
    const { paid, send } = await payByLiqpay(api, online);
    expect(paid.json()).toEqual({ result: 'recorded', reason: 'payment_received' });
    // The same callback again is ignored: no event; the next order's event is the third one.
    expect((await send()).json()).toEqual({ result: 'ignored', reason: 'payment_duplicate' });
    const next = await placeOrder(api);
    const events = await stream.done;
    expect(events.map((e) => [e.data.kind, e.data.order.id, e.data.order.payment_state])).toEqual([
      ['created', online.id, 'awaiting_payment'],
      ['changed', online.id, 'paid'],
      ['created', next.id, 'on_receipt'],
    ]);
  });

  test("a customer's token cannot open the stream", async () => {
    const login = await api.call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD } });
    const res = await fetch(url, { headers: { authorization: `Bearer ${login.body.access_token}` } });
    expect(res.status).toBe(403);
  });
});

describe('new-order alerts to the Telegram group', () => {
  test('the stand-in keeps one message per new order (not per change), without phone or address', async () => {
    const api = await createTestApi();
    try {
      const { id, number } = await placeOrder(api);
      const token = await staffToken(api, 'alerts');
      await api.call('POST', `/api/staff/orders/${id}/accept`, { token, body: { version: 0, promised_minutes: 30 } });
      const alerts = (await api.call('GET', '/api/dev/staff/alerts')).body as { chat_id: number; text: string }[];
      expect(alerts).toHaveLength(1);
      expect(alerts[0].chat_id).toBe(DEV_ORDERS_CHAT_ID);
      expect(alerts[0].text).toContain(`№ ${number}`);
      expect(alerts[0].text).not.toMatch(/999|Дерибасівська/);
    } finally {
      await api.close();
    }
  });

  test("with TG_BOT_TOKEN the Bot API's sendMessage goes to TG_ORDERS_CHAT_ID", async () => {
    const calls: { url: string; body: { chat_id: number; text: string } }[] = [];
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify({ ok: true, result: { message_id: 1 } }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const api = await createTestApi(
      { orderAlerts: { kind: 'telegram', token: '123:abc', chatId: -1001234567890 } },
      { fetch: fakeFetch },
    );
    try {
      const { number } = await placeOrder(api);
      await new Promise((r) => setTimeout(r, 10));
      const sent = calls.filter((c) => c.url.includes('/sendMessage'));
      expect(sent).toHaveLength(1);
      expect(sent[0].url).toBe('https://api.telegram.org/bot123:abc/sendMessage');
      expect(sent[0].body.chat_id).toBe(-1001234567890);
      expect(sent[0].body.text).toContain(`№ ${number}`);
    } finally {
      await api.close();
    }
  });

  test('settings: production needs the chat id and the bot token, or an explicit off', () => {
    expect(() => readOrderAlertSettings({}, true)).toThrow(/^TG_ORDERS_CHAT_ID is not set/);
    expect(() => readOrderAlertSettings({ TG_ORDERS_CHAT_ID: '-100' }, true)).toThrow(/^TG_BOT_TOKEN is not set/);
    expect(() => readOrderAlertSettings({ TG_ORDERS_CHAT_ID: 'group' }, false)).toThrow(/must be a Telegram chat id/);
    expect(readOrderAlertSettings({ TG_ORDERS_CHAT_ID: 'off' }, true)).toEqual({ kind: 'off' });
    expect(readOrderAlertSettings({ TG_ORDERS_CHAT_ID: '-100', TG_BOT_TOKEN: 't' }, true)).toEqual({
      kind: 'telegram',
      token: 't',
      chatId: -100,
    });
    expect(readOrderAlertSettings({}, false)).toEqual({ kind: 'standin', chatId: DEV_ORDERS_CHAT_ID });
  });
});

test('the demo status clock is off under NODE_ENV=production', () => {
  const env = productionEnv({ SHOP_API_STATUS_STEP_MS: '1000' });
  expect(readConfig(env).statusStepMs).toBe(0);
  expect(readConfig({ ...env, NODE_ENV: 'development' }).statusStepMs).toBe(1000);
});
