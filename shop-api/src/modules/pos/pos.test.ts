/**
 * Orders into the POS with the Poster stand-in (issue 48): what reaches the POS, exactly once
 * under parallel triggers and lost answers, an hour of POS outage, and the POS's statuses back.
 */
import { randomUUID } from 'node:crypto';
import { createTestApi, type TestApi, postOrder } from '../../test-utils';
import { catalogueMenu } from '../catalogue';
import { posRuntimeOf, type PosRuntime } from './runtime';
import { kick, sendDueOrders } from './sender';
import { readPosSettings, STAND_IN_POSTER } from './settings';
import { POS_CANCEL_REASON } from './sync';
import { posterSignature } from './webhook-rules';

jest.setTimeout(60_000);

const PASSWORD = 'desk-password-1';

/** A dish of the demo menu with a priced modifier: the order line and what the POS should get. */
function dishWithModifier(api: TestApi) {
  const dish = catalogueMenu(api.ctx.db).dishes.find(
    (d) => !d.hidden && d.groups.some((g) => g.modifiers.some((m) => m.price > 0 && !m.hidden)),
  )!;
  const modifier = dish.groups.flatMap((g) => g.modifiers).find((m) => m.price > 0 && !m.hidden)!;
  return {
    dish,
    modifier,
    line: { product_id: dish.id, count: 2, price: dish.price + modifier.price, modifiers: [{ id: modifier.id, count: 1 }] },
  };
}

async function start(sendOn: 'accepted' | 'new' = 'accepted', env: Record<string, string> = {}) {
  const api = await createTestApi({ pos: { ...readPosSettings({ POS_PROVIDER: 'poster', ...env }, false), sendOn } });
  await api.call('POST', '/api/dev/staff', { body: { login: 'olena', password: PASSWORD, name: 'Olena', role: 'operator' } });
  const token = (await api.call('POST', '/api/staff/login', { body: { login: 'olena', password: PASSWORD } })).body
    .token as string;
  const runtime = posRuntimeOf(api.ctx)!;
  return { api, token, runtime, standIn: runtime.standIn! };
}

async function placeOrder(api: TestApi, items: unknown[], over: Record<string, unknown> = {}) {
  const res = await postOrder(api, {
    body: {
      cart_guid: randomUUID(),
      items,
      name: 'Іван Петренко',
      phone: '+38 (050) 999 88 77',
      delivery_type: 'delivery',
      address: { street: 'Дерибасівська', house: '5', apartment: '12' },
      time: 'asap',
      pay_type: 'cash',
      cutlery: 2,
      comment: 'Без цибулі',
      ...over,
    },
  });
  expect([res.status, res.body.message]).toEqual([200, undefined]);
  return res.body as { id: number; number: number; sum_to_pay: number };
}

async function deskOrder(api: TestApi, token: string, id: number) {
  const res = await api.call('GET', '/api/staff/orders', { token });
  return (res.body.orders as { id: number; version: number; status: string; cancel_reason: string | null }[]).find(
    (o) => o.id === id,
  )!;
}

async function accept(api: TestApi, token: string, id: number) {
  const { version } = await deskOrder(api, token, id);
  const res = await api.call('POST', `/api/staff/orders/${id}/accept`, { token, body: { version, promised_minutes: 45 } });
  expect(res.status).toBe(200);
}

/** Lets the sender the order events started finish. */
const settle = async (runtime: PosRuntime) => {
  while (runtime.running) await runtime.running;
};

function webhook(api: TestApi, fields: Record<string, unknown>, secret = STAND_IN_POSTER.appSecret) {
  const hook = { account: STAND_IN_POSTER.account, time: String(Math.floor(api.ctx.now().getTime() / 1000)), ...fields } as {
    account: string;
    object: string;
    object_id: number;
    action: string;
    time: string;
    data?: string;
  };
  return api.call('POST', '/api/pos/poster/webhook', { body: { ...hook, verify: posterSignature(hook, secret) } });
}

describe('orders into the POS (Poster stand-in)', () => {
  test('an accepted order appears in the POS once, with its dishes, modifiers, prices in kopecks and sums', async () => {
    const { api, token, runtime, standIn } = await start();
    const { dish, modifier, line } = dishWithModifier(api);
    const order = await placeOrder(api, [line]);
    await settle(runtime);
    // Sent on accepting (POS_SEND_ON=accepted): a new order stays in the shop.
    expect(standIn.orders).toHaveLength(0);
    await accept(api, token, order.id);
    await settle(runtime);
    expect(standIn.orders).toHaveLength(1);
    const [pos] = standIn.orders;
    expect(pos.spot_id).toBe(STAND_IN_POSTER.spotId);
    expect(pos.phone).toBe('+380509998877');
    expect(pos.first_name).toBe('Іван Петренко');
    expect(pos.address).toBe('Дерибасівська, 5, кв. 12');
    // The dish's price goes after its discount (the second pizza's 10%), without its modifier.
    const shopLine = (await deskOrder(api, token, order.id)) as unknown as { items: { discount: number }[] };
    const lineKopecks = Math.round(line.price * 200) - Math.round(shopLine.items[0].discount * 100);
    expect(pos.products).toEqual([
      {
        io_product_id: 1,
        product_id: dish.id,
        modification: [{ m: modifier.id, a: 1 }],
        count: 2,
        price: lineKopecks / 2 - Math.round(modifier.price * 100),
      },
    ]);
    const shop = (await api.call('GET', '/api/staff/orders', { token })).body.orders.find(
      (o: { id: number }) => o.id === order.id,
    );
    const discount = shop.discount > 0 ? `знижка ${shop.discount} грн; ` : '';
    expect(pos.comment).toBe(
      `web #${order.number}; якнайшвидше; доставка ${shop.delivery_price} грн; ${discount}оплата: cash; до сплати ${shop.sum_to_pay} грн; прибори: 2; Без цибулі`,
    );
    // Paid on receipt: no `payment` (Poster: only a prepayment is sent).
    expect(pos.payment).toBeNull();
    // The products' sum in the POS is the shop's goods sum after discounts: (dish + modifier) x 2.
    expect(pos.products[0].count * (pos.products[0].price + Math.round(modifier.price * 100))).toBe(Math.round(shop.sum * 100));
    // Further events (a status step) send nothing again.
    const { version } = await deskOrder(api, token, order.id);
    await api.call('POST', `/api/staff/orders/${order.id}/status`, { token, body: { version, status: 'On the way' } });
    await settle(runtime);
    expect(standIn.orders).toHaveLength(1);
    const unsent = await api.call('GET', '/api/staff/pos/unsent', { token });
    expect(unsent.body).toEqual({ provider: 'poster', orders: [], cancel_in_pos: [] });
    await api.close();
  });

  test('paid online with a promo discount and a delivery fee: Poster (error 88 rule) takes it, products = payment', async () => {
    const { api, token, runtime, standIn } = await start('accepted', { POSTER_DELIVERY_PRODUCT_ID: '9001' });
    standIn.products.push({ ...standIn.products[0], product_id: '9001', product_name: 'Доставка', group_modifications: [] });
    const { line } = dishWithModifier(api);
    // A fee at any sum: the demo areas deliver free from some sum (UAH).
    api.ctx.db.prepare('UPDATE delivery_areas SET free_from = 1000000').run();
    const order = await placeOrder(api, [{ ...line, count: 3 }], { pay_type: 'online', promo_code: 'DELIVERY30' });
    // As the verified payment callback records a full payment (modules/payments).
    api.ctx.db.prepare('UPDATE orders SET sum_paid = sum_to_pay WHERE id = ?').run(order.id);
    await accept(api, token, order.id);
    await settle(runtime);
    const unsent = (await api.call('GET', '/api/staff/pos/unsent', { token })).body;
    expect(unsent.orders).toEqual([]);
    expect(standIn.orders).toHaveLength(1);
    const [pos] = standIn.orders;
    const shop = (await deskOrder(api, token, order.id)) as unknown as {
      discount: number;
      delivery_price: number;
      sum_to_pay: number;
    };
    expect(shop.discount).toBeGreaterThan(0);
    expect(shop.delivery_price).toBeGreaterThan(0);
    expect(pos.payment).toEqual({ type: 1, sum: Math.round(shop.sum_to_pay * 100), currency: 'UAH' });
    expect(pos.products.find((p) => p.product_id === 9001)).toMatchObject({
      count: 1,
      price: Math.round(shop.delivery_price * 100),
    });
    // The stand-in refuses what Poster refuses: a payment other than the products' sum.
    const refused = await standIn.fetch(
      `https://joinposter.com/api/incomingOrders.createIncomingOrder?token=${STAND_IN_POSTER.token}`,
      {
        method: 'POST',
        body: JSON.stringify({
          spot_id: STAND_IN_POSTER.spotId,
          phone: '+380509998877',
          products: [{ product_id: 9001, count: 1, price: 5000 }],
          payment: { type: 1, sum: 5001, currency: 'UAH' },
        }),
      },
    );
    expect(((await refused.json()) as { error: { code: number } }).error.code).toBe(88);
    expect(standIn.orders).toHaveLength(1);
    await api.close();
  });

  test('parallel triggers create the order in the POS once', async () => {
    const { api, runtime, standIn } = await start('new');
    const { line } = dishWithModifier(api);
    standIn.down = true;
    const order = await placeOrder(api, [line]);
    await settle(runtime);
    standIn.down = false;
    api.clock.advance(10 * 60_000);
    await Promise.all([
      ...Array.from({ length: 6 }, () => sendDueOrders(api.ctx, runtime)),
      kick(api.ctx, runtime),
      kick(api.ctx, runtime),
    ]);
    await settle(runtime);
    expect(standIn.orders.map((o) => o.comment?.split(';')[0])).toEqual([`web #${order.number}`]);
    await api.close();
  });

  test('a creation whose answer was lost is looked up before the retry, not created again', async () => {
    const { api, token, runtime, standIn } = await start('new');
    const { line } = dishWithModifier(api);
    standIn.loseAnswers = 1;
    const order = await placeOrder(api, [line]);
    await settle(runtime);
    expect(standIn.orders).toHaveLength(1);
    const { body } = await api.call('GET', '/api/staff/pos/unsent', { token });
    expect(body.orders).toMatchObject([
      { order_id: order.id, state: 'uncertain', attempts: 1, last_error: expect.stringMatching(/no answer/) },
    ]);
    api.clock.advance(60_000);
    await sendDueOrders(api.ctx, runtime);
    expect(standIn.orders).toHaveLength(1);
    expect(standIn.calls.filter((c) => c === 'incomingOrders.createIncomingOrder')).toHaveLength(1);
    expect(standIn.calls).toContain('incomingOrders.getOwnIncomingOrders');
    const row = api.ctx.db.prepare('SELECT state, pos_order_id FROM pos_outbox WHERE order_id = ?').get(order.id);
    expect(row).toEqual({ state: 'sent', pos_order_id: String(standIn.orders[0].incoming_order_id) });
    await api.close();
  });

  test('the POS down for an hour: orders flow through the desk, then reach the POS once it is back', async () => {
    const { api, token, runtime, standIn } = await start();
    const { line } = dishWithModifier(api);
    standIn.down = true;
    const orders = [];
    for (let minute = 0; minute < 60; minute++) {
      if (minute % 20 === 0) {
        const order = await placeOrder(api, [line]);
        await accept(api, token, order.id);
        orders.push(order);
      }
      api.clock.advance(60_000);
      await sendDueOrders(api.ctx, runtime);
      await settle(runtime);
    }
    expect(standIn.orders).toHaveLength(0);
    // The desk works as ever and shows what has not reached the POS, with why.
    const desk = await api.call('GET', '/api/staff/pos/unsent', { token });
    expect(desk.status).toBe(200);
    expect(desk.body.orders.map((o: { number: number }) => o.number)).toEqual(orders.map((o) => o.number));
    for (const o of desk.body.orders) {
      expect(o.last_error).toMatch(/HTTP 503/);
      expect(o.attempts).toBeGreaterThan(2);
    }
    expect((await deskOrder(api, token, orders[0].id)).status).toBe('In progress');
    // Back: within the longest backoff (10 minutes) every order is in the POS, once.
    standIn.down = false;
    for (let minute = 0; minute < 11; minute++) {
      api.clock.advance(60_000);
      await sendDueOrders(api.ctx, runtime);
    }
    expect(standIn.orders.map((o) => o.comment?.split(';')[0]).sort()).toEqual(orders.map((o) => `web #${o.number}`).sort());
    expect((await api.call('GET', '/api/staff/pos/unsent', { token })).body.orders).toEqual([]);
    await api.close();
  });

  test('cancelled at the desk: a waiting order never reaches the POS; one already there is listed to cancel in the POS until it is', async () => {
    const { api, token, runtime, standIn } = await start('new');
    const { line } = dishWithModifier(api);
    standIn.down = true;
    const waiting = await placeOrder(api, [line]);
    await settle(runtime);
    standIn.down = false;
    standIn.loseAnswers = 1;
    const lost = await placeOrder(api, [line]);
    await settle(runtime);
    for (const id of [waiting.id, lost.id]) {
      const { version } = await deskOrder(api, token, id);
      expect(
        (await api.call('POST', `/api/staff/orders/${id}/cancel`, { token, body: { version, reason: 'Клієнт передумав' } }))
          .status,
      ).toBe(200);
    }
    await settle(runtime);
    api.clock.advance(10 * 60_000);
    await sendDueOrders(api.ctx, runtime);
    // The lost one had reached the POS (found, not created again); the waiting one never goes.
    expect(standIn.orders.map((o) => o.comment?.split(';')[0])).toEqual([`web #${lost.number}`]);
    const [inPos] = standIn.orders;
    const desk = (await api.call('GET', '/api/staff/pos/unsent', { token })).body;
    expect(desk.orders).toEqual([]);
    // Poster takes no cancel through its API: the desk lists it to cancel in the POS, until the POS says cancelled.
    expect(desk.cancel_in_pos).toEqual([
      { order_id: lost.id, number: lost.number, pos_order_id: String(inPos.incoming_order_id) },
    ]);
    standIn.setStatus(inPos.incoming_order_id, 7);
    const hook = { object: 'incoming_order', object_id: inPos.incoming_order_id, action: 'changed' };
    expect((await webhook(api, hook)).status).toBe(200);
    expect((await api.call('GET', '/api/staff/pos/unsent', { token })).body.cancel_in_pos).toEqual([]);
    // The shop's cancellation stands, with the desk's reason.
    expect(await deskOrder(api, token, lost.id)).toMatchObject({ status: 'Cancelled', cancel_reason: 'Клієнт передумав' });
    await api.close();
  });

  test('staff retry a waiting order at once; an order not waiting is 404', async () => {
    const { api, token, runtime, standIn } = await start('new');
    const { line } = dishWithModifier(api);
    standIn.down = true;
    const order = await placeOrder(api, [line]);
    await settle(runtime);
    standIn.down = false;
    const retried = await api.call('POST', `/api/staff/pos/unsent/${order.id}/retry`, { token });
    expect(retried.status).toBe(200);
    expect(retried.body.orders).toEqual([]);
    expect(standIn.orders).toHaveLength(1);
    expect((await api.call('POST', `/api/staff/pos/unsent/${order.id}/retry`, { token })).status).toBe(404);
    await api.close();
  });

  test("the POS's staff accept and cancel: the order follows (signed webhooks)", async () => {
    const { api, token, runtime, standIn } = await start('new');
    const { line } = dishWithModifier(api);
    const first = await placeOrder(api, [line]);
    const second = await placeOrder(api, [line]);
    await settle(runtime);
    expect(standIn.orders).toHaveLength(2);
    const [posFirst, posSecond] = standIn.orders;
    standIn.setStatus(posFirst.incoming_order_id, 1);
    expect(
      (await webhook(api, { object: 'incoming_order', object_id: posFirst.incoming_order_id, action: 'changed' })).body,
    ).toEqual({ status: 'accept' });
    expect((await deskOrder(api, token, first.id)).status).toBe('In progress');
    standIn.setStatus(posSecond.incoming_order_id, 7);
    await webhook(api, { object: 'incoming_order', object_id: posSecond.incoming_order_id, action: 'changed' });
    const cancelled = await deskOrder(api, token, second.id);
    expect([cancelled.status, cancelled.cancel_reason]).toEqual(['Cancelled', POS_CANCEL_REASON]);
    // A forged one (wrong secret) changes nothing.
    standIn.setStatus(posFirst.incoming_order_id, 7);
    const forged = await webhook(
      api,
      { object: 'incoming_order', object_id: posFirst.incoming_order_id, action: 'changed' },
      'guessed',
    );
    expect(forged.status).toBe(403);
    expect((await deskOrder(api, token, first.id)).status).toBe('In progress');
    await api.close();
  });

  test('without POS_PROVIDER nothing is sent: the queue is empty and the webhook is 404', async () => {
    const api = await createTestApi();
    expect(posRuntimeOf(api.ctx)).toBeNull();
    await api.call('POST', '/api/dev/staff', { body: { login: 'ivan', password: PASSWORD, name: 'Ivan', role: 'operator' } });
    const token = (await api.call('POST', '/api/staff/login', { body: { login: 'ivan', password: PASSWORD } })).body
      .token as string;
    expect((await api.call('GET', '/api/staff/pos/unsent', { token })).body).toEqual({
      provider: null,
      orders: [],
      cancel_in_pos: [],
    });
    expect((await webhook(api, { object: 'incoming_order', object_id: 1, action: 'changed' })).status).toBe(404);
    expect((await api.call('POST', '/api/staff/pos/unsent/1/retry', { token })).status).toBe(404);
    expect((await api.call('POST', '/api/dev/pos/stand-in', { body: { down: true } })).status).toBe(404);
    await api.close();
  });

  test('the dev switch takes the stand-in down and back: the order waits on the desk, then arrives once', async () => {
    const { api, token, runtime, standIn } = await start('accepted');
    const down = await api.call('POST', '/api/dev/pos/stand-in', { body: { down: true } });
    expect([down.status, down.body]).toEqual([200, { down: true }]);
    const { line } = dishWithModifier(api);
    const order = await placeOrder(api, [line]);
    await accept(api, token, order.id);
    await settle(runtime);
    const waiting = (await api.call('GET', '/api/staff/pos/unsent', { token })).body;
    expect(waiting.orders.map((o: { order_id: number }) => o.order_id)).toEqual([order.id]);
    expect(standIn.orders).toHaveLength(0);
    expect((await api.call('POST', '/api/dev/pos/stand-in', { body: { down: false } })).body).toEqual({ down: false });
    expect((await api.call('POST', `/api/staff/pos/unsent/${order.id}/retry`, { token })).body.orders).toEqual([]);
    expect(standIn.orders).toHaveLength(1);
    expect((await api.call('POST', '/api/dev/pos/stand-in', { body: {} })).status).toBe(422);
    await api.close();
  });
});
