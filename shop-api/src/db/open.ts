import Database from 'better-sqlite3';
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
  token TEXT PRIMARY KEY,
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
  db.exec(CORE_SCHEMA);
  return db;
}

export function isSeeded(db: Database.Database): boolean {
  return !!db.prepare(`SELECT value FROM meta WHERE key = 'seeded_at'`).get();
}

export function markSeeded(db: Database.Database, at: Date) {
  db.prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded_at', ?)`).run(at.toISOString());
}
