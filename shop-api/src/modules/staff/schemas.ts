import { Type } from '@sinclair/typebox';
import { MessageBody, Nullable } from '../../http/schemas';
import { DayOverrideSchema, HHMM } from '../content';
import { CANCEL_REASON_MAX, DeskOrderSchema, PROMISE_MAX_MINUTES, PROMISE_MIN_MINUTES } from '../orders';

export const e401 = { 401: MessageBody };
export const e403 = { 403: MessageBody };
export const e404 = { 404: MessageBody };

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const Version = Type.Integer({ minimum: 0, description: "the order's version as last read" });
export const RoleSchema = Type.Union([Type.Literal('operator'), Type.Literal('manager')], {
  description: 'operator: orders and the stop-list; manager: everything (roles.ts)',
});
export const PermissionSchema = Type.Union([
  Type.Literal('orders'),
  Type.Literal('stop_list'),
  Type.Literal('prices'),
  Type.Literal('hours'),
  Type.Literal('zones'),
  Type.Literal('refunds'),
  Type.Literal('accounts'),
  Type.Literal('reports'),
]);
export const StaffShape = Type.Object({
  id: Type.Integer(),
  login: Type.String(),
  name: Type.String(),
  role: RoleSchema,
  permissions: Type.Array(PermissionSchema, { description: 'what the role may do: the desk shows only those controls' }),
});

export const LoginBody = Type.Object({
  login: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
});
export const LoginAnswer = Type.Object({ token: Type.String(), expires_at: Type.String(), staff: StaffShape });
export const MeAnswer = Type.Object({ staff: StaffShape, expires_at: Type.String() });
export const StaffActionSchema = Type.Object({
  id: Type.Integer(),
  login: Type.String(),
  action: Type.String(),
  target: Type.String(),
  details: Type.Record(Type.String(), Type.Unknown()),
  at: Type.String(),
});

export const DeskOrdersAnswer = Type.Object({ last_event_id: Type.Integer(), orders: Type.Array(DeskOrderSchema) });
export const StreamHeaders = Type.Object({ 'last-event-id': Type.Optional(Type.String({ pattern: '^\\d{1,15}$' })) });
const ConflictBody = Type.Object(
  { message: Type.Literal('order_changed'), order: DeskOrderSchema },
  { description: 'someone else acted on the order first: the order as it now is' },
);
export const OrderAnswer = { 200: DeskOrderSchema, ...e401, ...e403, ...e404, 409: ConflictBody };

export const AcceptBody = Type.Object({
  version: Version,
  promised_minutes: Type.Integer({ minimum: PROMISE_MIN_MINUTES, maximum: PROMISE_MAX_MINUTES, description: 'from now' }),
});
export const StatusBody = Type.Object({
  version: Version,
  status: Type.Union([Type.Literal('On the way'), Type.Literal('Delivered')], {
    description: "'On the way' is 'prepared for pickup' for a pickup order",
  }),
});
export const UndoBody = Type.Object({ version: Version });
export const CancelBody = Type.Object({ version: Version, reason: Type.String({ minLength: 1, maxLength: CANCEL_REASON_MAX }) });

export const MenuState = Type.Object({
  dishes: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      category: Type.String(),
      price: Type.Number(),
      available: Type.Boolean(),
    }),
  ),
  modifiers: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), product_id: Type.Integer(), available: Type.Boolean() }),
  ),
  kitchen_paused: Type.Boolean(),
  time_start: Type.String(),
  time_end: Type.String(),
  override: Nullable(DayOverrideSchema),
});
export const DishBody = Type.Object({
  product_id: Type.Integer({ minimum: 1 }),
  available: Type.Optional(Type.Boolean({ description: 'false puts the dish on the stop-list' })),
  // A price is at least 1 UAH (0.001 rounded to a free dish) and at most 100,000 UAH (a typo's extra zeros).
  price: Type.Optional(Type.Number({ minimum: 1, maximum: 100_000, description: 'UAH, 1 to 100,000' })),
});
export const ModifierBody = Type.Object({ modifier_id: Type.Integer({ minimum: 1 }), available: Type.Boolean() });
export const KitchenBody = Type.Object({
  paused: Type.Optional(Type.Boolean({ description: 'true: no ASAP orders are taken (restaurant_closed)' })),
  time_start: Type.Optional(HHMM),
  time_end: Type.Optional(HHMM),
  override: Type.Optional(
    Nullable(
      Type.Object(
        {
          date: Type.String({ format: 'date', description: "'YYYY-MM-DD' Kyiv: today or a coming day" }),
          closed: Type.Boolean(),
          time_start: Type.Optional(HHMM),
          time_end: Type.Optional(HHMM),
        },
        { description: "one day's own hours (or closed: true) that lapse after that day; null removes it" },
      ),
    ),
  ),
});

export const DevStaffBody = Type.Object({
  login: Type.String({ maxLength: 64 }),
  password: Type.String({ maxLength: 128 }),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  role: Type.Optional(RoleSchema),
});
export const DevAlertSchema = Type.Object({ chat_id: Type.Number(), text: Type.String() });
