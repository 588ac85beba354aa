import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { kyivDay } from './kyiv';
import { resetSmsToday } from './limits';
import {
  checkSmsCode,
  decideSmsRequest,
  generateSmsCode,
  hashSmsCode,
  SMS_CODE_TTL_MS,
  SMS_MAX_WRONG_TRIES,
  type CodeCheck,
} from './sms-rules';

interface SecretRow {
  id: string;
  phone: string;
  code_hash: string;
  dev_code: string | null;
  kyiv_day: string;
  tries: number;
  burned: number;
  expires_at: string;
  created_at: string;
}

export type NewSecret = { kind: 'sent'; id: string; code: string } | { kind: 'limit' } | { kind: 'too_soon' };

/** How many SMS the phone got on the Kyiv day of `now`: codes and password-reset messages. */
export function codesSentToday(db: Database.Database, phone: string, now: Date): number {
  const codes = (
    db.prepare('SELECT COUNT(*) AS n FROM sms_secrets WHERE phone = ? AND kyiv_day = ?').get(phone, kyivDay(now)) as {
      n: number;
    }
  ).n;
  return codes + resetSmsToday({ db }, phone, now);
}

/** Creates and "sends" a new code for the phone, unless the daily limit or the resend pause forbids it. */
export function createSecret(db: Database.Database, phone: string, now: Date, force: boolean, keepDevCode: boolean): NewSecret {
  return db.transaction((): NewSecret => {
    const last = db.prepare('SELECT created_at FROM sms_secrets WHERE phone = ? ORDER BY created_at DESC LIMIT 1').get(phone) as
      { created_at: string } | undefined;
    const decision = decideSmsRequest(codesSentToday(db, phone, now), last ? new Date(last.created_at) : null, now, force);
    if (decision === 'limit') return { kind: 'limit' };
    if (decision === 'too_soon') return { kind: 'too_soon' };
    // Housekeeping: secrets older than two days count for no limit and can no longer be used.
    db.prepare('DELETE FROM sms_secrets WHERE created_at < ?').run(new Date(now.getTime() - 2 * 86_400_000).toISOString());
    const id = randomUUID();
    const code = generateSmsCode();
    db.prepare(
      `INSERT INTO sms_secrets (id, phone, code_hash, dev_code, kyiv_day, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      phone,
      hashSmsCode(id, code),
      keepDevCode ? code : null,
      kyivDay(now),
      new Date(now.getTime() + SMS_CODE_TTL_MS).toISOString(),
      now.toISOString(),
    );
    return { kind: 'sent', id, code };
  })();
}

/** Forgets a secret whose SMS was never sent: it cannot be used and counts toward no limit. */
export function discardSecret(db: Database.Database, id: string): void {
  db.prepare('DELETE FROM sms_secrets WHERE id = ?').run(id);
}

/**
 * Checks a code for a secret id (and, when given, that the secret was sent to `phone`).
 * A wrong code counts a try; the fifth wrong try burns the secret. `consume` burns it on success
 * (login, registration), so a code logs in once.
 */
export function verifySecret(
  db: Database.Database,
  id: unknown,
  phone: string | null,
  code: unknown,
  now: Date,
  consume: boolean,
): CodeCheck | 'unknown' {
  if (typeof id !== 'string' || id.length === 0 || id.length > 64) return 'unknown';
  return db.transaction((): CodeCheck | 'unknown' => {
    const row = db.prepare('SELECT * FROM sms_secrets WHERE id = ?').get(id) as SecretRow | undefined;
    if (!row || (phone !== null && row.phone !== phone)) return 'unknown';
    const result = checkSmsCode(
      {
        id: row.id,
        codeHash: row.code_hash,
        tries: row.tries,
        burned: row.burned === 1,
        expiresAt: new Date(row.expires_at),
      },
      code,
      now,
    );
    if (result === 'wrong') {
      const tries = row.tries + 1;
      db.prepare('UPDATE sms_secrets SET tries = ?, burned = ? WHERE id = ?').run(
        tries,
        tries >= SMS_MAX_WRONG_TRIES ? 1 : 0,
        id,
      );
    } else if (result === 'ok' && consume) {
      db.prepare('UPDATE sms_secrets SET burned = 1 WHERE id = ?').run(id);
    }
    return result;
  })();
}

/** The phone a secret's code was sent to (null for an unknown id). */
export function phoneOfSecret(db: Database.Database, id: string): string | null {
  const row = db.prepare('SELECT phone FROM sms_secrets WHERE id = ?').get(id) as { phone: string } | undefined;
  return row?.phone ?? null;
}

/** The newest code sent to a phone (dev stand-in for reading the SMS). */
export function latestDevCode(
  db: Database.Database,
  phone: string,
  now: Date,
): { code: string; id: string; count_today: number } | null {
  const row = db
    .prepare('SELECT id, dev_code FROM sms_secrets WHERE phone = ? ORDER BY created_at DESC, rowid DESC LIMIT 1')
    .get(phone) as { id: string; dev_code: string | null } | undefined;
  if (!row || row.dev_code === null) return null;
  return { code: row.dev_code, id: row.id, count_today: codesSentToday(db, phone, now) };
}
