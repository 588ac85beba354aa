import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../../http/schemas';
import { readCacheFor } from './cache';

/**
 * The live menu: what may change during an evening without rebuilding the static site (a dish
 * on the stop-list, a price, a modifier that ran out, a workshop switched off), served as one small
 * cacheable feed (`GET /api/catalogue/live`) and changed only through `applyMenuChange`, which the
 * dev routes call today and the staff desk will call later.
 */

/**
 * Columns, not one object per dish: at 10,000 dishes one object per dish was 576 KB raw / 37 KB
 * gzipped (every key repeated), the columns are 136 KB / 24 KB (ids ascending, prices repeat).
 */
export const LiveFeedSchema = Type.Object(
  {
    version: Type.String({ description: 'changes whenever the feed changes; the ETag is this value quoted' }),
    ids: Type.Array(Type.Integer(), { description: 'every dish of the catalogue, ascending' }),
    prices: Type.Array(Type.Number(), { description: 'UAH without modifiers; prices[i] belongs to ids[i]' }),
    old_prices: Type.Array(Nullable(Type.Number()), { description: 'UAH crossed out, or null; old_prices[i] belongs to ids[i]' }),
    unavailable: Type.Array(Type.Integer(), {
      description: 'dishes that cannot be ordered now (stop-list, hidden category, workshop off)',
    }),
    modifiers_off: Type.Array(Type.Integer(), { description: 'modifiers that cannot be chosen now' }),
  },
  { description: 'The live menu: what changes without a rebuild of the site (prices, stop-list, modifiers off)' },
);

export type LiveFeed = Static<typeof LiveFeedSchema>;

export function buildLiveFeed(db: Database.Database): LiveFeed {
  const rows = db
    .prepare(
      `SELECT p.id, p.price, p.old_price, (p.hidden = 1 OR c.hidden = 1 OR w.enabled = 0) AS off
       FROM products p JOIN categories c ON c.id = p.category_id JOIN workshops w ON w.code = p.workshop
       ORDER BY p.id`,
    )
    .all() as { id: number; price: number; old_price: number | null; off: number }[];
  const modifiersOff = db.prepare('SELECT id FROM modifiers WHERE hidden = 1 ORDER BY id').all() as { id: number }[];
  const body = {
    ids: rows.map((r) => r.id),
    prices: rows.map((r) => r.price),
    old_prices: rows.map((r) => r.old_price ?? null),
    unavailable: rows.filter((r) => r.off === 1).map((r) => r.id),
    modifiers_off: modifiersOff.map((m) => m.id),
  };
  const version = createHash('sha1').update(JSON.stringify(body)).digest('base64url').slice(0, 16);
  return { version, ...body };
}

interface CachedFeed {
  feed: LiveFeed;
  /** The feed as sent, UTF-8 JSON. */
  json: Buffer;
}
const feeds = new WeakMap<object, CachedFeed>();

/** The feed, built once per change of the menu (per database). */
export function liveFeedFor(db: Database.Database): CachedFeed {
  let cached = feeds.get(db);
  if (!cached) {
    const feed = buildLiveFeed(db);
    feeds.set(db, (cached = { feed, json: Buffer.from(JSON.stringify(feed), 'utf8') }));
  }
  return cached;
}

/** Drops every cached catalogue answer (listings and the feed) after a change. */
export function dropCatalogueCaches(db: Database.Database) {
  readCacheFor(db).clear();
  feeds.delete(db);
}

/** A change the restaurant makes during service; none of them needs a rebuild of the site. */
export type MenuChange =
  | { kind: 'price'; productId: number; price: number }
  | { kind: 'dish'; productId: number; available: boolean }
  | { kind: 'modifier'; modifierId: number; available: boolean }
  | { kind: 'workshop'; code: string; enabled: boolean };

/**
 * Applies one live change; the feed shows it on the next request (its version changes).
 * Returns false when the dish, modifier or workshop does not exist (nothing changed).
 */
export function applyMenuChange(db: Database.Database, change: MenuChange): boolean {
  const run = (sql: string, ...args: unknown[]) => db.prepare(sql).run(...args).changes > 0;
  let found: boolean;
  switch (change.kind) {
    case 'price':
      found = run('UPDATE products SET price = ? WHERE id = ?', change.price, change.productId);
      break;
    case 'dish':
      found = run('UPDATE products SET hidden = ? WHERE id = ?', change.available ? 0 : 1, change.productId);
      break;
    case 'modifier':
      found = run('UPDATE modifiers SET hidden = ? WHERE id = ?', change.available ? 0 : 1, change.modifierId);
      break;
    case 'workshop':
      found = run('UPDATE workshops SET enabled = ? WHERE code = ?', change.enabled ? 1 : 0, change.code);
      break;
  }
  if (found) dropCatalogueCaches(db);
  return found;
}

/**
 * Renames a dish (a structural change: names are built into the pages, so the caller fires the
 * build hook); drops the cached reads. False when there is no such product.
 */
export function renameProduct(db: Database.Database, productId: number, nameUk: string, nameRu: string): boolean {
  const info = db.prepare('UPDATE products SET name_uk = ?, name_ru = ? WHERE id = ?').run(nameUk, nameRu, productId);
  if (info.changes === 0) return false;
  dropCatalogueCaches(db);
  return true;
}
