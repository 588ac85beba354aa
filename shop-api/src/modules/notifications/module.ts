import type { ShopModule } from '../../context';
import { authProvidersOf } from '../auth';
import { messageChannels } from './channels';
import { notificationDevRoutes } from './dev-routes';
import { createStandInPushService } from './push-standin';
import { pushRoutes } from './push-routes';
import { notificationRoutes } from './routes';
import { startCustomerMessages } from './worker';

/**
 * Order status messages to customers: queued from the orders' events, sent by the messenger bot,
 * SMS or web push, each customer's switches in the profile (decision 462).
 */
export const notificationsModule: ShopModule = {
  name: 'notifications',
  routes: async (app, ctx) => {
    const settings = ctx.config.customerMessages;
    const standInPush = settings.push.kind === 'standin' ? createStandInPushService(ctx.now) : null;
    const channels = messageChannels(ctx, authProvidersOf(ctx), standInPush);
    const messages = startCustomerMessages(ctx, channels, app.log);
    app.addHook('onClose', async () => messages.stop());
    const available = { bot: !!channels.bot, sms: !!channels.sms && settings.sms, push: !!channels.push };
    await app.register(notificationRoutes, { ctx, available });
    await app.register(pushRoutes, { ctx });
    if (!ctx.config.production) await app.register(notificationDevRoutes, { ctx, messages, standInPush });
  },
};
