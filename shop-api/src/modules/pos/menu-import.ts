/**
 * `npm run pos:import`: Poster's categories, dishes, modifier groups, modifiers and photos into the
 * catalogue. Each POS item is linked to its shop item once (pos_links); later imports update the
 * linked item and write nothing when nothing changed. Prices: Poster's spot price in kopecks ->
 * UAH; modifications' prices are already in money (UAH).
 */
import path from 'node:path';
import fs from 'node:fs';
import sharp from 'sharp';
import type Database from 'better-sqlite3';
import type { ShopApiConfig } from '../../config';
import { catalogueImport, catalogueMenu, dropCatalogueCaches } from '../catalogue';
import { createPosterClient, type PosterClient } from './poster';
import { createPosterStandIn, fillStandInMenu } from './poster-stand-in';
import { linkStandInMenu } from './runtime';
import { link, shopIdOf, type LinkKind } from './store';

export interface ImportSummary {
  created: number;
  updated: number;
  unchanged: number;
  /** Photos written (new dishes, or a photo Poster changed). */
  photos: number;
}

type PosterCategory = { category_id: unknown; category_name: unknown; category_hidden?: unknown; sort_order?: unknown };
type PosterModification = { dish_modification_id: unknown; name: unknown; price?: unknown };
type PosterProduct = {
  product_id: unknown;
  product_name: unknown;
  menu_category_id: unknown;
  type?: unknown;
  hidden?: unknown;
  photo?: unknown;
  photo_origin?: unknown;
  sort_order?: unknown;
  spots?: { spot_id: unknown; price: unknown; visible: unknown }[];
  group_modifications?: {
    dish_modification_group_id: unknown;
    name: unknown;
    num_min?: unknown;
    num_max?: unknown;
    is_deleted?: unknown;
    modifications?: PosterModification[];
  }[];
};

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const sortOf = (value: unknown) => (Number.isFinite(Number(value)) ? Number(value) : 999);

export interface ImportOptions {
  db: Database.Database;
  client: PosterClient;
  spotId: number;
  /** The catalogue's images folder (SHOP_API_DATA_DIR/images): photos go to `pos/dish-<id>-{800,400}.jpg`. */
  imagesDir: string;
  /** fetch for the photos (Poster serves them from the account's site). */
  fetchPhoto: (url: string) => Promise<Response>;
  photoOrigin: string;
  now: Date;
}

export async function importPosMenu(options: ImportOptions): Promise<ImportSummary> {
  const { db, client } = options;
  const [categories, products] = await Promise.all([client.call('menu.getCategories'), client.call('menu.getProducts')]);
  if (!categories.ok) throw new Error(categories.error);
  if (!products.ok) throw new Error(products.error);
  const summary: ImportSummary = { created: 0, updated: 0, unchanged: 0, photos: 0 };
  const photos: { dishId: number; posId: string; photo: string }[] = [];
  const write = catalogueImport(db);
  /** The linked shop item updated, or a new one made and linked. */
  const upsert = (kind: LinkKind, posId: string, add: () => number, update: (id: number) => boolean): number => {
    const existing = shopIdOf(db, kind, posId);
    if (existing === null) {
      const id = add();
      link(db, kind, posId, id);
      summary.created++;
      return id;
    }
    if (update(existing)) summary.updated++;
    else summary.unchanged++;
    return existing;
  };

  db.transaction(() => {
    for (const c of listOf<PosterCategory>(categories.value)) {
      const posId = String(c.category_id);
      const wanted = {
        name: String(c.category_name),
        hidden: String(c.category_hidden ?? '0') === '1',
        sort: sortOf(c.sort_order),
      };
      upsert(
        'category',
        posId,
        () => write.addCategory(`pos-${posId}`, wanted),
        (id) => write.updateCategory(id, wanted),
      );
    }
    for (const p of listOf<PosterProduct>(products.value)) {
      // Semi-finished products (type 1) are not sold.
      if (String(p.type ?? '') === '1') continue;
      const categoryId = shopIdOf(db, 'category', String(p.menu_category_id));
      if (categoryId === null) continue;
      const posId = String(p.product_id);
      const spot = (p.spots ?? []).find((s) => Number(s.spot_id) === options.spotId);
      if (!spot) continue;
      const dish = {
        categoryId,
        name: String(p.product_name),
        price: Number(spot.price) / 100,
        hidden: String(spot.visible) !== '1' || String(p.hidden ?? '0') === '1',
        sort: sortOf(p.sort_order),
      };
      let isNew = false;
      const dishId = upsert(
        'dish',
        posId,
        () => {
          isNew = true;
          return write.addDish(`pos-${posId}`, dish, `pos/dish-${posId}`, options.now.toISOString().slice(0, 10));
        },
        (id) => write.updateDish(id, dish),
      );
      const photo = String(p.photo_origin || p.photo || '');
      if (photo && (isNew || !fs.existsSync(path.join(options.imagesDir, `pos/dish-${posId}-800.jpg`))))
        photos.push({ dishId, posId, photo });
      for (const [gi, g] of (p.group_modifications ?? []).entries()) {
        if (String(g.is_deleted ?? '0') === '1') continue;
        const group = { name: String(g.name), min: Number(g.num_min ?? 0), max: Number(g.num_max ?? 1), sort: gi };
        const groupId = upsert(
          'group',
          String(g.dish_modification_group_id),
          () => write.addGroup(dishId, group),
          (id) => write.updateGroup(id, group),
        );
        for (const [mi, m] of (g.modifications ?? []).entries()) {
          const modifier = { name: String(m.name), price: Number(m.price ?? 0), sort: mi };
          upsert(
            'modifier',
            String(m.dish_modification_id),
            () => write.addModifier(groupId, modifier),
            (id) => write.updateModifier(id, modifier),
          );
        }
      }
    }
  })();

  for (const { dishId, posId, photo } of photos) {
    const url = /^https?:\/\//.test(photo) ? photo : `${options.photoOrigin}${photo}`;
    const image = `pos/dish-${posId}`;
    try {
      const res = await options.fetchPhoto(url);
      if (!res.ok) continue;
      const source = Buffer.from(await res.arrayBuffer());
      const base = path.join(options.imagesDir, image);
      fs.mkdirSync(path.dirname(base), { recursive: true });
      for (const width of [800, 400]) {
        const tmp = `${base}-${width}.jpg.${process.pid}.tmp`;
        await sharp(source).resize(width, width, { fit: 'cover' }).jpeg({ quality: 78, mozjpeg: true }).toFile(tmp);
        fs.renameSync(tmp, `${base}-${width}.jpg`); // atomic: a reader never sees half a file
      }
      if (write.setDishImage(dishId, image)) summary.updated++;
      summary.photos++;
    } catch {
      // A photo that cannot be read leaves the dish with its drawn picture; the next import tries again.
    }
  }
  if (summary.created + summary.updated > 0) dropCatalogueCaches(db);
  return summary;
}

/** The import with the configured POS (`npm run pos:import`); the stand-in mirrors the shop's own menu. */
export async function importConfiguredPosMenu(db: Database.Database, config: ShopApiConfig, now: Date): Promise<ImportSummary> {
  const settings = config.pos.poster;
  let fetchFn: typeof fetch = (input, init) => fetch(input, init);
  if (settings.standIn) {
    const standIn = createPosterStandIn(() => now);
    const menu = catalogueMenu(db);
    fillStandInMenu(standIn, menu);
    linkStandInMenu(db, menu);
    fetchFn = standIn.fetch;
  }
  return importPosMenu({
    db,
    client: createPosterClient(settings, fetchFn),
    spotId: settings.spotId,
    imagesDir: path.join(config.dataDir, 'images'),
    fetchPhoto: fetchFn,
    photoOrigin: `https://${settings.account}.joinposter.com`,
    now,
  });
}
