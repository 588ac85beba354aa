import type { ShopModule } from '../../context';
import { seedAuth } from './seed';
import { authRoutes } from './routes';
import { authDevRoutes } from './dev-routes';
import { createAuthProviders } from './providers';

export const authModule: ShopModule = {
  name: 'auth',
  seed: seedAuth,
  routes: async (app, ctx) => {
    const providers = createAuthProviders(ctx.config.auth, ctx.fetch);
    await authRoutes(app, ctx, providers);
    if (!ctx.config.production) await authDevRoutes(app, ctx, providers);
  },
};
