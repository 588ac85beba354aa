import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { RoutesOptions } from '../../context';
import { bearerSecurity } from '../../http/auth';
import { ApiError, notFound } from '../../http/errors';
import { MessageBody, Nullable } from '../../http/schemas';
import { getOrderRow } from '../orders';
import { staffGuard } from '../staff';
import { posRuntimeOf } from './runtime';
import { kick, shopOrder } from './sender';
import { openInPos, retryNow, takeInOrder, unsent, type UnsentRow } from './store';
import { applyWebhookTask } from './sync';
import { checkPosterWebhook, inOrder, staleOrderKey, webhookTask } from './webhook-rules';

const UnsentOrder = Type.Object({
  order_id: Type.Integer(),
  number: Type.Integer(),
  state: Type.Union([Type.Literal('pending'), Type.Literal('sending'), Type.Literal('uncertain')], {
    description: 'waiting for a try / being sent now / the last try may have reached the POS (looked up before the next)',
  }),
  attempts: Type.Integer({ description: 'tries so far' }),
  last_error: Nullable(Type.String()),
  next_try_at: Type.String({ description: 'ISO' }),
  queued_at: Type.String({ description: 'ISO' }),
});
const CancelInPos = Type.Object({
  order_id: Type.Integer(),
  number: Type.Integer(),
  pos_order_id: Type.String({ description: "the POS's incoming order id" }),
});
const UnsentList = Type.Object({
  provider: Nullable(Type.Literal('poster')),
  orders: Type.Array(UnsentOrder, { description: 'orders that have not reached the POS yet, oldest first' }),
  cancel_in_pos: Type.Array(CancelInPos, {
    description:
      'orders cancelled in the shop after they reached the POS, still open there (Poster takes no cancel through its API): ' +
      'staff cancel them in the POS; each goes off the list when the POS reports it cancelled',
  }),
});

/** How far back the desk looks for cancelled orders still open in the POS, ms (two days). */
const CANCEL_LOOKBACK_MS = 2 * 86_400_000;

const PosterWebhookBody = Type.Object({
  account: Type.String({ maxLength: 200 }),
  account_number: Type.Optional(Type.String({ maxLength: 50 })),
  object: Type.String({ maxLength: 50 }),
  object_id: Type.Union([Type.String({ maxLength: 50 }), Type.Integer()]),
  action: Type.String({ maxLength: 50 }),
  time: Type.String({ maxLength: 20 }),
  verify: Type.String({ maxLength: 64 }),
  data: Type.Optional(Type.String({ maxLength: 20_000 })),
});

const tags = ['pos'];

/** The desk's view of the POS queue (staff), and Poster's webhooks (signed, no token). */
export const posRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
  const onShift = staffGuard(ctx, 'orders');
  const shape = (row: UnsentRow) => ({
    order_id: row.order_id,
    number: (getOrderRow(ctx, row.order_id)?.number as number | undefined) ?? row.order_id,
    state: row.state,
    attempts: row.attempts,
    last_error: row.last_error,
    next_try_at: row.next_try_at,
    queued_at: row.queued_at,
  });
  const list = () => ({
    orders: unsent(ctx.db).map(shape),
    cancel_in_pos: openInPos(ctx.db, new Date(ctx.now().getTime() - CANCEL_LOOKBACK_MS)).flatMap((row) => {
      const order = shopOrder(ctx, row.order_id);
      return order?.status === 'Cancelled' && row.pos_order_id
        ? [{ order_id: row.order_id, number: order.number, pos_order_id: row.pos_order_id }]
        : [];
    }),
  });

  app.get(
    '/api/staff/pos/unsent',
    {
      preHandler: onShift.check,
      schema: {
        tags,
        summary:
          'Orders that have not reached the POS yet (its queue) with the last error, and cancelled ones still open in the POS',
        security: bearerSecurity,
        response: { 200: UnsentList, 401: MessageBody, 403: MessageBody },
      },
    },
    async () => ({ provider: posRuntimeOf(ctx) ? ('poster' as const) : null, ...list() }),
  );

  app.post(
    '/api/staff/pos/unsent/:id/retry',
    {
      preHandler: onShift.check,
      schema: {
        tags,
        summary: 'Try sending a waiting order to the POS now (after fixing what the last error said)',
        security: bearerSecurity,
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        response: { 200: UnsentList, 401: MessageBody, 403: MessageBody, 404: MessageBody },
      },
    },
    async (req) => {
      const runtime = posRuntimeOf(ctx);
      if (!runtime || !retryNow(ctx.db, req.params.id, ctx.now())) throw notFound('pos_order_not_waiting');
      await kick(ctx, runtime);
      return { provider: 'poster' as const, ...list() };
    },
  );

  app.post(
    '/api/pos/poster/webhook',
    {
      schema: {
        tags,
        summary: "Poster's webhook (signed with the application secret): order status, stock and menu changes",
        body: PosterWebhookBody,
        response: {
          200: Type.Object({ status: Type.Literal('accept') }),
          403: MessageBody,
          404: MessageBody,
          503: MessageBody,
        },
      },
    },
    async (req) => {
      const runtime = posRuntimeOf(ctx);
      if (!runtime) throw notFound('pos_off');
      const check = checkPosterWebhook(req.body, runtime.settings.poster, ctx.now());
      if (!check.ok) {
        req.log.warn({ reason: check.reason, object: req.body.object }, 'poster webhook refused');
        throw new ApiError(403, `pos_webhook_${check.reason}`);
      }
      const task = webhookTask(req.body);
      const key = staleOrderKey(task);
      const sentAt = Number(req.body.time);
      // An older stock state delivered late (a retry) is accepted and ignored: the newer one stands
      // (the last applied time is in the database, so also after a restart).
      if (key !== null && !takeInOrder(ctx.db, key, sentAt, inOrder)) return { status: 'accept' as const };
      const outcome = await applyWebhookTask(ctx, runtime, task);
      // Poster sends it again when not accepted: worth it only when we could not read Poster.
      if (outcome === 'pos_failed') throw new ApiError(503, 'pos_unavailable');
      return { status: 'accept' as const };
    },
  );
};
