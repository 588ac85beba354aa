/** The payments table: one row per checkout form (payment attempt) of an order. Money UAH. */
import type Database from 'better-sqlite3';
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

/** A new attempt (a checkout form sent to LiqPay) of `amount` UAH. */
export function insertAttempt(
  db: Database.Database,
  orderId: number,
  providerOrderId: string,
  amount: number,
  at: Date,
): AttemptRow {
  const now = at.toISOString();
  db.prepare(
    `INSERT INTO payments (order_id, provider, provider_order_id, amount, status, created_at, updated_at)
     VALUES (?, 'liqpay', ?, ?, 'created', ?, ?)`,
  ).run(orderId, providerOrderId, amount, now, now);
  return attemptByProviderOrderId(db, providerOrderId)!;
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
