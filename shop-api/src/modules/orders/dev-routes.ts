import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { notFound, validationError } from '../../http/errors';
import { MessageBody, ValidationErrorBody } from '../../http/schemas';
import { PopupOrder, StatusName } from './schemas';
import { getOrderRow, popupShape } from './service';
import { STATUSES } from './order-rules';
import { publishOrderEvents, recordOrderEvent } from './events';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Dev-only (never in production): the orders of a cart GUID, move an order's status, and a
 * stand-in online payment page.
 */
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

  // The payment page posts an HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

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

  app.get(
    '/api/dev/pay/:id',
    {
      schema: {
        tags,
        summary: 'Stand-in online payment page: "Pay" / "Fail" buttons',
        params: IdParams,
        response: { 200: Type.String({ description: 'text/html' }), 404: MessageBody, 422: ValidationErrorBody },
      },
    },
    async (req, reply) => {
      const row = getOrderRow(ctx, (req.params as { id: number }).id);
      if (!row) throw notFound('order_not_found');
      const action = `/api/dev/pay/${row.id}`;
      const html = `<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Оплата замовлення ${row.number}</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto">
<h1>Тестова оплата</h1><p>Замовлення № ${row.number}: <strong>${escapeHtml(String(row.sum_to_pay))} грн</strong></p>
<form method="post" action="${action}"><input type="hidden" name="result" value="success"><button type="submit">Pay</button></form>
<form method="post" action="${action}"><input type="hidden" name="result" value="failure"><button type="submit">Fail</button></form>
</body></html>`;
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  app.post(
    '/api/dev/pay/:id',
    {
      schema: {
        tags,
        summary: 'Result of the stand-in payment: marks the order paid and redirects to its return_url with ?order=&status=',
        params: IdParams,
        body: Type.Object({ result: Type.Union([Type.Literal('success'), Type.Literal('failure')]) }),
        response: {
          200: Type.Object({ order: Type.Integer(), status: Type.String(), sum_paid: Type.Number() }),
          303: Type.Null({ description: 'redirect to return_url' }),
          404: MessageBody,
          422: ValidationErrorBody,
        },
      },
    },
    async (req, reply) => {
      const id = (req.params as { id: number }).id;
      const { result } = req.body as { result: 'success' | 'failure' };
      const row = getOrderRow(ctx, id);
      if (!row) throw notFound('order_not_found');
      if (row.pay_type !== 'online') throw validationError({ id: 'not_online_payment' });
      if (result === 'success') db.prepare('UPDATE orders SET sum_paid = sum_to_pay WHERE id = ?').run(id);
      const paid = (db.prepare('SELECT sum_paid FROM orders WHERE id = ?').get(id) as { sum_paid: number }).sum_paid;
      const back = row.return_url as string | null;
      if (!back) return { order: id, status: result, sum_paid: paid };
      const sep = back.includes('?') ? '&' : '?';
      return reply.redirect(`${back}${sep}order=${id}&status=${result}`, 303);
    },
  );
}
