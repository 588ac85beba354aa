import type Database from 'better-sqlite3';
import { endSessions } from '../../http/sessions';
import { useUpResets } from './password-reset';

/** Account rows the sign-in routes write: new users, the mobile-app flag, password resets. */

/** A new customer; returns the user id. Money none; `created_at` ISO. */
export function insertUser(
  db: Database.Database,
  user: { name: string; email: string | null; phone: string; passwordHash: string },
  at: Date,
): number {
  return Number(
    db
      .prepare('INSERT INTO users (name, email, phone, password_hash, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(user.name, user.email, user.phone, user.passwordHash, at.toISOString()).lastInsertRowid,
  );
}

export function setShowMobile(db: Database.Database, userId: number, shown: boolean) {
  db.prepare('UPDATE users SET show_mobile_result = ? WHERE id = ?').run(shown ? 1 : 0, userId);
}

/**
 * The same password hashed at today's cost (a sign-in with a hash of a lower cost, password.ts
 * `needsRehash`): only if the stored hash is still the one checked, so a password changed meanwhile stays.
 */
export function upgradePasswordHash(db: Database.Database, userId: number, checked: string, upgraded: string) {
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?').run(upgraded, userId, checked);
}

/** Sets the new password, uses up every reset of the user and ends all their sessions, in one transaction. */
export function completePasswordReset(db: Database.Database, userId: number, passwordHash: string) {
  db.transaction(() => {
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId);
    useUpResets(db, userId);
    endSessions(db, userId, null);
  })();
}

/** Dev: the last unused reset token of the user (kept only outside production). */
export function latestDevResetToken(db: Database.Database, userId: number): string | null {
  const row = db
    .prepare('SELECT dev_token FROM password_resets WHERE user_id = ? AND used = 0 ORDER BY id DESC LIMIT 1')
    .get(userId) as { dev_token: string | null } | undefined;
  return row?.dev_token ?? null;
}
