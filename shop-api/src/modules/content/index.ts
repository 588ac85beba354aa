import type { ShopModule } from '../../context';
import { CONTENT_SCHEMA } from './schema';

export const contentModule: ShopModule = {
  name: 'content',
  schema: CONTENT_SCHEMA,
  routes: async () => {},
};
