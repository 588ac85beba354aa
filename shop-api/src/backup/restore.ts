import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR_MODE, DATA_FILE_MODE } from '../db/open';
import { loadMigrations, refuseNewerDatabase } from '../db/migrate';
import { DATABASE_FILE, USER_FILE_DIRS, verifySnapshot } from './snapshot';

/** The running API's process id, in its data folder while it serves (main.ts). */
export const PID_FILE = 'shop-api.pid';

/** The id of an API process serving this data folder, or null. */
export function runningApi(dataDir: string): number | null {
  const file = path.join(dataDir, PID_FILE);
  if (!fs.existsSync(file)) return null;
  const pid = Number(fs.readFileSync(file, 'utf8').trim());
  try {
    if (Number.isInteger(pid) && pid > 0) {
      process.kill(pid, 0);
      return pid;
    }
  } catch {
    /* a pid file left by a killed process */
  }
  return null;
}

/**
 * Puts a snapshot in place of the data folder's database and customers' files, for a stopped API.
 * Refuses a running API, a snapshot that fails its checksums or integrity check, and one newer
 * than this release. What it replaces is moved to `<dataDir>/replaced-<time>/`, not deleted.
 * Returns that folder (null when there was nothing to replace).
 */
export function restoreSnapshot(snapshotDir: string, dataDir: string, now = new Date()): string | null {
  const pid = runningApi(dataDir);
  if (pid) throw new Error(`the shop API (process ${pid}) is running on ${dataDir}: stop it first`);
  const problems = verifySnapshot(snapshotDir);
  if (problems.length > 0) throw new Error(`the snapshot ${snapshotDir} is damaged:\n  ${problems.join('\n  ')}`);
  const snapshotDb = new Database(path.join(snapshotDir, DATABASE_FILE), { readonly: true });
  try {
    refuseNewerDatabase(snapshotDb, loadMigrations());
  } finally {
    snapshotDb.close();
  }

  fs.mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  const current = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, ...USER_FILE_DIRS].filter((p) =>
    fs.existsSync(path.join(dataDir, p)),
  );
  let replaced: string | null = null;
  if (current.length > 0) {
    replaced = path.join(dataDir, `replaced-${now.toISOString().replace(/[-:.]/g, '')}`);
    for (const p of current) {
      fs.mkdirSync(path.dirname(path.join(replaced, p)), { recursive: true, mode: DATA_DIR_MODE });
      fs.renameSync(path.join(dataDir, p), path.join(replaced, p));
    }
  }
  fs.copyFileSync(path.join(snapshotDir, DATABASE_FILE), path.join(dataDir, DATABASE_FILE));
  fs.chmodSync(path.join(dataDir, DATABASE_FILE), DATA_FILE_MODE);
  for (const sub of USER_FILE_DIRS) {
    const from = path.join(snapshotDir, sub);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(dataDir, sub), { recursive: true });
  }
  return replaced;
}
