import path from 'node:path';
import type { ShopModule } from '../../context';
import { CATALOGUE_SCHEMA } from './schema';
import { seedCatalogue } from './seed';
import { ensureImage } from './images';
import { catalogueRoutes } from './routes';
import { readCacheFor } from './cache';
import { dropCatalogueCaches } from './live-menu';
import { catalogueDevRoutes } from './dev-routes';

export const catalogueModule: ShopModule = {
  name: 'catalogue',
  schema: CATALOGUE_SCHEMA,
  seed: (ctx) => seedCatalogue(ctx.db, { scale: ctx.config.catalogueScale }),
  prepare: async (ctx) => {
    dropCatalogueCaches(ctx.db);
    const imagesDir = path.resolve(ctx.config.dataDir, 'images');
    const products = ctx.db
      .prepare(
        'SELECT p.image, c.slug AS category, w.code AS workshop FROM products p JOIN categories c ON c.id = p.category_id JOIN workshops w ON w.code = p.workshop',
      )
      .all() as {
      image: string;
      workshop: string;
    }[];
    const ingredients = ctx.db.prepare('SELECT image FROM ingredients').all() as { image: string }[];
    // One job per image set: variants of a scaled catalogue share their base dish's images, and
    // two jobs rendering the same file at once would race on its temporary file.
    const imageSets = new Map(products.map((p) => [p.image, p.workshop]));
    // Two at a time: the machine has two cores and sharp is CPU-bound.
    const jobs = [
      ...[...imageSets].map(
        ([image, workshop]) =>
          () =>
            ensureImage(imagesDir, image, workshop, [800, 400]),
      ),
      ...ingredients.map((i) => () => ensureImage(imagesDir, i.image, 'ingredient', [240, 120])),
    ];
    const worker = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) await job();
    };
    await Promise.all([worker(), worker()]);
  },
  routes: async (app, ctx) => {
    await catalogueRoutes(app, ctx, readCacheFor(ctx.db));
    if (!ctx.config.production) await catalogueDevRoutes(app, ctx);
  },
};
