import type { ShopModule } from '../context';
import { catalogueModule } from './catalogue';
import { contentModule } from './content';
import { authModule } from './auth';
import { profileModule } from './profile';
import { ordersModule } from './orders';
import { formsModule } from './forms';
import { marketingModule } from './marketing';
import { staffModule } from './staff';
import { paymentsModule } from './payments';

/** Registration order matters for seeding: later modules may reference earlier tables. */
export const modules: ShopModule[] = [
  catalogueModule,
  contentModule,
  authModule,
  profileModule,
  ordersModule,
  paymentsModule,
  formsModule,
  marketingModule,
  staffModule,
];
