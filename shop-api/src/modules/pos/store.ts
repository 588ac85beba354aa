/**
 * The POS module's tables (migrations 0005, 0006): the outbox of orders to send, the POS id links and the
 * order-event cursor. Times are ISO instants.
 */
import type Database from 'better-sqlite3';

export type OutboxState = 'pending' | 'sending' | 'uncertain' | 'sent';
export interface OutboxRow {
  order_id: number;
  state: OutboxState;
  attempts: number;
  next_try_at: string;
  claimed_until: string | null;
  last_error: string | null;
  pos_order_id: string | null;
  pos_status: string | null;
  queued_at: string;
  sent_at: string | null;
}
export type LinkKind = 'category' | 'dish' | 'group' | 'modifier';

/** Queues an order once; a second call for the same order changes nothing. True when it was new. */
export function enqueue(db: Database.Database, orderId: number, at: Date): boolean {
  const iso = at.toISOString();
  return (
    db.prepare('INSERT OR IGNORE INTO pos_outbox (order_id, next_try_at, queued_at) VALUES (?, ?, ?)').run(orderId, iso, iso)
      .changes > 0
  );
}

/** Orders due for a try: pending or uncertain, their backoff over and no sender's lease running. */
export function dueOrders(db: Database.Database, at: Date, limit = 20): number[] {
  const iso = at.toISOString();
  return (
    db
      .prepare(
        `SELECT order_id FROM pos_outbox
         WHERE (state IN ('pending', 'uncertain') AND next_try_at <= ?) OR (state = 'sending' AND claimed_until <= ?)
         ORDER BY next_try_at, order_id LIMIT ?`,
      )
      .all(iso, iso, limit) as { order_id: number }[]
  ).map((r) => r.order_id);
}

/**
 * Takes the order for one sender until `leaseUntil`: one UPDATE, so of senders racing for it exactly
 * one gets it. A lease that ran out (the sender died mid-call) counts as uncertain. Returns the row
 * as it was before the claim, or null when someone else has it or it is no longer due.
 */
export function claim(db: Database.Database, orderId: number, at: Date, leaseUntil: Date): OutboxRow | null {
  const iso = at.toISOString();
  return db.transaction(() => {
    const row = db.prepare('SELECT * FROM pos_outbox WHERE order_id = ?').get(orderId) as OutboxRow | undefined;
    if (!row) return null;
    const due =
      ((row.state === 'pending' || row.state === 'uncertain') && row.next_try_at <= iso) ||
      (row.state === 'sending' && (row.claimed_until ?? '') <= iso);
    if (!due) return null;
    const taken = db
      .prepare(
        `UPDATE pos_outbox SET state = 'sending', claimed_until = ? WHERE order_id = ? AND state = ? AND COALESCE(claimed_until, '') = ?`,
      )
      .run(leaseUntil.toISOString(), orderId, row.state, row.claimed_until ?? '');
    if (taken.changes === 0) return null;
    // A lease that ran out: the call may have reached the POS.
    return row.state === 'sending' ? { ...row, state: 'uncertain' as const } : row;
  })();
}

export function markSent(db: Database.Database, orderId: number, posOrderId: string, posStatus: string, at: Date) {
  db.prepare(
    `UPDATE pos_outbox SET state = 'sent', pos_order_id = ?, pos_status = ?, sent_at = ?, claimed_until = NULL, last_error = NULL,
       attempts = attempts + 1 WHERE order_id = ?`,
  ).run(posOrderId, posStatus, at.toISOString(), orderId);
}

export function markFailed(
  db: Database.Database,
  orderId: number,
  state: 'pending' | 'uncertain',
  error: string,
  nextTryAt: Date,
) {
  db.prepare(
    'UPDATE pos_outbox SET state = ?, last_error = ?, next_try_at = ?, claimed_until = NULL, attempts = attempts + 1 WHERE order_id = ?',
  ).run(state, error.slice(0, 300), nextTryAt.toISOString(), orderId);
}

/** Takes an unsent order off the queue (cancelled in the shop before it went). */
export function dropQueued(db: Database.Database, orderId: number) {
  db.prepare("DELETE FROM pos_outbox WHERE order_id = ? AND state != 'sent'").run(orderId);
}

export function outboxRow(db: Database.Database, orderId: number): OutboxRow | null {
  return (db.prepare('SELECT * FROM pos_outbox WHERE order_id = ?').get(orderId) as OutboxRow | undefined) ?? null;
}

export function outboxByPosId(db: Database.Database, posOrderId: string): OutboxRow | null {
  return (db.prepare('SELECT * FROM pos_outbox WHERE pos_order_id = ?').get(posOrderId) as OutboxRow | undefined) ?? null;
}

export function setPosStatus(db: Database.Database, orderId: number, status: string) {
  db.prepare('UPDATE pos_outbox SET pos_status = ? WHERE order_id = ?').run(status, orderId);
}

/** Orders not (yet) in the POS, oldest first: what the desk shows. */
export type UnsentRow = OutboxRow & { state: Exclude<OutboxState, 'sent'> };
export function unsent(db: Database.Database): UnsentRow[] {
  return db.prepare("SELECT * FROM pos_outbox WHERE state != 'sent' ORDER BY queued_at, order_id LIMIT 200").all() as UnsentRow[];
}

/** Orders the POS has and has not cancelled, sent since `since` (newest last): the desk looks for ones the shop cancelled. */
export function openInPos(db: Database.Database, since: Date): OutboxRow[] {
  return db
    .prepare(
      `SELECT * FROM pos_outbox WHERE state = 'sent' AND COALESCE(pos_status, '') != 'cancelled' AND sent_at >= ?
       ORDER BY sent_at, order_id LIMIT 500`,
    )
    .all(since.toISOString()) as OutboxRow[];
}

/** Tries the order at once (staff pressed retry); false when it is not waiting. */
export function retryNow(db: Database.Database, orderId: number, at: Date): boolean {
  return (
    db
      .prepare("UPDATE pos_outbox SET next_try_at = ? WHERE order_id = ? AND state IN ('pending', 'uncertain')")
      .run(at.toISOString(), orderId).changes > 0
  );
}

export function posIdOf(db: Database.Database, kind: LinkKind, shopId: number): string | null {
  return (
    (
      db.prepare('SELECT pos_id FROM pos_links WHERE kind = ? AND shop_id = ?').get(kind, shopId) as
        { pos_id: string } | undefined
    )?.pos_id ?? null
  );
}

export function shopIdOf(db: Database.Database, kind: LinkKind, posId: string): number | null {
  return (
    (
      db.prepare('SELECT shop_id FROM pos_links WHERE kind = ? AND pos_id = ?').get(kind, posId) as
        { shop_id: number } | undefined
    )?.shop_id ?? null
  );
}

export function link(db: Database.Database, kind: LinkKind, posId: string, shopId: number) {
  db.prepare('INSERT OR IGNORE INTO pos_links (kind, pos_id, shop_id) VALUES (?, ?, ?)').run(kind, posId, shopId);
}

export function hasLinks(db: Database.Database): boolean {
  return db.prepare('SELECT 1 FROM pos_links LIMIT 1').get() !== undefined;
}

/** The last order event looked at; null before the first look. */
export function cursor(db: Database.Database): number | null {
  return (
    (db.prepare('SELECT last_event_id FROM pos_cursor WHERE id = 1').get() as { last_event_id: number } | undefined)
      ?.last_event_id ?? null
  );
}

export function setCursor(db: Database.Database, lastEventId: number) {
  db.prepare(
    'INSERT INTO pos_cursor (id, last_event_id) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET last_event_id = excluded.last_event_id',
  ).run(lastEventId);
}

/**
 * Records a webhook sent at `sentAt` (Unix s) for a POS object when it is not older than the last
 * applied one (`inOrder`), in one transaction. False: an older state, to be ignored.
 */
export function takeInOrder(
  db: Database.Database,
  objectKey: string,
  sentAt: number,
  inOrder: (lastApplied: number | undefined, time: number) => boolean,
): boolean {
  return db.transaction(() => {
    const row = db.prepare('SELECT sent_at FROM pos_webhook_times WHERE object_key = ?').get(objectKey) as
      { sent_at: number } | undefined;
    if (!inOrder(row?.sent_at, sentAt)) return false;
    db.prepare(
      'INSERT INTO pos_webhook_times (object_key, sent_at) VALUES (?, ?) ON CONFLICT (object_key) DO UPDATE SET sent_at = excluded.sent_at',
    ).run(objectKey, sentAt);
    return true;
  })();
}
