import type { ShopModule } from '../../context';
import { PROFILE_SCHEMA } from './schema';
import { profileRoutes } from './routes';

export const profileModule: ShopModule = {
  name: 'profile',
  schema: PROFILE_SCHEMA,
  routes: (app, ctx) => profileRoutes(app, ctx),
};
