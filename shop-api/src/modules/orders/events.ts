/**
 * The orders' event log: one row per new or changed order, in `order_events`. The staff desk's
 * live stream sends the rows after the id a client last saw (Last-Event-ID), so a dropped
 * connection misses nothing; listeners in this process are poked after each commit.
 */
import { EventEmitter } from 'node:events';
import type Database from 'better-sqlite3';

export type OrderEventKind = 'created' | 'changed';
export interface OrderEvent {
  id: number;
  order_id: number;
  kind: OrderEventKind;
  at: string;
}

const buses = new WeakMap<object, EventEmitter>();
function busOf(db: Database.Database): EventEmitter {
  let bus = buses.get(db);
  if (!bus) {
    bus = new EventEmitter();
    // One listener per open desk and one for the alerts: no leak warning for a busy evening.
    bus.setMaxListeners(0);
    buses.set(db, bus);
  }
  return bus;
}

/** Appends an event; call inside the transaction that made the change, then `publishOrderEvents`. */
export function recordOrderEvent(db: Database.Database, orderId: number, kind: OrderEventKind, at: Date): number {
  return Number(
    db.prepare('INSERT INTO order_events (order_id, kind, at) VALUES (?, ?, ?)').run(orderId, kind, at.toISOString())
      .lastInsertRowid,
  );
}

/** Wakes the listeners after a commit (they read the new rows themselves). */
export function publishOrderEvents(db: Database.Database) {
  busOf(db).emit('events');
}

/** Calls `listener` after every commit that recorded events; returns the unsubscribe function. */
export function onOrderEvents(db: Database.Database, listener: () => void): () => void {
  const bus = busOf(db);
  bus.on('events', listener);
  return () => bus.off('events', listener);
}

/** The events after `afterId`, oldest first, at most `limit`. */
export function orderEventsAfter(db: Database.Database, afterId: number, limit = 500): OrderEvent[] {
  return db.prepare('SELECT * FROM order_events WHERE id > ? ORDER BY id LIMIT ?').all(afterId, limit) as OrderEvent[];
}

/**
 * The order's revision: the id of its latest event. Every committed change of an order records one
 * (a staff action, a payment, a money call's outcome), so of two copies of an order the one with the
 * higher revision is newer, also when the change left the desk's version alone.
 */
export function orderRevision(db: Database.Database, orderId: number): number {
  return (db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM order_events WHERE order_id = ?').get(orderId) as { id: number }).id;
}

export function lastOrderEventId(db: Database.Database): number {
  return (db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM order_events').get() as { id: number }).id;
}
