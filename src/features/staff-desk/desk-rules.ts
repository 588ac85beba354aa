/** The desk's pure rules: merging live updates, the 5-minute warning, the next step of an order. */
import type { DeskOrder } from './desk-api';

export type DeskStatus = DeskOrder['status'];

/** The fields of a desk order the rules read. */
export type DeskOrderCore = Pick<DeskOrder, 'id' | 'version' | 'revision' | 'status' | 'accept_by'> &
  Partial<Pick<DeskOrder, 'promised_at'>>;

/**
 * Puts a fresh copy of an order in the list (newest id first); an older copy never replaces a newer
 * one. The live stream and an action's answer travel on different connections, so the answer may
 * arrive after a later change the stream brought (a money call that ended meanwhile): the revision
 * tells them apart where the version is the same.
 */
export function mergeOrder<T extends DeskOrderCore>(list: readonly T[], order: T): T[] {
  const at = list.findIndex((o) => o.id === order.id);
  if (at !== -1) {
    const held = list[at];
    if (held.version > order.version || held.revision > order.revision) return list as T[];
    const next = list.slice();
    next[at] = order;
    return next;
  }
  return [order, ...list].sort((a, b) => b.id - a.id);
}

/** A new order nobody accepted by `accept_by` (5 minutes after it was placed). */
export function isOverdue(order: DeskOrderCore, now: number): boolean {
  return order.status === 'New' && Date.parse(order.accept_by) <= now;
}

export type NextStep = { kind: 'accept' } | { kind: 'status'; to: 'On the way' | 'Delivered' } | null;

/** The one forward step the desk offers (the API's transition table decides; this mirrors it for the buttons). */
export function nextStep(status: DeskStatus): NextStep {
  if (status === 'New') return { kind: 'accept' };
  if (status === 'In progress') return { kind: 'status', to: 'On the way' };
  if (status === 'On the way') return { kind: 'status', to: 'Delivered' };
  return null;
}

export const canCancel = (status: DeskStatus) => status !== 'Delivered' && status !== 'Cancelled';

/**
 * The order the desk works in: new orders first, the one to accept soonest on top; then accepted
 * ones by their promised time, the most urgent on top; then finished ones, newest first.
 */
export function deskOrder<T extends DeskOrderCore>(list: readonly T[]): T[] {
  const group = (o: T) => (o.status === 'New' ? 0 : o.status === 'Delivered' || o.status === 'Cancelled' ? 2 : 1);
  const due = (o: T) => Date.parse((o.status === 'New' ? o.accept_by : o.promised_at) ?? o.accept_by);
  return list.slice().sort((a, b) => {
    const g = group(a) - group(b);
    if (g !== 0) return g;
    if (group(a) === 2) return b.id - a.id;
    return due(a) - due(b) || a.id - b.id;
  });
}

/** Promised-time choices when accepting, minutes. */
export const PROMISE_CHOICES = [20, 30, 45, 60, 90] as const;

/** How long after sending an order off the desk offers to take it back, ms (the API's UNDO_WITHIN_MS). */
export const UNDO_WITHIN_MS = 60_000;

/** "On the way" (or ready for pickup) set within the last minute: the desk offers to take it back. */
export function canUndo(order: DeskOrderCore & { changed_at: string | null }, now: number): boolean {
  return order.status === 'On the way' && order.changed_at !== null && now - Date.parse(order.changed_at) <= UNDO_WITHIN_MS;
}
