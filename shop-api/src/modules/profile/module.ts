import type { ShopModule } from '../../context';
import { profileRoutes } from './routes';
import { addressRoutes } from './address-routes';
import { historyRoutes } from './history-routes';

/** The customer's account, addresses, favourites, and their own orders, reviews and promo codes. */
export const profileModule: ShopModule = {
  name: 'profile',
  routes: async (app, ctx) => {
    await app.register(profileRoutes, { ctx });
    await app.register(addressRoutes, { ctx });
    await app.register(historyRoutes, { ctx });
  },
};
