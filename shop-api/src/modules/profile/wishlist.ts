import type Database from 'better-sqlite3';
import type { Lang } from '../../http/lang';
import { getProductForCart } from '../catalogue';

export interface WishlistItem {
  product_id: number;
  added_at: string;
  /** null when the dish is hidden or gone (the id stays so the user can remove it). */
  product: {
    id: number;
    slug: string;
    name: string;
    name_ua: string;
    price: number;
    old_price: number | null;
    weight: number;
    main_image: { url: string; urlForList: string; width: number; height: number };
    category: { id: number; slug: string; name: string; name_ua: string };
  } | null;
}

/** Newest first. */
export function listWishlist(db: Database.Database, userId: number, lang: Lang): WishlistItem[] {
  const rows = db
    .prepare('SELECT product_id, created_at FROM wishlist WHERE user_id = ? ORDER BY created_at DESC, rowid DESC')
    .all(userId) as { product_id: number; created_at: string }[];
  return rows.map((r) => {
    const p = getProductForCart(db, r.product_id, lang);
    return {
      product_id: r.product_id,
      added_at: r.created_at,
      product: p
        ? {
            id: p.id,
            slug: p.slug,
            name: p.name,
            name_ua: p.name_ua,
            price: p.price,
            old_price: p.old_price,
            weight: p.weight,
            main_image: p.main_image,
            category: p.category,
          }
        : null,
    };
  });
}

/** Adds a visible product (idempotent); false if the product is unknown or hidden. */
export function addToWishlist(db: Database.Database, userId: number, productId: number, now: Date): boolean {
  if (!getProductForCart(db, productId, 'uk')) return false;
  db.prepare('INSERT OR IGNORE INTO wishlist (user_id, product_id, created_at) VALUES (?, ?, ?)').run(
    userId,
    productId,
    now.toISOString(),
  );
  return true;
}

export function removeFromWishlist(db: Database.Database, userId: number, productId: number): boolean {
  return db.prepare('DELETE FROM wishlist WHERE user_id = ? AND product_id = ?').run(userId, productId).changes > 0;
}
