import { Type } from '@sinclair/typebox';
import { MessageBody } from '../../http/schemas';

export const PaymentStatusName = Type.Union(
  [
    Type.Literal('not_required'),
    Type.Literal('awaiting'),
    Type.Literal('paid'),
    Type.Literal('failed'),
    Type.Literal('refunded'),
  ],
  {
    description: 'online payment: not_required (cash, terminal), awaiting, paid, failed (the last attempt), refunded (reversed)',
  },
);

export const CheckoutFormSchema = Type.Object(
  {
    action: Type.String({
      description: "checkout URL: https://www.liqpay.ua/api/3/checkout, monobank's pageUrl, or a local stand-in path",
    }),
    method: Type.Union([Type.Literal('post'), Type.Literal('get')], {
      description: 'post: a form with data and signature (LiqPay); get: go to action (monobank; data and signature empty)',
    }),
    data: Type.String({
      description: 'base64 of the JSON parameters (version 3, public_key, action pay, amount, currency UAH, ...)',
    }),
    signature: Type.String({ description: 'base64(sha1(private_key + data + private_key))' }),
  },
  { description: 'how the browser reaches the payment page: POST data and signature to action, or GET action' },
);

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
  sum_paid: Type.Number({ description: "UAH, set only by a verified payment callback or the provider's status answer" }),
  provider_check: Type.Union([Type.Literal('no_payment'), Type.Literal('in_progress'), Type.Literal('no_answer'), Type.Null()], {
    description:
      'while awaiting: what the provider said when asked (no_payment: none at all; in_progress; no_answer); null: not asked',
  }),
});

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const CallbackResponses = {
  200: Type.Object({ result: Type.Union([Type.Literal('recorded'), Type.Literal('ignored')]), reason: Type.String() }),
  400: MessageBody,
  403: MessageBody,
  404: MessageBody,
  409: MessageBody,
  503: MessageBody,
};

export const StandinCompleteBody = Type.Composite([
  LiqpayForm,
  Type.Object({
    outcome: Type.Union([Type.Literal('pay'), Type.Literal('pay_callback_lost'), Type.Literal('fail'), Type.Literal('cancel')], {
      description: 'pay_callback_lost: paid, but the callback never reaches the shop (it learns it by asking the status)',
    }),
  }),
]);
export const DevPaymentsQuery = Type.Object({ order_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const DevAttemptSchema = Type.Object({
  provider_order_id: Type.String(),
  amount: Type.Number(),
  status: Type.String(),
  payment_id: Type.Union([Type.String(), Type.Null()]),
});

export const RefundBody = Type.Object({
  amount: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000, description: 'UAH, whole kopecks' }),
  reason: Type.String({ minLength: 1, maxLength: 300 }),
  key: Type.String({
    minLength: 8,
    maxLength: 64,
    pattern: '^[A-Za-z0-9-]+$',
    description: 'the desk makes one per refund it means (a uuid); the same key again returns the same refund',
  }),
});
export const MoneySchema = Type.Object({
  held: Type.Number(),
  captured: Type.Number(),
  refunded: Type.Number(),
  refund_pending: Type.Number(),
  outstanding: Type.Number(),
});
export const RefundAnswerSchema = Type.Object({
  refund: Type.Object({
    amount: Type.Number(),
    status: Type.String({ description: 'queued | sending | unknown | done | failed | check' }),
    error: Type.Union([Type.String(), Type.Null()]),
  }),
  money: MoneySchema,
});
export const PendingReceiptSchema = Type.Object({
  order_id: Type.Integer(),
  number: Type.Integer(),
  kind: Type.Union([Type.Literal('sell'), Type.Literal('return')]),
  amount: Type.Number({ description: 'UAH' }),
  status: Type.String({ description: 'queued | sent | check (tries ran out: look in Checkbox)' }),
  tries: Type.Integer(),
  error: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
