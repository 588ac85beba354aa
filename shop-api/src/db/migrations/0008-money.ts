import type Database from 'better-sqlite3';

/**
 * Issue 45: hold and capture, refunds, fiscal receipts, monobank. Money UAH unless said.
 * - payments: the attempt's capture mode and the provider's page (monobank's pageUrl);
 * - payment_operations: each money call to the provider (capture, release, refund), sent by a queue;
 * - fiscal_receipts, fiscal_state: the Checkbox receipts queue and the day of the open shift;
 * - the stand-ins' own records (LiqPay's payments, monobank's invoices, Checkbox's receipts and
 *   shifts): empty and unused under NODE_ENV=production.
 */
export function up(db: Database.Database) {
  // Tolerant of a file that has them already: a database whose version was reset to 0 (the
  // secrets-at-rest tests make one that way) runs every migration again.
  const columns = (db.prepare('PRAGMA table_info(payments)').all() as { name: string }[]).map((c) => c.name);
  if (!columns.includes('capture')) db.exec(`ALTER TABLE payments ADD COLUMN capture TEXT NOT NULL DEFAULT 'immediate'`);
  if (!columns.includes('page_url')) db.exec('ALTER TABLE payments ADD COLUMN page_url TEXT');
  db.exec(`
CREATE TABLE IF NOT EXISTS payment_operations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL,
  payment_id INTEGER NOT NULL REFERENCES payments(id),
  kind TEXT NOT NULL,                  -- 'capture' | 'release' | 'refund'
  amount REAL NOT NULL,
  reason TEXT NOT NULL DEFAULT '',
  op_key TEXT NOT NULL UNIQUE,         -- idempotency: 'capture:<payment id>', 'refund:desk:<order>:<desk key>'...
  status TEXT NOT NULL,                -- OperationStatus (payments/money-rules.ts)
  tries INTEGER NOT NULL DEFAULT 0,
  next_try_at TEXT NOT NULL,
  last_error TEXT,
  staff_id INTEGER,
  created_at TEXT NOT NULL,
  done_at TEXT
);
CREATE INDEX IF NOT EXISTS payment_operations_order ON payment_operations (order_id, id);
CREATE INDEX IF NOT EXISTS payment_operations_due ON payment_operations (status, next_try_at);

CREATE TABLE IF NOT EXISTS fiscal_receipts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL,
  kind TEXT NOT NULL,                  -- 'sell' | 'return'
  amount REAL NOT NULL,
  source_key TEXT NOT NULL UNIQUE,     -- the money movement it fiscalises
  receipt_id TEXT NOT NULL UNIQUE,     -- our uuid, Checkbox's receipt id
  status TEXT NOT NULL,                -- 'queued' | 'sent' | 'done' | 'check'
  tries INTEGER NOT NULL DEFAULT 0,
  next_try_at TEXT NOT NULL,
  last_error TEXT,
  fiscal_code TEXT,
  created_at TEXT NOT NULL,
  done_at TEXT
);
CREATE INDEX IF NOT EXISTS fiscal_receipts_order ON fiscal_receipts (order_id, id);
CREATE INDEX IF NOT EXISTS fiscal_receipts_due ON fiscal_receipts (status, next_try_at);
CREATE TABLE IF NOT EXISTS fiscal_state (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS liqpay_standin_payments (
  order_id TEXT PRIMARY KEY,           -- LiqPay's order_id (ours)
  payment_id INTEGER NOT NULL,
  status TEXT NOT NULL,                -- 'hold_wait' | 'success' | 'reversed'
  amount REAL NOT NULL,
  captured REAL NOT NULL DEFAULT 0,
  refunded REAL NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS monobank_standin_invoices (
  invoice_id TEXT PRIMARY KEY,
  reference TEXT NOT NULL,
  amount INTEGER NOT NULL,             -- kopecks
  final_amount INTEGER,                -- kopecks
  payment_type TEXT NOT NULL,          -- 'debit' | 'hold'
  status TEXT NOT NULL,                -- created | processing | hold | success | failure | reversed | expired
  redirect_url TEXT NOT NULL,
  webhook_url TEXT NOT NULL,
  basket TEXT NOT NULL,                -- JSON basketOrder
  cancel_list TEXT NOT NULL DEFAULT '[]',
  created_date TEXT NOT NULL,
  modified_date TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS checkbox_standin_receipts (
  id TEXT PRIMARY KEY,
  shift_id TEXT NOT NULL,
  fiscal_code TEXT NOT NULL,
  body TEXT NOT NULL,                  -- the JSON Checkbox was sent
  total INTEGER NOT NULL,              -- kopecks
  is_return INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS checkbox_standin_shifts (
  id TEXT PRIMARY KEY,
  status TEXT NOT NULL,                -- 'OPENED' | 'CLOSED'
  opened_at TEXT NOT NULL,
  closed_at TEXT
);
`);
}
