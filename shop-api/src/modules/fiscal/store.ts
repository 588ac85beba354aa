/** The fiscal receipts queue (fiscal_receipts) and the cash register's day (fiscal_state). Money UAH. */
import type Database from 'better-sqlite3';

export type ReceiptStatus = 'queued' | 'sent' | 'done' | 'check';

export interface ReceiptRow {
  id: number;
  order_id: number;
  kind: 'sell' | 'return';
  amount: number;
  source_key: string;
  receipt_id: string;
  status: ReceiptStatus;
  tries: number;
  next_try_at: string;
  last_error: string | null;
  fiscal_code: string | null;
  created_at: string;
  done_at: string | null;
}

export function insertReceipt(
  db: Database.Database,
  r: { orderId: number; kind: 'sell' | 'return'; amount: number; sourceKey: string; receiptId: string; now: string },
) {
  db.prepare(
    `INSERT OR IGNORE INTO fiscal_receipts (order_id, kind, amount, source_key, receipt_id, status, next_try_at, created_at)
     VALUES (?, ?, ?, ?, ?, 'queued', ?, ?)`,
  ).run(r.orderId, r.kind, r.amount, r.sourceKey, r.receiptId, r.now, r.now);
}

export function receiptsOf(db: Database.Database, orderId: number): ReceiptRow[] {
  return db.prepare('SELECT * FROM fiscal_receipts WHERE order_id = ? ORDER BY id').all(orderId) as ReceiptRow[];
}

export function dueReceipts(db: Database.Database, nowIso: string, limit = 20): ReceiptRow[] {
  return db
    .prepare(`SELECT * FROM fiscal_receipts WHERE status IN ('queued', 'sent') AND next_try_at <= ? ORDER BY id LIMIT ?`)
    .all(nowIso, limit) as ReceiptRow[];
}

/** Receipts not yet fiscal, oldest first (the desk's "waiting" list). */
export function pendingReceipts(db: Database.Database): (ReceiptRow & { number: number })[] {
  return db
    .prepare(
      `SELECT f.*, o.number FROM fiscal_receipts f JOIN orders o ON o.id = f.order_id WHERE f.status <> 'done' ORDER BY f.id LIMIT 200`,
    )
    .all() as (ReceiptRow & { number: number })[];
}

export function updateReceipt(
  db: Database.Database,
  id: number,
  change: {
    status: ReceiptStatus;
    tries: number;
    nextTryAt: string;
    error: string | null;
    fiscalCode?: string | null;
    doneAt?: string | null;
    receiptId?: string;
  },
) {
  db.prepare(
    `UPDATE fiscal_receipts SET status = ?, tries = ?, next_try_at = ?, last_error = ?,
       fiscal_code = COALESCE(?, fiscal_code), done_at = COALESCE(?, done_at), receipt_id = COALESCE(?, receipt_id)
     WHERE id = ?`,
  ).run(
    change.status,
    change.tries,
    change.nextTryAt,
    change.error,
    change.fiscalCode ?? null,
    change.doneAt ?? null,
    change.receiptId ?? null,
    id,
  );
}

export function getFiscalState(db: Database.Database, key: string): string | null {
  return (db.prepare('SELECT value FROM fiscal_state WHERE key = ?').get(key) as { value: string } | undefined)?.value ?? null;
}
export function setFiscalState(db: Database.Database, key: string, value: string) {
  db.prepare('INSERT OR REPLACE INTO fiscal_state (key, value) VALUES (?, ?)').run(key, value);
}

/** A sell receipt of the order that is not fiscal yet (a return waits for it). */
export function sellPending(db: Database.Database, orderId: number): boolean {
  return !!db.prepare(`SELECT 1 FROM fiscal_receipts WHERE order_id = ? AND kind = 'sell' AND status <> 'done'`).get(orderId);
}

/** What a receipt lists of its order: the dishes (Ukrainian names: the receipt's language) and the delivery. UAH. */
export function orderReceiptLines(db: Database.Database, orderId: number) {
  const order = db.prepare('SELECT number, delivery_price FROM orders WHERE id = ?').get(orderId) as
    { number: number; delivery_price: number } | undefined;
  const items = db
    .prepare('SELECT product_id, name_uk, price, count FROM order_items WHERE order_id = ? ORDER BY id')
    .all(orderId) as { product_id: number; name_uk: string; price: number; count: number }[];
  return { number: order?.number ?? 0, deliveryPrice: order?.delivery_price ?? 0, items };
}
