import { expiredSnapshots, parseSnapshotName, scheduledKind, snapshotName, type SnapshotInfo } from './retention';

const at = (iso: string) => new Date(iso);
const snap = (iso: string, kind: SnapshotInfo['kind']): SnapshotInfo => ({
  name: snapshotName(at(iso), kind),
  takenAt: at(iso),
  kind,
});

describe('snapshot names', () => {
  it('sort by time and read back', () => {
    const name = snapshotName(at('2026-11-28T09:05:07.123Z'), 'hourly');
    expect(name).toBe('shop-20261128-090507-hourly');
    expect(parseSnapshotName(name)).toEqual({ name, takenAt: at('2026-11-28T09:05:07.000Z'), kind: 'hourly' });
    expect(parseSnapshotName('shop-20261128-090507-hourly.partial')).toBeNull();
    expect(parseSnapshotName('notes.txt')).toBeNull();
  });
});

describe('scheduledKind: the first snapshot of a Kyiv day is the daily one', () => {
  test.each<[string, string, SnapshotInfo[], 'hourly' | 'daily']>([
    ['none yet', '2026-11-28T09:00:00Z', [], 'daily'],
    ['daily of today exists', '2026-11-28T10:00:00Z', [snap('2026-11-28T09:00:00Z', 'daily')], 'hourly'],
    ['only hourly today', '2026-11-28T10:00:00Z', [snap('2026-11-28T09:00:00Z', 'hourly')], 'daily'],
    // 22:30 UTC on the 27th is already the 28th in Kyiv (UTC+2): yesterday's daily is not today's.
    ['Kyiv midnight, not UTC', '2026-11-27T22:30:00Z', [snap('2026-11-27T21:30:00Z', 'daily')], 'daily'],
    ['manual does not count', '2026-11-28T10:00:00Z', [snap('2026-11-28T09:00:00Z', 'manual')], 'daily'],
  ])('%s', (_name, now, existing, kind) => {
    expect(scheduledKind(at(now), existing)).toBe(kind);
  });
});

describe('expiredSnapshots: hourly 48 h, daily 30 days, manual kept', () => {
  const now = at('2026-11-28T12:00:00Z');
  test.each<[string, SnapshotInfo, boolean]>([
    ['hourly 47 h old', snap('2026-11-26T13:00:00Z', 'hourly'), false],
    ['hourly 48 h old', snap('2026-11-26T12:00:00Z', 'hourly'), false],
    ['hourly 49 h old', snap('2026-11-26T11:00:00Z', 'hourly'), true],
    ['daily 29 days old', snap('2026-10-30T12:00:00Z', 'daily'), false],
    ['daily 31 days old', snap('2026-10-28T12:00:00Z', 'daily'), true],
    ['manual a year old', snap('2025-11-28T12:00:00Z', 'manual'), false],
  ])('%s', (_name, s, expired) => {
    expect(expiredSnapshots(now, [s])).toEqual(expired ? [s] : []);
  });
});
