import { Type } from '@sinclair/typebox';
import { MessageBody } from '../../http/schemas';

const str = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });

const EmailChannel = Type.Object({ type: Type.Literal('email'), value: str(200) });

/** The eSputnik groups the site's subscribe forms use (src/features/subscribe/subscribe-api.ts). */
export const SUBSCRIBE_GROUPS = ['FooterSubscribe', 'PopupSubscribe'] as const;

export const SubscribeBody = Type.Object({
  firstName: Type.Optional(str(200)),
  email: Type.Optional(str(200)),
  channels: Type.Optional(Type.Array(EmailChannel, { maxItems: 5 })),
  contact: Type.Optional(
    Type.Object({
      firstName: Type.Optional(str(200)),
      channels: Type.Optional(Type.Array(EmailChannel, { maxItems: 5 })),
    }),
  ),
  // The site's own forms' groups only: a client cannot put an address into any group it names.
  groups: Type.Array(Type.Union(SUBSCRIBE_GROUPS.map((g) => Type.Literal(g))), { maxItems: 2, default: [] }),
  formType: str(60),
});
export const SubscribedSchema = Type.Object({ id: Type.Integer(), isNew: Type.Boolean() });

export const CartStatusBody = Type.Object({
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
});

const FeedAccepted = Type.Object({ message: Type.Literal('accepted') });
export const feedResponses = { 202: FeedAccepted, 502: MessageBody };

export const StandInSubscriberSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  firstName: Type.String(),
  groups: Type.Array(Type.String()),
  formType: Type.String(),
  created_at: Type.String(),
});
export const StandInEventSchema = Type.Object({
  id: Type.Integer(),
  eventTypeKey: Type.String(),
  keyValue: Type.String(),
  params: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  created_at: Type.String(),
});
