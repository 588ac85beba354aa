import type { ShopModule } from '../../context';
import { marketingRoutes } from './routes';

/** The newsletter subscription and the marketing feed, through eSputnik or its local stand-in. */
export const marketingModule: ShopModule = {
  name: 'marketing',
  routes: async (app, ctx) => {
    await app.register(marketingRoutes, { ctx });
  },
};
