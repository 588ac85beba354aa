import type Database from 'better-sqlite3';

/**
 * Customer sessions end (issue 43): the last use of each bearer token, for the sliding idle expiry
 * (http/sessions.ts). Existing sessions count as used at their start.
 */
export function up(db: Database.Database) {
  const columns = db.prepare('PRAGMA table_info(tokens)').all() as { name: string }[];
  // A copy made by a newer build and marked as older (tests of legacy layouts) has it already.
  if (!columns.some((c) => c.name === 'last_used_at')) db.exec('ALTER TABLE tokens ADD COLUMN last_used_at TEXT');
  db.exec('UPDATE tokens SET last_used_at = created_at WHERE last_used_at IS NULL');
  db.exec('CREATE INDEX IF NOT EXISTS tokens_user ON tokens (user_id)');
}
