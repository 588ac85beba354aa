import type { ShopModule } from '../../context';
import { CATALOGUE_SCHEMA } from './schema';

export const catalogueModule: ShopModule = {
  name: 'catalogue',
  schema: CATALOGUE_SCHEMA,
  routes: async () => {},
};
