import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { RoutesOptions } from '../../context';
import { messagesOf } from './queue';
import { ApiError } from '../../http/errors';
import { MessageBody } from '../../http/schemas';
import type { StandInPushService } from './push-standin';
import { DevMessagesQuery, DevPushSubscription, DevQueuedMessage, DevReceivedPush, DevRunCount } from './schemas';
import type { CustomerMessages } from './worker';

/**
 * Dev-only (never in production): the status-message queue, a run of it now (tests), and the
 * stand-in push service (a browser's subscription, what the browsers received).
 */
export const notificationDevRoutes: FastifyPluginAsyncTypebox<
  RoutesOptions & { messages: CustomerMessages; standInPush: StandInPushService | null }
> = async (app, { ctx, messages, standInPush }) => {
  const push = ctx.config.customerMessages.push;
  const tags = ['dev'];
  app.get(
    '/api/dev/order-messages',
    {
      schema: {
        tags,
        summary:
          "The status-message queue (?order_id= one order's, oldest first; else the newest 200); what was sent is in each stand-in's outbox",
        querystring: DevMessagesQuery,
        response: { 200: Type.Array(DevQueuedMessage) },
      },
    },
    async (req) => messagesOf(ctx.db, req.query.order_id),
  );
  app.post(
    '/api/dev/order-messages/run',
    {
      schema: {
        tags,
        summary: 'Send the status messages due now (the timer does it every second)',
        response: { 200: DevRunCount },
      },
    },
    async () => messages.runDue(),
  );

  app.post(
    '/api/dev/push-service/subscribe',
    {
      schema: {
        tags,
        summary:
          "A browser's subscription at the stand-in push service for the shop's VAPID key (what pushManager.subscribe returns)",
        response: { 200: DevPushSubscription, 404: MessageBody },
      },
    },
    async () => {
      if (!standInPush || push.kind === 'off') throw new ApiError(404, 'push_standin_off');
      return standInPush.subscribe(push.keys.publicKey);
    },
  );
  app.get(
    '/api/dev/push-service/received',
    {
      schema: {
        tags,
        summary: 'What the stand-in push service delivered to its browsers (decrypted with their keys), oldest first',
        response: { 200: Type.Array(DevReceivedPush) },
      },
    },
    async () => standInPush?.received ?? [],
  );
};
