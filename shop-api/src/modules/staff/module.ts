import type { ShopModule } from '../../context';
import { staffRoutes } from './routes';
import { deskRoutes } from './desk-routes';
import { menuRoutes } from './menu-routes';
import { reportRoutes } from './report-routes';
import { zoneRoutes } from './zone-routes';
import { staffDevRoutes } from './dev-routes';
import { startOrderAlerts } from './alerts';

/**
 * The restaurant's side: staff accounts and sessions, the order desk (live orders, accept, status,
 * cancel), the menu switches (stop-list, prices, kitchen pause, hours), the delivery zones and
 * new-order alerts.
 */
export const staffModule: ShopModule = {
  name: 'staff',
  routes: async (app, ctx) => {
    const alerts = startOrderAlerts(ctx, app.log);
    app.addHook('onClose', async () => alerts.stop());
    await app.register(staffRoutes, { ctx });
    await app.register(deskRoutes, { ctx });
    await app.register(menuRoutes, { ctx });
    await app.register(reportRoutes, { ctx });
    await app.register(zoneRoutes, { ctx });
    if (!ctx.config.production) await app.register(staffDevRoutes, { ctx, alerts });
  },
};
