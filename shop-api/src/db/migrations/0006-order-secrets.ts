import type Database from 'better-sqlite3';

/**
 * Unguessable order access (issue 43, point 6): each order's secrets, as SHA-256 (hex) of the
 * 256-bit secret answered when the order was placed (a repeat of the same cart answers a new one).
 * Orders placed before have none: their guests can no longer read them by id alone.
 */
export function up(db: Database.Database) {
  db.exec(`CREATE TABLE order_secrets (
    secret_hash TEXT PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL
  )`);
  db.exec('CREATE INDEX order_secrets_order ON order_secrets (order_id)');
}
