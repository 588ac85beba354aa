import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadMigrations, migrateDatabase, refuseNewerDatabase } from './migrate';

/** The database's folder (SHOP_API_DATA_DIR) and files are the API user's alone (customers, phones, hashes). */
export const DATA_DIR_MODE = 0o700;
export const DATA_FILE_MODE = 0o600;

/**
 * The folder owner-only, and the file created owner-only before SQLite opens it: SQLite gives its
 * -wal and -shm files the database file's mode. Files of older releases (0644) are narrowed.
 */
function prepareFile(file: string) {
  const dir = path.dirname(file);
  fs.mkdirSync(dir, { recursive: true, mode: DATA_DIR_MODE });
  fs.chmodSync(dir, DATA_DIR_MODE);
  fs.closeSync(fs.openSync(file, 'a', DATA_FILE_MODE));
  for (const suffix of ['', '-wal', '-shm']) if (fs.existsSync(file + suffix)) fs.chmodSync(file + suffix, DATA_FILE_MODE);
}

/**
 * Opens (creating if needed) the database file, ':memory:' for tests, and brings its schema up to
 * date (migrate.ts); throws when the file is newer than this code.
 */
export function openDatabase(file: string): Database.Database {
  if (file !== ':memory:') prepareFile(file);
  const db = new Database(file);
  try {
    const migrations = loadMigrations();
    refuseNewerDatabase(db, migrations);
    db.pragma('journal_mode = WAL');
    // Every commit is on disk before it is answered (an order, a bank's payment callback answered
    // 200): WAL's default NORMAL may lose the last commits on a power cut. Costs about 5 ms of
    // fsync per commit here (docs/decisions/441-crash-safe-writes.md).
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 2000');
    // Deleted rows (ended sessions, used codes) are overwritten with zeros, not left in free pages.
    db.pragma('secure_delete = ON');
    migrateDatabase(db, migrations);
  } catch (err) {
    db.close();
    throw err;
  }
  return db;
}

/** SHA-256 (hex) of a bearer token, as stored in `tokens.token_hash`. */
export function hashBearerToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isSeeded(db: Database.Database): boolean {
  return !!db.prepare(`SELECT value FROM meta WHERE key = 'seeded_at'`).get();
}

export function markSeeded(db: Database.Database, at: Date) {
  db.prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded_at', ?)`).run(at.toISOString());
}
