/**
 * The status messages' two halves: order events become queued messages (in the transaction that
 * moves the event cursor, so a restart neither loses nor repeats one), and a timer sends what is
 * due through each channel, retrying failures with a growing wait.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { deskOrderShape, getOrderRow, lastOrderEventId, onOrderEvents, orderEventsAfter } from '../orders';
import {
  claim,
  dueMessageIds,
  enqueue,
  markFailed,
  markSent,
  markSkipped,
  pushEndpoints,
  readCursor,
  readPrefs,
  writeCursor,
} from './queue';
import { messageEventOf, recipientsOf, retryAt, stillDue, type ChannelKind } from './rules';
import { statusMessage, type MessageLang } from './texts';

/** `final`: the recipient is gone for good (an unsubscribed browser): no more tries. */
export type SendResult = { ok: true } | { ok: false; reason: string; final?: boolean };
/** One way to reach a customer; `send` never throws. `link`: the shop's page in the customer's language. */
export interface MessageChannel {
  send(recipient: string, text: string, lang: MessageLang, link: string): Promise<SendResult>;
}
export type Channels = Partial<Record<ChannelKind, MessageChannel>>;

/** How long a sender holds a claimed message before another may take it (its process died), ms. */
export const LEASE_MS = 60_000;

export interface RunCount {
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
}

export interface CustomerMessages {
  /** Queues the messages of order events not yet seen. */
  queueNewEvents: () => void;
  /** Sends what is due now. */
  runDue: () => Promise<RunCount>;
  stop: () => void;
}

type Row = Record<string, unknown>;

export function startCustomerMessages(ctx: AppContext, channels: Channels, log?: FastifyBaseLogger): CustomerMessages {
  const { db } = ctx;
  const settings = ctx.config.customerMessages;
  const available = { bot: !!channels.bot, sms: !!channels.sms && settings.sms, push: !!channels.push };

  const queueFor = (orderId: number, at: Date) => {
    const row = getOrderRow(ctx, orderId);
    if (!row) return;
    const pickup = row.delivery_type === 'pickup';
    const event = messageEventOf(deskOrderShape(ctx, row, 'uk').status, pickup);
    if (!event) return;
    const userId = (row.user_id as number | null) ?? null;
    const user =
      userId === null
        ? undefined
        : (db.prepare('SELECT telegram_id FROM users WHERE id = ?').get(userId) as { telegram_id: string | null } | undefined);
    const reach = {
      chatId: user?.telegram_id ?? null,
      phone: row.phone as string,
      pushEndpoints: pushEndpoints(db, userId),
      prefs: readPrefs(db, userId),
      available,
    };
    const dueAt = new Date(at.getTime() + settings.holdMs);
    for (const r of recipientsOf(reach)) enqueue(db, { orderId, event, ...r, dueAt, now: ctx.now() });
  };

  const queueNewEvents = db.transaction(() => {
    let cursor = readCursor(db) ?? 0;
    for (let batch = orderEventsAfter(db, cursor); batch.length > 0; batch = orderEventsAfter(db, cursor)) {
      for (const e of batch) if (e.kind === 'changed') queueFor(e.order_id, new Date(e.at));
      cursor = batch[batch.length - 1].id;
    }
    writeCursor(db, cursor);
  });

  const sendOne = async (id: number, count: RunCount) => {
    const now = ctx.now();
    const m = claim(db, id, now, new Date(now.getTime() + LEASE_MS));
    if (!m) return; // another sender has it, or it is no longer due
    const row = getOrderRow(ctx, m.order_id) as Row;
    const lang: MessageLang = row.lang === 'ru' ? 'ru' : 'uk';
    const order = deskOrderShape(ctx, row, lang);
    if (!stillDue(m.event, order.status, row.delivery_type === 'pickup')) {
      markSkipped(db, m.id);
      count.skipped++;
      return;
    }
    const channel = channels[m.channel];
    const text = statusMessage(m.event, lang, order);
    const link = lang === 'ru' ? '/ru/' : '/ua/';
    const result: SendResult = channel ? await channel.send(m.recipient, text, lang, link) : { ok: false, reason: 'channel_off' };
    if (result.ok) {
      markSent(db, m.id, text, ctx.now());
      count.sent++;
      return;
    }
    const again = channel && !result.final ? retryAt(m.attempts, ctx.now()) : null;
    markFailed(db, m.id, result.reason, again);
    if (again) count.retried++;
    else {
      count.failed++;
      log?.warn(
        `status message ${m.id} (order ${m.order_id}, ${m.channel}) given up after ${m.attempts} tries: ${result.reason}`,
      );
    }
  };

  let running: Promise<RunCount> | null = null;
  const runDue = async (): Promise<RunCount> => {
    // One run at a time in this process; other processes are kept apart by the claims.
    if (running) await running;
    running = (async () => {
      const count: RunCount = { sent: 0, skipped: 0, retried: 0, failed: 0 };
      for (const id of dueMessageIds(db, ctx.now())) await sendOne(id, count);
      return count;
    })();
    try {
      return await running;
    } finally {
      running = null;
    }
  };

  // A new database (or one from before these messages) starts from now: old orders get no messages.
  if (readCursor(db) === null) writeCursor(db, lastOrderEventId(db));
  queueNewEvents();
  const unsubscribe = onOrderEvents(db, () => queueNewEvents());
  const timer =
    settings.tickMs > 0
      ? setInterval(() => {
          runDue().catch((err: unknown) => log?.error({ err }, 'status messages: the queue run failed'));
        }, settings.tickMs)
      : null;
  timer?.unref();
  return {
    queueNewEvents,
    runDue,
    stop: () => {
      unsubscribe();
      if (timer) clearInterval(timer);
    },
  };
}
