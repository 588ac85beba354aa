import type { Static } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import type { Lang } from '../../http/lang';
import type { ReviewSchema } from './schemas';
import { orderShape, promoShape, promoUsed, settleOrder } from './service';

/** A customer's own orders, reviews and promo codes, as the profile module lists them. */

type Row = Record<string, unknown>;

/** The customer's orders, newest first, each settled to its current status. */
export function customerOrders(ctx: AppContext, userId: number, lang: Lang) {
  const rows = ctx.db.prepare('SELECT * FROM orders WHERE user_id = ? ORDER BY id DESC').all(userId) as Row[];
  return rows.map((r) => orderShape(ctx, settleOrder(ctx, r), lang));
}

/** The customer's reviews, newest first, selected in the API's shape (has_photo comes as 0 or 1). */
export function customerReviews(ctx: AppContext, userId: number): Static<typeof ReviewSchema>[] {
  const rows = ctx.db
    .prepare(
      `SELECT r.id, r.order_id, o.number AS order_number, r.food, r.delivery, r.pack,
              r.food_text, r.delivery_text, r.pack_text, COALESCE(r.photo, '') <> '' AS has_photo, r.created_at
       FROM reviews r JOIN orders o ON o.id = r.order_id WHERE o.user_id = ? ORDER BY r.id DESC`,
    )
    .all(userId) as (Omit<Static<typeof ReviewSchema>, 'has_photo'> & { has_photo: 0 | 1 })[];
  return rows.map((r) => ({ ...r, has_photo: r.has_photo === 1 }));
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
