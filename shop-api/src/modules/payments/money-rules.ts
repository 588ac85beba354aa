/**
 * Pure rules of the money the shop moves after checkout (issue 45): what a desk action asks of the
 * provider (capture, release), how much may be refunded, when a failed call is tried again, and the
 * captured / refunded / outstanding sums an order shows. Money UAH. Table tests: money-rules.test.ts.
 */
import type { AttemptStatus } from './payment-rules';

export type OperationKind = 'capture' | 'release' | 'refund';
/**
 * queued -> sending -> done | failed (the provider refused) | queued again (retry later) | unknown
 * (sent, no answer: the next turn asks the provider's status first) | check (a person must look:
 * the provider cannot tell, or the tries ran out).
 */
export type OperationStatus = 'queued' | 'sending' | 'unknown' | 'done' | 'failed' | 'check';

export interface OperationRow {
  id: number;
  order_id: number;
  payment_id: number;
  kind: OperationKind;
  amount: number;
  reason: string;
  op_key: string;
  status: OperationStatus;
  tries: number;
  next_try_at: string;
  last_error: string | null;
  staff_id: number | null;
  created_at: string;
  done_at: string | null;
}

/** The attempt fields the money rules read. */
export interface AttemptMoney {
  id: number;
  status: AttemptStatus;
  amount: number;
  capture: 'hold' | 'immediate';
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const sum = (ops: OperationRow[], pred: (o: OperationRow) => boolean) =>
  round2(ops.filter(pred).reduce((s, o) => s + o.amount, 0));

/** Tries of one operation before a person is asked to look. */
export const MAX_TRIES = 12;

/** ms to wait after the n-th failed try (n >= 1): 5 s doubling, at most 10 minutes. */
export function retryDelayMs(tries: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, tries - 1), 600_000);
}

export interface OrderMoney {
  /** UAH authorised and not yet captured or released. */
  held: number;
  /** UAH taken from the customer's card. */
  captured: number;
  /** UAH given back (refunds done). */
  refunded: number;
  /** UAH of refunds asked for and not yet confirmed by the provider. */
  refund_pending: number;
  /** UAH the customer still owes for the order (0 once cancelled). */
  outstanding: number;
}

/**
 * The money of one order from its attempts and operations. A hold captured through an operation
 * counts the captured amount; an immediate payment counts its amount once `success`.
 */
export function orderMoney(
  order: { sumToPay: number; cancelled: boolean; online: boolean },
  attempts: AttemptMoney[],
  ops: OperationRow[],
): OrderMoney {
  let held = 0;
  let captured = 0;
  for (const a of attempts) {
    const capture = ops.find((o) => o.payment_id === a.id && o.kind === 'capture' && o.status === 'done');
    if (a.status === 'held' && !capture) held += a.amount;
    else if (a.status === 'success' || (a.status === 'held' && capture)) captured += capture ? capture.amount : a.amount;
  }
  const refunded = sum(ops, (o) => o.kind === 'refund' && o.status === 'done');
  const pending = sum(ops, (o) => o.kind === 'refund' && o.status !== 'done' && o.status !== 'failed');
  return {
    held: round2(held),
    captured: round2(captured),
    refunded,
    refund_pending: pending,
    // A refund does not make the order owe more: what was given back was given back on purpose.
    outstanding: order.online && !order.cancelled ? Math.max(0, round2(order.sumToPay - held - captured)) : 0,
  };
}

/** The calls a desk action asks for: capture on acceptance, release on cancellation before it, a full refund after it. */
export function moneyAfterDeskAction(
  to: 'In progress' | 'Cancelled' | string,
  order: { sumToPay: number },
  attempts: AttemptMoney[],
  ops: OperationRow[],
): { kind: OperationKind; attemptId: number; amount: number }[] {
  const out: { kind: OperationKind; attemptId: number; amount: number }[] = [];
  const open = (a: AttemptMoney, kind: OperationKind) =>
    ops.some((o) => o.payment_id === a.id && o.kind === kind && o.status !== 'failed');
  if (to === 'In progress') {
    let left = order.sumToPay;
    for (const a of attempts) {
      if (a.status !== 'held' || open(a, 'capture') || open(a, 'release')) continue;
      // Capture what the order costs now (a dish dropped makes it less), never more than was held;
      // a second hold of the same order (paid twice) is released.
      const amount = round2(Math.min(a.amount, Math.max(0, left)));
      if (amount >= 0.01) out.push({ kind: 'capture', attemptId: a.id, amount });
      else out.push({ kind: 'release', attemptId: a.id, amount: a.amount });
      left = round2(left - amount);
    }
  }
  if (to === 'Cancelled') {
    for (const a of attempts) {
      if (a.status === 'held' && !open(a, 'capture') && !open(a, 'release'))
        out.push({ kind: 'release', attemptId: a.id, amount: a.amount });
      if (a.status === 'success' || (a.status === 'held' && open(a, 'capture'))) {
        const captured = ops.find((o) => o.payment_id === a.id && o.kind === 'capture')?.amount ?? a.amount;
        const refundedAlready = sum(ops, (o) => o.payment_id === a.id && o.kind === 'refund' && o.status !== 'failed');
        const amount = round2(captured - refundedAlready);
        if (amount >= 0.01) out.push({ kind: 'refund', attemptId: a.id, amount });
      }
    }
  }
  return out;
}

export type RefundProblem = 'refund_amount' | 'refund_nothing_captured' | 'refund_reason';
export const REFUND_REASON_MAX = 300;

/**
 * Which captured payment a desk refund of `amount` UAH goes to, or why it may not: a positive whole
 * number of kopecks, at most what was captured less what is refunded or being refunded.
 */
export function planRefund(
  amount: number,
  reason: string,
  attempts: AttemptMoney[],
  ops: OperationRow[],
): { ok: true; attemptId: number; amount: number } | { ok: false; problem: RefundProblem } {
  if (!reason.trim() || reason.trim().length > REFUND_REASON_MAX) return { ok: false, problem: 'refund_reason' };
  const kopecks = Math.round(amount * 100);
  if (!(amount > 0) || Math.abs(kopecks - amount * 100) > 1e-6) return { ok: false, problem: 'refund_amount' };
  for (const a of attempts) {
    const capture = ops.find((o) => o.payment_id === a.id && o.kind === 'capture' && o.status === 'done');
    const captured = a.status === 'success' ? (capture?.amount ?? a.amount) : 0;
    if (captured <= 0) continue;
    const taken = sum(ops, (o) => o.payment_id === a.id && o.kind === 'refund' && o.status !== 'failed');
    if (kopecks <= Math.round((captured - taken) * 100)) return { ok: true, attemptId: a.id, amount: kopecks / 100 };
    return { ok: false, problem: 'refund_amount' };
  }
  return { ok: false, problem: 'refund_nothing_captured' };
}
