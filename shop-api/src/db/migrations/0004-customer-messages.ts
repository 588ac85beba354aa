import type Database from 'better-sqlite3';

/**
 * Status messages to customers (issue 46): the order's language, each customer's channel
 * switches, their web-push subscriptions and the outgoing queue (modules/notifications).
 */
export function up(db: Database.Database) {
  const orderColumns = db.prepare('PRAGMA table_info(orders)').all() as { name: string }[];
  // The language the customer ordered in ('uk' | 'ru'): their status messages use it.
  if (!orderColumns.some((c) => c.name === 'lang')) db.exec("ALTER TABLE orders ADD COLUMN lang TEXT NOT NULL DEFAULT 'uk'");
  db.exec(`
CREATE TABLE IF NOT EXISTS customer_message_prefs (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  bot INTEGER NOT NULL DEFAULT 1,       -- 1 = messages through the messenger bot
  sms INTEGER NOT NULL DEFAULT 1,
  push INTEGER NOT NULL DEFAULT 1,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS push_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint TEXT NOT NULL UNIQUE,        -- the push service's URL for this browser
  p256dh TEXT NOT NULL,                 -- the browser's public key (base64url, RFC 8291)
  auth TEXT NOT NULL,                   -- the browser's auth secret (base64url)
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS push_subscriptions_user ON push_subscriptions (user_id);
-- One row per order, status event, channel and recipient: the UNIQUE key is what makes a message
-- never go twice. state: waiting -> sending (claimed until lease_until) -> sent | skipped | failed.
CREATE TABLE IF NOT EXISTS customer_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  event TEXT NOT NULL,                  -- accepted | on_the_way | ready | delivered | cancelled
  channel TEXT NOT NULL,                -- bot | sms | push
  recipient TEXT NOT NULL,              -- chat id, phone or push endpoint
  state TEXT NOT NULL DEFAULT 'waiting',
  attempts INTEGER NOT NULL DEFAULT 0,
  due_at TEXT NOT NULL,                 -- not before: the status must still hold then
  lease_until TEXT,
  text TEXT,                            -- what was sent
  last_error TEXT,
  sent_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (order_id, event, channel, recipient)
);
CREATE INDEX IF NOT EXISTS customer_messages_due ON customer_messages (state, due_at);
`);
}
