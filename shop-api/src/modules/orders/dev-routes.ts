import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { MessageBody, ValidationErrorBody } from '../../http/schemas';
import { PopupOrder, StatusName } from './schemas';
import { getOrderRow, popupShape } from './service';
import { STATUSES } from './order-rules';
import { publishOrderEvents, recordOrderEvent } from './events';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** Dev-only (never in production): the orders of a cart GUID, move an order's status. */
export async function ordersDevRoutes(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.db;
  const tags = ['dev'];

  app.get(
    '/api/dev/orders',
    {
      schema: {
        tags,
        summary: 'Every order made from a cart GUID, whoever placed it (tests check that a retry made no duplicate)',
        querystring: Type.Object({ cart_guid: Type.String({ format: 'uuid' }) }),
        response: {
          200: Type.Array(Type.Object({ id: Type.Integer(), number: Type.Integer() })),
          422: ValidationErrorBody,
        },
      },
    },
    async (req) => {
      const guid = (req.query as { cart_guid: string }).cart_guid.toLowerCase();
      return db.prepare('SELECT id, number FROM orders WHERE cart_guid = ? ORDER BY id').all(guid) as {
        id: number;
        number: number;
      }[];
    },
  );

  app.post(
    '/api/dev/orders/:id/status',
    {
      schema: {
        tags,
        summary: 'Set an order status; it then advances by the demo clock from there (Delivered credits cashback)',
        params: IdParams,
        body: Type.Object({ status: StatusName }),
        response: { 200: PopupOrder, 404: MessageBody, 422: ValidationErrorBody },
      },
    },
    async (req) => {
      const { id } = req.params as { id: number };
      const { status } = req.body as { status: string };
      const cancelled = status === 'Cancelled';
      const info = db
        .prepare('UPDATE orders SET status_base = ?, status_since = ?, cancelled = ? WHERE id = ?')
        .run(
          cancelled ? 0 : STATUSES.indexOf(status as (typeof STATUSES)[number]),
          ctx.now().toISOString(),
          cancelled ? 1 : 0,
          id,
        );
      if (info.changes === 0) throw notFound('order_not_found');
      recordOrderEvent(db, id, 'changed', ctx.now());
      publishOrderEvents(db);
      return popupShape(ctx, getOrderRow(ctx, id)!);
    },
  );
}
