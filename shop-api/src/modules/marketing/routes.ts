import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AppContext, RoutesOptions } from '../../context';
import { validationError } from '../../http/errors';
import { perClientLimit } from '../../http/limits';
import { bearerSecurity } from '../../http/auth';
import { signedIn as signedInGuard } from '../../http/guard';
import { MessageBody, ValidationErrorBody } from '../../http/schemas';
import { normaliseEmail, subscribeErrors } from '../forms';
import { createEsputnik, type FailureReason, type MarketingProvider } from './esputnik';
import { cartStatusEvent, customerEvent } from './feed';
import { esputnikStandIn, STAND_IN_CREDENTIALS, standInEvents, standInSubscribers } from './stand-in';
import {
  CartStatusBody,
  feedResponses,
  StandInEventSchema,
  StandInSubscriberSchema,
  SubscribeBody,
  SubscribedSchema,
} from './schemas';

const tags = ['marketing'];

/** The message key the storefront shows on step 4 of the subscribe modal, by failure reason. */
const FAILURE_MESSAGE: Record<FailureReason, string> = {
  rejected: 'subscribe_error_rejected',
  busy: 'subscribe_error_busy',
  unavailable: 'subscribe_error_unavailable',
};

/** eSputnik with the configured credentials, else the local stand-in (never in production: config.ts). */
function marketingProvider(ctx: AppContext, warn: (message: string) => void): MarketingProvider {
  if (ctx.config.esputnik) return createEsputnik({ credentials: ctx.config.esputnik, fetch: ctx.fetch, warn });
  return createEsputnik({
    credentials: STAND_IN_CREDENTIALS,
    fetch: esputnikStandIn(ctx.db, ctx.now),
    kind: 'stand-in',
    warn,
  });
}

export const marketingRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
  const provider = marketingProvider(ctx, (message) => app.log.warn(message));
  app.log.info(`e-mail marketing: ${provider.kind === 'esputnik' ? 'eSputnik' : 'the local eSputnik stand-in'}`);
  const signedIn = signedInGuard(ctx);

  const subscribeLimit = perClientLimit(
    ctx.db,
    ctx.config.limits,
    'subscribe',
    { max: ctx.config.limits.subscribesPerClientHour, windowMs: 3_600_000 },
    ctx.now,
  );

  app.post(
    '/api/subscribe',
    {
      onRequest: subscribeLimit,
      schema: {
        tags,
        summary:
          "Newsletter subscription: the shop API makes eSputnik's contact-subscribe call (credentials on the server only). " +
          'Accepts {firstName, email} or the provider contact shape {firstName, channels:[{type:"email", value}]}, ' +
          'also nested as {contact:{...}}, with groups and formType. 502: the provider failed; the message key says how ' +
          '(subscribe_error_rejected: it refused the address, subscribe_error_busy: too many requests, ' +
          'subscribe_error_unavailable: unreachable or out of order).',
        body: SubscribeBody,
        response: { 200: SubscribedSchema, 422: ValidationErrorBody, 429: MessageBody, 502: MessageBody },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const firstName = (body.contact?.firstName ?? body.firstName ?? '').trim();
      const channels = body.contact?.channels ?? body.channels ?? [];
      const email = normaliseEmail(body.email ?? channels.find((c) => c.type === 'email')?.value ?? '');
      const errors = subscribeErrors(firstName, email);
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const outcome = await provider.subscribe({ firstName, email, groups: body.groups, formType: body.formType });
      if (!outcome.ok) return reply.status(502).send({ message: FAILURE_MESSAGE[outcome.reason] });
      return { id: outcome.id, isNew: outcome.isNew };
    },
  );

  app.post(
    '/api/marketing/cart-status',
    {
      schema: {
        tags,
        summary:
          'Marketing feed: the cart after a change (spec section 4), sent on to eSputnik as a StatusCart event. ' +
          'The storefront sends it only after the visitor accepted analytics.',
        body: CartStatusBody,
        response: feedResponses,
      },
    },
    async (request, reply) => {
      const outcome = await provider.event(cartStatusEvent(request.body));
      if (!outcome.ok) return reply.status(502).send({ message: 'marketing_feed_failed' });
      return reply.status(202).send({ message: 'accepted' });
    },
  );

  app.post(
    '/api/marketing/customer',
    {
      preHandler: signedIn.check,
      schema: {
        tags,
        summary:
          'Marketing feed: the signed-in customer (spec section 7, after registration) as an eSputnik CustomerData event: ' +
          'id, e-mail and name read on the server from the bearer token (never the phone).',
        security: bearerSecurity,
        response: { ...feedResponses, 401: MessageBody },
      },
    },
    async (request, reply) => {
      const outcome = await provider.event(customerEvent(signedIn.of(request)));
      if (!outcome.ok) return reply.status(502).send({ message: 'marketing_feed_failed' });
      return reply.status(202).send({ message: 'accepted' });
    },
  );

  if (!ctx.config.production) {
    app.get(
      '/api/dev/subscribers',
      {
        schema: {
          tags: ['dev'],
          summary: "The eSputnik stand-in's contacts, newest first (dev only)",
          response: { 200: Type.Array(StandInSubscriberSchema) },
        },
      },
      async () => standInSubscribers(ctx.db),
    );
    app.get(
      '/api/dev/marketing-events',
      {
        schema: {
          tags: ['dev'],
          summary: 'The last 100 events the eSputnik stand-in received, newest first (dev only)',
          response: { 200: Type.Array(StandInEventSchema) },
        },
      },
      async () => standInEvents(ctx.db),
    );
  }
};
