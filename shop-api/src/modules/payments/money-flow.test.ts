/**
 * Hold, capture, release and refunds through the API against the LiqPay stand-in, in one process
 * (the stand-in's callbacks and server API go through app.inject), with the fiscal receipts that
 * follow through the Checkbox stand-in.
 */
import { postOrder } from '../../test-utils';
import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, DEMO_USERS } from '../auth/seed';
import { runDueReceipts } from '../fiscal';
import { readLimits } from '../../config';
import { lastOrderEventId, orderEventsAfter } from '../orders';
import {
  FORM,
  deskAct,
  deskOrder,
  moneyApi,
  onlineOrder,
  placeAndPay,
  popupOf,
  secretOf,
  type MoneyApi,
  moneyTurn,
} from './test-kit';

jest.setTimeout(60_000);

/** What the LiqPay stand-in's server API should answer now: null passes the call on; a function may fail it. */
let liqpayApi: ((url: URL, init: RequestInit | undefined) => Response | null | Promise<Response | null>) | null = null;

describe('hold, capture, release and refunds (LiqPay stand-in, PAYMENT_CAPTURE=hold)', () => {
  let api: MoneyApi;
  let staff: string;
  beforeEach(async () => {
    liqpayApi = null;
    api = await moneyApi({}, (url, init) =>
      url.pathname.endsWith('/liqpay-standin/request') && liqpayApi ? liqpayApi(url, init) : null,
    );
    staff = api.staff;
  });
  afterEach(() => api.close());

  const placeAndHold = (over: Record<string, unknown> = {}, token?: string) => placeAndPay(api, over, token);
  const desk = (id: number) => deskOrder(api, id);
  const act = (id: number, kind: 'accept' | 'cancel', body: Record<string, unknown>) => deskAct(api, id, kind, body);
  const popup = (id: number) => popupOf(api, id);
  const standinPayment = (id: number) =>
    api.ctx.db
      .prepare(
        `SELECT s.* FROM liqpay_standin_payments s JOIN payments p ON p.provider_order_id = s.order_id WHERE p.order_id = ?`,
      )
      .get(id) as { status: string; captured: number; refunded: number };
  const refund = (id: number, body: Record<string, unknown>, token = staff) =>
    api.call('POST', `/api/staff/orders/${id}/refund`, {
      token,
      body: { key: randomUUID(), reason: 'Страва закінчилась', ...body },
    });

  test('pay on hold, the desk accepts: the hold is captured and a sell receipt follows with its link', async () => {
    const order = await placeAndHold();
    expect(await popup(order.id)).toMatchObject({
      payment_status: 'paid',
      money: { held: order.sum_to_pay, captured: 0, outstanding: 0 },
      receipts: [],
    });
    expect(standinPayment(order.id).status).toBe('hold_wait');

    await act(order.id, 'accept', { promised_minutes: 30 });
    expect(standinPayment(order.id)).toMatchObject({ status: 'success', captured: order.sum_to_pay });
    expect((await popup(order.id)).money).toEqual({
      held: 0,
      captured: order.sum_to_pay,
      refunded: 0,
      refund_pending: 0,
      outstanding: 0,
    });
    expect((await popup(order.id)).receipts).toEqual([{ kind: 'sell', amount: order.sum_to_pay, status: 'pending', url: null }]);

    expect(await runDueReceipts(api.ctx)).toBe(1);
    const [receipt] = (await popup(order.id)).receipts;
    expect(receipt).toMatchObject({ kind: 'sell', status: 'done' });
    expect(receipt.url).toMatch(/^\/api\/fiscal\/checkbox-standin\/receipts\/[0-9a-f-]{36}$/);
    // What Checkbox got: kopecks, quantity x1000, one cashless payment of the captured sum.
    const [recorded] = (await api.call('GET', '/api/dev/fiscal/receipts')).body;
    expect(recorded.body.goods[0]).toEqual({ good: { code: '1', name: expect.any(String), price: 17900 }, quantity: 2000 });
    expect(recorded.body.payments).toEqual([{ type: 'CASHLESS', value: Math.round(order.sum_to_pay * 100), label: 'Картка' }]);
    expect(recorded.total).toBe(Math.round(order.sum_to_pay * 100));
    const page = await api.app.inject({ method: 'GET', url: receipt.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`${order.sum_to_pay.toFixed(2)} грн`);
    // The desk sees the capture call, done.
    expect((await desk(order.id)).money_calls).toEqual([
      expect.objectContaining({ kind: 'capture', amount: order.sum_to_pay, status: 'done', error: null }),
    ]);
  });

  test("a guest's order above the confirmation sum: paid on hold after the desk accepts, captured at once", async () => {
    await api.close();
    api = await moneyApi({ limits: readLimits({ SHOP_API_GUEST_CONFIRM_ABOVE_UAH: '300' }) });
    const placed = await postOrder(api, { body: onlineOrder() });
    expect(placed.body).toMatchObject({ checkout: null });
    const pay = () => api.call('POST', `/api/orders/${placed.body.id}/payment?${secretOf(api, placed.body.id)}`);
    expect(await pay()).toMatchObject({ status: 409, body: { message: 'order_awaiting_confirmation' } });
    await deskAct(api, placed.body.id, 'accept', { promised_minutes: 30 });
    const form = (await pay()).body;
    const paid = await api.app.inject({
      method: 'POST',
      url: '/api/payments/liqpay-standin/complete',
      headers: FORM,
      payload: new URLSearchParams({ data: form.data, signature: form.signature, outcome: 'pay' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    await moneyTurn(api);
    expect(standinPayment(placed.body.id)).toMatchObject({ status: 'success', captured: placed.body.sum_to_pay });
    expect((await popupOf(api, placed.body.id)).money).toMatchObject({ held: 0, captured: placed.body.sum_to_pay });
    // Accepted once: one capture, however many turns the queue takes.
    await moneyTurn(api);
    const calls = (await deskOrder(api, placed.body.id)).money_calls;
    expect(calls.map((c: { kind: string; status: string }) => `${c.kind} ${c.status}`)).toEqual(['capture done']);
  });

  test('cancelled before acceptance: the hold is released, nothing captured, no receipt', async () => {
    const order = await placeAndHold();
    await act(order.id, 'cancel', { reason: 'Адреса поза зоною' });
    expect(standinPayment(order.id)).toMatchObject({ status: 'reversed', captured: 0 });
    expect(await popup(order.id)).toMatchObject({
      status: 'Cancelled',
      payment_status: 'refunded',
      money: { held: 0, captured: 0, refunded: 0, outstanding: 0 },
      receipts: [],
    });
    expect(
      (await api.call('GET', `/api/dev/payments?order_id=${order.id}`)).body.map((a: { status: string }) => a.status),
    ).toEqual(['reversed']);
  });

  test.each([
    ['release', 'cancel', 'reversed'],
    ['capture', 'accept', 'success'],
  ] as const)(
    "the provider's callback settled the hold while the %s was out: the desk still gets an order event after the call",
    async (_kind, action, settledBy) => {
      const order = await placeAndHold();
      let eventsAtCall = -1;
      liqpayApi = () => {
        // LiqPay's callback came first: the attempt is settled before the call's answer is recorded.
        api.ctx.db.prepare('UPDATE payments SET status = ? WHERE order_id = ?').run(settledBy, order.id);
        eventsAtCall = lastOrderEventId(api.ctx.db);
        return null;
      };
      await act(order.id, action, action === 'accept' ? { promised_minutes: 30 } : { reason: 'Адреса поза зоною' });
      expect(eventsAtCall).toBeGreaterThanOrEqual(0);
      expect(orderEventsAfter(api.ctx.db, eventsAtCall).map((e) => e.order_id)).toContain(order.id);
    },
  );

  test.each(['accept', 'cancel'] as const)(
    "the desk's answer to %s, made while the money call is out, is an older revision than the order after the call",
    async (action) => {
      const order = await placeAndHold();
      const answer = await act(order.id, action, action === 'accept' ? { promised_minutes: 30 } : { reason: 'Піч зламалась' });
      expect(answer.money_calls.map((c: { status: string }) => c.status)).not.toContain('done');
      const after = await desk(order.id);
      expect(after.money_calls.map((c: { status: string }) => c.status)).toEqual(['done']);
      // Same version (a money call is not a staff action), so only the revision tells the desk which copy is newer.
      expect(after.version).toBe(answer.version);
      expect(after.revision).toBeGreaterThan(answer.revision);
    },
  );

  test('cancelled after acceptance: the capture is refunded in full, with a return receipt after the sell receipt', async () => {
    const order = await placeAndHold();
    await act(order.id, 'accept', { promised_minutes: 30 });
    await act(order.id, 'cancel', { reason: 'Кур’єр не доїхав' });
    expect(standinPayment(order.id)).toMatchObject({ status: 'reversed', refunded: order.sum_to_pay });
    expect((await popup(order.id)).money).toMatchObject({
      captured: order.sum_to_pay,
      refunded: order.sum_to_pay,
      outstanding: 0,
    });
    await runDueReceipts(api.ctx);
    expect((await popup(order.id)).receipts.map((r: { kind: string; status: string }) => `${r.kind}:${r.status}`)).toEqual([
      'sell:done',
      'return:done',
    ]);
  });

  test('a partial refund from the desk: once per key, never above what is left, a return receipt, shown to the customer', async () => {
    const order = await placeAndHold();
    await act(order.id, 'accept', { promised_minutes: 30 });
    const key = randomUUID();
    const first = await refund(order.id, { amount: 100, key });
    expect(first.body).toMatchObject({ refund: { amount: 100, status: 'done' }, money: { refunded: 100 } });
    // The same key again (a double click, a retry after a lost answer): the same refund, not a second.
    const again = await refund(order.id, { amount: 100, key });
    expect(again.body.refund.status).toBe('done');
    expect(standinPayment(order.id).refunded).toBe(100);
    expect((await refund(order.id, { amount: 50, key })).status).toBe(409);

    const left = Math.round((order.sum_to_pay - 100) * 100) / 100;
    expect((await refund(order.id, { amount: left + 0.01 })).body).toMatchObject({ message: 'refund_amount' });
    expect((await refund(order.id, { amount: 10.005 })).status).toBe(422);
    expect((await refund(order.id, { amount: 10, reason: '  ' })).status).toBe(422);
    expect((await refund(999, { amount: 10 })).status).toBe(404);
    expect(standinPayment(order.id).refunded).toBe(100);

    // Two refunds at once that together exceed what is left: one goes through.
    const both = await Promise.all([refund(order.id, { amount: left - 1 }), refund(order.id, { amount: left - 1 })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(standinPayment(order.id).refunded).toBe(Math.round((100 + left - 1) * 100) / 100);

    const customer = await popup(order.id);
    expect(customer.money).toMatchObject({
      captured: order.sum_to_pay,
      refunded: Math.round((99 + left) * 100) / 100,
      outstanding: 0,
    });
    await runDueReceipts(api.ctx);
    const receipts = (await api.call('GET', '/api/dev/fiscal/receipts')).body as { is_return: boolean; total: number }[];
    expect(
      receipts
        .filter((r) => r.is_return)
        .map((r) => r.total)
        .sort(),
    ).toEqual([10000, Math.round((left - 1) * 100)].sort());
  });

  test('only a manager may refund: an operator and a customer are 403, no token 401, and nothing moves', async () => {
    const order = await placeAndHold();
    await act(order.id, 'accept', { promised_minutes: 30 });
    await api.call('POST', '/api/dev/staff', {
      body: { login: 'counter', password: 'desk-password-1', name: 'Каса 2', role: 'operator' },
    });
    const operator = (await api.call('POST', '/api/staff/login', { body: { login: 'counter', password: 'desk-password-1' } }))
      .body.token;
    expect((await refund(order.id, { amount: 10 }, operator)).body).toEqual({ message: 'staff_role' });
    const customer = (
      await api.call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD } })
    ).body.access_token;
    expect((await refund(order.id, { amount: 10 }, customer)).status).toBe(403);
    expect(
      (await api.call('POST', `/api/staff/orders/${order.id}/refund`, { body: { amount: 10, reason: 'x', key: randomUUID() } }))
        .status,
    ).toBe(401);
    expect(standinPayment(order.id).refunded).toBe(0);
  });

  test('LiqPay down: the refund waits in the queue and is sent once when it is back', async () => {
    const order = await placeAndHold();
    await act(order.id, 'accept', { promised_minutes: 30 });
    expect((await api.call('POST', '/api/dev/payments/provider', { body: { down: true } })).body).toEqual({ down: true });
    const res = await refund(order.id, { amount: 50 });
    expect(res.body.refund).toMatchObject({ status: 'queued', error: 'liqpay_http_503' });
    expect(res.body.money).toMatchObject({ refunded: 0, refund_pending: 50 });
    await moneyTurn(api); // not due yet: nothing is sent
    api.clock.advance(6_000);
    await moneyTurn(api); // still down
    expect(standinPayment(order.id).refunded).toBe(0);
    await api.call('POST', '/api/dev/payments/provider', { body: { down: false } });
    api.clock.advance(60_000);
    await moneyTurn(api);
    await moneyTurn(api);
    expect(standinPayment(order.id).refunded).toBe(50);
    expect((await popup(order.id)).money).toMatchObject({ refunded: 50, refund_pending: 0 });
  });

  test('an answer lost after LiqPay made the refund: the next turn asks first and never sends it again', async () => {
    const order = await placeAndHold();
    await act(order.id, 'accept', { promised_minutes: 30 });
    // The call reaches LiqPay, the answer is lost on the way back (a timeout).
    liqpayApi = async (url, init) => {
      liqpayApi = null;
      await api.app.inject({ method: 'POST', url: url.pathname, headers: FORM, payload: String(init?.body) });
      throw Object.assign(new Error('timed out'), { name: 'TimeoutError' });
    };
    const full = order.sum_to_pay;
    const res = await refund(order.id, { amount: full });
    expect(res.body.refund.status).toBe('unknown');
    expect(standinPayment(order.id).refunded).toBe(full);
    api.clock.advance(60_000);
    await moneyTurn(api);
    // LiqPay's status says reversed: recorded as done, the stand-in refunded it once.
    expect(standinPayment(order.id).refunded).toBe(full);
    expect((await popup(order.id)).money).toMatchObject({ refunded: full, refund_pending: 0 });
  });

  test('a cancelled order gives back its spent bonuses and frees its one-time promo code', async () => {
    const token = (
      await api.call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD } })
    ).body.access_token as string;
    const bonus = () =>
      (api.ctx.db.prepare('SELECT bonus FROM users WHERE phone = ?').get(DEMO_USERS.bonus.phone) as { bonus: number }).bonus;
    const before = bonus();
    const order = await placeAndHold({ promo_code: 'FIRST15', bonus_debit: 40, phone: DEMO_USERS.bonus.phone }, token);
    expect(bonus()).toBe(before - 40);
    const promo = () =>
      api.call('POST', '/api/promo/check', {
        token,
        body: { code: 'FIRST15', items: [{ product_id: 1, count: 2, price: 179 }], delivery_type: 'pickup' },
      });
    expect((await promo()).body.message).toBe('promo_used');
    await act(order.id, 'cancel', { reason: 'Клієнт передумав' });
    expect(bonus()).toBe(before);
    expect((await promo()).status).toBe(200);
    const history = (await api.call('GET', '/api/profile/bonus', { token })).body;
    expect(JSON.stringify(history)).toContain('order_refund');
  });
});
