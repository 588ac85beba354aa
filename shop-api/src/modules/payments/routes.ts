import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { langOf } from '../../http/lang';
import { MessageBody, ValidationErrorBody } from '../../http/schemas';
import { CheckoutFormSchema, PaymentStatusName } from '../orders/schemas';
import { CALLBACK_PATH, applyCallback, checkoutForOrder, paymentStatusOf } from './service';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** LiqPay's callback (and the stand-in's forms): `data` and `signature`, form-encoded. */
export const LiqpayForm = Type.Object({
  data: Type.Optional(
    Type.String({
      maxLength: 16_000,
      description: 'base64 of the JSON result (status, order_id, amount, currency, payment_id...)',
    }),
  ),
  signature: Type.Optional(Type.String({ maxLength: 200, description: 'base64(sha1(private_key + data + private_key))' })),
});

export const PaymentStatusSchema = Type.Object({
  order_id: Type.Integer(),
  number: Type.Integer(),
  pay_type: Type.String(),
  payment_status: PaymentStatusName,
  sum_to_pay: Type.Number({ description: 'UAH' }),
  sum_paid: Type.Number({ description: 'UAH, set only by a verified payment callback' }),
});

/** Form bodies of at most 16 KiB (LiqPay's data of one payment is about 2 KiB). */
export function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

export async function paymentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['payments'];
  acceptForms(app);

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
        response: {
          200: Type.Object({ result: Type.Union([Type.Literal('recorded'), Type.Literal('ignored')]), reason: Type.String() }),
          400: MessageBody,
          403: MessageBody,
          404: MessageBody,
          409: MessageBody,
        },
      },
    },
    async (req, reply) => {
      const answer = applyCallback(ctx, req.validationError ? undefined : req.body, req.log);
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.get(
    '/api/orders/:id/payment',
    {
      schema: {
        tags,
        summary: "The order's online payment status (polled by the storefront after the payment page returns)",
        params: IdParams,
        response: { 200: PaymentStatusSchema, 404: MessageBody, 422: ValidationErrorBody },
      },
    },
    async (req) => {
      const status = paymentStatusOf(ctx, (req.params as { id: number }).id);
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
        params: IdParams,
        response: { 200: CheckoutFormSchema, 404: MessageBody, 409: MessageBody, 422: ValidationErrorBody },
      },
    },
    async (req, reply) => {
      const answer = checkoutForOrder(ctx, (req.params as { id: number }).id, langOf(req.query));
      if (!answer.ok) return reply.status(answer.status).send({ message: answer.message });
      return answer.form;
    },
  );
}
