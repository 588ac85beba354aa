import { randomUUID } from 'node:crypto';
import { createTestApi, type TestApi, postOrder } from '../../test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from '../auth/seed';
import { kyivDayStart, nextDate } from '../orders/day-report';
import { deskAct, moneyApi, placeAndPay, type MoneyApi } from '../payments/test-kit';

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
  ...over,
});
const pickup = { delivery_type: 'pickup', address: undefined, pickup_point_id: 1 };

test.each([
  ['2026-11-18', '2026-11-17T22:00:00.000Z'], // winter: UTC+2
  ['2026-07-01', '2026-06-30T21:00:00.000Z'], // summer: UTC+3
  ['2026-03-29', '2026-03-28T22:00:00.000Z'], // the spring change happens at 03:00 that day
  ['2026-10-25', '2026-10-24T21:00:00.000Z'], // the autumn change happens at 04:00 that day
])('the Kyiv day %s begins at %s', (date, instant) => {
  expect(kyivDayStart(date).toISOString()).toBe(instant);
});

test('the day after', () => {
  expect([nextDate('2026-12-31'), nextDate('2028-02-28'), nextDate('2026-03-29')]).toEqual([
    '2027-01-01',
    '2028-02-29',
    '2026-03-30',
  ]);
});

describe("the owner's report", () => {
  let api: TestApi;
  let manager: string;
  beforeAll(async () => {
    api = await createTestApi();
    await api.call('POST', '/api/dev/staff', { body: { login: 'owner', password: PASSWORD, role: 'manager' } });
    manager = (await api.call('POST', '/api/staff/login', { body: { login: 'owner', password: PASSWORD } })).body.token;
    const customer = (
      await api.call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD } })
    ).body.access_token as string;
    // A seeded day (Kyiv 18 November 2026, the test clock's day): payment types, delivery and
    // pickup, a promo code, bonus paid with, several dishes, two cancellations.
    const placed: number[] = [];
    const place = async (over: Record<string, unknown>, token?: string) => {
      const res = await postOrder(api, { body: order(over), token });
      expect([res.status, res.body.message]).toEqual([200, undefined]);
      placed.push(res.body.id as number);
      return res.body.id as number;
    };
    await place({});
    await place({ pay_type: 'terminal', items: [{ product_id: 2, count: 1, price: 0 }] }).catch(() =>
      place({ pay_type: 'terminal' }),
    );
    await place({ ...pickup, pay_type: 'online' });
    await place({ promo_code: 'WELCOME10', items: [{ product_id: 1, count: 3, price: 179 }] });
    await place({ bonus_debit: 20 }, customer);
    const cancelOne = await place({ ...pickup });
    const cancelTwo = await place({ pay_type: 'terminal' });
    for (const [id, reason] of [
      [cancelOne, 'Клієнт не відповідає'],
      [cancelTwo, 'Немає кур’єра'],
    ] as const) {
      const res = await api.call('POST', `/api/staff/orders/${id}/cancel`, { token: manager, body: { version: 0, reason } });
      expect(res.status).toBe(200);
    }
    // At the edges: the last millisecond of the day before (out) and the first of this day (in).
    const before = await place({ pay_type: 'terminal' });
    const first = await place({ ...pickup, pay_type: 'terminal' });
    api.ctx.db.prepare('UPDATE orders SET created_at = ? WHERE id = ?').run('2026-11-17T21:59:59.999Z', before);
    api.ctx.db.prepare('UPDATE orders SET created_at = ? WHERE id = ?').run('2026-11-17T22:00:00.000Z', first);
  });
  afterAll(() => api.close());

  /** The figures straight from SQL, with the day's bounds written out (Kyiv is UTC+2 in November). */
  function expected(lang: 'uk' | 'ru') {
    const db = api.ctx.db;
    const range = ['2026-11-17T22:00:00.000Z', '2026-11-18T22:00:00.000Z'];
    const day = 'created_at >= ? AND created_at < ?';
    const one = (sql: string) => (db.prepare(sql).get(...range) as { v: number | null }).v ?? 0;
    const round = (v: number) => Math.round(v * 100) / 100;
    const completed = one(`SELECT COUNT(*) AS v FROM orders WHERE ${day} AND cancelled = 0`);
    const revenue = one(`SELECT SUM(sum_to_pay) AS v FROM orders WHERE ${day} AND cancelled = 0`);
    return {
      orders: one(`SELECT COUNT(*) AS v FROM orders WHERE ${day}`),
      completed_orders: completed,
      revenue: round(revenue),
      average_check: round(revenue / completed),
      byPayType: Object.fromEntries(
        (
          db
            .prepare(
              `SELECT pay_type, COUNT(*) AS n, SUM(sum_to_pay) AS s FROM orders WHERE ${day} AND cancelled = 0 GROUP BY pay_type`,
            )
            .all(...range) as { pay_type: string; n: number; s: number }[]
        ).map((r) => [r.pay_type, [r.n, round(r.s)]]),
      ),
      cancelled: one(`SELECT COUNT(*) AS v FROM orders WHERE ${day} AND cancelled = 1`),
      reasons: Object.fromEntries(
        (
          db
            .prepare(
              `SELECT d.cancel_reason AS reason, COUNT(*) AS n FROM orders o JOIN order_desk d ON d.order_id = o.id
               WHERE o.${day.replace('AND created_at', 'AND o.created_at')} AND o.cancelled = 1 GROUP BY d.cancel_reason`,
            )
            .all(...range) as { reason: string; n: number }[]
        ).map((r) => [r.reason, r.n]),
      ),
      delivery: one(`SELECT COUNT(*) AS v FROM orders WHERE ${day} AND cancelled = 0 AND delivery_type = 'delivery'`),
      pickup: one(`SELECT COUNT(*) AS v FROM orders WHERE ${day} AND cancelled = 0 AND delivery_type = 'pickup'`),
      promoDiscount: round(
        one(`SELECT SUM(discount) AS v FROM orders WHERE ${day} AND cancelled = 0 AND promo_code IS NOT NULL`),
      ),
      bonus: one(`SELECT SUM(bonus_debit) AS v FROM orders WHERE ${day} AND cancelled = 0`),
      topDish: db
        .prepare(
          `SELECT i.name_${lang} AS name, SUM(i.count) AS count FROM order_items i JOIN orders o ON o.id = i.order_id
           WHERE o.created_at >= ? AND o.created_at < ? AND o.cancelled = 0 GROUP BY i.product_id ORDER BY count DESC LIMIT 1`,
        )
        .get(...range) as { name: string; count: number },
    };
  }

  test('the figures of a seeded day equal sums computed directly in SQL', async () => {
    const res = await api.call('GET', '/api/staff/report?from=2026-11-18&to=2026-11-18', { token: manager });
    expect(res.status).toBe(200);
    const r = res.body;
    const e = expected('uk');
    // The seeded day is not empty: each figure is really exercised.
    expect([e.cancelled, e.pickup > 0, e.promoDiscount > 0, e.bonus, Object.keys(e.byPayType).length]).toEqual([
      2,
      true,
      true,
      20,
      3,
    ]);
    expect(r).toMatchObject({
      from: '2026-11-18',
      to: '2026-11-18',
      orders: e.orders,
      completed_orders: e.completed_orders,
      revenue: e.revenue,
      average_check: e.average_check,
      cancelled: { orders: e.cancelled },
      delivery: { orders: e.delivery },
      pickup: { orders: e.pickup },
      promo: { discount: e.promoDiscount },
      bonus_spent: e.bonus,
    });
    expect(
      Object.fromEntries(
        r.revenue_by_pay_type.map((p: { pay_type: string; orders: number; revenue: number }) => [
          p.pay_type,
          [p.orders, p.revenue],
        ]),
      ),
    ).toEqual(e.byPayType);
    expect(Object.fromEntries(r.cancelled.reasons.map((c: { reason: string; orders: number }) => [c.reason, c.orders]))).toEqual(
      e.reasons,
    );
    expect(r.top_dishes[0]).toMatchObject(e.topDish);
    expect(r.top_dishes.length).toBeLessThanOrEqual(10);
    expect(r.delivery.revenue + r.pickup.revenue).toBeCloseTo(r.revenue, 2);
  });

  test('the order placed at the first millisecond of the day counts, the one a millisecond before does not', async () => {
    const day = (await api.call('GET', '/api/staff/report?from=2026-11-18&to=2026-11-18', { token: manager })).body;
    const before = (await api.call('GET', '/api/staff/report?from=2026-11-17&to=2026-11-17', { token: manager })).body;
    const both = (await api.call('GET', '/api/staff/report?from=2026-11-17&to=2026-11-18', { token: manager })).body;
    expect(before.orders).toBeGreaterThanOrEqual(1);
    expect(both.orders).toBe(day.orders + before.orders);
    expect(both.revenue).toBeCloseTo(day.revenue + before.revenue, 2);
  });

  test('names in the language asked; a reversed or too long period is a 422', async () => {
    const ru = (await api.call('GET', '/api/staff/report?from=2026-11-18&to=2026-11-18&lang=russian', { token: manager })).body;
    expect(ru.top_dishes[0].name).toBe(expected('ru').topDish.name);
    const reversed = await api.call('GET', '/api/staff/report?from=2026-11-18&to=2026-11-17', { token: manager });
    expect([reversed.status, reversed.body.errors]).toEqual([422, { to: ['report_period_reversed'] }]);
    const long = await api.call('GET', '/api/staff/report?from=2025-01-01&to=2026-11-18', { token: manager });
    expect([long.status, long.body.errors]).toEqual([422, { to: ['report_period_too_long'] }]);
    const bad = await api.call('GET', '/api/staff/report?from=18.11.2026&to=2026-11-18', { token: manager });
    expect(bad.status).toBe(422);
    // Without a period: today, Kyiv (the test clock's 18 November).
    const today = (await api.call('GET', '/api/staff/report', { token: manager })).body;
    expect([today.from, today.to]).toEqual(['2026-11-18', '2026-11-18']);
  });
});

describe("refunds in the owner's report (LiqPay stand-in, pay on hold)", () => {
  let api: MoneyApi;
  /** UAH to pay of the order refunded in full and of the captured one cancelled. */
  const sums = { full: 0, cancelled: 0 };
  const day = ['2026-11-17T22:00:00.000Z', '2026-11-18T22:00:00.000Z']; // Kyiv 18 November (UTC+2)
  const refund = async (id: number, amount: number) => {
    const res = await api.call('POST', `/api/staff/orders/${id}/refund`, {
      token: api.staff,
      body: { key: randomUUID(), reason: 'Страва закінчилась', amount },
    });
    expect([res.status, res.body.refund?.status]).toEqual([200, 'done']);
  };
  const accepted = async () => {
    const order = await placeAndPay(api);
    await deskAct(api, order.id, 'accept', { promised_minutes: 30 });
    return order;
  };
  beforeAll(async () => {
    api = await moneyApi();
    // Two partial refunds of a kept order; a full refund of another kept one; a captured order
    // cancelled (refunded in full by the cancellation); a hold released by a cancellation before
    // acceptance (no refund); a refund made the next Kyiv day; a cash order.
    const partial = await accepted();
    await refund(partial.id, 50);
    await refund(partial.id, 20.25);
    const full = await accepted();
    await refund(full.id, full.sum_to_pay);
    const cancelled = await accepted();
    Object.assign(sums, { full: full.sum_to_pay, cancelled: cancelled.sum_to_pay });
    await deskAct(api, cancelled.id, 'cancel', { reason: 'Немає кур’єра' });
    const released = await placeAndPay(api);
    await deskAct(api, released.id, 'cancel', { reason: 'Клієнт передумав' });
    const nextDay = await accepted();
    await refund(nextDay.id, 30.5);
    api.ctx.db
      .prepare(`UPDATE payment_operations SET done_at = ? WHERE order_id = ? AND kind = 'refund'`)
      .run('2026-11-18T22:00:00.000Z', nextDay.id);
    const cash = await postOrder(api, { body: order() });
    expect(cash.status).toBe(200);
  });
  afterAll(() => api.close());

  /** Straight from SQL: the day's refunds, and the day's revenue less those of orders not cancelled. */
  function expected(range: string[]) {
    const one = (sql: string) => (api.ctx.db.prepare(sql).get(...range) as { v: number | null }).v ?? 0;
    const round = (v: number) => Math.round(v * 100) / 100;
    const refunds = `FROM payment_operations p JOIN orders o ON o.id = p.order_id
      WHERE p.kind = 'refund' AND p.status = 'done' AND p.done_at >= ? AND p.done_at < ?`;
    const revenue = one(`SELECT SUM(sum_to_pay) AS v FROM orders WHERE created_at >= ? AND created_at < ? AND cancelled = 0`);
    const keptRefunds = one(`SELECT SUM(p.amount) AS v ${refunds} AND o.cancelled = 0`);
    return {
      count: one(`SELECT COUNT(*) AS v ${refunds}`),
      orders: one(`SELECT COUNT(DISTINCT p.order_id) AS v ${refunds}`),
      amount: round(one(`SELECT SUM(p.amount) AS v ${refunds}`)),
      cancelled: round(one(`SELECT SUM(p.amount) AS v ${refunds} AND o.cancelled = 1`)),
      revenue: round(revenue),
      net: round(revenue - keptRefunds),
    };
  }

  test("the day's refunds and the revenue net of them equal sums computed directly in SQL", async () => {
    const r = (await api.call('GET', '/api/staff/report?from=2026-11-18&to=2026-11-18', { token: api.staff })).body;
    const e = expected(day);
    // The seed is really exercised: two partial ones, the full one and the cancellation's refund; the released
    // hold and the next day's refund are not in this day.
    expect([e.count, e.orders, e.amount > e.cancelled, e.cancelled > 0, e.net < e.revenue]).toEqual([4, 3, true, true, true]);
    expect(r.refunds).toEqual({ count: e.count, orders: e.orders, amount: e.amount, cancelled_orders_amount: e.cancelled });
    expect([r.revenue, r.net_revenue]).toEqual([e.revenue, e.net]);
    expect(e.amount).toBeCloseTo(70.25 + sums.full + sums.cancelled, 2);
    expect(e.net).toBeCloseTo(e.revenue - 70.25 - sums.full, 2);
  });

  test('a refund counts on the Kyiv day it was made, not on the day of its order', async () => {
    const next = (await api.call('GET', '/api/staff/report?from=2026-11-19&to=2026-11-19', { token: api.staff })).body;
    const e = expected([day[1], kyivDayStart(nextDate('2026-11-19')).toISOString()]);
    expect(next.orders).toBe(0);
    expect([next.refunds, e.amount]).toEqual([{ count: 1, orders: 1, amount: 30.5, cancelled_orders_amount: 0 }, 30.5]);
    expect(next.net_revenue).toBe(-30.5);
    const both = (await api.call('GET', '/api/staff/report?from=2026-11-18&to=2026-11-19', { token: api.staff })).body;
    expect(both.refunds.count).toBe(5);
  });
});
