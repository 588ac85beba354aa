import type { ShopModule } from '../../context';
import { FORMS_SCHEMA } from './schema';
import { formsRoutes } from './routes';

/** Cooperation, CV and director forms (stored, uploads under dataDir/uploads). */
export const formsModule: ShopModule = {
  name: 'forms',
  schema: FORMS_SCHEMA,
  routes: async (app, ctx) => {
    await app.register(formsRoutes, { ctx });
  },
};
