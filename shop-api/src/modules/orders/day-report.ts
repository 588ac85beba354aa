/**
 * The owner's figures for a period of Kyiv days (issue 46): orders placed, revenue by payment type,
 * the average check, cancellations with their reasons, delivery against pickup, promo and bonus
 * spend, the top 10 dishes, refunds. Money in UAH (rounded to kopiyky). Cancelled orders count only
 * as cancellations; every other figure is over the orders that were not cancelled.
 *
 * Refunds are counted on the day the provider made them (as their return receipts are), whatever
 * day the order was placed. The net revenue takes off only refunds of orders that were not
 * cancelled: a cancelled order's money is already out of the revenue.
 */
import type Database from 'better-sqlite3';
import { kyivDate } from '../content';
import { refundsDoneBetween } from '../payments';

export interface DayReport {
  from: string;
  to: string;
  orders: number;
  completed_orders: number;
  revenue: number;
  revenue_by_pay_type: { pay_type: string; orders: number; revenue: number }[];
  average_check: number;
  cancelled: { orders: number; reasons: { reason: string; orders: number }[] };
  delivery: { orders: number; revenue: number };
  pickup: { orders: number; revenue: number };
  promo: { orders: number; discount: number };
  bonus_spent: number;
  top_dishes: { product_id: number; name: string; count: number; revenue: number }[];
  /** Refunds made in the period: how many, of how many orders, UAH, and the UAH of those for cancelled orders. */
  refunds: { count: number; orders: number; amount: number; cancelled_orders_amount: number };
  /** revenue less the period's refunds of orders that were not cancelled. */
  net_revenue: number;
}

/** The longest period one report covers, days (a year and a leap day). */
export const REPORT_MAX_DAYS = 366;

const HOUR_MS = 3_600_000;

/** The instant a Kyiv calendar day ('YYYY-MM-DD') begins (Kyiv is UTC+2 in winter, UTC+3 in summer). */
export function kyivDayStart(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const midnightUtc = Date.UTC(y, m - 1, d);
  for (const offsetHours of [2, 3]) {
    const at = new Date(midnightUtc - offsetHours * HOUR_MS);
    if (kyivDate(at) === date && kyivDate(new Date(at.getTime() - 1)) !== date) return at;
  }
  throw new Error(`no Kyiv midnight found for ${date}`);
}

/** The day after a 'YYYY-MM-DD' date. */
export const nextDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};

/** Days from `from` to `to`, both counted; 0 or less when `to` is before `from`. */
export const periodDays = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

const money = (uah: number) => Math.round(uah * 100) / 100;

export function dayReport(db: Database.Database, from: string, to: string, lang: 'uk' | 'ru'): DayReport {
  const range = [kyivDayStart(from).toISOString(), kyivDayStart(nextDate(to)).toISOString()];
  // The period's orders: created_at is an ISO instant, so text order is time order.
  const period = 'o.created_at >= ? AND o.created_at < ?';
  const totals = db
    .prepare(
      `SELECT COUNT(*) AS orders,
              COALESCE(SUM(o.cancelled), 0) AS cancelled,
              COALESCE(SUM(CASE WHEN o.cancelled = 0 THEN o.sum_to_pay END), 0) AS revenue,
              COALESCE(SUM(CASE WHEN o.cancelled = 0 THEN o.bonus_debit END), 0) AS bonus,
              COALESCE(SUM(CASE WHEN o.cancelled = 0 AND o.promo_code IS NOT NULL THEN 1 END), 0) AS promo_orders,
              COALESCE(SUM(CASE WHEN o.cancelled = 0 AND o.promo_code IS NOT NULL THEN o.discount END), 0) AS promo_discount
       FROM orders o WHERE ${period}`,
    )
    .get(...range) as {
    orders: number;
    cancelled: number;
    revenue: number;
    bonus: number;
    promo_orders: number;
    promo_discount: number;
  };
  const byPayType = db
    .prepare(
      `SELECT o.pay_type, COUNT(*) AS orders, SUM(o.sum_to_pay) AS revenue FROM orders o
       WHERE ${period} AND o.cancelled = 0 GROUP BY o.pay_type ORDER BY revenue DESC, o.pay_type`,
    )
    .all(...range) as { pay_type: string; orders: number; revenue: number }[];
  const byMode = db
    .prepare(
      `SELECT o.delivery_type, COUNT(*) AS orders, SUM(o.sum_to_pay) AS revenue FROM orders o
       WHERE ${period} AND o.cancelled = 0 GROUP BY o.delivery_type`,
    )
    .all(...range) as { delivery_type: string; orders: number; revenue: number }[];
  const reasons = db
    .prepare(
      `SELECT COALESCE(NULLIF(TRIM(d.cancel_reason), ''), '') AS reason, COUNT(*) AS orders
       FROM orders o LEFT JOIN order_desk d ON d.order_id = o.id
       WHERE ${period} AND o.cancelled = 1 GROUP BY reason ORDER BY orders DESC, reason`,
    )
    .all(...range) as { reason: string; orders: number }[];
  const top = db
    .prepare(
      `SELECT i.product_id, MAX(i.name_${lang}) AS name, SUM(i.count) AS count, SUM(i.price * i.count - i.discount) AS revenue
       FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE ${period} AND o.cancelled = 0
       GROUP BY i.product_id ORDER BY count DESC, revenue DESC, i.product_id LIMIT 10`,
    )
    .all(...range) as { product_id: number; name: string; count: number; revenue: number }[];
  const mode = (m: string) => {
    const row = byMode.find((r) => r.delivery_type === m);
    return { orders: row?.orders ?? 0, revenue: money(row?.revenue ?? 0) };
  };
  const refunds = refundsDoneBetween(db, range[0], range[1]);
  const refundedOrders = [...new Set(refunds.map((r) => r.orderId))];
  const cancelledIds = new Set(
    (
      db
        .prepare('SELECT o.id FROM orders o WHERE o.cancelled = 1 AND o.id IN (SELECT value FROM json_each(?))')
        .all(JSON.stringify(refundedOrders)) as { id: number }[]
    ).map((r) => r.id),
  );
  const refunded = refunds.reduce((total, r) => total + r.amount, 0);
  const refundedCancelled = refunds.reduce((total, r) => total + (cancelledIds.has(r.orderId) ? r.amount : 0), 0);
  const completed = totals.orders - totals.cancelled;
  return {
    from,
    to,
    orders: totals.orders,
    completed_orders: completed,
    revenue: money(totals.revenue),
    revenue_by_pay_type: byPayType.map((r) => ({ ...r, revenue: money(r.revenue) })),
    average_check: completed ? money(totals.revenue / completed) : 0,
    cancelled: { orders: totals.cancelled, reasons },
    delivery: mode('delivery'),
    pickup: mode('pickup'),
    promo: { orders: totals.promo_orders, discount: money(totals.promo_discount) },
    bonus_spent: totals.bonus,
    top_dishes: top.map((d) => ({ ...d, revenue: money(d.revenue) })),
    refunds: {
      count: refunds.length,
      orders: refundedOrders.length,
      amount: money(refunded),
      cancelled_orders_amount: money(refundedCancelled),
    },
    net_revenue: money(totals.revenue - (refunded - refundedCancelled)),
  };
}
