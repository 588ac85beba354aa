import type { ShopModule } from '../../context';
import { onOrderEvents } from '../orders';
import { posDevRoutes } from './dev-routes';
import { posRoutes } from './routes';
import { startPosRuntime } from './runtime';
import { kick, queueFromEvents } from './sender';

/** How often the sender looks for due retries, ms. */
export const RETRY_TICK_MS = 15_000;

/** Orders into the restaurant's POS (Poster), its webhooks into the live menu; off unless POS_PROVIDER is set. */
export const posModule: ShopModule = {
  name: 'pos',
  routes: async (app, ctx) => {
    await app.register(posRoutes, { ctx });
    if (!ctx.config.production) await app.register(posDevRoutes, { ctx });
    const runtime = startPosRuntime(ctx);
    if (!runtime) return;
    // The first look sets the cursor: orders from before the POS was switched on stay out.
    queueFromEvents(ctx, runtime);
    const stop = onOrderEvents(ctx.db, () => {
      kick(ctx, runtime).catch((err) => app.log.error({ err }, 'pos sender failed'));
    });
    const timer = setInterval(() => {
      kick(ctx, runtime).catch((err) => app.log.error({ err }, 'pos sender failed'));
    }, RETRY_TICK_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      stop();
      await runtime.running;
    });
  },
};
