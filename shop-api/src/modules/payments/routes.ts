import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PaymentsRoutesOptions } from './orders-port';
import { notFound } from '../../http/errors';
import { enforceOrderAccess, OrderSecretQuery, orderSecretSecurity } from '../../http/order-secret';
import { langOf } from '../../http/lang';
import { MessageBody, ValidationErrorBody } from '../../http/schemas';
import { CallbackResponses, CheckoutFormSchema, IdParams, LiqpayForm, PaymentStatusSchema } from './schemas';
import { CALLBACK_PATH, applyCallback, askProvider, checkoutForOrder, createProviderAsks, paymentStatusOf } from './service';

/** Form bodies of at most 16 KiB (LiqPay's data of one payment is about 2 KiB). */
export function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

export const paymentsRoutes: FastifyPluginAsyncTypebox<PaymentsRoutesOptions> = async (app, { ctx, orders, providerPost }) => {
  const tags = ['payments'];
  const asks = createProviderAsks();
  /** The order's secret or its customer's session: 401 without either, 404 as for an unknown order otherwise. */
  const mayPay = (request: FastifyRequest, orderId: number, secret: string | undefined) =>
    enforceOrderAccess(orders.access(request, orderId, secret));

  app.post(
    CALLBACK_PATH,
    {
      // A body that is not a form at all is refused like a form without fields: 400, never 422.
      attachValidation: true,
      schema: {
        tags,
        summary: 'LiqPay server callback (server_url): signed result of a payment; idempotent',
        description:
          'Form-encoded `data` + `signature` as LiqPay sends them. The signature is checked in constant time; a missing field ' +
          'or data that is not base64 JSON answers 400, a wrong signature or public key 403, an unknown order_id 404, a wrong ' +
          'amount or currency 409, all without any change. Money statuses: success (and sandbox with LIQPAY_SANDBOX=1). ' +
          'A repeated callback answers 200 `ignored` and records nothing twice.',
        consumes: ['application/x-www-form-urlencoded'],
        body: LiqpayForm,
        response: CallbackResponses,
      },
    },
    async (req, reply) => {
      const answer = applyCallback(ctx, orders, req.validationError ? undefined : req.body, req.log);
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.get(
    '/api/orders/:id/payment',
    {
      schema: {
        tags,
        summary: "The order's online payment status (polled by the storefront after the payment page returns)",
        description:
          'While the last payment attempt is open, the shop asks the provider (LiqPay `status`; at most once per attempt ' +
          'every 4 s, whoever polls; 3 s at most) and applies a payment it knows like a callback; `provider_check` says ' +
          'what it answered: no_payment (cancelled, Back, not paid yet), in_progress, no_answer.',
        security: orderSecretSecurity,
        params: IdParams,
        querystring: OrderSecretQuery,
        response: { 200: PaymentStatusSchema, 401: MessageBody, 404: MessageBody, 422: ValidationErrorBody },
      },
    },
    async (req) => {
      mayPay(req, req.params.id, req.query.secret);
      const providerCheck = await askProvider(ctx, orders, req.params.id, asks, providerPost, req.log);
      const status = paymentStatusOf(ctx, orders, req.params.id, providerCheck);
      if (!status) throw notFound('order_not_found');
      return status;
    },
  );

  app.post(
    '/api/orders/:id/payment',
    {
      schema: {
        tags,
        summary: 'A checkout form to pay an unpaid online order (again); an open attempt is reused',
        security: orderSecretSecurity,
        params: IdParams,
        querystring: OrderSecretQuery,
        response: { 200: CheckoutFormSchema, 401: MessageBody, 404: MessageBody, 409: MessageBody, 422: ValidationErrorBody },
      },
    },
    async (req, reply) => {
      mayPay(req, req.params.id, req.query.secret);
      const answer = checkoutForOrder(ctx, orders, req.params.id, langOf(req.query));
      if (!answer.ok) return reply.status(answer.status).send({ message: answer.message });
      return answer.form;
    },
  );
};
