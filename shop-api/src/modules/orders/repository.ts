import type Database from 'better-sqlite3';
import { pick, type Lang } from '../../http/lang';
import { STATUSES, type StatusName } from './order-rules';

/** The orders module's reads and writes that its routes need beside create-order.ts and service.ts. */

type Row = Record<string, unknown>;

/** A promo code's name in `lang`. */
export function promoName(db: Database.Database, promoId: number, lang: Lang): string {
  const row = db.prepare('SELECT * FROM promo_codes WHERE id = ?').get(promoId) as Row;
  return pick(row, 'name', lang);
}

/** The order row if it belongs to the customer (someone else's order reads as unknown). */
export function customerOrderRow(db: Database.Database, orderId: number, userId: number): Row | null {
  return (db.prepare('SELECT * FROM orders WHERE id = ? AND user_id = ?').get(orderId, userId) as Row | undefined) ?? null;
}

export function orderRowById(db: Database.Database, orderId: number): Row | null {
  return (db.prepare('SELECT * FROM orders WHERE id = ?').get(orderId) as Row | undefined) ?? null;
}

/** The order's lines as stored (names in both languages, price UAH per unit, modifiers JSON). */
export function orderItemRows(db: Database.Database, orderId: unknown): Row[] {
  return db.prepare('SELECT * FROM order_items WHERE order_id = ? ORDER BY id').all(orderId) as Row[];
}

export function reviewExists(db: Database.Database, orderId: unknown): boolean {
  return !!db.prepare('SELECT 1 FROM reviews WHERE order_id = ?').get(orderId);
}

export interface NewReview {
  order_id: unknown;
  user_id: unknown;
  /** 1-5 */
  food: number;
  delivery: number;
  pack: number;
  food_text: string;
  delivery_text: string;
  pack_text: string;
  /** a JPEG data URL, or null */
  photo: string | null;
  created_at: string;
}

/** Stores a review; returns its id. */
export function insertReview(db: Database.Database, r: NewReview): number {
  return Number(
    db
      .prepare(
        `INSERT INTO reviews (order_id, user_id, food, delivery, pack, food_text, delivery_text, pack_text, photo, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(r.order_id, r.user_id, r.food, r.delivery, r.pack, r.food_text, r.delivery_text, r.pack_text, r.photo, r.created_at)
      .lastInsertRowid,
  );
}

/** Dev: every order made from a cart GUID (lower-case), oldest first. */
export function ordersOfCart(db: Database.Database, cartGuid: string) {
  return db.prepare('SELECT id, number FROM orders WHERE cart_guid = ? ORDER BY id').all(cartGuid) as {
    id: number;
    number: number;
  }[];
}

/** Dev: sets an order's status from `at` on (the demo clock moves it on from there); false for an unknown id. */
export function setOrderStatus(db: Database.Database, orderId: number, status: StatusName, at: Date): boolean {
  const cancelled = status === 'Cancelled';
  const info = db
    .prepare('UPDATE orders SET status_base = ?, status_since = ?, cancelled = ? WHERE id = ?')
    .run(status === 'Cancelled' ? 0 : STATUSES.indexOf(status), at.toISOString(), cancelled ? 1 : 0, orderId);
  return info.changes > 0;
}
