/**
 * The catalogue as a POS reads and fills it (modules/pos): the whole menu with ids, and the menu
 * import's writes. Money UAH.
 */
import type Database from 'better-sqlite3';

export interface MenuModifier {
  id: number;
  name_uk: string;
  price: number;
  hidden: boolean;
}
export interface MenuGroup {
  id: number;
  name_uk: string;
  min: number;
  max: number;
  modifiers: MenuModifier[];
}
export interface MenuDish {
  id: number;
  category_id: number;
  name_uk: string;
  price: number;
  hidden: boolean;
  sort: number;
  groups: MenuGroup[];
}
export interface MenuCategory {
  id: number;
  name_uk: string;
  hidden: boolean;
  sort: number;
}

/** Every category, dish, modifier group and modifier of the catalogue, by id. */
export function catalogueMenu(db: Database.Database): { categories: MenuCategory[]; dishes: MenuDish[] } {
  type Row = Record<string, number | string>;
  const categories = (db.prepare('SELECT id, name_uk, hidden, sort FROM categories ORDER BY id').all() as Row[]).map((r) => ({
    id: r.id as number,
    name_uk: r.name_uk as string,
    hidden: r.hidden === 1,
    sort: r.sort as number,
  }));
  const modifiers = db.prepare('SELECT id, group_id, name_uk, price, hidden FROM modifiers ORDER BY sort, id').all() as Row[];
  const groups = (
    db.prepare('SELECT id, product_id, name_uk, min, max FROM modifier_groups ORDER BY sort, id').all() as Row[]
  ).map((g) => ({
    product_id: g.product_id as number,
    group: {
      id: g.id as number,
      name_uk: g.name_uk as string,
      min: g.min as number,
      max: g.max as number,
      modifiers: modifiers
        .filter((m) => m.group_id === g.id)
        .map((m) => ({ id: m.id as number, name_uk: m.name_uk as string, price: m.price as number, hidden: m.hidden === 1 })),
    },
  }));
  const dishes = (
    db.prepare('SELECT id, category_id, name_uk, price, hidden, sort FROM products ORDER BY id').all() as Row[]
  ).map((p) => ({
    id: p.id as number,
    category_id: p.category_id as number,
    name_uk: p.name_uk as string,
    price: p.price as number,
    hidden: p.hidden === 1,
    sort: p.sort as number,
    groups: groups.filter((g) => g.product_id === p.id).map((g) => g.group),
  }));
  return { categories, dishes };
}

/** A category, dish, modifier group or modifier as the POS has it (one name: the POS's, Ukrainian). */
export interface ImportedCategory {
  name: string;
  hidden: boolean;
  sort: number;
}
export interface ImportedDish {
  categoryId: number;
  name: string;
  /** UAH */
  price: number;
  hidden: boolean;
  sort: number;
}
export interface ImportedGroup {
  name: string;
  min: number;
  max: number;
  sort: number;
}
export interface ImportedModifier {
  name: string;
  /** UAH */
  price: number;
  sort: number;
}

/**
 * The menu import's writes, each comparing first (the order of groups and modifiers is kept as
 * the shop set it; only a new one takes the POS's): `update*` returns whether anything changed, so a
 * second import of the same menu writes nothing. The POS has one name per item: it becomes the
 * Ukrainian name; a new item gets it in Russian too (translated later in the catalogue).
 * Call `dropCatalogueCaches` (through `importDone`) after a batch.
 */
export function catalogueImport(db: Database.Database) {
  type Row = Record<string, unknown>;
  const changed = (row: Row | undefined, wanted: Row) => !!row && Object.entries(wanted).some(([k, v]) => row[k] !== v);
  const update = (table: string, id: number, wanted: Row): boolean => {
    const row = db.prepare(`SELECT ${Object.keys(wanted).join(', ')} FROM ${table} WHERE id = ?`).get(id) as Row | undefined;
    if (!changed(row, wanted)) return false;
    db.prepare(
      `UPDATE ${table} SET ${Object.keys(wanted)
        .map((k) => `${k} = @${k}`)
        .join(', ')} WHERE id = @id`,
    ).run({ ...wanted, id });
    return true;
  };
  const flag = (b: boolean) => (b ? 1 : 0);
  return {
    addCategory: (slug: string, c: ImportedCategory) =>
      Number(
        db
          .prepare('INSERT INTO categories (slug, name_uk, name_ru, sort, hidden) VALUES (?, ?, ?, ?, ?)')
          .run(slug, c.name, c.name, c.sort, flag(c.hidden)).lastInsertRowid,
      ),
    updateCategory: (id: number, c: ImportedCategory) =>
      update('categories', id, { name_uk: c.name, sort: c.sort, hidden: flag(c.hidden) }),
    addDish: (slug: string, d: ImportedDish, image: string, createdAt: string) =>
      Number(
        db
          .prepare(
            `INSERT INTO products (slug, category_id, workshop, name_uk, name_ru, price, weight, image, created_at, hidden, sort)
             VALUES (?, ?, 'kitchen', ?, ?, ?, 0, ?, ?, ?, ?)`,
          )
          .run(slug, d.categoryId, d.name, d.name, d.price, image, createdAt, flag(d.hidden), d.sort).lastInsertRowid,
      ),
    updateDish: (id: number, d: ImportedDish) =>
      update('products', id, {
        category_id: d.categoryId,
        name_uk: d.name,
        price: d.price,
        hidden: flag(d.hidden),
        sort: d.sort,
      }),
    setDishImage: (id: number, image: string) => update('products', id, { image }),
    addGroup: (productId: number, g: ImportedGroup) =>
      Number(
        db
          .prepare('INSERT INTO modifier_groups (product_id, name_uk, name_ru, min, max, sort) VALUES (?, ?, ?, ?, ?, ?)')
          .run(productId, g.name, g.name, g.min, g.max, g.sort).lastInsertRowid,
      ),
    updateGroup: (id: number, g: ImportedGroup) => update('modifier_groups', id, { name_uk: g.name, min: g.min, max: g.max }),
    addModifier: (groupId: number, m: ImportedModifier) =>
      Number(
        db
          .prepare('INSERT INTO modifiers (group_id, name_uk, name_ru, price, sort) VALUES (?, ?, ?, ?, ?)')
          .run(groupId, m.name, m.name, m.price, m.sort).lastInsertRowid,
      ),
    updateModifier: (id: number, m: ImportedModifier) => update('modifiers', id, { name_uk: m.name, price: m.price }),
  };
}
