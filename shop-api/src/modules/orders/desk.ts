/**
 * The restaurant's view of orders (the staff desk): full details with the desk's version, and the
 * staff actions (accept with a promised time, next status, cancel with a reason) applied with an
 * optimistic version check, so two staff acting on one order at once never both win.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import type { Lang } from '../../http/lang';
import { Nullable } from '../../http/schemas';
import { modifierNames } from '../catalogue';
import { acceptBy, decideDeskAction, decideUndo, type DeskAction, type DeskProblem } from './desk-rules';
import { deskMoneyCalls, queueMoneyForDeskAction, sendQueuedMoney } from '../payments';
import { payableOrders } from './payable';
import { orderRevision, publishOrderEvents, recordOrderEvent } from './events';
import { givePerksBack } from './perks';
import { STATUSES } from './order-rules';
import { OrderSchema } from './schemas';
import { currentStatus, getOrderRow, orderShape } from './service';

type Row = Record<string, unknown>;

export const PaymentState = Type.Union([Type.Literal('paid'), Type.Literal('awaiting_payment'), Type.Literal('on_receipt')], {
  description: 'online and paid in full / online and not yet paid / paid to the courier or at pickup',
});

/** The payment provider calls the order's money needed (issue 45). */
const MoneyCalls = Type.Array(
  Type.Object({
    kind: Type.Union([Type.Literal('capture'), Type.Literal('release'), Type.Literal('refund')]),
    amount: Type.Number({ description: 'UAH' }),
    reason: Type.String(),
    status: Type.String({
      description: 'queued | sending | unknown | done | failed (refused) | check (look at the provider)',
    }),
    error: Nullable(Type.String()),
    created_at: Type.String(),
  }),
  { description: "the payment provider calls the order's money needed (issue 45)" },
);

const DeskOrderObject = Type.Object({
  ...OrderSchema.properties,
  version: Type.Integer({ description: 'send it back with an action; a stale one is refused (409)' }),
  revision: Type.Integer({
    description:
      "the id of the order's latest event: of two copies the higher revision is newer (a money call's outcome changes it, not the version)",
  }),
  accept_by: Type.String({ description: 'ISO: a New order not accepted by then is overdue (5 minutes)' }),
  accepted_at: Nullable(Type.String()),
  promised_at: Nullable(Type.String({ description: 'ISO, the time promised when accepting' })),
  cancel_reason: Nullable(Type.String()),
  changed_at: Nullable(Type.String({ description: "ISO: the desk's last change (a step may be taken back for a minute)" })),
  needs_confirmation: Type.Boolean({
    description: "a guest's order above 10,000 UAH: call the customer before accepting; not payable online until accepted",
  }),
  payment_state: PaymentState,
  modifier_names: Type.Record(Type.String(), Type.String(), { description: 'modifier id -> name, for the lines' }),
  money_calls: MoneyCalls,
});
/**
 * The desk's order as one named type: the routes' reply types then compare against an interface
 * instead of expanding the schema's 50 properties in each (too deep for the type checker).
 */
export interface DeskOrder extends Static<typeof DeskOrderObject> {
  money_calls: Static<typeof MoneyCalls>;
}
export const DeskOrderSchema = Type.Unsafe<DeskOrder>(DeskOrderObject);

export function paymentState(row: Row): 'paid' | 'awaiting_payment' | 'on_receipt' {
  if (row.pay_type !== 'online') return 'on_receipt';
  return (row.sum_paid as number) >= (row.sum_to_pay as number) ? 'paid' : 'awaiting_payment';
}

export function deskOrderShape(ctx: AppContext, row: Row, lang: Lang) {
  const desk = ctx.db.prepare('SELECT * FROM order_desk WHERE order_id = ?').get(row.id) as Row | undefined;
  const order = orderShape(ctx, row, lang);
  const names = modifierNames(ctx.db, [...new Set(order.items.flatMap((i) => i.modifiers.map((m) => m.id)))], lang);
  return {
    ...order,
    version: (desk?.version as number | undefined) ?? 0,
    revision: orderRevision(ctx.db, row.id as number),
    accept_by: acceptBy(new Date(row.created_at as string)).toISOString(),
    accepted_at: (desk?.accepted_at as string | null | undefined) ?? null,
    promised_at: (desk?.promised_at as string | null | undefined) ?? null,
    cancel_reason: (desk?.cancel_reason as string | null | undefined) ?? null,
    changed_at: (desk?.updated_at as string | null | undefined) ?? null,
    needs_confirmation: row.needs_confirmation === 1,
    payment_state: paymentState(row),
    modifier_names: Object.fromEntries([...names].map(([id, name]) => [String(id), name])),
    money_calls: deskMoneyCalls(ctx, row.id as number),
  };
}

/** Orders the desk lists: everything not finished, and what finished in the last 12 hours. */
export function listDeskOrders(ctx: AppContext, lang: Lang) {
  const since = new Date(ctx.now().getTime() - 12 * 3_600_000).toISOString();
  const rows = ctx.db
    .prepare('SELECT * FROM orders WHERE created_at >= ? OR (cancelled = 0 AND status_base < 3) ORDER BY id DESC LIMIT 300')
    .all(since) as Row[];
  return rows
    .map((r) => getOrderRow(ctx, r.id as number)!)
    .filter((r) => {
      const s = currentStatus(ctx, r).name;
      return (s !== 'Delivered' && s !== 'Cancelled') || (r.created_at as string) >= since;
    })
    .map((r) => deskOrderShape(ctx, r, lang));
}

export type DeskResult =
  | { ok: true; row: Row }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'order_changed'; row: Row }
  | { ok: false; reason: DeskProblem };

/**
 * Applies a staff action if `version` is still the order's version. The check and the write are
 * one UPDATE ... WHERE version = ? inside one transaction: of two staff sending the same version,
 * exactly one changes the row; the other gets 'order_changed' with the order as it now is.
 */
export function applyDeskAction(ctx: AppContext, orderId: number, version: number, action: DeskAction): DeskResult {
  const { db } = ctx;
  const now = ctx.now();
  const result = db.transaction((): DeskResult => {
    const row = getOrderRow(ctx, orderId);
    if (!row) return { ok: false, reason: 'not_found' };
    const desk = db.prepare('SELECT version FROM order_desk WHERE order_id = ?').get(orderId) as { version: number } | undefined;
    if ((desk?.version ?? 0) !== version) return { ok: false, reason: 'order_changed', row };
    // The status as the customer sees it now (the demo clock may have moved an untouched order).
    const decision = decideDeskAction(currentStatus(ctx, row).name, action, now);
    if (!decision.ok) return { ok: false, reason: decision.problem };
    // From its first staff action on, the order is the desk's: the demo clock leaves it alone.
    db.prepare('INSERT OR IGNORE INTO order_desk (order_id, version) VALUES (?, 0)').run(orderId);
    const iso = now.toISOString();
    const claimed = db
      .prepare(
        `UPDATE order_desk SET version = version + 1, updated_at = ?,
           accepted_at = COALESCE(?, accepted_at), promised_at = COALESCE(?, promised_at), cancel_reason = COALESCE(?, cancel_reason)
         WHERE order_id = ? AND version = ?`,
      )
      .run(iso, decision.promisedAt ? iso : null, decision.promisedAt?.toISOString() ?? null, decision.reason, orderId, version);
    if (claimed.changes === 0) return { ok: false, reason: 'order_changed', row };
    const cancelled = decision.to === 'Cancelled';
    db.prepare('UPDATE orders SET status_base = ?, status_since = ?, cancelled = ? WHERE id = ?').run(
      cancelled ? row.status_base : STATUSES.indexOf(decision.to as (typeof STATUSES)[number]),
      iso,
      cancelled ? 1 : 0,
      orderId,
    );
    // The money and the perks follow in the same transaction: a capture on acceptance, a release or
    // refund and the bonuses and promo code back on cancellation; the provider calls go after it.
    queueMoneyForDeskAction(ctx, payableOrders(ctx), orderId, decision.to, null);
    if (cancelled) givePerksBack(ctx, orderId, now);
    recordOrderEvent(db, orderId, 'changed', now);
    return { ok: true, row: getOrderRow(ctx, orderId)! };
  })();
  if (result.ok) {
    publishOrderEvents(db);
    sendQueuedMoney(ctx, payableOrders(ctx));
  }
  return result;
}

/**
 * Takes back the desk's last step within a minute (decideUndo): On the way -> In progress, with
 * the same version check as every action. The customer's queued message for the step is then
 * no longer due and is not sent (notifications' hold).
 */
export function undoDeskStep(ctx: AppContext, orderId: number, version: number): DeskResult {
  const { db } = ctx;
  const now = ctx.now();
  const result = db.transaction((): DeskResult => {
    const row = getOrderRow(ctx, orderId);
    if (!row) return { ok: false, reason: 'not_found' };
    const desk = db.prepare('SELECT version, updated_at FROM order_desk WHERE order_id = ?').get(orderId) as
      { version: number; updated_at: string | null } | undefined;
    if ((desk?.version ?? 0) !== version) return { ok: false, reason: 'order_changed', row };
    const decision = decideUndo(currentStatus(ctx, row).name, desk?.updated_at ? new Date(desk.updated_at) : null, now);
    if (!decision.ok) return { ok: false, reason: decision.problem };
    const iso = now.toISOString();
    const claimed = db
      .prepare('UPDATE order_desk SET version = version + 1, updated_at = ? WHERE order_id = ? AND version = ?')
      .run(iso, orderId, version);
    if (claimed.changes === 0) return { ok: false, reason: 'order_changed', row };
    db.prepare('UPDATE orders SET status_base = ?, status_since = ? WHERE id = ?').run(
      STATUSES.indexOf(decision.to as (typeof STATUSES)[number]),
      iso,
      orderId,
    );
    recordOrderEvent(db, orderId, 'changed', now);
    return { ok: true, row: getOrderRow(ctx, orderId)! };
  })();
  if (result.ok) publishOrderEvents(db);
  return result;
}
