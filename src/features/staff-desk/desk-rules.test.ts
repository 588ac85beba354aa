import { canCancel, deskOrder, isOverdue, mergeOrder, nextStep, type DeskOrderCore, type DeskStatus } from './desk-rules';

const o = (id: number, version = 0, status: DeskStatus = 'New', accept_by = '2026-11-18T10:05:00.000Z'): DeskOrderCore => ({
  id,
  version,
  status,
  accept_by,
});

test('mergeOrder: new orders go in newest first; a newer version replaces; an older one is ignored', () => {
  let list = mergeOrder([], o(1));
  list = mergeOrder(list, o(3));
  list = mergeOrder(list, o(2));
  expect(list.map((x) => x.id)).toEqual([3, 2, 1]);
  list = mergeOrder(list, o(2, 1, 'In progress'));
  expect(list.find((x) => x.id === 2)?.status).toBe('In progress');
  // A late copy from the list request after the stream already brought version 1.
  expect(mergeOrder(list, o(2, 0, 'New')).find((x) => x.id === 2)?.status).toBe('In progress');
});

test.each<[DeskStatus, string, boolean]>([
  ['New', '2026-11-18T10:04:59.999Z', false],
  ['New', '2026-11-18T10:05:00.000Z', true],
  ['In progress', '2026-11-18T11:00:00.000Z', false],
  ['Cancelled', '2026-11-18T11:00:00.000Z', false],
])('isOverdue %s at %s -> %s', (status, now, overdue) => {
  expect(isOverdue(o(1, 0, status), Date.parse(now))).toBe(overdue);
});

test.each<[DeskStatus, ReturnType<typeof nextStep>, boolean]>([
  ['New', { kind: 'accept' }, true],
  ['In progress', { kind: 'status', to: 'On the way' }, true],
  ['On the way', { kind: 'status', to: 'Delivered' }, true],
  ['Delivered', null, false],
  ['Cancelled', null, false],
])('%s: next %j, cancel %s', (status, next, cancel) => {
  expect(nextStep(status)).toEqual(next);
  expect(canCancel(status)).toBe(cancel);
});

test('deskOrder: open orders first, then finished, newest first', () => {
  expect(deskOrder([o(1), o(4, 0, 'Delivered'), o(3), o(2, 0, 'Cancelled')]).map((x) => x.id)).toEqual([3, 1, 4, 2]);
});
