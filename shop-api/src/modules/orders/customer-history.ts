import type { AppContext } from '../../context';
import type { Lang } from '../../http/lang';
import { orderShape, promoShape, promoUsed, settleOrder } from './service';

/** A customer's own orders, reviews and promo codes, as the profile module lists them. */

type Row = Record<string, unknown>;

/** The customer's orders, newest first, each settled to its current status. */
export function customerOrders(ctx: AppContext, userId: number, lang: Lang) {
  const rows = ctx.db.prepare('SELECT * FROM orders WHERE user_id = ? ORDER BY id DESC').all(userId) as Row[];
  return rows.map((r) => orderShape(ctx, settleOrder(ctx, r), lang));
}

/** The customer's reviews, newest first. */
export function customerReviews(ctx: AppContext, userId: number) {
  const rows = ctx.db
    .prepare(
      'SELECT r.*, o.number AS order_number FROM reviews r JOIN orders o ON o.id = r.order_id WHERE o.user_id = ? ORDER BY r.id DESC',
    )
    .all(userId) as Row[];
  return rows.map((r) => ({
    id: r.id as number,
    order_id: r.order_id as number,
    order_number: r.order_number as number,
    food: r.food as number,
    delivery: r.delivery as number,
    pack: r.pack as number,
    food_text: r.food_text as string,
    delivery_text: r.delivery_text as string,
    pack_text: r.pack_text as string,
    has_photo: !!r.photo,
    created_at: r.created_at as string,
  }));
}

/** Promo codes the customer may still use: enabled, not expired, not used up (upcoming ones included). */
export function customerPromoCodes(ctx: AppContext, user: { id: number; phone: string | null }, lang: Lang) {
  const rows = ctx.db
    .prepare('SELECT * FROM promo_codes WHERE enabled = 1 AND valid_to >= ? ORDER BY valid_from, id')
    .all(ctx.now().toISOString()) as Row[];
  return rows
    .filter((r) => !(r.once === 1 && promoUsed(ctx.db, r.id as number, user.id, user.phone)))
    .map((r) => promoShape(ctx.db, r, lang));
}
