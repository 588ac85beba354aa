/** The desk's pure rules: merging live updates, the 5-minute warning, the next step of an order. */

export type DeskStatus = 'New' | 'In progress' | 'On the way' | 'Delivered' | 'Cancelled';

/** The fields of a desk order the rules read (the API sends more: desk-api.ts). */
export interface DeskOrderCore {
  id: number;
  version: number;
  status: DeskStatus;
  accept_by: string;
}

/** Puts a fresh copy of an order in the list (newest id first); an older version never replaces a newer one. */
export function mergeOrder<T extends DeskOrderCore>(list: readonly T[], order: T): T[] {
  const at = list.findIndex((o) => o.id === order.id);
  if (at !== -1) {
    if (list[at].version > order.version) return list as T[];
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

/** Orders still to be handled first, then finished ones; newest first within each. */
export function deskOrder<T extends DeskOrderCore>(list: readonly T[]): T[] {
  const open = (o: T) => (o.status === 'Delivered' || o.status === 'Cancelled' ? 1 : 0);
  return list.slice().sort((a, b) => open(a) - open(b) || b.id - a.id);
}

/** Promised-time choices when accepting, minutes. */
export const PROMISE_CHOICES = [20, 30, 45, 60, 90] as const;
