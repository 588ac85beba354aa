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

export function markSeeded(db: Database.Database, at: Date, production: boolean) {
  const mark = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
  mark.run('seeded_at', at.toISOString());
  mark.run('seeded_for', production ? 'production' : 'development');
}

/**
 * Why a database is a development one, or [] for a production one: seeded outside production
 * (demo codes, the stand-ins' plain SMS codes and reset tokens kept for the dev pages). Databases
 * from before the mark are judged by those plain secrets alone.
 */
export function developmentTraces(db: Database.Database): string[] {
  const seededFor = db.prepare(`SELECT value FROM meta WHERE key = 'seeded_for'`).get() as { value: string } | undefined;
  const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  const codes = count('SELECT COUNT(*) AS n FROM sms_secrets WHERE dev_code IS NOT NULL');
  const tokens = count('SELECT COUNT(*) AS n FROM password_resets WHERE dev_token IS NOT NULL');
  return [
    ...(seededFor?.value === 'development' ? ['it was seeded by a development run'] : []),
    ...(codes > 0 ? [`${codes} plain SMS codes of the stand-in`] : []),
    ...(tokens > 0 ? [`${tokens} plain password-reset tokens of the stand-in`] : []),
  ];
}
