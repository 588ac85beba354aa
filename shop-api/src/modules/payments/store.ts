/** The payments table: one row per checkout form (payment attempt) of an order. Money UAH. */
import type Database from 'better-sqlite3';
import type { OperationKind, OperationRow, OperationStatus } from './money-rules';
import type { AttemptState, AttemptStatus } from './payment-rules';

export interface AttemptRow {
  id: number;
  order_id: number;
  provider: string;
  provider_order_id: string;
  amount: number;
  status: AttemptStatus;
  payment_id: string | null;
  err_code: string | null;
  /** PAYMENT_CAPTURE when the form was made. */
  capture: 'hold' | 'immediate';
  /** The provider's payment page, when it makes one (monobank's pageUrl). */
  page_url: string | null;
}

export const attemptState = (r: AttemptRow): AttemptState => ({ status: r.status, amount: r.amount, paymentId: r.payment_id });

export function lastAttempt(db: Database.Database, orderId: number): AttemptRow | null {
  return (
    (db.prepare('SELECT * FROM payments WHERE order_id = ? ORDER BY id DESC LIMIT 1').get(orderId) as AttemptRow | undefined) ??
    null
  );
}

export function attemptByProviderOrderId(db: Database.Database, providerOrderId: string): AttemptRow | null {
  return (
    (db.prepare('SELECT * FROM payments WHERE provider_order_id = ?').get(providerOrderId) as AttemptRow | undefined) ?? null
  );
}

export function attemptsOf(db: Database.Database, orderId: number): AttemptRow[] {
  return db.prepare('SELECT * FROM payments WHERE order_id = ? ORDER BY id').all(orderId) as AttemptRow[];
}

/** A new attempt (a checkout form or invoice at the provider) of `amount` UAH. */
export function insertAttempt(
  db: Database.Database,
  a: { orderId: number; provider: string; providerOrderId: string; amount: number; capture: 'hold' | 'immediate' },
  at: Date,
): AttemptRow {
  const now = at.toISOString();
  db.prepare(
    `INSERT INTO payments (order_id, provider, provider_order_id, amount, status, capture, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'created', ?, ?, ?)`,
  ).run(a.orderId, a.provider, a.providerOrderId, a.amount, a.capture, now, now);
  return attemptByProviderOrderId(db, a.providerOrderId)!;
}

export function attemptById(db: Database.Database, id: number): AttemptRow | null {
  return (db.prepare('SELECT * FROM payments WHERE id = ?').get(id) as AttemptRow | undefined) ?? null;
}

export function setAttemptPage(db: Database.Database, id: number, paymentId: string | null, pageUrl: string | null) {
  db.prepare('UPDATE payments SET payment_id = COALESCE(?, payment_id), page_url = COALESCE(?, page_url) WHERE id = ?').run(
    paymentId,
    pageUrl,
    id,
  );
}

/** A callback's verdict on an attempt: its new status, LiqPay's payment id and error code. */
export function recordAttemptOutcome(
  db: Database.Database,
  attemptId: number,
  outcome: { attempt: AttemptStatus; paymentId: string | null; errCode: string | null },
  at: Date,
) {
  db.prepare('UPDATE payments SET status = ?, payment_id = ?, err_code = ?, updated_at = ? WHERE id = ?').run(
    outcome.attempt,
    outcome.paymentId,
    outcome.errCode,
    at.toISOString(),
    attemptId,
  );
}

// ---- money operations ------------------------------------------------------------------------

export function operationsOf(db: Database.Database, orderId: number): OperationRow[] {
  return db.prepare('SELECT * FROM payment_operations WHERE order_id = ? ORDER BY id').all(orderId) as OperationRow[];
}

export function operationByKey(db: Database.Database, key: string): OperationRow | null {
  return (db.prepare('SELECT * FROM payment_operations WHERE op_key = ?').get(key) as OperationRow | undefined) ?? null;
}

/** Inserts the operation unless one with its key exists; returns the row under that key either way. */
export function insertOperation(
  db: Database.Database,
  op: {
    orderId: number;
    paymentId: number;
    kind: OperationKind;
    amount: number;
    reason: string;
    key: string;
    staffId: number | null;
    now: string;
  },
): OperationRow {
  db.prepare(
    `INSERT OR IGNORE INTO payment_operations (order_id, payment_id, kind, amount, reason, op_key, status, next_try_at, staff_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'queued', ?, ?, ?)`,
  ).run(op.orderId, op.paymentId, op.kind, op.amount, op.reason, op.key, op.now, op.staffId, op.now);
  return operationByKey(db, op.key)!;
}

/** Operations whose turn has come, oldest first. */
export function dueOperations(db: Database.Database, nowIso: string, limit = 20): OperationRow[] {
  return db
    .prepare(
      `SELECT * FROM payment_operations WHERE status IN ('queued', 'sending', 'unknown') AND next_try_at <= ? ORDER BY id LIMIT ?`,
    )
    .all(nowIso, limit) as OperationRow[];
}

/**
 * Claims an operation for one sender: its status moves to 'sending' only if it is still what the
 * caller read (two workers, or a worker and the desk's own call, never both send it).
 */
export function claimOperation(db: Database.Database, op: OperationRow, leaseUntilIso: string): boolean {
  return (
    db
      .prepare(
        `UPDATE payment_operations SET status = 'sending', tries = tries + 1, next_try_at = ?
         WHERE id = ? AND status = ? AND tries = ?`,
      )
      .run(leaseUntilIso, op.id, op.status, op.tries).changes === 1
  );
}

export function finishOperation(
  db: Database.Database,
  id: number,
  change: { status: OperationStatus; error: string | null; nextTryAt: string; doneAt: string | null },
) {
  db.prepare('UPDATE payment_operations SET status = ?, last_error = ?, next_try_at = ?, done_at = ? WHERE id = ?').run(
    change.status,
    change.error,
    change.nextTryAt,
    change.doneAt,
    id,
  );
}

/** A refund the provider made: UAH, and when it was confirmed (ISO). */
export interface DoneRefund {
  orderId: number;
  amount: number;
  doneAt: string;
}

/** Refunds the provider made in [fromIso, toIso) (done_at is an ISO instant, so text order is time order). */
export function refundsDoneBetween(db: Database.Database, fromIso: string, toIso: string): DoneRefund[] {
  return db
    .prepare(
      `SELECT order_id AS orderId, amount, done_at AS doneAt FROM payment_operations
       WHERE kind = 'refund' AND status = 'done' AND done_at >= ? AND done_at < ? ORDER BY id`,
    )
    .all(fromIso, toIso) as DoneRefund[];
}
