import type { ShopModule } from '../../context';
import { MARKETING_SCHEMA } from './schema';
import { marketingRoutes } from './routes';

/** The newsletter subscription and the marketing feed, through eSputnik or its local stand-in. */
export const marketingModule: ShopModule = {
  name: 'marketing',
  schema: MARKETING_SCHEMA,
  routes: async (app, ctx) => {
    await app.register(marketingRoutes, { ctx });
  },
};
