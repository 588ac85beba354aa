import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR_MODE, DATA_FILE_MODE } from '../db/open';
import { parseSnapshotName, snapshotName, type SnapshotInfo, type SnapshotKind } from './retention';

/**
 * A snapshot is a folder `<SHOP_API_BACKUP_DIR>/shop-YYYYMMDD-HHMMSS-<kind>/` holding `shop.sqlite`
 * (an online copy by SQLite's backup API: consistent while the API writes), the customers' files
 * (`uploads/`, `images/avatars/`) and `SHA256SUMS` (the format `sha256sum -c` reads). Generated
 * images are not kept: the API draws them again at start.
 */
export const DATABASE_FILE = 'shop.sqlite';
export const CHECKSUMS_FILE = 'SHA256SUMS';
/** Folders of the data folder made by customers (CVs, avatars): what a snapshot keeps besides the database. */
export const USER_FILE_DIRS = ['uploads', path.join('images', 'avatars')];

function sha256(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Every file under `dir`, as paths relative to it, sorted. */
function filesUnder(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? filesUnder(path.join(dir, e.name), path.join(prefix, e.name)) : [path.join(prefix, e.name)],
    )
    .sort();
}

/** `PRAGMA integrity_check` of a database file, opened read-only; 'ok' when sound. */
export function integrityOf(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    return rows.map((r) => r.integrity_check).join('; ');
  } finally {
    db.close();
  }
}

/** The copy in rollback-journal mode: one self-contained file, no -wal or -shm beside it. */
function standalone(file: string) {
  const copy = new Database(file);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

export interface SnapshotResult extends SnapshotInfo {
  dir: string;
  bytes: number;
  ms: number;
}

/**
 * Takes a snapshot of the open database and the customers' files. Written under a `.partial`
 * name and renamed when complete and checked, so a folder with a snapshot's name is whole.
 */
export async function takeSnapshot(
  db: Database.Database,
  { dataDir, backupDir, kind, now = new Date() }: { dataDir: string; backupDir: string; kind: SnapshotKind; now?: Date },
): Promise<SnapshotResult> {
  const started = Date.now();
  fs.mkdirSync(backupDir, { recursive: true, mode: DATA_DIR_MODE });
  const name = snapshotName(now, kind);
  const dir = path.join(backupDir, name);
  const partial = `${dir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { mode: DATA_DIR_MODE });
  try {
    // The database first: files it names were written before their rows, so they are all there.
    await db.backup(path.join(partial, DATABASE_FILE));
    for (const sub of USER_FILE_DIRS) {
      const from = path.join(dataDir, sub);
      if (fs.existsSync(from)) fs.cpSync(from, path.join(partial, sub), { recursive: true });
    }
    standalone(path.join(partial, DATABASE_FILE));
    const integrity = integrityOf(path.join(partial, DATABASE_FILE));
    if (integrity !== 'ok') throw new Error(`the snapshot's database fails its integrity check: ${integrity}`);
    const files = filesUnder(partial);
    fs.writeFileSync(path.join(partial, CHECKSUMS_FILE), files.map((f) => `${sha256(path.join(partial, f))}  ${f}\n`).join(''), {
      mode: DATA_FILE_MODE,
    });
    for (const f of files) fs.chmodSync(path.join(partial, f), DATA_FILE_MODE);
    fs.renameSync(partial, dir);
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw err;
  }
  const bytes = filesUnder(dir).reduce((sum, f) => sum + fs.statSync(path.join(dir, f)).size, 0);
  return { name, takenAt: now, kind, dir, bytes, ms: Date.now() - started };
}

/** The snapshots in the backup folder, oldest first. */
export function listSnapshots(backupDir: string): SnapshotInfo[] {
  if (!fs.existsSync(backupDir)) return [];
  return fs
    .readdirSync(backupDir)
    .map(parseSnapshotName)
    .filter((s): s is SnapshotInfo => s !== null)
    .sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime());
}

/**
 * What is wrong with a snapshot folder: a file missing, changed or not listed in SHA256SUMS, or a
 * database failing its integrity check. Empty when it can be restored.
 */
export function verifySnapshot(dir: string): string[] {
  const sums = path.join(dir, CHECKSUMS_FILE);
  if (!fs.existsSync(path.join(dir, DATABASE_FILE)) || !fs.existsSync(sums))
    return [`${dir} is not a snapshot (no ${DATABASE_FILE} or ${CHECKSUMS_FILE})`];
  const listed = new Map(
    fs
      .readFileSync(sums, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(66), line.slice(0, 64)] as const),
  );
  const problems: string[] = [];
  for (const [file, sum] of listed) {
    const full = path.join(dir, file);
    if (!fs.existsSync(full)) problems.push(`${file}: missing`);
    else if (sha256(full) !== sum) problems.push(`${file}: checksum differs`);
  }
  for (const file of filesUnder(dir))
    if (file !== CHECKSUMS_FILE && !listed.has(file)) problems.push(`${file}: not in ${CHECKSUMS_FILE}`);
  if (problems.length === 0) {
    const integrity = integrityOf(path.join(dir, DATABASE_FILE));
    if (integrity !== 'ok') problems.push(`${DATABASE_FILE}: integrity check: ${integrity}`);
  }
  return problems;
}
