import type Database from 'better-sqlite3';
import { hashBearerToken } from '../db/open';

/** A customer's row in `users` (what a session's token leads to). */
export interface UserRow {
  id: number;
  name: string;
  email: string | null;
  /** ISO time the e-mail was confirmed (its link opened, or given verified by Google/Apple); null: only claimed. */
  email_confirmed_at: string | null;
  phone: string | null;
  password_hash: string | null;
  bonus: number;
  birthday: string | null;
  avatar: string | null;
  show_mobile_result: number;
  telegram_id: string | null;
  created_at: string;
}

/**
 * Customer sessions (bearer tokens, stored only as SHA-256). A session ends after
 * SESSION_IDLE_MS without a request, and SESSION_MAX_MS after it began however much it is used.
 */
const DAY_MS = 86_400_000;
export const SESSION_IDLE_MS = 90 * DAY_MS;
export const SESSION_MAX_MS = 365 * DAY_MS;
/** The last use is written at most this often per session, ms: a write on every read would cost each request. */
export const SESSION_TOUCH_MS = 3_600_000;

interface SessionRow extends UserRow {
  session_created_at: string;
  session_used_at: string | null;
}

/** The user behind a bearer token, or null when it is unknown or its session has ended (then it is deleted). */
export function userOfToken(db: Database.Database, token: string, now: Date): UserRow | null {
  const hash = hashBearerToken(token);
  const row = db
    .prepare(
      `SELECT u.*, t.created_at AS session_created_at, t.last_used_at AS session_used_at
       FROM tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?`,
    )
    .get(hash) as SessionRow | undefined;
  if (!row) return null;
  const started = new Date(row.session_created_at).getTime();
  const used = new Date(row.session_used_at ?? row.session_created_at).getTime();
  if (now.getTime() - started >= SESSION_MAX_MS || now.getTime() - used >= SESSION_IDLE_MS) {
    db.prepare('DELETE FROM tokens WHERE token_hash = ?').run(hash);
    return null;
  }
  if (now.getTime() - used >= SESSION_TOUCH_MS)
    db.prepare('UPDATE tokens SET last_used_at = ? WHERE token_hash = ?').run(now.toISOString(), hash);
  const { session_created_at: _started, session_used_at: _used, ...user } = row;
  return user;
}

/** Ends every session of a user but `keepToken`'s (null: all of them). Returns how many ended. */
export function endSessions(db: Database.Database, userId: number, keepToken: string | null): number {
  return db
    .prepare('DELETE FROM tokens WHERE user_id = ? AND token_hash != ?')
    .run(userId, keepToken === null ? '' : hashBearerToken(keepToken)).changes;
}

export function endSession(db: Database.Database, token: string) {
  db.prepare('DELETE FROM tokens WHERE token_hash = ?').run(hashBearerToken(token));
}
