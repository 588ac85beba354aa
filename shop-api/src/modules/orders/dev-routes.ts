import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { RoutesOptions } from '../../context';
import { notFound } from '../../http/errors';
import { MessageBody, ValidationErrorBody } from '../../http/schemas';
import { DevOrderRef, DevOrdersQuery, DevStatusBody, IdParams, PopupOrder } from './schemas';
import { getOrderRow, popupShape } from './service';
import { publishOrderEvents, recordOrderEvent } from './events';
import { ordersOfCart, setOrderStatus } from './repository';

/** Dev-only (never in production): the orders of a cart GUID, move an order's status. */
export const ordersDevRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
  const db = ctx.db;
  const tags = ['dev'];

  app.get(
    '/api/dev/orders',
    {
      schema: {
        tags,
        summary: 'Every order made from a cart GUID, whoever placed it (tests check that a retry made no duplicate)',
        querystring: DevOrdersQuery,
        response: { 200: Type.Array(DevOrderRef), 422: ValidationErrorBody },
      },
    },
    async (req) => ordersOfCart(db, req.query.cart_guid.toLowerCase()),
  );

  app.post(
    '/api/dev/orders/:id/status',
    {
      schema: {
        tags,
        summary: 'Set an order status; it then advances by the demo clock from there (Delivered credits cashback)',
        params: IdParams,
        body: DevStatusBody,
        response: { 200: PopupOrder, 404: MessageBody, 422: ValidationErrorBody },
      },
    },
    async (req) => {
      const { id } = req.params;
      if (!setOrderStatus(db, id, req.body.status, ctx.now())) throw notFound('order_not_found');
      recordOrderEvent(db, id, 'changed', ctx.now());
      publishOrderEvents(db);
      return popupShape(ctx, getOrderRow(ctx, id)!);
    },
  );
};
