/**
 * Password reset (spec sections 2, 4, 8): asked for by phone, a 6-digit code goes to it by SMS
 * (15 minutes); asked for by e-mail, a link to the site's new-password form
 * (`?auth=forgot-input&email=..&token=..`) goes to it by e-mail (1 hour). Either secret is stored
 * only as SHA-256, is used once (a reset uses up every open one of the account) and dies with the
 * account's fifth wrong try within the hour.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type Database from 'better-sqlite3';
import { hitsSince, recordHit } from '../../http/limits';

export const RESET_CODE_TTL_MS = 15 * 60_000;
export const RESET_LINK_TTL_MS = 60 * 60_000;
/** Wrong reset codes or tokens per account within RESET_WRONG_WINDOW_MS before every open reset is burned. */
export const RESET_MAX_WRONG = 5;
const RESET_WRONG_WINDOW_MS = 60 * 60_000;

export type ResetChannel = 'sms' | 'email';

const hashOf = (userId: number, secret: string) => createHash('sha256').update(`reset:${userId}:${secret}`).digest('hex');

/** A new reset secret for the account: a 6-digit code for an SMS, 40 hex characters for a link. */
export function createReset(
  db: Database.Database,
  userId: number,
  channel: ResetChannel,
  now: Date,
  keepDevSecret: boolean,
): { id: number; secret: string } {
  const secret = channel === 'sms' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : randomBytes(20).toString('hex');
  const ttl = channel === 'sms' ? RESET_CODE_TTL_MS : RESET_LINK_TTL_MS;
  const id = db
    .prepare('INSERT INTO password_resets (user_id, token_hash, dev_token, expires_at, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(
      userId,
      hashOf(userId, secret),
      keepDevSecret ? secret : null,
      new Date(now.getTime() + ttl).toISOString(),
      now.toISOString(),
    ).lastInsertRowid;
  return { id: Number(id), secret };
}

/** Forgets a reset whose message never left: it cannot be used. */
export function discardReset(db: Database.Database, id: number) {
  db.prepare('DELETE FROM password_resets WHERE id = ?').run(id);
}

/**
 * Whether `secret` opens an unused, unexpired reset of the account. A wrong one counts; the
 * fifth within the hour uses up every open reset (a 6-digit code allows no more guesses).
 */
export function checkReset(db: Database.Database, userId: number, secret: string, now: Date): boolean {
  return db.transaction(() => {
    const found = db
      .prepare('SELECT id FROM password_resets WHERE user_id = ? AND token_hash = ? AND used = 0 AND expires_at > ?')
      .get(userId, hashOf(userId, secret.trim()), now.toISOString());
    if (found) return true;
    recordHit(db, 'reset_wrong', String(userId), now);
    if (hitsSince(db, 'reset_wrong', String(userId), now.getTime() - RESET_WRONG_WINDOW_MS).length >= RESET_MAX_WRONG)
      useUpResets(db, userId);
    return false;
  })();
}

export function useUpResets(db: Database.Database, userId: number) {
  db.prepare('UPDATE password_resets SET used = 1 WHERE user_id = ?').run(userId);
}

/** The site's new-password form with the token, in the customer's language (uk at the root, ru under /ru). */
export function resetLink(siteUrl: string, lang: 'uk' | 'ru', email: string, token: string): string {
  const query = new URLSearchParams({ auth: 'forgot-input', email, token });
  return `${siteUrl.replace(/\/$/, '')}${lang === 'ru' ? '/ru' : ''}/?${query.toString()}`;
}
