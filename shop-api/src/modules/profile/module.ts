import type { ShopModule } from '../../context';
import { profileRoutes } from './routes';

export const profileModule: ShopModule = {
  name: 'profile',
  routes: (app, ctx) => profileRoutes(app, ctx),
};
