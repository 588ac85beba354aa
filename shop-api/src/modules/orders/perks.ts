/**
 * A cancelled order gives back what it took and takes back what it gave: the bonuses spent on it,
 * its one-time promo code (free to use again), and any bonuses it earned. Bonus history reason
 * `order_refund`. Runs inside the cancellation's transaction, once (Cancelled is final).
 */
import type { AppContext } from '../../context';
import { addBonus } from '../auth';

export function givePerksBack(ctx: AppContext, orderId: number, at: Date) {
  const { db } = ctx;
  const row = db.prepare('SELECT user_id, bonus_debit, cashback, cashback_credited FROM orders WHERE id = ?').get(orderId) as
    { user_id: number | null; bonus_debit: number; cashback: number; cashback_credited: number } | undefined;
  if (!row) return;
  db.prepare('DELETE FROM promo_uses WHERE order_id = ?').run(orderId);
  if (row.user_id === null) return;
  if (row.bonus_debit > 0) addBonus(db, row.user_id, row.bonus_debit, 'order_refund', at);
  if (row.cashback_credited === 1 && row.cashback > 0) {
    // Earned bonuses may be partly spent already: take back what is there, never below zero.
    const balance = (db.prepare('SELECT bonus FROM users WHERE id = ?').get(row.user_id) as { bonus: number }).bonus;
    const back = Math.min(row.cashback, balance);
    if (back > 0) addBonus(db, row.user_id, -back, 'order_refund', at);
  }
}
