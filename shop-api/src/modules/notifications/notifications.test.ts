import { randomUUID } from 'node:crypto';
import { createTestApi, type TestApi, postOrder } from '../../test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from '../auth/seed';
import { readCustomerMessageSettings } from './settings';
import { startCustomerMessages, type MessageChannel } from './worker';

jest.setTimeout(60_000);

const HOLD_MS = 60_000;
const CHAT_ID = 700100;
const order = (over: Record<string, unknown> = {}) => ({
  cart_guid: randomUUID(),
  items: [{ product_id: 1, count: 2, price: 179 }],
  name: 'Андрій Шевченко',
  phone: DEMO_USERS.bonus.phone,
  delivery_type: 'delivery',
  address: { street: 'Дерибасівська', house: '5', apartment: '12' },
  time: 'asap',
  pay_type: 'cash',
  cutlery: 1,
  ...over,
});

/** An app whose queue runs only when the test says (no timer), status SMS switched on. */
async function messagesApi() {
  const api = await createTestApi({
    customerMessages: { ...readCustomerMessageSettings({}), sms: true, holdMs: HOLD_MS, tickMs: 0 },
  });
  await api.call('POST', '/api/dev/staff', { body: { login: 'desk', password: 'desk-password-1', role: 'operator' } });
  const staff = (await api.call('POST', '/api/staff/login', { body: { login: 'desk', password: 'desk-password-1' } })).body
    .token as string;
  // The bonus customer signed in with the messenger bot once: the bot knows their chat.
  api.ctx.db.prepare('UPDATE users SET telegram_id = ? WHERE phone = ?').run(String(CHAT_ID), DEMO_USERS.bonus.phone);
  const customer = (
    await api.call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD } })
  ).body.access_token as string;
  return { api, staff, customer };
}

async function place(api: TestApi, token: string | undefined, over: Record<string, unknown> = {}, lang = 'ukrainian') {
  const res = await postOrder(api, { body: order(over), token }, `/api/orders?lang=${lang}`);
  expect([res.status, res.body.message]).toEqual([200, undefined]);
  return res.body as { id: number; number: number };
}
async function version(api: TestApi, staff: string, id: number): Promise<number> {
  const res = await api.call('GET', '/api/staff/orders', { token: staff });
  return (res.body.orders as { id: number; version: number }[]).find((o) => o.id === id)!.version;
}
const accept = async (api: TestApi, staff: string, id: number, minutes = 40) =>
  api.call('POST', `/api/staff/orders/${id}/accept`, {
    token: staff,
    body: { version: await version(api, staff, id), promised_minutes: minutes },
  });
const move = async (api: TestApi, staff: string, id: number, status: string) =>
  api.call('POST', `/api/staff/orders/${id}/status`, { token: staff, body: { version: await version(api, staff, id), status } });
const run = async (api: TestApi) => (await api.call('POST', '/api/dev/order-messages/run')).body;
const botTo = async (api: TestApi, chatId: number) =>
  (await api.call('GET', `/api/dev/tg-bot/outbox?chat_id=${chatId}`)).body as { text: string }[];
const queued = async (api: TestApi, orderId: number) =>
  (await api.call('GET', `/api/dev/order-messages?order_id=${orderId}`)).body as {
    event: string;
    channel: string;
    state: string;
    attempts: number;
    text: string | null;
  }[];

describe('order status messages', () => {
  let api: TestApi;
  let staff: string;
  let customer: string;
  beforeEach(async () => {
    ({ api, staff, customer } = await messagesApi());
  });
  afterEach(() => api.close());

  test('accepted: the bot tells a bot customer the promised time in their language, once, after the hold', async () => {
    const o = await place(api, customer, {}, 'russian');
    expect((await accept(api, staff, o.id, 40)).status).toBe(200);
    // Within the hold nothing goes.
    api.clock.advance(HOLD_MS - 1000);
    expect(await run(api)).toEqual({ sent: 0, skipped: 0, retried: 0, failed: 0 });
    expect(await botTo(api, CHAT_ID)).toEqual([]);
    api.clock.advance(1000);
    expect((await run(api)).sent).toBe(1);
    // The test clock's 12:00 Kyiv + 40 minutes.
    expect(await botTo(api, CHAT_ID)).toEqual([{ chat_id: CHAT_ID, text: `Заказ № ${o.number} принят. Ждите его в 12:40.` }]);
    // Free channels reach them, so no paid SMS.
    expect((await queued(api, o.id)).map((m) => `${m.event}:${m.channel}:${m.state}`)).toEqual(['accepted:bot:sent']);
    // Never twice: more runs, later.
    api.clock.advance(10 * 60_000);
    expect((await run(api)).sent).toBe(0);
    expect(await botTo(api, CHAT_ID)).toHaveLength(1);
  });

  test('a status overtaken within the hold sends only the newer one; cancelled carries the reason in Ukrainian', async () => {
    const o = await place(api, customer);
    await accept(api, staff, o.id);
    api.clock.advance(20_000);
    await move(api, staff, o.id, 'On the way');
    api.clock.advance(HOLD_MS);
    expect(await run(api)).toMatchObject({ sent: 1, skipped: 1 });
    expect((await botTo(api, CHAT_ID)).map((m) => m.text)).toEqual([
      `Замовлення № ${o.number} вже в дорозі: курʼєр везе його до вас.`,
    ]);

    const second = await place(api, customer);
    const cancel = await api.call('POST', `/api/staff/orders/${second.id}/cancel`, {
      token: staff,
      body: { version: await version(api, staff, second.id), reason: 'Закінчилися креветки' },
    });
    expect(cancel.status).toBe(200);
    api.clock.advance(HOLD_MS);
    await run(api);
    expect((await botTo(api, CHAT_ID)).at(-1)?.text).toBe(
      `Замовлення № ${second.number} скасовано. Причина: Закінчилися креветки.`,
    );
  });

  test('a step taken back within the minute sends nothing for it; after the minute it cannot be taken back', async () => {
    const o = await place(api, customer);
    await accept(api, staff, o.id);
    api.clock.advance(HOLD_MS);
    await run(api);
    await move(api, staff, o.id, 'On the way');
    api.clock.advance(20_000);
    const undo = await api.call('POST', `/api/staff/orders/${o.id}/undo`, {
      token: staff,
      body: { version: await version(api, staff, o.id) },
    });
    expect([undo.status, undo.body.status]).toEqual([200, 'In progress']);
    api.clock.advance(HOLD_MS);
    expect(await run(api)).toMatchObject({ sent: 0, skipped: 1 });
    expect((await botTo(api, CHAT_ID)).map((m) => m.text)).toEqual([`Замовлення № ${o.number} прийнято. Чекайте його о 12:40.`]);

    // Sent with the courier for real: told once; a minute later it stays.
    await move(api, staff, o.id, 'On the way');
    api.clock.advance(HOLD_MS + 1);
    expect((await run(api)).sent).toBe(1);
    const late = await api.call('POST', `/api/staff/orders/${o.id}/undo`, {
      token: staff,
      body: { version: await version(api, staff, o.id) },
    });
    expect([late.status, late.body.errors]).toEqual([422, { status: ['undo_expired'] }]);
  });

  test('a guest gets an SMS; a customer who switched the bot off gets an SMS; with both off, nothing', async () => {
    const guest = await place(api, undefined, { phone: '+380501119900', name: 'Гість' });
    await accept(api, staff, guest.id);
    api.clock.advance(HOLD_MS);
    await run(api);
    const sms = (await api.call('GET', '/api/dev/sms/outbox?phone=%2B380501119900')).body as { text: string }[];
    expect(sms.map((m) => m.text)).toEqual([`Замовлення № ${guest.number} прийнято. Чекайте його о 12:40.`]);

    const off = await api.call('PUT', '/api/profile/notifications', { token: customer, body: { bot: false } });
    expect(off.body).toEqual({
      bot: { available: true, on: false },
      sms: { available: true, on: true },
      push: { available: false, on: true },
    });
    const viaSms = await place(api, customer);
    await accept(api, staff, viaSms.id);
    api.clock.advance(HOLD_MS);
    await run(api);
    expect((await queued(api, viaSms.id)).map((m) => `${m.channel}:${m.state}`)).toEqual(['sms:sent']);

    await api.call('PUT', '/api/profile/notifications', { token: customer, body: { sms: false } });
    const silent = await place(api, customer);
    await accept(api, staff, silent.id);
    api.clock.advance(HOLD_MS);
    await run(api);
    expect(await queued(api, silent.id)).toEqual([]);
    expect((await api.call('GET', '/api/profile/notifications', { token: customer })).body.sms.on).toBe(false);
  });

  test("the switches are the signed-in customer's own: 401 without a session, 422 for an empty change", async () => {
    expect((await api.call('GET', '/api/profile/notifications')).status).toBe(401);
    expect((await api.call('PUT', '/api/profile/notifications', { body: { bot: false } })).status).toBe(401);
    expect((await api.call('PUT', '/api/profile/notifications', { token: customer, body: {} })).status).toBe(422);
    expect((await api.call('PUT', '/api/profile/notifications', { token: customer, body: { sms: 'maybe' } })).status).toBe(422);
  });

  test('web push: a subscribed browser gets the message encrypted for it; a browser the push service no longer knows is forgotten', async () => {
    expect((await api.call('GET', '/api/push/vapid-key')).body.public_key).toMatch(/^B[\w-]{86}$/);
    const browser = (await api.call('POST', '/api/dev/push-service/subscribe')).body as { endpoint: string; keys: object };
    expect((await api.call('POST', '/api/profile/push-subscriptions', { body: browser })).status).toBe(401);
    expect((await api.call('POST', '/api/profile/push-subscriptions', { token: customer, body: browser })).status).toBe(200);
    expect((await api.call('GET', '/api/profile/notifications', { token: customer })).body.push).toEqual({
      available: true,
      on: true,
    });
    const o = await place(api, customer);
    await accept(api, staff, o.id);
    api.clock.advance(HOLD_MS);
    expect((await run(api)).sent).toBe(2);
    const text = `Замовлення № ${o.number} прийнято. Чекайте його о 12:40.`;
    expect((await api.call('GET', '/api/dev/push-service/received')).body).toEqual([
      { endpoint: browser.endpoint, payload: { title: 'Смачна Хата', body: text, url: '/ua/' }, ttl: 86400, urgency: 'high' },
    ]);
    expect((await queued(api, o.id)).map((m) => `${m.channel}:${m.state}`).sort()).toEqual(['bot:sent', 'push:sent']);

    // A subscription the push service does not know (404, as for an expired one): given up at once and dropped.
    const stale = {
      endpoint: `${browser.endpoint.replace(/[\w-]+$/, '')}00000000-0000-4000-8000-000000000000`,
      keys: browser.keys,
    };
    expect((await api.call('POST', '/api/profile/push-subscriptions', { token: customer, body: stale })).status).toBe(200);
    const second = await place(api, customer);
    await accept(api, staff, second.id);
    api.clock.advance(HOLD_MS);
    expect(await run(api)).toMatchObject({ sent: 2, failed: 1, retried: 0 });
    expect(
      (await api.call('DELETE', '/api/profile/push-subscriptions', { token: customer, body: { endpoint: stale.endpoint } }))
        .status,
    ).toBe(404);
    expect(
      (await api.call('DELETE', '/api/profile/push-subscriptions', { token: customer, body: { endpoint: browser.endpoint } }))
        .status,
    ).toBe(200);
    expect((await api.call('GET', '/api/profile/notifications', { token: customer })).body.push.available).toBe(false);
  });

  test('a push subscription must be a push service and a browser key: 422 otherwise', async () => {
    const { keys } = (await api.call('POST', '/api/dev/push-service/subscribe')).body as {
      keys: { p256dh: string; auth: string };
    };
    const cases = [
      { endpoint: 'http://push.example/x', keys },
      { endpoint: 'https://127.0.0.1:3001/api/orders', keys },
      { endpoint: 'not a url', keys },
      { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { ...keys, auth: 'c2hvcnQ' } },
      { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { ...keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } },
    ];
    for (const body of cases)
      expect((await api.call('POST', '/api/profile/push-subscriptions', { token: customer, body })).status).toBe(422);
  });

  test('a failed send is retried later and sent once; after the last try it is given up', async () => {
    let failures = 2;
    const sent: string[] = [];
    const flaky: MessageChannel = {
      send: async (recipient, text) => {
        if (failures-- > 0) return { ok: false, reason: 'network' };
        sent.push(`${recipient}:${text}`);
        return { ok: true };
      },
    };
    const worker = startCustomerMessages(api.ctx, { bot: flaky });
    const o = await place(api, customer);
    await accept(api, staff, o.id);
    api.clock.advance(HOLD_MS);
    expect(await worker.runDue()).toMatchObject({ sent: 0, retried: 1 });
    expect(await worker.runDue()).toMatchObject({ sent: 0, retried: 0 }); // waits 30 s
    api.clock.advance(30_000);
    expect(await worker.runDue()).toMatchObject({ retried: 1 });
    api.clock.advance(60_000);
    expect(await worker.runDue()).toMatchObject({ sent: 1 });
    expect(sent).toEqual([`${CHAT_ID}:Замовлення № ${o.number} прийнято. Чекайте його о 12:40.`]);
    expect((await queued(api, o.id))[0]).toMatchObject({ state: 'sent', attempts: 3 });

    failures = 100;
    const never = await place(api, customer);
    await accept(api, staff, never.id);
    for (let i = 0; i < 8; i++) {
      api.clock.advance(15 * 60_000);
      await worker.runDue();
    }
    expect((await queued(api, never.id))[0]).toMatchObject({ state: 'failed', attempts: 6 });
    worker.stop();
  });

  test('under concurrency each message goes once: two senders at once, two staff accepting at once', async () => {
    const sends: string[] = [];
    // A slow channel: both senders are in flight together.
    const slow: MessageChannel = {
      send: async (recipient, text) => {
        await new Promise((r) => setTimeout(r, 20));
        sends.push(text);
        return { ok: true };
      },
    };
    const a = startCustomerMessages(api.ctx, { bot: slow });
    const b = startCustomerMessages(api.ctx, { bot: slow });
    const orders = await Promise.all([1, 2, 3, 4, 5].map(() => place(api, customer)));
    for (const o of orders) {
      const v = await version(api, staff, o.id);
      // Two staff press accept on the same version: one wins, the other gets 409.
      const both = await Promise.all(
        [35, 45].map((m) =>
          api.call('POST', `/api/staff/orders/${o.id}/accept`, { token: staff, body: { version: v, promised_minutes: m } }),
        ),
      );
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    }
    api.clock.advance(HOLD_MS);
    const counts = await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    expect(counts.reduce((n, c) => n + c.sent, 0)).toBe(5);
    expect(sends).toHaveLength(5);
    expect(new Set(sends).size).toBe(5);
    a.stop();
    b.stop();
  });

  test('a sender that died mid-send leaves its claim; another takes it over after the lease', async () => {
    const hung: MessageChannel = { send: () => new Promise(() => {}) };
    const dead = startCustomerMessages(api.ctx, { bot: hung });
    const o = await place(api, customer);
    await accept(api, staff, o.id);
    api.clock.advance(HOLD_MS);
    void dead.runDue();
    await new Promise((r) => setTimeout(r, 10));
    expect((await queued(api, o.id))[0].state).toBe('sending');
    expect((await run(api)).sent).toBe(0); // still claimed
    api.clock.advance(60_000);
    expect((await run(api)).sent).toBe(1);
    expect(await botTo(api, CHAT_ID)).toHaveLength(1);
    dead.stop();
  });
});

test('ORDER_STATUS_SMS, ORDER_STATUS_HOLD_S and the VAPID keys', () => {
  expect(readCustomerMessageSettings({})).toMatchObject({ sms: false, holdMs: 60_000, tickMs: 1000, push: { kind: 'standin' } });
  expect(() => readCustomerMessageSettings({}, true)).toThrow('VAPID_PUBLIC_KEY is not set');
  expect(readCustomerMessageSettings({ WEB_PUSH: 'off' }, true).push).toEqual({ kind: 'off' });
  const keys = {
    VAPID_PUBLIC_KEY: Buffer.alloc(65, 4).toString('base64url'),
    VAPID_PRIVATE_KEY: Buffer.alloc(32, 1).toString('base64url'),
  };
  expect(() => readCustomerMessageSettings(keys, true)).toThrow('VAPID_SUBJECT is not set');
  expect(() => readCustomerMessageSettings({ ...keys, VAPID_SUBJECT: 'shop' }, true)).toThrow('VAPID_SUBJECT must be');
  expect(() =>
    readCustomerMessageSettings({ ...keys, VAPID_PRIVATE_KEY: 'short', VAPID_SUBJECT: 'mailto:a@b.ua' }, true),
  ).toThrow('P-256');
  expect(readCustomerMessageSettings({ ...keys, VAPID_SUBJECT: 'mailto:a@b.ua' }, true).push).toMatchObject({ kind: 'vapid' });
  expect(readCustomerMessageSettings({ ORDER_STATUS_SMS: 'on', ORDER_STATUS_HOLD_S: '2' })).toMatchObject({
    sms: true,
    holdMs: 2000,
  });
  expect(() => readCustomerMessageSettings({ ORDER_STATUS_SMS: 'yes' })).toThrow('ORDER_STATUS_SMS');
  expect(() => readCustomerMessageSettings({ ORDER_STATUS_HOLD_S: '-1' })).toThrow('ORDER_STATUS_HOLD_S');
});
