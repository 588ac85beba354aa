import type { ShopModule } from '../../context';
import { AUTH_SCHEMA } from './schema';

export { addBonus } from './bonus';

export const authModule: ShopModule = {
  name: 'auth',
  schema: AUTH_SCHEMA,
  routes: async () => {},
};
