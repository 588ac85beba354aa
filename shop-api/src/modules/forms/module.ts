import type { ShopModule } from '../../context';
import { formsRoutes } from './routes';

/** Cooperation, CV and director forms (stored, uploads under dataDir/uploads). */
export const formsModule: ShopModule = {
  name: 'forms',
  routes: async (app, ctx) => {
    await app.register(formsRoutes, { ctx });
  },
};
