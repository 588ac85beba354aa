import type Database from 'better-sqlite3';

/** Spec section 1: a phone number change takes up to 24 hours. */
export const PHONE_CHANGE_DELAY_MS = 24 * 60 * 60 * 1000;

export interface PendingPhoneChange {
  phone: string;
  requested_at: string;
}

export function pendingPhoneChange(db: Database.Database, userId: number): PendingPhoneChange | null {
  return (
    (db.prepare('SELECT phone, requested_at FROM phone_change_requests WHERE user_id = ?').get(userId) as
      PendingPhoneChange | undefined) ?? null
  );
}

/** Records (or replaces) the request; the change applies 24 h later. */
export function requestPhoneChange(db: Database.Database, userId: number, phone: string, now: Date) {
  db.prepare(
    'INSERT INTO phone_change_requests (user_id, phone, requested_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET phone = excluded.phone, requested_at = excluded.requested_at',
  ).run(userId, phone, now.toISOString());
}

export function cancelPhoneChange(db: Database.Database, userId: number) {
  db.prepare('DELETE FROM phone_change_requests WHERE user_id = ?').run(userId);
}

/**
 * Applies the user's pending change once 24 h have passed (checked lazily when the profile is
 * read). A request whose phone was taken meanwhile is dropped. Returns true when the phone changed.
 */
export function applyDuePhoneChange(db: Database.Database, userId: number, now: Date): boolean {
  const pending = pendingPhoneChange(db, userId);
  if (!pending || now.getTime() - new Date(pending.requested_at).getTime() < PHONE_CHANGE_DELAY_MS) return false;
  return db.transaction(() => {
    cancelPhoneChange(db, userId);
    const taken = db.prepare('SELECT 1 FROM users WHERE phone = ? AND id <> ?').get(pending.phone, userId);
    if (taken) return false;
    db.prepare('UPDATE users SET phone = ? WHERE id = ?').run(pending.phone, userId);
    return true;
  })();
}
