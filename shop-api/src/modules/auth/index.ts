import type { ShopModule } from '../../context';


export const authModule: ShopModule = {
  name: 'auth',

  routes: async () => {},
};
