import type Database from 'better-sqlite3';

/**
 * The desk's order copies carry a revision: the id of the order's latest event (orders/events.ts).
 * It is read for every order the desk lists, so the events are indexed by order.
 */
export function up(db: Database.Database) {
  db.exec('CREATE INDEX IF NOT EXISTS order_events_order ON order_events (order_id, id)');
}
