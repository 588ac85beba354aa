import path from 'node:path';
import type { ShopModule } from '../../context';
import { CONTENT_SCHEMA } from './schema';
import { seedContent } from './seed';
import { contentRoutes } from './routes';
import { ensureImage } from '../catalogue/images';

export const contentModule: ShopModule = {
  name: 'content',
  schema: CONTENT_SCHEMA,
  seed: (ctx) => seedContent(ctx.db),
  prepare: async (ctx) => {
    const imagesDir = path.join(ctx.config.dataDir, 'images');
    for (const { image } of ctx.db.prepare('SELECT image FROM posts').all() as { image: string }[]) {
      await ensureImage(imagesDir, image, 'kitchen', [800, 400]);
    }
  },
  routes: (app, ctx) => contentRoutes(app, ctx),
};
