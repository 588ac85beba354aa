import type Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Versioned schema migrations. The database's version is `PRAGMA user_version` (0 = a database of
 * a release before versioning, or a new file); each migration is one file `migrations/NNNN-name.ts`
 * exporting `up(db)`, run once, in number order, each in its own transaction together with the
 * version bump. Adding a migration is adding one file (shop-api/README.md, "Changing the schema").
 */

/** What a migration may ask of the runner after its transaction committed. */
export interface MigrationOutcome {
  /**
   * Plain secrets were replaced or dropped: the WAL is checkpointed and the file rewritten
   * (VACUUM, which cannot run inside a transaction), so no copy stays in free pages or the log.
   */
  removedSecrets?: boolean;
}

export interface Migration {
  version: number;
  /** The file's name without its extension, e.g. '0002-order-notes'. */
  name: string;
  up: (db: Database.Database) => MigrationOutcome | void;
}

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** `0002-order-notes.ts` (or `.js` once built); tests, declarations and sub-folders are not migrations. */
const MIGRATION_FILE = /^(\d{4})-[a-z0-9-]+\.(ts|js)$/;

/**
 * The migrations of a folder, checked: numbered 1, 2, 3... without a gap or a repeated number (two
 * engineers who picked the same number learn it from the first test run after the rebase).
 */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const files = fs
    .readdirSync(dir)
    .filter((f) => MIGRATION_FILE.test(f))
    .sort();
  const migrations = files.map((file): Migration => {
    const name = file.replace(/\.(ts|js)$/, '');
    // A runtime require: the folder's listing is the registry, so a migration is one new file.
    const loaded = require(path.join(dir, file)) as { up?: Migration['up'] };
    if (typeof loaded.up !== 'function') throw new Error(`Migration ${file} exports no up(db) function`);
    return { version: Number(name.slice(0, 4)), name, up: loaded.up };
  });
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) {
      const same = migrations.filter((o) => o.version === m.version).map((o) => o.name);
      throw new Error(
        same.length > 1
          ? `Two migrations are numbered ${m.version} (${same.join(', ')}): renumber the newer one to ${migrations.length + 1}`
          : `Migration ${m.name} should be numbered ${i + 1}: migrations are numbered 1, 2, 3... without gaps`,
      );
    }
  });
  return migrations;
}

/** The schema version of a database (PRAGMA user_version). */
export function schemaVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

export class DatabaseTooNewError extends Error {}

/**
 * Refuses a database newer than the code (a rollback of the code without one of the data), before
 * anything writes to it.
 */
export function refuseNewerDatabase(db: Database.Database, migrations: Migration[]) {
  const current = schemaVersion(db);
  if (current > migrations.length)
    throw new DatabaseTooNewError(
      `The database is at schema version ${current}, newer than this release's ${migrations.length}: it was written by a ` +
        'newer release. Run that release, or restore a backup taken before the upgrade (shop-api/README.md, "Upgrades").',
    );
}

/**
 * Brings the database to the newest schema: every migration above its version, each in one
 * transaction with the version bump and its line in `schema_migrations`, so a crash leaves it
 * at the last whole step. Refuses a database newer than the code (a rollback of the code without
 * one of the data). Returns the migrations it ran.
 */
export function migrateDatabase(db: Database.Database, migrations = loadMigrations()): string[] {
  refuseNewerDatabase(db, migrations);
  const current = schemaVersion(db);
  const applied: string[] = [];
  if (current === migrations.length) return applied;
  // A migration that rebuilds a table (SQLite's 12-step ALTER) needs foreign keys off; they are
  // checked before each commit instead, and switched back on at the end.
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) as number;
  db.pragma('foreign_keys = OFF');
  try {
    for (const migration of migrations.slice(current)) {
      const outcome = db.transaction(() => {
        const result = migration.up(db) ?? {};
        const broken = db.pragma('foreign_key_check') as unknown[];
        if (broken.length > 0)
          throw new Error(`Migration ${migration.name} leaves ${broken.length} rows with a broken foreign key`);
        db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
          version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
        db.prepare('INSERT OR REPLACE INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
          migration.version,
          migration.name,
          new Date().toISOString(),
        );
        db.pragma(`user_version = ${migration.version}`);
        return result;
      })();
      if (outcome.removedSecrets) rewriteWithoutOldPages(db);
      applied.push(migration.name);
    }
  } finally {
    db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
  }
  return applied;
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
