import type Database from 'better-sqlite3';

/**
 * The POS integration (issue 48, modules/pos):
 * - `pos_outbox`: one row per order that goes to the POS (the order id is the key, so an order is
 *   queued once); `state` pending -> sending -> sent, `uncertain` after a call whose outcome is
 *   unknown (the retry looks the order up in the POS first); `next_try_at` the backoff (ISO),
 *   `claimed_until` the sender's lease (ISO); the POS's order id and status once created;
 * - `pos_links`: POS id <-> shop id per kind (`category`, `dish`, `group`, `modifier`), each side once;
 * - `pos_cursor`: the last order event the POS module has looked at.
 */
export function up(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS pos_outbox (
      order_id INTEGER PRIMARY KEY REFERENCES orders(id),
      state TEXT NOT NULL DEFAULT 'pending',
      attempts INTEGER NOT NULL DEFAULT 0,
      next_try_at TEXT NOT NULL,
      claimed_until TEXT,
      last_error TEXT,
      pos_order_id TEXT UNIQUE,
      pos_status TEXT,
      queued_at TEXT NOT NULL,
      sent_at TEXT
    );
    CREATE INDEX IF NOT EXISTS pos_outbox_due ON pos_outbox (state, next_try_at);
    CREATE TABLE IF NOT EXISTS pos_links (
      kind TEXT NOT NULL,
      pos_id TEXT NOT NULL,
      shop_id INTEGER NOT NULL,
      PRIMARY KEY (kind, pos_id),
      UNIQUE (kind, shop_id)
    );
    CREATE TABLE IF NOT EXISTS pos_cursor (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      last_event_id INTEGER NOT NULL
    );
  `);
}
