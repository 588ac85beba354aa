import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { RoutesOptions } from '../../context';
import { messagesOf } from './queue';
import { DevMessagesQuery, DevQueuedMessage, DevRunCount } from './schemas';
import type { CustomerMessages } from './worker';

/** Dev-only (never in production): the status-message queue, and a run of it now (tests). */
export const notificationDevRoutes: FastifyPluginAsyncTypebox<RoutesOptions & { messages: CustomerMessages }> = async (
  app,
  { ctx, messages },
) => {
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
};
