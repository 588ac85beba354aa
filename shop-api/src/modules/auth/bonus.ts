import type Database from 'better-sqlite3';

/** Reasons recorded in bonus_history (the storefront translates them). */
export type BonusReason =
  'first_login' | 'app_install' | 'birthday' | 'photo_review' | 'order_cashback' | 'order_debit' | 'order_refund';

/** Bonus facts of spec section 1 (shown on the profile bonus page). */
export const BONUS_FACTS = {
  app_install: 50,
  first_login: 50,
  birthday: 100,
  photo_review: 50,
  max_cashback_percent: 15,
} as const;

export class InsufficientBonusError extends Error {
  constructor() {
    super('insufficient_bonus');
  }
}

/**
 * Credits (amount > 0) or debits (amount < 0) a user's bonuses and records it in bonus_history,
 * atomically. Returns the new balance. Throws InsufficientBonusError (nothing written) when a
 * debit would make the balance negative: callers validate first and show their own 422.
 */
export function addBonus(db: Database.Database, userId: number, amount: number, reason: BonusReason | string, now: Date): number {
  if (!Number.isInteger(amount)) throw new Error(`bonus amount must be an integer, got ${amount}`);
  return db.transaction(() => {
    const row = db.prepare('SELECT bonus FROM users WHERE id = ?').get(userId) as { bonus: number } | undefined;
    if (!row) throw new Error(`no user ${userId}`);
    const balance = row.bonus + amount;
    if (balance < 0) throw new InsufficientBonusError();
    db.prepare('UPDATE users SET bonus = ? WHERE id = ?').run(balance, userId);
    db.prepare('INSERT INTO bonus_history (user_id, amount, reason, created_at) VALUES (?, ?, ?, ?)').run(
      userId,
      amount,
      reason,
      now.toISOString(),
    );
    return balance;
  })();
}

export interface BonusHistoryItem {
  amount: number;
  reason: string;
  created_at: string;
}

/** Newest first. */
export function bonusHistory(db: Database.Database, userId: number): BonusHistoryItem[] {
  return db
    .prepare('SELECT amount, reason, created_at FROM bonus_history WHERE user_id = ? ORDER BY created_at DESC, id DESC')
    .all(userId) as BonusHistoryItem[];
}

/** Whether the user ever got a bonus with this reason (optionally since an ISO instant). */
export function hasBonus(db: Database.Database, userId: number, reason: string, sinceIso?: string): boolean {
  const row = sinceIso
    ? db
        .prepare('SELECT 1 FROM bonus_history WHERE user_id = ? AND reason = ? AND created_at >= ? LIMIT 1')
        .get(userId, reason, sinceIso)
    : db.prepare('SELECT 1 FROM bonus_history WHERE user_id = ? AND reason = ? LIMIT 1').get(userId, reason);
  return !!row;
}
