import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { RoutesOptions } from '../../context';
import { bearerSecurity } from '../../http/auth';
import { ApiError, validationError } from '../../http/errors';
import { signedIn as signedInGuard } from '../../http/guard';
import { MessageBody } from '../../http/schemas';
import { removePushSubscription, savePushSubscription } from './queue';
import { STANDIN_PUSH_ORIGIN } from './push-standin';
import { PushSubscriptionBody, PushUnsubscribeBody } from './schemas';
import { validSubscriptionKeys } from './web-push';

const tags = ['profile'];

/** Web push: the shop's public VAPID key, and each customer's browsers (PushSubscription.toJSON()). */
export const pushRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
  const push = ctx.config.customerMessages.push;
  const signedIn = signedInGuard(ctx);

  app.get(
    '/api/push/vapid-key',
    {
      schema: {
        tags,
        summary: "The shop's VAPID public key (pushManager.subscribe's applicationServerKey); 404 push_off when web push is off",
        response: { 200: Type.Object({ public_key: Type.String() }), 404: MessageBody },
      },
    },
    async () => {
      if (push.kind === 'off') throw new ApiError(404, 'push_off');
      return { public_key: push.keys.publicKey };
    },
  );

  app.post(
    '/api/profile/push-subscriptions',
    {
      preHandler: signedIn.check,
      schema: {
        tags,
        summary: "Keep this browser's push subscription for the signed-in customer's status messages (at most 10 browsers)",
        security: bearerSecurity,
        body: PushSubscriptionBody,
        response: { 200: MessageBody, 401: MessageBody, 404: MessageBody },
      },
    },
    async (req) => {
      if (push.kind === 'off') throw new ApiError(404, 'push_off');
      const { endpoint, keys } = req.body;
      // A push service's URL: https (the stand-in's only outside production), never this API or a local address.
      const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
      const standIn = push.kind === 'standin' && url?.origin === STANDIN_PUSH_ORIGIN;
      if (!url || url.protocol !== 'https:' || (!standIn && /^(localhost|127\.|10\.|192\.168\.|\[)/.test(url.hostname)))
        throw validationError({ endpoint: 'validation_push_endpoint' });
      if (!validSubscriptionKeys(keys)) throw validationError({ keys: 'validation_push_keys' });
      savePushSubscription(ctx.db, signedIn.of(req).id, { endpoint, ...keys }, ctx.now());
      return { message: 'ok' };
    },
  );

  app.delete(
    '/api/profile/push-subscriptions',
    {
      preHandler: signedIn.check,
      schema: {
        tags,
        summary: "Forget this browser's subscription (only the customer's own)",
        security: bearerSecurity,
        body: PushUnsubscribeBody,
        response: { 200: MessageBody, 401: MessageBody, 404: MessageBody },
      },
    },
    async (req) => {
      if (!removePushSubscription(ctx.db, signedIn.of(req).id, req.body.endpoint)) throw new ApiError(404, 'not_found');
      return { message: 'ok' };
    },
  );
};
