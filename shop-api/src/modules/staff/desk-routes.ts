import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { RoutesOptions } from '../../context';
import { bearerSecurity } from '../../http/auth';
import { notFound, validationError } from '../../http/errors';
import { langOf, type Lang } from '../../http/lang';
import {
  applyDeskAction,
  deskOrderShape,
  lastOrderEventId,
  listDeskOrders,
  undoDeskStep,
  type DeskAction,
  type DeskResult,
} from '../orders';
import { logStaffAction } from './accounts';
import { staffGuard } from './access';
import { streamOrders } from './order-stream';
import {
  AcceptBody,
  CancelBody,
  DeskOrdersAnswer,
  e401,
  e403,
  IdParams,
  OrderAnswer,
  StatusBody,
  StreamHeaders,
  UndoBody,
} from './schemas';

const tags = ['staff'];

/** The order desk: the orders, their live stream, and accept / status / cancel. */
export const deskRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
  const db = ctx.db;
  // Orders: operators and managers.
  const onShift = staffGuard(ctx, 'orders');

  app.get(
    '/api/staff/orders',
    {
      preHandler: onShift.check,
      schema: {
        tags,
        summary: "The desk's orders (open ones and the last 12 hours'), newest first, and the event id to stream from",
        security: bearerSecurity,
        response: { 200: DeskOrdersAnswer, ...e401, ...e403 },
      },
    },
    async (req) => {
      // Read the id first: an order placed in between is both listed and streamed (the desk dedupes by id).
      const last = lastOrderEventId(db);
      return { last_event_id: last, orders: listDeskOrders(ctx, langOf(req.query)) };
    },
  );

  app.get(
    '/api/staff/orders/stream',
    {
      preHandler: onShift.check,
      schema: {
        tags,
        summary:
          'Server-sent events: `event: order`, `id:` the event id, `data:` {kind: created|changed, order}. ' +
          'Send Last-Event-ID to get every event after it (a reconnect misses nothing); without it, events from now on.',
        security: bearerSecurity,
        headers: StreamHeaders,
        response: { 200: Type.String({ description: 'text/event-stream' }), ...e401, ...e403 },
      },
    },
    async (req, reply) => {
      const { token } = onShift.of(req);
      const header = req.headers['last-event-id'];
      const lastId = typeof header === 'string' ? Number(header) : lastOrderEventId(db);
      streamOrders(ctx, reply, lastId, langOf(req.query), token);
    },
  );

  const answer = (result: DeskResult, lang: Lang, reply: FastifyReply) => {
    if (result.ok) return deskOrderShape(ctx, result.row, lang);
    if (result.reason === 'not_found') throw notFound('order_not_found');
    if (result.reason === 'order_changed')
      return reply.status(409).send({ message: 'order_changed', order: deskOrderShape(ctx, result.row, lang) });
    const field =
      result.reason === 'promised_time' ? 'promised_minutes' : result.reason === 'cancel_reason' ? 'reason' : 'status';
    throw validationError({ [field]: result.reason }, result.reason);
  };

  /**
   * One desk action on an order: the staff member, the order's version (optimistic check), the
   * action, then a log line with its details when it took effect.
   */
  const act = (
    req: FastifyRequest,
    reply: FastifyReply,
    id: number,
    version: number,
    kind: 'accept' | 'status' | 'cancel',
    { action, details }: { action: DeskAction; details: Record<string, unknown> },
  ) => {
    const { staff } = onShift.of(req);
    const result = applyDeskAction(ctx, id, version, action);
    if (result.ok) logStaffAction(ctx, staff.id, kind, `order:${id}`, details);
    return answer(result, langOf(req.query), reply);
  };
  const actionRoute = (summary: string) => ({ tags, summary, security: bearerSecurity, params: IdParams, response: OrderAnswer });

  app.post(
    '/api/staff/orders/:id/accept',
    {
      preHandler: onShift.check,
      schema: { ...actionRoute('Accept a new order with a promised time (New -> In progress)'), body: AcceptBody },
    },
    async (req, reply) =>
      act(req, reply, req.params.id, req.body.version, 'accept', {
        action: { kind: 'accept', promisedMinutes: req.body.promised_minutes },
        details: { promised_minutes: req.body.promised_minutes },
      }),
  );
  app.post(
    '/api/staff/orders/:id/status',
    {
      preHandler: onShift.check,
      schema: {
        ...actionRoute('Move an order to its next status (In progress -> On the way -> Delivered)'),
        body: StatusBody,
      },
    },
    async (req, reply) =>
      act(req, reply, req.params.id, req.body.version, 'status', {
        action: { kind: 'status', to: req.body.status },
        details: { status: req.body.status },
      }),
  );
  app.post(
    '/api/staff/orders/:id/cancel',
    {
      preHandler: onShift.check,
      schema: { ...actionRoute('Cancel an order with a reason (any status before Delivered)'), body: CancelBody },
    },
    async (req, reply) =>
      act(req, reply, req.params.id, req.body.version, 'cancel', {
        action: { kind: 'cancel', reason: req.body.reason },
        details: { reason: req.body.reason.trim() },
      }),
  );
  app.post(
    '/api/staff/orders/:id/undo',
    {
      preHandler: onShift.check,
      schema: {
        ...actionRoute(
          'Take back "On the way" (or "prepared for pickup") within a minute: back to In progress; the customer is not told of the step',
        ),
        body: UndoBody,
      },
    },
    async (req, reply) => {
      const { staff } = onShift.of(req);
      const result = undoDeskStep(ctx, req.params.id, req.body.version);
      if (result.ok) logStaffAction(ctx, staff.id, 'undo', `order:${req.params.id}`, {});
      return answer(result, langOf(req.query), reply);
    },
  );
};
