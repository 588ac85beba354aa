import path from 'node:path';
import type { ShopModule } from '../../context';
import { CONTENT_SCHEMA } from './schema';
import { seedContent } from './seed';
import { contentRoutes } from './routes';
import { ensureImage, tileSvg } from '../catalogue/images';

export const contentModule: ShopModule = {
  name: 'content',
  schema: CONTENT_SCHEMA,
  seed: (ctx) => seedContent(ctx.db),
  prepare: async (ctx) => {
    const imagesDir = path.join(ctx.config.dataDir, 'images');
    const images = ctx.db.prepare('SELECT image FROM posts UNION SELECT image FROM pages WHERE image IS NOT NULL').all() as {
      image: string;
    }[];
    // Existing files are kept (ensureImage skips them), so a restart costs nothing.
    for (const { image } of images) await ensureImage(imagesDir, image, () => tileSvg('kitchen', image), [800, 400]);
  },
  routes: (app, ctx) => contentRoutes(app, ctx),
};
