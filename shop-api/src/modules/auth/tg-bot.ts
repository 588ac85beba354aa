import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { TgError } from './schemas';
import { findUserByPhone, issueToken } from './users';

/** Spec section 4: the storefront waits at most 50 s for the bot confirmation. */
export const TG_TOKEN_TTL_MS = 50 * 1000;

interface TgRow {
  token: string;
  goal: string;
  status: 'waiting' | 'success' | 'error';
  error: TgError | null;
  access_token: string | null;
  created_at: string;
}

export type TgStatus = { status: 'waiting' } | { status: 'success'; token: string } | { status: 'error'; error: TgError };

export function createTgToken(db: Database.Database, goal: string, now: Date): string {
  const token = randomBytes(16).toString('hex');
  // Housekeeping: a finished or abandoned bot login is of no use after an hour.
  db.prepare('DELETE FROM tg_bot_tokens WHERE created_at < ?').run(new Date(now.getTime() - 3600_000).toISOString());
  db.prepare('INSERT INTO tg_bot_tokens (token, goal, created_at) VALUES (?, ?, ?)').run(token, goal, now.toISOString());
  return token;
}

function expired(row: TgRow, now: Date) {
  return now.getTime() - new Date(row.created_at).getTime() > TG_TOKEN_TTL_MS;
}

/** Unknown, or still waiting after 50 s: token_old ("token old or missing"). */
export function tgStatus(db: Database.Database, token: string, now: Date): TgStatus {
  const row = db.prepare('SELECT * FROM tg_bot_tokens WHERE token = ?').get(token) as TgRow | undefined;
  if (!row) return { status: 'error', error: 'token_old' };
  if (row.status === 'success' && row.access_token) return { status: 'success', token: row.access_token };
  if (row.status === 'error' && row.error) return { status: 'error', error: row.error };
  if (expired(row, now)) return { status: 'error', error: 'token_old' };
  return { status: 'waiting' };
}

/**
 * What the bot does when the user presses a button (dev stand-in): confirm as a phone number
 * (an account with that phone must exist) or fail with one of the spec's error codes.
 */
export function resolveTgToken(
  db: Database.Database,
  token: string,
  action: { phone: string | null } | { error: TgError },
  now: Date,
): TgStatus {
  const current = tgStatus(db, token, now);
  if (current.status !== 'waiting') return current;
  let result: TgStatus;
  if ('error' in action) result = { status: 'error', error: action.error };
  else if (!action.phone) result = { status: 'error', error: 'phone_missing' };
  else {
    const user = findUserByPhone(db, action.phone);
    result = user ? { status: 'success', token: issueToken(db, user.id, now) } : { status: 'error', error: 'account_not_found' };
  }
  db.prepare('UPDATE tg_bot_tokens SET status = ?, error = ?, access_token = ? WHERE token = ?').run(
    result.status,
    result.status === 'error' ? result.error : null,
    result.status === 'success' ? result.token : null,
    token,
  );
  return result;
}
