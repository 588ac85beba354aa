import type { ShopModule } from '../../context';
import { seedAuth } from './seed';
import { authRoutes } from './routes';
import { sessionRoutes } from './session-routes';
import { botRoutes } from './bot-routes';
import { socialLinkRoutes } from './social-link-routes';
import { authDevRoutes } from './dev-routes';
import { authProvidersOf } from './providers';

export const authModule: ShopModule = {
  name: 'auth',
  // The demo accounts (one shared, published password) exist only outside production: a live
  // shop's database starts with no customers.
  seed: (ctx) => {
    if (!ctx.config.production) seedAuth(ctx);
  },
  routes: async (app, ctx) => {
    const providers = authProvidersOf(ctx);
    await app.register(authRoutes, { ctx, providers });
    await app.register(sessionRoutes, { ctx, providers });
    await app.register(botRoutes, { ctx, providers });
    await app.register(socialLinkRoutes, { ctx, providers });
    if (!ctx.config.production) await app.register(authDevRoutes, { ctx, providers });
  },
};
