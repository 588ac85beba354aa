import type Database from 'better-sqlite3';

/**
 * Guest orders with proof (issue 43, points 5 and 6):
 * - `order_secrets`: each order's secrets, as SHA-256 (hex) of the 256-bit secret answered when the
 *   order was placed (a repeat of the same cart answers a new one). Orders placed before have none:
 *   their guests can no longer read them by id alone.
 * - `orders.needs_confirmation`: 1 for a guest's order above the confirmation sum (10,000 UAH by
 *   default): not paid online nor moved by the demo clock before the desk accepts it.
 */
export function up(db: Database.Database) {
  // A copy made by a newer build and marked as older (tests of legacy layouts) has them already.
  db.exec(`CREATE TABLE IF NOT EXISTS order_secrets (
    secret_hash TEXT PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL
  )`);
  db.exec('CREATE INDEX IF NOT EXISTS order_secrets_order ON order_secrets (order_id)');
  const columns = db.prepare('PRAGMA table_info(orders)').all() as { name: string }[];
  if (!columns.some((c) => c.name === 'needs_confirmation'))
    db.exec('ALTER TABLE orders ADD COLUMN needs_confirmation INTEGER NOT NULL DEFAULT 0');
}
