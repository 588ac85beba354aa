/** Database work of the orders module: promo lookups, order rows to API shapes, status settling. */
import type Database from 'better-sqlite3';
import type { AppContext } from '../../context';
import { pick, type Lang } from '../../http/lang';
import { addBonus } from '../auth';
import { getPickupPoint, getWorkingHours, isWorkingTime } from '../content';
import { paymentView, type OrderPayState } from '../payments';
import { recordOrderEvent } from './events';
import type { Promo } from './promo-rules';
import {
  cashbackAmount,
  cashbackPercent,
  deliveryWindow,
  formatKyivTime,
  formatWindow,
  statusIndex,
  statusName,
  type StatusName,
} from './order-rules';

type Row = Record<string, unknown>;

export function promoFromRow(r: Row): Promo {
  return {
    id: r.id as number,
    code: r.code as string,
    enabled: r.enabled === 1,
    valid_from: r.valid_from as string,
    valid_to: r.valid_to as string,
    min_sum: r.min_sum as number,
    area_id: (r.area_id as number | null) ?? null,
    mode: r.mode as Promo['mode'],
    login_required: r.login_required === 1,
    once: r.once === 1,
    discount_type: r.discount_type as Promo['discount_type'],
    discount_value: r.discount_value as number,
    product_id: (r.product_id as number | null) ?? null,
  };
}

export function findPromo(db: Database.Database, code: string): Promo | null {
  const row = db.prepare('SELECT * FROM promo_codes WHERE code = ?').get(code.trim().toUpperCase()) as Row | undefined;
  return row ? promoFromRow(row) : null;
}

export function promoUsed(db: Database.Database, promoId: number, userId: number | null, phone: string | null): boolean {
  if (userId !== null && db.prepare('SELECT 1 FROM promo_uses WHERE promo_id = ? AND user_id = ?').get(promoId, userId))
    return true;
  return phone !== null && !!db.prepare('SELECT 1 FROM promo_uses WHERE promo_id = ? AND phone = ?').get(promoId, phone);
}

export function promoShape(db: Database.Database, r: Row, lang: Lang) {
  const area = r.area_id
    ? (db.prepare('SELECT id, name_uk, name_ru FROM delivery_areas WHERE id = ?').get(r.area_id) as Row | undefined)
    : undefined;
  return {
    id: r.id as number,
    name: pick(r, 'name', lang),
    date: (r.valid_from as string).slice(0, 10),
    code: r.code as string,
    image: r.image as string,
    conditions_url: r.conditions_url as string,
    valid_from: r.valid_from as string,
    valid_to: r.valid_to as string,
    min_sum: r.min_sum as number,
    area: area ? { id: area.id as number, name: pick(area, 'name', lang) } : null,
    delivery_only: r.mode === 'delivery',
    pickup_only: r.mode === 'pickup',
    login_required: r.login_required === 1,
    once: r.once === 1,
    discount_type: r.discount_type as string,
    discount_value: r.discount_value as number,
    product_id: (r.product_id as number | null) ?? null,
  };
}

/**
 * Current status of an order row, without side effects. The demo clock (development only) moves
 * an order until staff first act on it; from then on (and always in production) the status is
 * the one stored.
 */
export function currentStatus(ctx: AppContext, row: Row): { index: number; name: StatusName } {
  const deskManaged = !!ctx.db.prepare('SELECT 1 FROM order_desk WHERE order_id = ?').get(row.id);
  // An order waiting for the desk's confirmation is never moved by the demo clock.
  const stepMs = deskManaged || row.needs_confirmation === 1 ? 0 : ctx.config.statusStepMs;
  const index = statusIndex(row.status_base as number, new Date(row.status_since as string), ctx.now(), stepMs);
  return { index, name: statusName(index, row.cancelled === 1) };
}

/** Work due on read: cashback is credited once the order is Delivered. Returns the fresh row. */
export function settleOrder(ctx: AppContext, row: Row): Row {
  const { db } = ctx;
  const { name } = currentStatus(ctx, row);
  if (name !== 'Delivered' || row.cashback_credited === 1 || row.user_id === null) return row;
  db.transaction(() => {
    const claimed = db.prepare('UPDATE orders SET cashback_credited = 1 WHERE id = ? AND cashback_credited = 0').run(row.id);
    if (claimed.changes === 0) return;
    const lifetime = (
      db
        .prepare(
          'SELECT COALESCE(SUM(sum), 0) AS s FROM orders WHERE user_id = ? AND cashback_credited = 1 AND cancelled = 0 AND id <> ?',
        )
        .get(row.user_id, row.id) as { s: number }
    ).s;
    const amount = cashbackAmount(
      cashbackPercent(true, lifetime),
      Math.max(0, (row.sum as number) - (row.bonus_debit as number)),
    );
    db.prepare('UPDATE orders SET cashback = ? WHERE id = ?').run(amount, row.id);
    if (amount > 0) addBonus(db, row.user_id as number, amount, 'order_cashback', ctx.now());
  })();
  return db.prepare('SELECT * FROM orders WHERE id = ?').get(row.id) as Row;
}

/** A guest's big order the desk has not accepted yet (guest-orders.ts): not to be paid online. */
export function awaitsDeskConfirmation(db: Database.Database, row: Row): boolean {
  if (row.needs_confirmation !== 1 || row.cancelled === 1) return false;
  return !deskAccepted(db, row.id as number);
}

/** Whether the desk has accepted the order (it has an accepted_at). */
export function deskAccepted(db: Database.Database, orderId: number): boolean {
  const desk = db.prepare('SELECT accepted_at FROM order_desk WHERE order_id = ?').get(orderId) as
    { accepted_at: string | null } | undefined;
  return !!desk?.accepted_at;
}

export function getOrderRow(ctx: AppContext, id: number): Row | null {
  const row = ctx.db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as Row | undefined;
  return row ? settleOrder(ctx, row) : null;
}

/** What the payment rules read of an order row. Money UAH; `refunded` is the payments module's to fill (its refunds). */
export function orderPayState(row: Row, refunded = 0): OrderPayState {
  return {
    payType: row.pay_type as string,
    sumToPay: row.sum_to_pay as number,
    sumPaid: row.sum_paid as number,
    cancelled: row.cancelled === 1,
    refunded,
  };
}

/** Only a verified payment callback (modules/payments) sets the paid sum, UAH. */
/**
 * A payment changed what the order has paid. Recorded as an order event for the desk's live
 * stream; call inside the payment's transaction, then `publishOrderEvents` after it.
 */
export function setOrderSumPaid(db: Database.Database, orderId: number, sumPaid: number, at: Date) {
  db.prepare('UPDATE orders SET sum_paid = ? WHERE id = ?').run(sumPaid, orderId);
  recordOrderEvent(db, orderId, 'changed', at);
}

/**
 * An unpaid online order is to be paid in cash or by terminal on delivery instead (the customer's
 * choice after a failed or abandoned online payment). Recorded as an order event for the desk.
 */
export function setOrderPayType(db: Database.Database, orderId: number, payType: 'cash' | 'terminal', at: Date) {
  db.prepare('UPDATE orders SET pay_type = ?, change_from = NULL WHERE id = ?').run(payType, orderId);
  recordOrderEvent(db, orderId, 'changed', at);
}

/** The popup shape (spec section 3: order as read by the popup), with the online payment's state, sums and receipts. */
export function popupShape(ctx: AppContext, row: Row) {
  const at = new Date(row.delivery_at as string);
  const now = ctx.now();
  const window = deliveryWindow(at, getWorkingHours(ctx.db, now));
  const payment = paymentView(ctx, { orderId: row.id as number, ...orderPayState(row) });
  return {
    id: row.id as number,
    number: row.number as number,
    formattedDeliveryTime: formatKyivTime(at),
    deliveryTimeRange: formatWindow(window),
    delivery_at: at.toISOString(),
    delivery_from: window.from.toISOString(),
    delivery_to: window.to.toISOString(),
    is_self_delivery: row.delivery_type === 'pickup',
    is_working_time: isWorkingTime(ctx.db, now),
    status: currentStatus(ctx, row).name,
    payment_status: payment.payment_status,
    money: payment.money,
    receipts: payment.receipts,
  };
}

export function orderShape(ctx: AppContext, row: Row, lang: Lang) {
  const items = (ctx.db.prepare('SELECT * FROM order_items WHERE order_id = ? ORDER BY id').all(row.id) as Row[]).map((i) => ({
    id: i.id as number,
    product_id: i.product_id as number,
    name: pick(i, 'name', lang),
    name_ua: i.name_uk as string,
    price: i.price as number,
    count: i.count as number,
    discount: i.discount as number,
    modifiers: JSON.parse(i.modifiers as string) as { id: number; count: number; price: number }[],
  }));
  const point = row.pickup_point_id ? getPickupPoint(ctx.db, row.pickup_point_id as number, lang) : null;
  return {
    ...popupShape(ctx, row),
    name: row.name as string,
    phone: row.phone as string,
    email: (row.email as string | null) ?? null,
    delivery_type: row.delivery_type as 'delivery' | 'pickup',
    // Stored by createOrder in the shape of OrderSchema.address.
    address: row.address ? JSON.parse(row.address as string) : null,
    pickup_point: point ? { id: point.id, name: point.name, address: point.address } : null,
    time: row.time_mode === 'asap' ? 'asap' : (row.delivery_at as string),
    subtotal: row.subtotal as number,
    sum: row.sum as number,
    discount: row.discount as number,
    delivery_price: row.delivery_price as number,
    bonus_debit: row.bonus_debit as number,
    sum_to_pay: row.sum_to_pay as number,
    sum_paid: row.sum_paid as number,
    pay_type: row.pay_type as string,
    change_from: (row.change_from as number | null) ?? null,
    cutlery: row.cutlery as number,
    comment: row.comment as string,
    promo_code: (row.promo_code as string | null) ?? null,
    cashback: row.cashback as number,
    created_at: row.created_at as string,
    items,
  };
}
