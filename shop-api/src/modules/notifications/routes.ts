import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RoutesOptions } from '../../context';
import { bearerSecurity, type UserRow } from '../../http/auth';
import { signedIn as signedInGuard } from '../../http/guard';
import { MessageBody } from '../../http/schemas';
import { pushEndpoints, readPrefs, writePrefs, type Prefs } from './queue';
import { NotificationSettings, NotificationSwitches } from './schemas';
import type { ChannelKind } from './rules';

const tags = ['profile'];

/** The customer's switches of the status messages, per channel. */
export const notificationRoutes: FastifyPluginAsyncTypebox<RoutesOptions & { available: Record<ChannelKind, boolean> }> = async (
  app,
  { ctx, available },
) => {
  const signedIn = signedInGuard(ctx);
  const shape = (user: UserRow, prefs: Prefs) => ({
    // The bot can only write to a customer who signed in with it (it knows their chat).
    bot: { available: available.bot && !!user.telegram_id, on: prefs.bot },
    sms: { available: available.sms, on: prefs.sms },
    // Push reaches only browsers the customer subscribed.
    push: { available: available.push && pushEndpoints(ctx.db, user.id).length > 0, on: prefs.push },
  });

  app.get(
    '/api/profile/notifications',
    {
      preHandler: signedIn.check,
      schema: {
        tags,
        summary: "The customer's order status messages: which channels reach them and their switches",
        security: bearerSecurity,
        response: { 200: NotificationSettings, 401: MessageBody },
      },
    },
    async (req) => {
      const user = signedIn.of(req);
      return shape(user, readPrefs(ctx.db, user.id));
    },
  );

  app.put(
    '/api/profile/notifications',
    {
      preHandler: signedIn.check,
      schema: {
        tags,
        summary: 'Turn a channel of the status messages on or off (the fields sent change, the others stay)',
        security: bearerSecurity,
        body: NotificationSwitches,
        response: { 200: NotificationSettings, 401: MessageBody },
      },
    },
    async (req) => {
      const user = signedIn.of(req);
      return shape(user, writePrefs(ctx.db, user.id, req.body, ctx.now()));
    },
  );
};
