/**
 * What staff may do with an order at the desk (pure; the routes pass the current status and time).
 * The statuses are the spec's: New -> In progress -> On the way (for pickup: prepared for pickup)
 * -> Delivered, and Cancelled from any status before Delivered. Accepting is the step out of New and
 * needs a promised time.
 */
import type { StatusName } from './order-rules';

/** Allowed moves, from -> to. Delivered and Cancelled are final. */
export const DESK_TRANSITIONS: Record<StatusName, readonly StatusName[]> = {
  New: ['In progress', 'Cancelled'],
  'In progress': ['On the way', 'Cancelled'],
  'On the way': ['Delivered', 'Cancelled'],
  Delivered: [],
  Cancelled: [],
};

/** A new order not accepted within this many minutes is flagged on the desk. */
export const ACCEPT_WITHIN_MINUTES = 5;
/** Promised time when accepting: minutes from now. */
export const PROMISE_MIN_MINUTES = 5;
export const PROMISE_MAX_MINUTES = 12 * 60;
export const CANCEL_REASON_MAX = 300;

export type DeskAction =
  { kind: 'accept'; promisedMinutes: number } | { kind: 'status'; to: StatusName } | { kind: 'cancel'; reason: string };

export type DeskProblem = 'status_transition' | 'use_accept' | 'promised_time' | 'cancel_reason' | 'undo_expired';

export type DeskDecision =
  { ok: true; to: StatusName; promisedAt: Date | null; reason: string | null } | { ok: false; problem: DeskProblem };

export function canMove(from: StatusName, to: StatusName): boolean {
  return DESK_TRANSITIONS[from].includes(to);
}

/** The status an action leads to from `from`, or why it may not. */
export function decideDeskAction(from: StatusName, action: DeskAction, now: Date): DeskDecision {
  switch (action.kind) {
    case 'accept': {
      if (!canMove(from, 'In progress') || from !== 'New') return { ok: false, problem: 'status_transition' };
      const m = action.promisedMinutes;
      if (!Number.isInteger(m) || m < PROMISE_MIN_MINUTES || m > PROMISE_MAX_MINUTES)
        return { ok: false, problem: 'promised_time' };
      return { ok: true, to: 'In progress', promisedAt: new Date(now.getTime() + m * 60_000), reason: null };
    }
    case 'status':
      // Leaving New needs a promised time; cancelling needs a reason.
      if (from === 'New' && action.to === 'In progress') return { ok: false, problem: 'use_accept' };
      if (action.to === 'Cancelled') return { ok: false, problem: 'cancel_reason' };
      return canMove(from, action.to)
        ? { ok: true, to: action.to, promisedAt: null, reason: null }
        : { ok: false, problem: 'status_transition' };
    case 'cancel': {
      const reason = action.reason.trim();
      if (!reason || reason.length > CANCEL_REASON_MAX) return { ok: false, problem: 'cancel_reason' };
      return canMove(from, 'Cancelled')
        ? { ok: true, to: 'Cancelled', promisedAt: null, reason }
        : { ok: false, problem: 'status_transition' };
    }
  }
}

/** When a new order becomes overdue for acceptance. */
export function acceptBy(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ACCEPT_WITHIN_MINUTES * 60_000);
}

/** How long after a step the desk may take it back (a slip at the counter), ms. */
export const UNDO_WITHIN_MS = 60_000;

/**
 * Taking back the last step: only "sent with the courier" / "ready for pickup", within a minute.
 * Accepting captures a held payment and cancelling releases it (issue 45), so neither is taken
 * back; a delivered order has credited its cashback.
 */
export function decideUndo(
  status: StatusName,
  changedAt: Date | null,
  now: Date,
): { ok: true; to: StatusName } | { ok: false; problem: DeskProblem } {
  if (status !== 'On the way' || !changedAt) return { ok: false, problem: 'status_transition' };
  if (now.getTime() - changedAt.getTime() > UNDO_WITHIN_MS) return { ok: false, problem: 'undo_expired' };
  return { ok: true, to: 'In progress' };
}
