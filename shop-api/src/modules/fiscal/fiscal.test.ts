/** Fiscal receipts through the Checkbox stand-in: the queue when Checkbox is down, the daily shift, a lost answer, the protocol's refusals. */
import { deskAct, moneyApi, placeAndPay, popupOf, staffSignIn, type MoneyApi, moneyTurn } from '../payments/test-kit';
import { CHECKBOX_STANDIN, CHECKBOX_STANDIN_BASE } from './config';
import { runDueReceipts } from './queue';
import { createTestApi } from '../../test-utils';
import { lastOrderEventId, onOrderEvents, orderEventsAfter } from '../orders';

jest.setTimeout(60_000);

const V1 = `${CHECKBOX_STANDIN_BASE}/api/v1`;

describe('fiscal receipts (Checkbox stand-in)', () => {
  let api: MoneyApi;
  beforeEach(async () => {
    api = await moneyApi();
  });
  afterEach(() => api.close());

  test('Checkbox down for the whole life of an order: the order completes, the receipt follows when it is back', async () => {
    expect((await api.call('POST', '/api/dev/fiscal/checkbox', { body: { down: true } })).body).toEqual({ down: true });
    const order = await placeAndPay(api);
    await deskAct(api, order.id, 'accept', { promised_minutes: 20 });
    await runDueReceipts(api.ctx);
    await deskAct(api, order.id, 'status', { status: 'On the way' });
    api.clock.advance(20_000);
    await runDueReceipts(api.ctx);
    await deskAct(api, order.id, 'status', { status: 'Delivered' });
    const done = await popupOf(api, order.id);
    expect(done).toMatchObject({ status: 'Delivered', payment_status: 'paid', money: { captured: order.sum_to_pay } });
    expect(done.receipts).toEqual([{ kind: 'sell', amount: order.sum_to_pay, status: 'pending', url: null }]);
    // The desk lists what waits for the cash register, with why.
    const waiting = (await api.call('GET', '/api/staff/receipts', { token: api.staff })).body;
    expect(waiting).toEqual([
      expect.objectContaining({
        order_id: order.id,
        number: order.number,
        kind: 'sell',
        status: 'queued',
        tries: 2,
        error: 'shift: Service Unavailable',
      }),
    ]);

    await api.call('POST', '/api/dev/fiscal/checkbox', { body: { down: false } });
    await runDueReceipts(api.ctx); // the next try is not due yet
    expect((await popupOf(api, order.id)).receipts[0].status).toBe('pending');
    api.clock.advance(60_000);
    expect(await runDueReceipts(api.ctx)).toBe(1);
    const [receipt] = (await popupOf(api, order.id)).receipts;
    expect(receipt).toMatchObject({ status: 'done', url: expect.stringMatching(/^\/api\/fiscal\/checkbox-standin\/receipts\//) });
    expect((await api.call('GET', '/api/staff/receipts', { token: api.staff })).body).toEqual([]);
    expect((await api.call('GET', '/api/dev/fiscal/receipts')).body).toHaveLength(1);
  });

  test('every try of a receipt, failed or issued, is an order event published to the desk, which then reads the receipt', async () => {
    const order = await placeAndPay(api);
    await deskAct(api, order.id, 'accept', { promised_minutes: 20 });
    const woken = jest.fn();
    const off = onOrderEvents(api.ctx.db, woken);
    const eventsOfTurn = async () => {
      const before = lastOrderEventId(api.ctx.db);
      expect(await runDueReceipts(api.ctx)).toBe(1);
      return orderEventsAfter(api.ctx.db, before).map((e) => [e.order_id, e.kind]);
    };
    await api.call('POST', '/api/dev/fiscal/checkbox', { body: { down: true } });
    expect(await eventsOfTurn()).toEqual([[order.id, 'changed']]);
    expect(woken).toHaveBeenCalledTimes(1);

    const deskCopy = async () =>
      (await api.call('GET', '/api/staff/orders?lang=ukrainian', { token: api.staff })).body.orders.find(
        (o: { id: number }) => o.id === order.id,
      );
    const pending = await deskCopy();
    expect(pending.receipts).toEqual([expect.objectContaining({ status: 'pending', url: null })]);

    await api.call('POST', '/api/dev/fiscal/checkbox', { body: { down: false } });
    api.clock.advance(60_000);
    expect(await eventsOfTurn()).toEqual([[order.id, 'changed']]);
    expect(woken).toHaveBeenCalledTimes(2);
    off();
    // The desk's read after that event has the issued receipt (its link), where it had 'pending', and
    // a higher revision, so the desk takes this copy over the one it holds.
    const issued = await deskCopy();
    expect(issued.revision).toBe(lastOrderEventId(api.ctx.db));
    expect(issued.revision).toBeGreaterThan(pending.revision);
    expect(issued.receipts).toEqual([
      {
        kind: 'sell',
        amount: order.sum_to_pay,
        status: 'done',
        url: expect.stringMatching(/^\/api\/fiscal\/checkbox-standin\/receipts\//),
      },
    ]);
  });

  test("one shift a day: the next Kyiv day closes yesterday's shift (its Z report) before opening today's", async () => {
    const first = await placeAndPay(api);
    await deskAct(api, first.id, 'accept', { promised_minutes: 20 });
    await runDueReceipts(api.ctx);
    api.clock.advance(24 * 3_600_000);
    api.staff = await staffSignIn(api);
    const second = await placeAndPay(api, { time: 'asap' });
    await deskAct(api, second.id, 'accept', { promised_minutes: 20 });
    await runDueReceipts(api.ctx);
    const shifts = api.ctx.db.prepare('SELECT status FROM checkbox_standin_shifts ORDER BY opened_at').all() as {
      status: string;
    }[];
    expect(shifts.map((s) => s.status)).toEqual(['CLOSED', 'OPENED']);
    const receipts = api.ctx.db.prepare('SELECT shift_id FROM checkbox_standin_receipts').all() as { shift_id: string }[];
    expect(new Set(receipts.map((r) => r.shift_id)).size).toBe(2);
  });

  test('a sell answer lost on the way back: the same receipt id is refused as a repeat and read instead, never made twice', async () => {
    const order = await placeAndPay(api);
    await deskAct(api, order.id, 'accept', { promised_minutes: 20 });
    // First turn: the stand-in records the receipt, then the answer is dropped by a 502 from a proxy.
    const realFetch = api.ctx.fetch;
    api.ctx.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const res = await realFetch(input, init);
      if (String(input).endsWith('/receipts/sell') && res.status === 201)
        return new Response('{"message":"Bad Gateway"}', { status: 502 });
      return res;
    }) as typeof fetch;
    await runDueReceipts(api.ctx);
    expect((await popupOf(api, order.id)).receipts[0].status).toBe('pending');
    api.ctx.fetch = realFetch;
    api.clock.advance(60_000);
    await runDueReceipts(api.ctx); // 409 for our id: the receipt is read back
    await runDueReceipts(api.ctx);
    api.clock.advance(60_000);
    await runDueReceipts(api.ctx);
    expect((await popupOf(api, order.id)).receipts[0].status).toBe('done');
    expect((await api.call('GET', '/api/dev/fiscal/receipts')).body).toHaveLength(1);
  });

  test("the stand-in keeps Checkbox's rules: client name, cashier sign-in, licence key, sums that add up", async () => {
    const call = (method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) =>
      api.call(method, `${V1}${path}`, { body, headers: { 'x-client-name': 'test', ...headers } });
    expect((await api.call('POST', `${V1}/cashier/signin`, { body: { login: 'a', password: 'b' } })).status).toBe(400);
    expect((await call('POST', '/cashier/signin', { login: CHECKBOX_STANDIN.login, password: 'wrong' })).status).toBe(403);
    const token = (await call('POST', '/cashier/signin', { login: CHECKBOX_STANDIN.login, password: CHECKBOX_STANDIN.password }))
      .body.access_token as string;
    const auth = { authorization: `Bearer ${token}` };
    const license = { ...auth, 'x-license-key': CHECKBOX_STANDIN.licenseKey };
    expect((await call('GET', '/cashier/shift')).status).toBe(401);
    expect((await call('GET', '/cashier/shift', undefined, auth)).body).toEqual({});
    expect((await call('POST', '/shifts', {}, { ...auth, 'x-license-key': 'other' })).status).toBe(403);
    expect((await call('POST', '/shifts/close', {}, license)).status).toBe(400);
    const sell = (body: unknown) => call('POST', '/receipts/sell', body, license);
    const receipt = {
      id: '6f1d2c3b-0000-4000-8000-000000000001',
      goods: [{ good: { code: '1', name: 'Піца', price: 17900 }, quantity: 2000 }],
      payments: [{ type: 'CASHLESS', value: 35800 }],
    };
    expect((await sell(receipt)).body).toEqual({ message: 'Зміну не відкрито' });
    expect((await call('POST', '/shifts', {}, license)).status).toBe(202);
    expect((await call('POST', '/shifts', {}, license)).status).toBe(400);
    expect((await sell({ ...receipt, payments: [{ type: 'CASHLESS', value: 35700 }] })).status).toBe(422);
    expect((await sell(receipt)).body).toMatchObject({ status: 'DONE', total_sum: 35800 });
    expect((await sell(receipt)).status).toBe(409);
    expect((await call('GET', `/receipts/${receipt.id}`, undefined, auth)).body).toMatchObject({ status: 'DONE', type: 'SELL' });
    expect((await call('GET', '/receipts/nope', undefined, auth)).status).toBe(404);
    expect((await api.call('GET', `${CHECKBOX_STANDIN_BASE}/receipts/nope`)).status).toBe(404);
    expect((await call('POST', '/shifts/close', {}, license)).body).toMatchObject({ status: 'CLOSED' });
  });

  test('FISCAL_RECEIPTS=off: no receipts are queued and the order shows none', async () => {
    const off = await moneyApi({ fiscal: { ...api.ctx.config.fiscal, mode: 'off' } });
    try {
      const order = await placeAndPay(off);
      await deskAct(off, order.id, 'accept', { promised_minutes: 20 });
      await moneyTurn(off);
      expect(await runDueReceipts(off.ctx)).toBe(0);
      expect((await popupOf(off, order.id)).receipts).toEqual([]);
    } finally {
      await off.close();
    }
  });

  test('under NODE_ENV=production no stand-in answers: not Checkbox, not monobank, not their dev switches', async () => {
    const prod = await createTestApi({ production: true });
    try {
      const calls: [string, string][] = [
        ['POST', `${V1}/cashier/signin`],
        ['GET', `${CHECKBOX_STANDIN_BASE}/receipts/00000000-0000-0000-0000-000000000000`],
        ['GET', '/api/dev/fiscal/receipts'],
        ['POST', '/api/dev/fiscal/checkbox'],
        ['GET', '/api/payments/monobank-standin/api/merchant/pubkey'],
        ['POST', '/api/dev/payments/provider'],
        ['POST', '/api/dev/payments/acquirer'],
      ];
      for (const [method, url] of calls)
        expect([method, url, (await prod.call(method as 'GET', url, { body: {} })).status]).toEqual([method, url, 404]);
    } finally {
      await prod.close();
    }
  });
});
