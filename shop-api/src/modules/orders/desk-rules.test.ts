import { acceptBy, decideDeskAction, decideUndo, DESK_TRANSITIONS, type DeskAction } from './desk-rules';
import type { StatusName } from './order-rules';

const now = new Date('2026-11-18T10:00:00.000Z');
const ALL: StatusName[] = ['New', 'In progress', 'On the way', 'Delivered', 'Cancelled'];

describe('desk transitions', () => {
  // Every (from, to) pair: the table says which moves exist; nothing else passes.
  const allowed = new Set([
    'New>In progress',
    'New>Cancelled',
    'In progress>On the way',
    'In progress>Cancelled',
    'On the way>Delivered',
    'On the way>Cancelled',
  ]);
  for (const from of ALL)
    for (const to of ALL)
      it(`${from} -> ${to}: ${allowed.has(`${from}>${to}`) ? 'allowed' : 'refused'}`, () => {
        expect(DESK_TRANSITIONS[from].includes(to)).toBe(allowed.has(`${from}>${to}`));
      });

  const cases: [StatusName, DeskAction, string][] = [
    ['New', { kind: 'accept', promisedMinutes: 45 }, 'In progress'],
    ['New', { kind: 'accept', promisedMinutes: 4 }, 'promised_time'],
    ['New', { kind: 'accept', promisedMinutes: 721 }, 'promised_time'],
    ['New', { kind: 'accept', promisedMinutes: 30.5 }, 'promised_time'],
    ['In progress', { kind: 'accept', promisedMinutes: 45 }, 'status_transition'],
    ['Cancelled', { kind: 'accept', promisedMinutes: 45 }, 'status_transition'],
    ['New', { kind: 'status', to: 'In progress' }, 'use_accept'],
    ['New', { kind: 'status', to: 'On the way' }, 'status_transition'],
    ['New', { kind: 'status', to: 'Delivered' }, 'status_transition'],
    ['In progress', { kind: 'status', to: 'On the way' }, 'On the way'],
    ['In progress', { kind: 'status', to: 'Delivered' }, 'status_transition'],
    ['In progress', { kind: 'status', to: 'New' }, 'status_transition'],
    ['On the way', { kind: 'status', to: 'Delivered' }, 'Delivered'],
    ['On the way', { kind: 'status', to: 'In progress' }, 'status_transition'],
    ['Delivered', { kind: 'status', to: 'On the way' }, 'status_transition'],
    ['In progress', { kind: 'status', to: 'Cancelled' }, 'cancel_reason'],
    ['New', { kind: 'cancel', reason: 'No courier in that area' }, 'Cancelled'],
    ['On the way', { kind: 'cancel', reason: 'Customer refused' }, 'Cancelled'],
    ['New', { kind: 'cancel', reason: '   ' }, 'cancel_reason'],
    ['New', { kind: 'cancel', reason: 'x'.repeat(301) }, 'cancel_reason'],
    ['Delivered', { kind: 'cancel', reason: 'late' }, 'status_transition'],
    ['Cancelled', { kind: 'cancel', reason: 'again' }, 'status_transition'],
  ];
  it.each(cases)('%s + %j -> %s', (from, action, expected) => {
    const d = decideDeskAction(from, action, now);
    expect(d.ok ? d.to : d.problem).toBe(expected);
  });

  it('accepting promises now + the minutes given; cancelling keeps the trimmed reason', () => {
    const a = decideDeskAction('New', { kind: 'accept', promisedMinutes: 45 }, now);
    expect(a.ok && a.promisedAt?.toISOString()).toBe('2026-11-18T10:45:00.000Z');
    const c = decideDeskAction('New', { kind: 'cancel', reason: '  no courier ' }, now);
    expect(c.ok && c.reason).toBe('no courier');
  });

  it('a new order is overdue for acceptance 5 minutes after it was placed', () => {
    expect(acceptBy(now).toISOString()).toBe('2026-11-18T10:05:00.000Z');
  });
});

test.each([
  ['On the way', 10_000, { ok: true, to: 'In progress' }],
  ['On the way', 60_000, { ok: true, to: 'In progress' }],
  ['On the way', 60_001, { ok: false, problem: 'undo_expired' }],
  ['In progress', 5_000, { ok: false, problem: 'status_transition' }], // accepting captured the payment
  ['Cancelled', 5_000, { ok: false, problem: 'status_transition' }], // cancelling released it
  ['Delivered', 5_000, { ok: false, problem: 'status_transition' }],
  ['New', 5_000, { ok: false, problem: 'status_transition' }],
] as const)('taking back %s %s ms after the step: %j', (status, after, decision) => {
  const changedAt = new Date('2026-11-18T10:00:00.000Z');
  expect(decideUndo(status, changedAt, new Date(changedAt.getTime() + after))).toEqual(decision);
});
