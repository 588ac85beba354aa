/**
 * The fiscal receipts queue. A receipt is queued in the transaction that moved the money (capture,
 * immediate payment, refund), so nothing is lost; a worker sends it to Checkbox when it can. A
 * Checkbox failure only delays the receipt: the order goes on, the desk lists what is waiting, and
 * each try comes back later with a growing pause. Our receipt id makes a repeated send harmless.
 */
import crypto from 'node:crypto';
import type { AppContext } from '../../context';
import { createCheckboxClient, type CheckboxSession } from './checkbox';
import { kyivDay, receiptRetryDelayMs, RECEIPT_MAX_TRIES, returnReceipt, sellReceipt } from './receipt-rules';
import {
  dueReceipts,
  getFiscalState,
  insertReceipt,
  orderReceiptLines,
  receiptsOf,
  sellPending,
  setFiscalState,
  updateReceipt,
  type ReceiptRow,
} from './store';

/** Queues the receipt of a money movement (call inside its transaction); a repeated key adds nothing. */
export function queueFiscalReceipt(
  ctx: AppContext,
  r: { orderId: number; kind: 'sell' | 'return'; amount: number; sourceKey: string },
) {
  if (ctx.config.fiscal.mode === 'off') return;
  insertReceipt(ctx.db, { ...r, receiptId: crypto.randomUUID(), now: ctx.now().toISOString() });
}

/** The customer's and the desk's view of an order's receipts. */
export function receiptViews(ctx: AppContext, orderId: number) {
  return receiptsOf(ctx.db, orderId).map((r) => ({
    kind: r.kind,
    amount: r.amount,
    status: r.status === 'done' ? ('done' as const) : ('pending' as const),
    url: r.status === 'done' ? `${ctx.config.fiscal.receiptUrl}${r.receipt_id}` : null,
  }));
}

/**
 * What the queue tells the orders after each try of a receipt: the orders module's event log, wired
 * by module.ts (this module imports no other). The desk shows an order's receipts and the ones
 * still waiting, so every outcome (issued, sent, failed, sent again) is an order event the desk
 * re-reads the order after.
 */
export interface ReceiptOrderEvents {
  /** Records an order event; called inside the receipt's transaction. */
  changed(orderId: number, at: Date): void;
  /** After the commit: wakes the desk's live stream. */
  publish(): void;
}

const orderEvents = new WeakMap<AppContext, ReceiptOrderEvents>();

export function setReceiptOrderEvents(ctx: AppContext, events: ReceiptOrderEvents) {
  orderEvents.set(ctx, events);
}

const sessions = new WeakMap<AppContext, CheckboxSession>();
const client = (ctx: AppContext) => {
  if (!sessions.has(ctx)) sessions.set(ctx, { token: null });
  return createCheckboxClient(ctx.config.fiscal, ctx.fetch, sessions.get(ctx)!);
};

/**
 * An open shift of today (Kyiv): yesterday's is closed first (its Z report), then today's opened.
 * Returns an error text when Checkbox cannot be reached or refuses.
 */
async function ensureShift(ctx: AppContext, cb: ReturnType<typeof client>): Promise<string | null> {
  const today = kyivDay(ctx.now());
  const current = await cb.currentShift();
  if (!current.ok) return `shift: ${current.message}`;
  const open = current.body.status === 'OPENED' || current.body.status === 'OPENING';
  const openedDay = getFiscalState(ctx.db, 'shift_day');
  if (open && openedDay === today) return null;
  if (open) {
    const closed = await cb.closeShift();
    if (!closed.ok) return `close shift: ${closed.message}`;
  }
  const opened = await cb.openShift();
  if (!opened.ok) return `open shift: ${opened.message}`;
  setFiscalState(ctx.db, 'shift_day', today);
  return null;
}

function bodyOf(ctx: AppContext, r: ReceiptRow) {
  const { number, deliveryPrice, items } = orderReceiptLines(ctx.db, r.order_id);
  if (r.kind === 'return') return returnReceipt(r.receipt_id, r.amount, `Повернення коштів, замовлення № ${number}`, 'Картка');
  const lines = items.map((i) => ({ code: String(i.product_id), name: i.name_uk, price: i.price, count: i.count }));
  if (deliveryPrice > 0) lines.push({ code: 'delivery', name: 'Доставка', price: deliveryPrice, count: 1 });
  return sellReceipt(r.receipt_id, lines, r.amount, { discount: 'Знижка', payment: 'Картка' });
}

/** One try of one receipt; the row's new state and an order event are written either way. */
async function sendReceipt(ctx: AppContext, cb: ReturnType<typeof client>, r: ReceiptRow) {
  const tries = r.tries + 1;
  const now = ctx.now();
  const events = orderEvents.get(ctx);
  const update = (fields: Parameters<typeof updateReceipt>[2]) =>
    ctx.db.transaction(() => {
      updateReceipt(ctx.db, r.id, fields);
      events?.changed(r.order_id, now);
    })();
  const later = (error: string) =>
    update({
      status: tries >= RECEIPT_MAX_TRIES ? 'check' : r.status,
      tries,
      nextTryAt: new Date(now.getTime() + receiptRetryDelayMs(tries)).toISOString(),
      error: error.slice(0, 300),
    });
  const done = (code: unknown) =>
    update({
      status: 'done',
      tries,
      nextTryAt: now.toISOString(),
      error: null,
      fiscalCode: typeof code === 'string' ? code : null,
      doneAt: now.toISOString(),
    });
  if (r.status === 'queued') {
    const shiftError = await ensureShift(ctx, cb);
    if (shiftError) return later(shiftError);
    const made = await cb.sell(bodyOf(ctx, r));
    // Our id is already known to Checkbox (an earlier answer was lost): read it instead.
    if (!made.ok && made.status !== 409) return later(`sell: ${made.message}`);
    if (made.ok && made.body.status === 'DONE') return done(made.body.fiscal_code);
    return update({
      status: 'sent',
      tries,
      nextTryAt: new Date(now.getTime() + 2_000).toISOString(),
      error: null,
    });
  }
  const read = await cb.receipt(r.receipt_id);
  if (!read.ok) return later(`read: ${read.message}`);
  if (read.body.status === 'DONE') return done(read.body.fiscal_code);
  // Checkbox could not fiscalise it: the same sale goes again under a new id.
  if (read.body.status === 'ERROR')
    return update({
      status: 'queued',
      tries,
      nextTryAt: new Date(now.getTime() + receiptRetryDelayMs(tries)).toISOString(),
      error: 'receipt_error',
      receiptId: crypto.randomUUID(),
    });
  return later('not_fiscal_yet');
}

const running = new WeakMap<AppContext, Promise<number>>();

/** Every due receipt once, oldest first; a return waits for its order's sell receipt. Returns how many were tried. */
export function runDueReceipts(ctx: AppContext): Promise<number> {
  if (ctx.config.fiscal.mode === 'off') return Promise.resolve(0);
  const current = running.get(ctx);
  if (current) return current;
  const turn = (async () => {
    const cb = client(ctx);
    let tried = 0;
    for (const r of dueReceipts(ctx.db, ctx.now().toISOString())) {
      if (r.kind === 'return' && sellPending(ctx.db, r.order_id)) continue;
      tried += 1;
      await sendReceipt(ctx, cb, r);
      orderEvents.get(ctx)?.publish();
    }
    return tried;
  })().finally(() => running.delete(ctx));
  running.set(ctx, turn);
  return turn;
}
