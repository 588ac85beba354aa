/**
 * Which snapshots to keep (pure rules, table-tested in retention.test.ts). A snapshot is taken
 * every hour; the first of each Kyiv day is the day's `daily` one, the others `hourly`. Hourly
 * ones are kept 48 hours, daily ones 30 days; `manual` ones (npm run api:backup) until the
 * operator deletes them.
 */
export type SnapshotKind = 'hourly' | 'daily' | 'manual';

export interface SnapshotInfo {
  name: string;
  takenAt: Date;
  kind: SnapshotKind;
}

export const KEEP_MS: Record<Exclude<SnapshotKind, 'manual'>, number> = {
  hourly: 48 * 3_600_000,
  daily: 30 * 86_400_000,
};

/** 'YYYY-MM-DD' of an instant in Kyiv. */
export function kyivDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );
}

/** The kind of the scheduled snapshot taken at `now`: daily when none of this Kyiv day exists yet. */
export function scheduledKind(now: Date, existing: SnapshotInfo[]): 'hourly' | 'daily' {
  const today = kyivDay(now);
  return existing.some((s) => s.kind === 'daily' && kyivDay(s.takenAt) === today) ? 'hourly' : 'daily';
}

/** The snapshots past their keeping time at `now`. */
export function expiredSnapshots(now: Date, existing: SnapshotInfo[]): SnapshotInfo[] {
  return existing.filter((s) => s.kind !== 'manual' && now.getTime() - s.takenAt.getTime() > KEEP_MS[s.kind]);
}

/** Folder name of a snapshot: sortable by time, e.g. `shop-20261128-090000-hourly`. */
export function snapshotName(takenAt: Date, kind: SnapshotKind): string {
  const stamp = takenAt.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `shop-${stamp}-${kind}`;
}

const NAME = /^shop-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-(hourly|daily|manual)$/;

/** The time and kind a snapshot's folder name says, or null for anything else in the folder. */
export function parseSnapshotName(name: string): SnapshotInfo | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, kind] = m;
  return { name, takenAt: new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`), kind: kind as SnapshotKind };
}
