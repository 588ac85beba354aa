import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { pick, type Lang } from '../../http/lang';
import { findOrderableProducts, getProductForCart } from '../catalogue';
import { unitPrice } from './order-rules';
import { orderItemRows } from './repository';

/**
 * Cart lines to repeat an order at current prices (UAH); a dish that is gone, hidden, in a
 * switched-off workshop or with a modifier no longer offered is listed apart as unavailable.
 */
export function repeatLines(db: Database.Database, orderId: unknown, lang: Lang) {
  const items = [];
  const unavailable = [];
  for (const line of orderItemRows(db, orderId)) {
    const product = getProductForCart(db, line.product_id as number, lang);
    const orderable = findOrderableProducts(db, [line.product_id as number]).get(line.product_id as number);
    const mods = JSON.parse(line.modifiers as string) as { id: number; count: number }[];
    const visibleMods = new Set(product?.modifiers_group.flatMap((g) => g.modifiers.map((m) => m.id)) ?? []);
    if (!product || !orderable || !orderable.workshopEnabled || mods.some((m) => !visibleMods.has(m.id))) {
      unavailable.push({ product_id: line.product_id as number, name: pick(line, 'name', lang) });
      continue;
    }
    const counts = new Map(mods.map((m) => [m.id, m.count]));
    items.push({
      id: randomUUID(),
      product_id: product.id,
      name: product.name,
      name_ua: product.name_ua,
      price: unitPrice(orderable, mods),
      count: line.count as number,
      discount: 0,
      weight: product.weight,
      main_image: product.main_image,
      category: product.category,
      modifiers_group: product.modifiers_group.map((g) => ({
        ...g,
        modifiers: g.modifiers.map((m) => ({ ...m, count: counts.get(m.id) ?? 0 })),
      })),
      addons: product.addons,
    });
  }
  return { items, unavailable };
}
