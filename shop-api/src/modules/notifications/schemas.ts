import { Type } from '@sinclair/typebox';
import { Nullable } from '../../http/schemas';

const Channel = Type.Object({
  available: Type.Boolean({ description: 'the restaurant runs it and it can reach this customer' }),
  on: Type.Boolean({ description: "the customer's switch" }),
});

export const NotificationSettings = Type.Object(
  { bot: Channel, sms: Channel, push: Channel },
  { description: 'Status messages of orders: messenger bot, SMS (only when neither the bot nor push reaches), web push' },
);

export const NotificationSwitches = Type.Object(
  { bot: Type.Optional(Type.Boolean()), sms: Type.Optional(Type.Boolean()), push: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);

export const DevMessagesQuery = Type.Object({ order_id: Type.Optional(Type.Integer({ minimum: 1 })) });

export const DevQueuedMessage = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  event: Type.String(),
  channel: Type.String(),
  recipient: Type.String(),
  state: Type.String(),
  attempts: Type.Integer(),
  due_at: Type.String(),
  text: Nullable(Type.String()),
  last_error: Nullable(Type.String()),
  sent_at: Nullable(Type.String()),
});

export const DevRunCount = Type.Object({
  sent: Type.Integer(),
  skipped: Type.Integer(),
  retried: Type.Integer(),
  failed: Type.Integer(),
});

export const PushSubscriptionBody = Type.Object({
  endpoint: Type.String({ maxLength: 1000, description: "the push service's URL for this browser (https)" }),
  keys: Type.Object({
    p256dh: Type.String({ maxLength: 200, description: "the browser's P-256 public key, base64url" }),
    auth: Type.String({ maxLength: 100, description: "the browser's auth secret, base64url" }),
  }),
  expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
});

export const PushUnsubscribeBody = Type.Object({ endpoint: Type.String({ maxLength: 1000 }) });

export const DevPushSubscription = Type.Object({
  endpoint: Type.String(),
  keys: Type.Object({ p256dh: Type.String(), auth: Type.String() }),
});

export const DevReceivedPush = Type.Object({
  endpoint: Type.String(),
  payload: Type.Unknown(),
  ttl: Type.Integer(),
  urgency: Nullable(Type.String()),
});
