import path from 'node:path';
import type { ShopModule } from '../../context';
import { seedCatalogue } from './seed';
import { dropOutdatedDishArt, ensureImage, tileSvg } from './images';
import { dishSvg } from './dish-art';
import { catalogueRoutes } from './routes';
import { ingredientImages, productImages } from './queries';
import { dropCatalogueCaches } from './live-menu';
import { catalogueDevRoutes } from './dev-routes';

export const catalogueModule: ShopModule = {
  name: 'catalogue',
  seed: (ctx) => seedCatalogue(ctx.db, { scale: ctx.config.catalogueScale }),
  prepare: async (ctx) => {
    dropCatalogueCaches(ctx.db);
    const imagesDir = path.resolve(ctx.config.dataDir, 'images');
    const products = productImages(ctx.db);
    const ingredients = ingredientImages(ctx.db);
    // One job per image set: variants of a scaled catalogue share their base dish's images, and
    // two jobs rendering the same file at once would race on its temporary file.
    const imageSets = new Map(products.map((p) => [p.image, p.category]));
    dropOutdatedDishArt(imagesDir);
    // Two at a time: the machine has two cores and sharp is CPU-bound.
    const jobs = [
      ...[...imageSets].map(
        ([image, category]) =>
          () =>
            // The image set is named after its dish: products/{slug}.
            ensureImage(imagesDir, image, () => dishSvg(path.basename(image), category), [800, 400]),
      ),
      ...ingredients.map((i) => () => ensureImage(imagesDir, i.image, () => tileSvg('ingredient', i.image), [240, 120])),
    ];
    const worker = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) await job();
    };
    await Promise.all([worker(), worker()]);
  },
  routes: async (app, ctx) => {
    await app.register(catalogueRoutes, { ctx });
    if (!ctx.config.production) await app.register(catalogueDevRoutes, { ctx });
  },
};
