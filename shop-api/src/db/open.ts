import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Core tables every module may read: users and their bearer tokens. */
export const CORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL DEFAULT '',
  email TEXT UNIQUE,
  phone TEXT UNIQUE,
  password_hash TEXT,
  bonus INTEGER NOT NULL DEFAULT 0,
  birthday TEXT,
  avatar TEXT,
  show_mobile_result INTEGER NOT NULL DEFAULT 0,
  telegram_id TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE TABLE IF NOT EXISTS tokens (
  token_hash TEXT PRIMARY KEY,        -- SHA-256 (hex) of the bearer token; the token itself is never stored
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
`;

/** Opens (creating if needed) the database file; ':memory:' for tests. */
export function openDatabase(file: string): Database.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 2000');
  // Deleted rows (ended sessions, used codes) are overwritten with zeros, not left in free pages.
  db.pragma('secure_delete = ON');
  db.exec(CORE_SCHEMA);
  migratePlainTokens(db);
  return db;
}

/** SHA-256 (hex) of a bearer token, as stored in `tokens.token_hash`. */
export function hashBearerToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Databases from before token hashing kept bearer tokens in plain text (`tokens.token`). Each is
 * replaced by its hash in place, so existing sessions keep working (then rewriteWithoutOldPages).
 */
export function migratePlainTokens(db: Database.Database) {
  const columns = db.prepare('PRAGMA table_info(tokens)').all() as { name: string }[];
  if (!columns.some((c) => c.name === 'token')) return;
  db.transaction(() => {
    db.exec('ALTER TABLE tokens RENAME COLUMN token TO token_hash');
    const rows = db.prepare('SELECT rowid AS id, token_hash AS token FROM tokens').all() as { id: number; token: string }[];
    const update = db.prepare('UPDATE tokens SET token_hash = ? WHERE rowid = ?');
    for (const row of rows) update.run(hashBearerToken(row.token), row.id);
  })();
  rewriteWithoutOldPages(db);
}

/**
 * After plain secrets were replaced or dropped: the WAL is checkpointed and the file rewritten
 * (VACUUM), so no copy stays in free pages or the log.
 */
export function rewriteWithoutOldPages(db: Database.Database) {
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.exec('VACUUM');
  db.pragma('wal_checkpoint(TRUNCATE)');
}

export function isSeeded(db: Database.Database): boolean {
  return !!db.prepare(`SELECT value FROM meta WHERE key = 'seeded_at'`).get();
}

export function markSeeded(db: Database.Database, at: Date) {
  db.prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded_at', ?)`).run(at.toISOString());
}
