import type { ShopModule } from '../../context';


export const ordersModule: ShopModule = {
  name: 'orders',

  routes: async () => {},
};
