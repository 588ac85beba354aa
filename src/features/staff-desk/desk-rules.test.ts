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

test('deskOrder: new orders by when they must be accepted, then accepted ones by promised time, then finished, newest first', () => {
  const promised = (id: number, at: string, status: DeskStatus = 'In progress') => ({ ...o(id, 1, status), promised_at: at });
  const list = [
    o(1, 0, 'New', '2026-11-18T10:07:00.000Z'),
    promised(5, '2026-11-18T11:00:00.000Z'),
    o(4, 0, 'Delivered'),
    promised(6, '2026-11-18T10:40:00.000Z', 'On the way'),
    o(3, 0, 'New', '2026-11-18T10:05:00.000Z'),
    o(2, 0, 'Cancelled'),
    o(7, 0, 'New', '2026-11-18T10:05:00.000Z'),
  ];
  expect(deskOrder(list).map((x) => x.id)).toEqual([3, 7, 1, 6, 5, 4, 2]);
});
