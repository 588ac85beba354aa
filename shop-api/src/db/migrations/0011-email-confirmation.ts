import type Database from 'better-sqlite3';

/**
 * Confirmed e-mails (issue 43, point 2; decision 433): an e-mail set at registration or in the profile
 * is the customer's only once the link sent to it was opened (`users.email_confirmed_at`, ISO time);
 * a social sign-in links to an account by e-mail only when it is confirmed. Existing e-mails start
 * unconfirmed: nothing proved them. The links are kept as SHA-256 (hex) of their token, used once.
 */
export function up(db: Database.Database) {
  const columns = db.prepare('PRAGMA table_info(users)').all() as { name: string }[];
  if (!columns.some((c) => c.name === 'email_confirmed_at')) db.exec('ALTER TABLE users ADD COLUMN email_confirmed_at TEXT');
  db.exec(`CREATE TABLE IF NOT EXISTS email_confirmations (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    email TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  )`);
  db.exec('CREATE INDEX IF NOT EXISTS email_confirmations_user ON email_confirmations (user_id)');
}
