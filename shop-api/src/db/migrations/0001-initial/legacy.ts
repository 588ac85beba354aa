import type Database from 'better-sqlite3';
import { hashBearerToken } from '../../open';

/** Whether a table of the database has a column of this name. */
function hasColumn(db: Database.Database, table: string, column: string): boolean {
  const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
  return columns.some((c) => c.name === column);
}

/**
 * Databases from before token hashing kept bearer tokens in plain text (`tokens.token`). Each is
 * replaced by its hash in place, so existing sessions keep working. Returns true when it changed
 * anything: the file must then be rewritten without the old pages.
 */
export function hashPlainTokens(db: Database.Database): boolean {
  if (!hasColumn(db, 'tokens', 'token')) return false;
  db.exec('ALTER TABLE tokens RENAME COLUMN token TO token_hash');
  const rows = db.prepare('SELECT rowid AS id, token_hash AS token FROM tokens').all() as { id: number; token: string }[];
  const update = db.prepare('UPDATE tokens SET token_hash = ? WHERE rowid = ?');
  for (const row of rows) update.run(hashBearerToken(row.token), row.id);
  return true;
}

/**
 * Databases from before kept the login token and the finished login's bearer token in plain text
 * (`tg_bot_tokens.token`, `access_token`). Those rows live 50 s to an hour, so they are dropped
 * rather than converted: a login in progress during the upgrade ends with token_old, and sessions
 * it had opened stay (they are in `tokens`, hashed). Runs before the schema creates the new layout.
 * Returns true when it dropped anything.
 */
export function dropPlainTgTokens(db: Database.Database): boolean {
  if (!hasColumn(db, 'tg_bot_tokens', 'access_token')) return false;
  db.exec('DROP TABLE IF EXISTS tg_bot_chats');
  db.exec('DROP TABLE tg_bot_tokens');
  return true;
}
