import type { ShopModule } from '../../context';


export const profileModule: ShopModule = {
  name: 'profile',

  routes: async () => {},
};
