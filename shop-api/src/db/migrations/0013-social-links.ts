import type Database from 'better-sqlite3';

/**
 * Sign-in providers connected from the profile (issue 43, decision 435):
 * - `social_accounts.email`: the e-mail the provider last said it verified for this identity (null when
 *   it verified none). An e-mail the customer then picks in the profile that equals it is saved confirmed.
 * - `email_confirmation_reminders`: the one-off `npm run api:confirm-emails` sends each unconfirmed
 *   e-mail its link once; a row per address (lower case) it went to, so a second run sends nothing again.
 */
export function up(db: Database.Database) {
  const columns = db.prepare('PRAGMA table_info(social_accounts)').all() as { name: string }[];
  if (!columns.some((c) => c.name === 'email')) db.exec('ALTER TABLE social_accounts ADD COLUMN email TEXT');
  db.exec('CREATE INDEX IF NOT EXISTS social_accounts_user ON social_accounts (user_id)');
  db.exec(`CREATE TABLE IF NOT EXISTS email_confirmation_reminders (
    email TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    claimed_at TEXT NOT NULL,
    sent_at TEXT
  )`);
}
