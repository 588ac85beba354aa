/**
 * The outgoing status messages (`customer_messages`) and the customers' switches: all the SQL of
 * the notifications module.
 */
import type Database from 'better-sqlite3';
import type { ChannelKind, MessageEvent } from './rules';

export type Prefs = Record<ChannelKind, boolean>;
const ALL_ON: Prefs = { bot: true, sms: true, push: true };

export interface QueuedMessage {
  id: number;
  order_id: number;
  event: MessageEvent;
  channel: ChannelKind;
  recipient: string;
  state: 'waiting' | 'sending' | 'sent' | 'skipped' | 'failed';
  attempts: number;
  due_at: string;
  text: string | null;
  last_error: string | null;
  sent_at: string | null;
}

export function readPrefs(db: Database.Database, userId: number | null): Prefs {
  if (userId === null) return ALL_ON;
  const row = db.prepare('SELECT bot, sms, push FROM customer_message_prefs WHERE user_id = ?').get(userId) as
    Record<ChannelKind, number> | undefined;
  return row ? { bot: row.bot === 1, sms: row.sms === 1, push: row.push === 1 } : ALL_ON;
}

export function writePrefs(db: Database.Database, userId: number, change: Partial<Prefs>, now: Date): Prefs {
  const next = { ...readPrefs(db, userId), ...change };
  db.prepare(
    `INSERT INTO customer_message_prefs (user_id, bot, sms, push, updated_at) VALUES (@user_id, @bot, @sms, @push, @at)
     ON CONFLICT (user_id) DO UPDATE SET bot = @bot, sms = @sms, push = @push, updated_at = @at`,
  ).run({ user_id: userId, bot: +next.bot, sms: +next.sms, push: +next.push, at: now.toISOString() });
  return next;
}

export function pushEndpoints(db: Database.Database, userId: number | null): string[] {
  if (userId === null) return [];
  return (
    db.prepare('SELECT endpoint FROM push_subscriptions WHERE user_id = ? ORDER BY id').all(userId) as { endpoint: string }[]
  ).map((r) => r.endpoint);
}

export interface StoredPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Browsers one customer may have subscribed at a time; a new one beyond this replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

/** Keeps a browser's subscription for a customer (an endpoint is one browser: a repeat moves it). */
export function savePushSubscription(db: Database.Database, userId: number, s: StoredPushSubscription, now: Date) {
  db.transaction(() => {
    db.prepare(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth`,
    ).run(userId, s.endpoint, s.p256dh, s.auth, now.toISOString());
    db.prepare(
      `DELETE FROM push_subscriptions WHERE user_id = ? AND id NOT IN
         (SELECT id FROM push_subscriptions WHERE user_id = ? ORDER BY id DESC LIMIT ?)`,
    ).run(userId, userId, PUSH_SUBSCRIPTIONS_PER_USER);
  })();
}

/** Removes a customer's own subscription; false when they have none with this endpoint. */
export function removePushSubscription(db: Database.Database, userId: number, endpoint: string): boolean {
  return db.prepare('DELETE FROM push_subscriptions WHERE user_id = ? AND endpoint = ?').run(userId, endpoint).changes > 0;
}

export function deletePushSubscription(db: Database.Database, endpoint: string) {
  db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?').run(endpoint);
}

export function pushSubscription(db: Database.Database, endpoint: string): StoredPushSubscription | null {
  return (
    (db.prepare('SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE endpoint = ?').get(endpoint) as
      StoredPushSubscription | undefined) ?? null
  );
}

/**
 * Queues one message. The (order, event, channel, recipient) key exists once: a repeated event
 * changes nothing, and only a message that was skipped (its status undone) is armed again, so a
 * message is never sent twice.
 */
export function enqueue(
  db: Database.Database,
  m: { orderId: number; event: MessageEvent; channel: ChannelKind; recipient: string; dueAt: Date; now: Date },
) {
  db.prepare(
    `INSERT INTO customer_messages (order_id, event, channel, recipient, due_at, created_at)
     VALUES (@order_id, @event, @channel, @recipient, @due_at, @now)
     ON CONFLICT (order_id, event, channel, recipient) DO UPDATE
       SET state = 'waiting', attempts = 0, due_at = excluded.due_at, lease_until = NULL, last_error = NULL
       WHERE state = 'skipped'`,
  ).run({
    order_id: m.orderId,
    event: m.event,
    channel: m.channel,
    recipient: m.recipient,
    due_at: m.dueAt.toISOString(),
    now: m.now.toISOString(),
  });
}

/** Messages due now: waiting ones past their time, and claims whose process died (lease over). */
export function dueMessageIds(db: Database.Database, now: Date, limit = 50): number[] {
  const iso = now.toISOString();
  return (
    db
      .prepare(
        `SELECT id FROM customer_messages
         WHERE (state = 'waiting' AND due_at <= ?) OR (state = 'sending' AND lease_until <= ?)
         ORDER BY due_at, id LIMIT ?`,
      )
      .all(iso, iso, limit) as { id: number }[]
  ).map((r) => r.id);
}

/**
 * Takes a due message for this sender until `leaseUntil`: one UPDATE with the due condition, so of
 * two senders (two workers, two processes on one database) exactly one gets it.
 */
export function claim(db: Database.Database, id: number, now: Date, leaseUntil: Date): QueuedMessage | null {
  const iso = now.toISOString();
  const taken = db
    .prepare(
      `UPDATE customer_messages SET state = 'sending', lease_until = ?, attempts = attempts + 1
       WHERE id = ? AND ((state = 'waiting' AND due_at <= ?) OR (state = 'sending' AND lease_until <= ?))`,
    )
    .run(leaseUntil.toISOString(), id, iso, iso);
  return taken.changes === 1 ? (db.prepare('SELECT * FROM customer_messages WHERE id = ?').get(id) as QueuedMessage) : null;
}

export function markSent(db: Database.Database, id: number, text: string, now: Date) {
  db.prepare(
    "UPDATE customer_messages SET state = 'sent', text = ?, sent_at = ?, lease_until = NULL, last_error = NULL WHERE id = ? AND state = 'sending'",
  ).run(text, now.toISOString(), id);
}

export function markSkipped(db: Database.Database, id: number) {
  db.prepare("UPDATE customer_messages SET state = 'skipped', lease_until = NULL WHERE id = ? AND state = 'sending'").run(id);
}

/** A failed try: waits until `retryAt`, or is given up (null). */
export function markFailed(db: Database.Database, id: number, error: string, retryAt: Date | null) {
  db.prepare(
    `UPDATE customer_messages SET state = ?, due_at = COALESCE(?, due_at), lease_until = NULL, last_error = ?
     WHERE id = ? AND state = 'sending'`,
  ).run(retryAt ? 'waiting' : 'failed', retryAt?.toISOString() ?? null, error.slice(0, 200), id);
}

export function messagesOf(db: Database.Database, orderId?: number): QueuedMessage[] {
  return (
    orderId === undefined
      ? db.prepare('SELECT * FROM customer_messages ORDER BY id DESC LIMIT 200').all()
      : db.prepare('SELECT * FROM customer_messages WHERE order_id = ? ORDER BY id').all(orderId)
  ) as QueuedMessage[];
}

const CURSOR_KEY = 'customer_messages_event_cursor';

/** The last order event turned into messages (null before the first start). */
export function readCursor(db: Database.Database): number | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(CURSOR_KEY) as { value: string } | undefined;
  return row ? Number(row.value) : null;
}

export function writeCursor(db: Database.Database, eventId: number) {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(
    CURSOR_KEY,
    String(eventId),
  );
}
