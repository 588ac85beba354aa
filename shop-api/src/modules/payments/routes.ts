import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { PaymentsRoutesOptions } from './orders-port';
import { bearerSecurity } from '../../http/auth';
import { ApiError, notFound } from '../../http/errors';
import { enforceOrderAccess, OrderSecretQuery, orderSecretSecurity } from '../../http/order-secret';
import { langOf } from '../../http/lang';
import { MessageBody, ValidationErrorBody } from '../../http/schemas';
import { pendingReceipts } from '../fiscal';
import { logStaffAction, requirePermission, requireStaff } from '../staff';
import { refundFromDesk } from './desk-money';
import {
  CallbackResponses,
  CheckoutFormSchema,
  IdParams,
  LiqpayForm,
  PaymentStatusSchema,
  PendingReceiptSchema,
  RefundAnswerSchema,
  RefundBody,
} from './schemas';
import {
  CALLBACK_PATH,
  MONOBANK_WEBHOOK_PATH,
  applyCallback,
  askProvider,
  checkoutForOrder,
  createProviderAsks,
  paymentStatusOf,
} from './service';
import { paymentView } from './view';
import { activeProvider } from './provider-select';

/** Form bodies of at most 16 KiB (LiqPay's data of one payment is about 2 KiB). */
export function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

export const paymentsRoutes: FastifyPluginAsyncTypebox<PaymentsRoutesOptions> = async (app, { ctx, orders }) => {
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
      const body = req.validationError ? undefined : req.body;
      const answer = await applyCallback(ctx, orders, { body, headers: req.headers, rawBody: '' }, req.log);
      return reply.status(answer.status).send(answer.body);
    },
  );

  // monobank signs the exact bytes it sends: this route reads its JSON body as text.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 65_536 }, (_req, body, done) => {
      done(null, body);
    });
    scope.post(
      MONOBANK_WEBHOOK_PATH,
      {
        schema: {
          tags,
          summary: "monobank acquiring's webhook (webHookUrl): the invoice's state, signed with ECDSA in X-Sign; idempotent",
          description:
            "The body is verified against the bank's public key (GET /api/merchant/pubkey, kept and fetched again once when a " +
            'check fails), then the invoice is read with the status call (webhooks may come out of order or twice) and applied ' +
            "by the same rules as LiqPay's callback: 400 not a webhook, 403 a signature that is not the bank's, 404 unknown " +
            'invoice, 409 wrong amount or currency, 503 the status call failed (the bank sends it again); nothing changes on any.',
          headers: Type.Object({
            'x-sign': Type.Optional(Type.String({ maxLength: 400, description: 'base64 ECDSA-SHA256 of the body' })),
          }),
          body: Type.String({ maxLength: 65_536 }),
          response: CallbackResponses,
        },
      },
      async (req, reply) => {
        if (activeProvider(ctx) !== 'monobank') return reply.status(404).send({ message: 'provider_not_configured' });
        const rawBody = typeof req.body === 'string' ? req.body : '';
        const answer = await applyCallback(ctx, orders, { body: null, headers: req.headers, rawBody }, req.log);
        return reply.status(answer.status).send(answer.body);
      },
    );
  });

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
      const providerCheck = await askProvider(ctx, orders, req.params.id, asks, req.log);
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
        response: {
          200: CheckoutFormSchema,
          401: MessageBody,
          404: MessageBody,
          409: MessageBody,
          422: ValidationErrorBody,
          502: MessageBody,
        },
      },
    },
    async (req, reply) => {
      mayPay(req, req.params.id, req.query.secret);
      const answer = await checkoutForOrder(ctx, orders, req.params.id, langOf(req.query));
      if (!answer.ok) return reply.status(answer.status).send({ message: answer.message });
      return answer.form;
    },
  );
};

/** The desk's money routes: refunds and the receipts still waiting for the cash register. Staff only. */
export const deskMoneyRoutes: FastifyPluginAsyncTypebox<PaymentsRoutesOptions> = async (app, { ctx, orders }) => {
  const tags = ['staff'];
  const e = { 401: MessageBody, 403: MessageBody, 404: MessageBody };

  app.post(
    '/api/staff/orders/:id/refund',
    {
      schema: {
        tags,
        summary:
          'Refund part or all of an online order through the payment provider, with a reason; idempotent by key; managers only',
        description:
          'At most what was captured less what is refunded or being refunded. The call goes to the provider at once; when ' +
          'the provider cannot be reached it stays queued and is retried, never sent twice (status queued / unknown). A ' +
          'refusal by the provider is status failed with its error. A return receipt follows through the cash register.',
        security: bearerSecurity,
        params: IdParams,
        body: RefundBody,
        response: { 200: RefundAnswerSchema, ...e, 409: MessageBody, 422: ValidationErrorBody },
      },
    },
    async (req) => {
      // Refunds are a manager's (staff roles, issue 46).
      const { staff } = requirePermission(requireStaff(ctx, req), 'refunds');
      const { id } = req.params;
      const b = req.body;
      const answer = await refundFromDesk(ctx, orders, {
        orderId: id,
        amount: b.amount,
        reason: b.reason,
        key: b.key,
        staffId: staff.id,
      });
      if (!answer.ok) {
        if (answer.status === 404) throw notFound(answer.problem);
        if (answer.status === 409) throw new ApiError(409, answer.problem);
        throw new ApiError(422, answer.problem, { [answer.problem === 'refund_reason' ? 'reason' : 'amount']: [answer.problem] });
      }
      logStaffAction(ctx, staff.id, 'refund', `order:${id}`, { amount: b.amount, reason: b.reason.trim() });
      const op = answer.operation;
      const order = orders.find(id)!;
      const { money } = paymentView(ctx, { orderId: id, ...order.payState });
      return { refund: { amount: op.amount, status: op.status, error: op.last_error }, money };
    },
  );

  app.get(
    '/api/staff/receipts',
    {
      schema: {
        tags,
        summary: 'Fiscal receipts still waiting for the cash register (Checkbox), oldest first',
        security: bearerSecurity,
        response: { 200: Type.Array(PendingReceiptSchema), 401: MessageBody, 403: MessageBody },
      },
    },
    async (req) => {
      requireStaff(ctx, req);
      return pendingReceipts(ctx.db).map((r) => ({
        order_id: r.order_id,
        number: r.number,
        kind: r.kind,
        amount: r.amount,
        status: r.status,
        tries: r.tries,
        error: r.last_error,
        created_at: r.created_at,
      }));
    },
  );
};
