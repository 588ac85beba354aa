/**
 * `POST /api/orders/{id}/pay-on-delivery`: an unpaid online order (the bank refused, the customer
 * cancelled or left the payment page) is paid in cash or by terminal on delivery instead. Who may
 * call it: the browser that placed the order, proven by the order's cart GUID (the idempotency key
 * only that browser knows, a random UUID); anyone else gets the same 404 as for an unknown order.
 * Repeating the call answers the same.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { MessageBody, ValidationErrorBody } from '../../http/schemas';
import type { PayableOrders, PaymentsRoutesOptions } from './orders-port';
import { orderPaymentStatus, payOnDeliveryProblem, type PayOnDeliveryType } from './payment-rules';
import { lastAttempt } from './store';

const PayOnDeliveryBody = Type.Object({
  cart_guid: Type.String({
    format: 'uuid',
    description: 'the cart GUID the order was placed with (proof of the placing browser)',
  }),
  pay_type: Type.Union([Type.Literal('cash'), Type.Literal('terminal')]),
});

const PayOnDeliveryAnswer = Type.Object({
  order_id: Type.Integer(),
  number: Type.Integer(),
  pay_type: Type.String(),
  payment_status: Type.String(),
});

type Answer =
  | { ok: true; body: { order_id: number; number: number; pay_type: string; payment_status: string } }
  | { ok: false; status: 404 | 409; message: string };

export function payOnDelivery(
  ctx: AppContext,
  orders: PayableOrders,
  orderId: number,
  cartGuid: string,
  wanted: PayOnDeliveryType,
): Answer {
  const { db } = ctx;
  let changed = false;
  const answer = db.transaction((): Answer => {
    const order = orders.find(orderId);
    if (!order || order.cartGuid !== cartGuid.toLowerCase()) return { ok: false, status: 404, message: 'order_not_found' };
    const problem = payOnDeliveryProblem(order.payState, lastAttempt(db, orderId)?.status ?? null, wanted);
    if (problem && problem !== 'unchanged') return { ok: false, status: 409, message: problem };
    if (!problem) {
      orders.setPayType(orderId, wanted, ctx.now());
      changed = true;
    }
    const after = orders.find(orderId)!;
    return {
      ok: true,
      body: {
        order_id: orderId,
        number: after.number,
        pay_type: after.payState.payType,
        payment_status: orderPaymentStatus(after.payState, lastAttempt(db, orderId)?.status ?? null),
      },
    };
  })();
  // The desk's live stream shows the new payment type without a reload.
  if (changed) orders.publish();
  return answer;
}

export const payOnDeliveryRoutes: FastifyPluginAsyncTypebox<PaymentsRoutesOptions> = async (app, { ctx, orders }) => {
  app.post(
    '/api/orders/:id/pay-on-delivery',
    {
      schema: {
        tags: ['payments'],
        summary: 'An unpaid online order is paid in cash or by terminal on delivery instead (the placing browser only)',
        description:
          'Caller: the browser that placed the order, proven by its cart GUID; a wrong GUID answers 404 like an unknown order. ' +
          '409 order_not_online, order_cancelled, order_already_paid, payment_in_progress. Idempotent.',
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        body: PayOnDeliveryBody,
        response: { 200: PayOnDeliveryAnswer, 404: MessageBody, 409: MessageBody, 422: ValidationErrorBody },
      },
    },
    async (req, reply) => {
      const answer = payOnDelivery(ctx, orders, req.params.id, req.body.cart_guid, req.body.pay_type);
      if (!answer.ok) return reply.status(answer.status).send({ message: answer.message });
      return answer.body;
    },
  );
};
