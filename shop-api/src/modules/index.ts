import type { ShopModule } from '../context';
import { catalogueModule } from './catalogue/module';
import { contentModule } from './content/module';
import { authModule } from './auth/module';
import { profileModule } from './profile/module';
import { ordersModule } from './orders/module';
import { formsModule } from './forms/module';
import { marketingModule } from './marketing/module';
import { staffModule } from './staff/module';
import { paymentsModule } from './payments/module';
import { notificationsModule } from './notifications/module';
import { posModule } from './pos/module';
import { fiscalModule } from './fiscal/module';

/** Registration order matters for seeding: later modules may reference earlier tables. */
export const modules: ShopModule[] = [
  catalogueModule,
  contentModule,
  authModule,
  profileModule,
  ordersModule,
  paymentsModule,
  fiscalModule,
  formsModule,
  marketingModule,
  staffModule,
  notificationsModule,
  posModule,
];
