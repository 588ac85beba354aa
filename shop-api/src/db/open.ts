import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadMigrations, migrateDatabase, refuseNewerDatabase } from './migrate';

/**
 * Opens (creating if needed) the database file, ':memory:' for tests, and brings its schema up to
 * date (migrate.ts); throws when the file is newer than this code.
 */
export function openDatabase(file: string): Database.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    const migrations = loadMigrations();
    refuseNewerDatabase(db, migrations);
    db.pragma('journal_mode = WAL');
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
