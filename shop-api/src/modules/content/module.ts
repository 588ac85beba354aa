import path from 'node:path';
import type { ShopModule } from '../../context';
import { ensureImage, tileSvg } from '../catalogue';
import { seedContent } from './seed';
import { contentRoutes } from './routes';
import { contentImages } from './publications';

export const contentModule: ShopModule = {
  name: 'content',
  seed: (ctx) => seedContent(ctx.db),
  prepare: async (ctx) => {
    const imagesDir = path.join(ctx.config.dataDir, 'images');
    // Existing files are kept (ensureImage skips them), so a restart costs nothing.
    for (const image of contentImages(ctx.db)) await ensureImage(imagesDir, image, () => tileSvg('kitchen', image), [800, 400]);
  },
  routes: async (app, ctx) => {
    await app.register(contentRoutes, { ctx });
  },
};
