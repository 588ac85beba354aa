import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { validationError } from '../../http/errors';
import { requireUser, bearerSecurity } from '../../http/auth';
import { MessageBody, ValidationErrorBody } from '../../http/schemas';
import { normaliseEmail, subscribeErrors } from '../forms/rules';
import { createEsputnik, type FailureReason, type MarketingProvider } from './esputnik';
import { cartStatusEvent, customerEvent, type CartStatusInput } from './feed';
import { esputnikStandIn, STAND_IN_CREDENTIALS } from './stand-in';

const tags = ['marketing'];
const str = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });

/** The message key the storefront shows on step 4 of the subscribe modal, by failure reason. */
export const FAILURE_MESSAGE: Record<FailureReason, string> = {
  rejected: 'subscribe_error_rejected',
  busy: 'subscribe_error_busy',
  unavailable: 'subscribe_error_unavailable',
};

/** eSputnik with the configured credentials, else the local stand-in (never in production: config.ts). */
export function marketingProvider(ctx: AppContext, warn: (message: string) => void): MarketingProvider {
  if (ctx.config.esputnik) return createEsputnik({ credentials: ctx.config.esputnik, fetch: ctx.fetch, warn });
  return createEsputnik({
    credentials: STAND_IN_CREDENTIALS,
    fetch: esputnikStandIn(ctx.db, ctx.now),
    kind: 'stand-in',
    warn,
  });
}

const FeedAccepted = Type.Object({ message: Type.Literal('accepted') });

export async function marketingRoutes(app: FastifyInstance, ctx: AppContext) {
  const provider = marketingProvider(ctx, (message) => app.log.warn(message));
  app.log.info(`e-mail marketing: ${provider.kind === 'esputnik' ? 'eSputnik' : 'the local eSputnik stand-in'}`);

  const EmailChannel = Type.Object({ type: Type.Literal('email'), value: str(200) });
  app.post(
    '/api/subscribe',
    {
      schema: {
        tags,
        summary:
          "Newsletter subscription: the shop API makes eSputnik's contact-subscribe call (credentials on the server only). " +
          'Accepts {firstName, email} or the provider contact shape {firstName, channels:[{type:"email", value}]}, ' +
          'also nested as {contact:{...}}, with groups and formType. 502: the provider failed; the message key says how ' +
          '(subscribe_error_rejected: it refused the address, subscribe_error_busy: too many requests, ' +
          'subscribe_error_unavailable: unreachable or out of order).',
        body: Type.Object({
          firstName: Type.Optional(str(200)),
          email: Type.Optional(str(200)),
          channels: Type.Optional(Type.Array(EmailChannel, { maxItems: 5 })),
          contact: Type.Optional(
            Type.Object({
              firstName: Type.Optional(str(200)),
              channels: Type.Optional(Type.Array(EmailChannel, { maxItems: 5 })),
            }),
          ),
          groups: Type.Array(str(60), { maxItems: 10, default: [] }),
          formType: str(60),
        }),
        response: {
          200: Type.Object({ id: Type.Integer(), isNew: Type.Boolean() }),
          422: ValidationErrorBody,
          502: MessageBody,
        },
      },
    },
    async (request, reply) => {
      type Channel = { type: 'email'; value: string };
      const body = request.body as {
        firstName?: string;
        email?: string;
        channels?: Channel[];
        contact?: { firstName?: string; channels?: Channel[] };
        groups: string[];
        formType: string;
      };
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

  const feedResponses = { 202: FeedAccepted, 502: MessageBody };

  app.post(
    '/api/marketing/cart-status',
    {
      schema: {
        tags,
        summary:
          'Marketing feed: the cart after a change (spec section 4), sent on to eSputnik as a StatusCart event. ' +
          'The storefront sends it only after the visitor accepted analytics.',
        body: Type.Object({
          guid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }),
          total: Type.Number({ minimum: 0, maximum: 10_000_000, description: 'UAH' }),
          lines: Type.Array(
            Type.Object({
              product_id: Type.Integer({ minimum: 1 }),
              name: str(200),
              price: Type.Number({ minimum: 0, maximum: 1_000_000, description: 'UAH per unit' }),
              count: Type.Integer({ minimum: 1, maximum: 100 }),
              sum: Type.Number({ minimum: 0, maximum: 10_000_000, description: 'UAH' }),
            }),
            { maxItems: 100 },
          ),
        }),
        response: feedResponses,
      },
    },
    async (request, reply) => {
      const outcome = await provider.event(cartStatusEvent(request.body as CartStatusInput));
      if (!outcome.ok) return reply.status(502).send({ message: 'marketing_feed_failed' });
      return reply.status(202).send({ message: 'accepted' });
    },
  );

  app.post(
    '/api/marketing/customer',
    {
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
      const user = requireUser(ctx, request);
      const outcome = await provider.event(customerEvent(user));
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
          response: {
            200: Type.Array(
              Type.Object({
                id: Type.Integer(),
                email: Type.String(),
                firstName: Type.String(),
                groups: Type.Array(Type.String()),
                formType: Type.String(),
                created_at: Type.String(),
              }),
            ),
          },
        },
      },
      async () =>
        (
          ctx.db.prepare('SELECT * FROM subscribers ORDER BY id DESC LIMIT 100').all() as {
            id: number;
            email: string;
            first_name: string;
            groups: string;
            form_type: string;
            created_at: string;
          }[]
        ).map((s) => ({
          id: s.id,
          email: s.email,
          firstName: s.first_name,
          groups: JSON.parse(s.groups) as string[],
          formType: s.form_type,
          created_at: s.created_at,
        })),
    );
    app.get(
      '/api/dev/marketing-events',
      {
        schema: {
          tags: ['dev'],
          summary: 'The last 100 events the eSputnik stand-in received, newest first (dev only)',
          response: {
            200: Type.Array(
              Type.Object({
                id: Type.Integer(),
                eventTypeKey: Type.String(),
                keyValue: Type.String(),
                params: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
                created_at: Type.String(),
              }),
            ),
          },
        },
      },
      async () =>
        (
          ctx.db.prepare('SELECT * FROM marketing_events ORDER BY id DESC LIMIT 100').all() as {
            id: number;
            event_type_key: string;
            key_value: string;
            params: string;
            created_at: string;
          }[]
        ).map((e) => ({
          id: e.id,
          eventTypeKey: e.event_type_key,
          keyValue: e.key_value,
          params: JSON.parse(e.params) as { name: string; value: string }[],
          created_at: e.created_at,
        })),
    );
  }
}
