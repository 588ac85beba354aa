/**
 * Money under concurrency (issue 45): parallel requests for the same refund, two desks acting on
 * the same order at once, and overlapping queue turns each move the money once. The LiqPay
 * stand-in's server API counts every call it receives, by action.
 */
import { randomUUID } from 'node:crypto';
import { runDueReceipts } from '../fiscal';
import { deskOrder, moneyApi, moneyTurn, placeAndPay, popupOf, type MoneyApi } from './test-kit';

jest.setTimeout(60_000);

describe('money under concurrency (LiqPay and Checkbox stand-ins)', () => {
  let api: MoneyApi;
  /** LiqPay server API calls received, by action (hold_completion, refund, ...). */
  let liqpayCalls: string[];
  beforeEach(async () => {
    liqpayCalls = [];
    api = await moneyApi({}, (url, init) => {
      if (url.pathname.endsWith('/liqpay-standin/request') && init?.body) {
        const data = new URLSearchParams(String(init.body)).get('data') ?? '';
        liqpayCalls.push((JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as { action: string }).action);
      }
      return null;
    });
  });
  afterEach(() => api.close());

  const refund = (id: number, amount: number, key: string) =>
    api.call('POST', `/api/staff/orders/${id}/refund`, { token: api.staff, body: { amount, reason: 'Скарга', key } });

  async function accepted() {
    const order = await placeAndPay(api);
    const { version } = await deskOrder(api, order.id);
    expect(
      (
        await api.call('POST', `/api/staff/orders/${order.id}/accept`, {
          token: api.staff,
          body: { version, promised_minutes: 30 },
        })
      ).status,
    ).toBe(200);
    await moneyTurn(api);
    return order;
  }

  test('the same refund sent six times at once (double clicks, retries): one call to LiqPay, one refund, six equal answers', async () => {
    const order = await accepted();
    liqpayCalls = [];
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => refund(order.id, 40, key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const a of answers) expect(a.body.refund.amount).toBe(40);
    await moneyTurn(api);
    expect(liqpayCalls.filter((a) => a === 'refund')).toHaveLength(1);
    expect((await popupOf(api, order.id)).money).toMatchObject({ refunded: 40, refund_pending: 0 });
  });

  test('two desks accept the same order at once: one wins, the hold is captured once, one sell receipt', async () => {
    const order = await placeAndPay(api);
    const { version } = await deskOrder(api, order.id);
    const answers = await Promise.all(
      [30, 45].map((minutes) =>
        api.call('POST', `/api/staff/orders/${order.id}/accept`, {
          token: api.staff,
          body: { version, promised_minutes: minutes },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    await Promise.all([moneyTurn(api), moneyTurn(api), moneyTurn(api)]);
    expect(liqpayCalls.filter((a) => a === 'hold_completion')).toHaveLength(1);
    await Promise.all([runDueReceipts(api.ctx), runDueReceipts(api.ctx)]);
    expect((await api.call('GET', '/api/dev/fiscal/receipts')).body).toHaveLength(1);
    expect((await popupOf(api, order.id)).receipts).toEqual([expect.objectContaining({ kind: 'sell', status: 'done' })]);
  });

  test('a cancellation and a refund at once on a captured order: never more back than was taken', async () => {
    const order = await accepted();
    const { version } = await deskOrder(api, order.id);
    liqpayCalls = [];
    await Promise.all([
      api.call('POST', `/api/staff/orders/${order.id}/cancel`, { token: api.staff, body: { version, reason: 'Кухня зачинена' } }),
      refund(order.id, 100, randomUUID()),
      refund(order.id, 100, randomUUID()),
    ]);
    await moneyTurn(api);
    await moneyTurn(api);
    const { money } = await popupOf(api, order.id);
    expect(money.refunded + money.refund_pending).toBeLessThanOrEqual(order.sum_to_pay);
    expect(money.refunded).toBe(order.sum_to_pay);
    const standin = api.ctx.db
      .prepare(
        'SELECT s.refunded FROM liqpay_standin_payments s JOIN payments p ON p.provider_order_id = s.order_id WHERE p.order_id = ?',
      )
      .get(order.id) as { refunded: number };
    expect(standin.refunded).toBe(order.sum_to_pay);
  });
});
