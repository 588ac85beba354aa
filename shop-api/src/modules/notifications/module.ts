import type { ShopModule } from '../../context';
import { authProvidersOf } from '../auth';
import { providerChannels } from './channels';
import { notificationDevRoutes } from './dev-routes';
import { notificationRoutes } from './routes';
import { startCustomerMessages } from './worker';

/**
 * Order status messages to customers: queued from the orders' events, sent by the messenger bot,
 * SMS or web push, each customer's switches in the profile (README.md).
 */
export const notificationsModule: ShopModule = {
  name: 'notifications',
  routes: async (app, ctx) => {
    const channels = providerChannels(authProvidersOf(ctx));
    const messages = startCustomerMessages(ctx, channels, app.log);
    app.addHook('onClose', async () => messages.stop());
    const available = { bot: !!channels.bot, sms: !!channels.sms && ctx.config.customerMessages.sms, push: !!channels.push };
    await app.register(notificationRoutes, { ctx, available });
    if (!ctx.config.production) await app.register(notificationDevRoutes, { ctx, messages });
  },
};
