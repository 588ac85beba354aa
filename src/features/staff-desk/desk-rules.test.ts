import { canCancel, deskOrder, isOverdue, mergeOrder, nextStep, type DeskOrderCore, type DeskStatus } from './desk-rules';

const o = (
  id: number,
  version = 0,
  status: DeskStatus = 'New',
  accept_by = '2026-11-18T10:05:00.000Z',
  revision = version,
): DeskOrderCore => ({ id, version, revision, status, accept_by });

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

test.each<[string, [number, number], [number, number], 'kept' | 'replaced']>([
  // [version, revision] held, then arriving
  ['a later change of the same version (a money call ended)', [1, 5], [1, 6], 'replaced'],
  ["an action's late answer after the stream brought that later change", [1, 6], [1, 5], 'kept'],
  ['the same copy again', [1, 6], [1, 6], 'replaced'],
  ['a newer version', [1, 6], [2, 7], 'replaced'],
  ['an older version', [2, 7], [1, 6], 'kept'],
])('mergeOrder: %s -> %s', (_case, [heldVersion, heldRevision], [version, revision], expected) => {
  const held = { ...o(2, heldVersion, 'In progress', undefined, heldRevision), tag: 'held' };
  const arriving = { ...o(2, version, 'In progress', undefined, revision), tag: 'arriving' };
  const merged = mergeOrder([held], arriving);
  expect(merged).toHaveLength(1);
  expect(merged[0].tag).toBe(expected === 'kept' ? 'held' : 'arriving');
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
