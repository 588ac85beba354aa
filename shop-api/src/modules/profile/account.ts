import type Database from 'better-sqlite3';

/** Writes to the customer's own row (users is the auth module's table; the profile edits these columns). */

export interface AccountChange {
  name?: string;
  email?: string;
  /** 'YYYY-MM-DD' */
  birthday?: string;
}

/** Applies the given fields (absent ones keep their value). */
export function updateAccount(db: Database.Database, userId: number, change: AccountChange) {
  if (change.name !== undefined) db.prepare('UPDATE users SET name = ? WHERE id = ?').run(change.name, userId);
  // Another e-mail is only claimed until its link is opened (issue 43); the same one keeps its confirmation.
  if (change.email !== undefined)
    db.prepare(
      'UPDATE users SET email = ?, email_confirmed_at = CASE WHEN lower(email) = lower(?) THEN email_confirmed_at END WHERE id = ?',
    ).run(change.email, change.email, userId);
  if (change.birthday !== undefined) db.prepare('UPDATE users SET birthday = ? WHERE id = ?').run(change.birthday, userId);
}

export function setPasswordHash(db: Database.Database, userId: number, hash: string) {
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, userId);
}

/** Stores the avatar's image base (under dataDir/images). */
export function setAvatar(db: Database.Database, userId: number, base: string) {
  db.prepare('UPDATE users SET avatar = ? WHERE id = ?').run(base, userId);
}
