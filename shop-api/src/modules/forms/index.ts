import type { ShopModule } from '../../context';


export const formsModule: ShopModule = {
  name: 'forms',

  routes: async () => {},
};
