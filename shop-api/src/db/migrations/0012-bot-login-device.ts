import type Database from 'better-sqlite3';

/**
 * The messenger-bot login bound to the browser that started it (issue 43, point 7; decision 434):
 * the bot link carries a start code of its own (`start_hash`, SHA-256), not the browser's polling
 * token, and the row keeps the device and time the login was started from, which the bot shows
 * before the person shares a contact. Bot logins live 50 s: a waiting one without a start code
 * (from before this migration) simply expires.
 */
export function up(db: Database.Database) {
  const columns = new Set((db.prepare('PRAGMA table_info(tg_bot_tokens)').all() as { name: string }[]).map((c) => c.name));
  if (!columns.has('start_hash')) db.exec('ALTER TABLE tg_bot_tokens ADD COLUMN start_hash TEXT');
  if (!columns.has('device')) db.exec('ALTER TABLE tg_bot_tokens ADD COLUMN device TEXT');
  db.exec('CREATE UNIQUE INDEX IF NOT EXISTS tg_bot_tokens_start ON tg_bot_tokens (start_hash)');
}
