/**
 * The local stand-in of LiqPay (no keys, outside production). It speaks LiqPay's protocol: it takes
 * the form the storefront posts (data + signature), checks the signature with the stand-in keys,
 * offers pay / fail / cancel, then POSTs a signed callback to `server_url` (as LiqPay does) and
 * sends the customer back to `result_url`. Cancel sends no callback: the customer left the page, as
 * at LiqPay. "Pay, the callback is lost" pays without the callback (the shop then learns it only by
 * asking). A `hold` form blocks the amount (`hold_wait`). Its server API (`/api/request`: status,
 * hold_completion, refund) acts on the payments the page recorded, or answers `payment_not_found`.
 */
import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AppContext, RoutesOptions } from '../../context';
import { MessageBody, ValidationErrorBody } from '../../http/schemas';
import { decodeLiqpayData, encodeLiqpayData, formFields, liqpaySignature, signatureMatches } from './liqpay';
import { DevAttemptSchema, DevPaymentsQuery, LiqpayForm, StandinCompleteBody } from './schemas';
import { STANDIN_CHECKOUT_PATH, STANDIN_REQUEST_PATH } from './provider-select';
import { attemptsOf } from './store';

interface StandinPayment {
  order_id: string;
  payment_id: number;
  status: string;
  amount: number;
  captured: number;
  refunded: number;
}
/** Whether the stand-in's server API answers 503 (LiqPay unreachable), per app. */
const apiDown = new WeakMap<AppContext, boolean>();

const COMPLETE_PATH = '/api/payments/liqpay-standin/complete';
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TEXT = {
  uk: {
    title: 'Оплата (локальна заміна LiqPay)',
    pay: 'Сплатити',
    // Not a name containing "Сплатити": tests find the pay button by that name.
    lost: 'Оплата пройде, сповіщення магазину загубиться',
    fail: 'Відмова банку',
    cancel: 'Скасувати',
    sum: 'Сума',
  },
  ru: {
    title: 'Оплата (локальная замена LiqPay)',
    pay: 'Оплатить',
    lost: 'Платёж пройдёт, уведомление магазина потеряется',
    fail: 'Отказ банка',
    cancel: 'Отменить',
    sum: 'Сумма',
  },
};

type Outcome = 'pay' | 'pay_callback_lost' | 'fail' | 'cancel';

/** The checked parameters of a form, or why not (LiqPay answers such a form with an error page too). */
function readForm(ctx: AppContext, body: unknown): { data: string; signature: string; params: Record<string, unknown> } | string {
  const fields = formFields(body);
  if (!fields) return 'data and signature are required';
  const { privateKey, publicKey } = ctx.config.payments.liqpay;
  if (!signatureMatches(privateKey, fields.data, fields.signature)) return 'invalid signature';
  const params = decodeLiqpayData(fields.data);
  if (!params) return 'data is not base64 JSON';
  if (params.public_key !== publicKey) return 'unknown public_key';
  if (params.version !== 3 || (params.action !== 'pay' && params.action !== 'hold') || params.currency !== 'UAH')
    return 'unsupported version, action or currency';
  if (typeof params.amount !== 'number' || !(params.amount > 0)) return 'invalid amount';
  for (const key of ['order_id', 'result_url', 'server_url', 'description'])
    if (typeof params[key] !== 'string' || !params[key]) return `${key} is required`;
  return { ...fields, params };
}

/** LiqPay's error answer (it answers errors with 200 and `result: error`). */
const standinError = (code: string, description: string) => ({
  result: 'error',
  status: 'error',
  err_code: code,
  err_description: description,
});

const errorPage = (reply: FastifyReply, message: string) =>
  reply
    .status(400)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LiqPay stand-in: error</title></head><body><p role="alert">${escapeHtml(message)}</p></body></html>`,
    );

export const standinRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
  const tags = ['dev'];
  const html = {
    200: Type.String({ description: 'text/html' }),
    400: Type.String({ description: 'text/html' }),
    422: ValidationErrorBody,
  };

  app.post(
    STANDIN_CHECKOUT_PATH,
    {
      schema: {
        tags,
        summary: "Stand-in of LiqPay's checkout page: checks the signed form, offers pay / fail / cancel",
        consumes: ['application/x-www-form-urlencoded'],
        body: LiqpayForm,
        response: html,
      },
    },
    async (req, reply) => {
      const form = readForm(ctx, req.body);
      if (typeof form === 'string') return errorPage(reply, form);
      const lang = form.params.language === 'ru' ? 'ru' : 'uk';
      const t = TEXT[lang];
      const button = (outcome: Outcome, label: string) =>
        `<form method="post" action="${COMPLETE_PATH}"><input type="hidden" name="data" value="${escapeHtml(form.data)}">` +
        `<input type="hidden" name="signature" value="${escapeHtml(form.signature)}"><input type="hidden" name="outcome" value="${outcome}">` +
        `<button type="submit" style="font:inherit;padding:12px 20px;min-width:12rem">${label}</button></form>`;
      const amount = (form.params.amount as number).toFixed(2);
      return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 16px;display:grid;gap:12px">
<h1 style="font-size:1.4rem">${t.title}</h1><p>${escapeHtml(form.params.description as string)}</p>
<p>${t.sum}: <strong data-testid="standin-amount">${amount} UAH</strong></p>
${button('pay', t.pay)}${button('fail', t.fail)}${button('cancel', t.cancel)}${button('pay_callback_lost', t.lost)}
</body></html>`);
    },
  );

  app.post(
    COMPLETE_PATH,
    {
      schema: {
        tags,
        summary: 'Stand-in: sends the signed callback to server_url (pay, fail), then 303 to result_url',
        consumes: ['application/x-www-form-urlencoded'],
        body: StandinCompleteBody,
        response: { 303: Type.Null({ description: 'redirect to result_url' }), 400: html[400], 422: ValidationErrorBody },
      },
    },
    async (req, reply) => {
      const form = readForm(ctx, req.body);
      if (typeof form === 'string') return errorPage(reply, form);
      const { outcome } = req.body;
      const p = form.params;
      if (outcome !== 'cancel') {
        const orderId = p.order_id as string;
        // One payment per order_id, as at LiqPay: a repeated "pay" reports the same payment id.
        const paymentId = parseInt(crypto.createHash('sha1').update(orderId).digest('hex').slice(0, 9), 16);
        const now = Date.now();
        const hold = p.action === 'hold';
        const status = outcome === 'fail' ? 'failure' : hold ? 'hold_wait' : p.sandbox === 1 ? 'sandbox' : 'success';
        // The payment as its status answers it: one per order_id, a refused one may be paid after all.
        ctx.db
          .prepare(
            `INSERT INTO liqpay_standin_payments (order_id, payment_id, status, amount, captured) VALUES (?, ?, ?, ?, ?)
             ON CONFLICT (order_id) DO UPDATE SET status = excluded.status, captured = excluded.captured
             WHERE liqpay_standin_payments.status = 'failure'`,
          )
          .run(orderId, paymentId, status, p.amount, hold || outcome === 'fail' ? 0 : p.amount);
        const result = {
          version: 3,
          public_key: p.public_key,
          action: p.action,
          status,
          payment_id: paymentId,
          liqpay_order_id: `STANDIN${paymentId}`,
          order_id: orderId,
          amount: p.amount,
          currency: p.currency,
          description: p.description,
          type: 'buy',
          paytype: 'card',
          create_date: now,
          end_date: now,
          ...(outcome === 'fail' ? { err_code: 'limit', err_description: 'Card limit exceeded (stand-in)' } : {}),
        };
        if (outcome === 'pay_callback_lost') return reply.redirect(p.result_url as string, 303);
        const data = encodeLiqpayData(result);
        const body = new URLSearchParams({ data, signature: liqpaySignature(ctx.config.payments.liqpay.privateKey, data) });
        try {
          const res = await ctx.fetch(p.server_url as string, { method: 'POST', body, signal: AbortSignal.timeout(10_000) });
          req.log.info({ status: res.status }, 'stand-in callback sent');
        } catch (err) {
          // LiqPay, too, returns the customer even when the shop's server did not answer.
          req.log.warn({ err }, 'stand-in callback failed');
        }
      }
      return reply.redirect(p.result_url as string, 303);
    },
  );

  /** LiqPay's server API as the stand-in plays it: hold_completion, refund, status on what the page recorded. */
  const apiAction = (p: Record<string, unknown>): Record<string, unknown> => {
    const orderId = typeof p.order_id === 'string' ? p.order_id : '';
    if (!orderId) return standinError('order_id_empty', 'order_id is required');
    const pay = ctx.db.prepare('SELECT * FROM liqpay_standin_payments WHERE order_id = ?').get(orderId) as
      StandinPayment | undefined;
    const error = standinError;
    if (!pay) return error('payment_not_found', 'Payment not found');
    const amount = typeof p.amount === 'number' ? p.amount : null;
    const answer = (row: StandinPayment) => ({
      result: 'ok',
      public_key: ctx.config.payments.liqpay.publicKey,
      action: p.action,
      status: row.status,
      order_id: row.order_id,
      payment_id: row.payment_id,
      // What is held (or was asked for, when refused), else what is taken.
      amount: row.status === 'hold_wait' || row.status === 'failure' ? row.amount : row.captured,
      currency: 'UAH',
    });
    const save = (change: Partial<StandinPayment>) => {
      const next = { ...pay, ...change };
      ctx.db
        .prepare('UPDATE liqpay_standin_payments SET status = ?, captured = ?, refunded = ? WHERE order_id = ?')
        .run(next.status, next.captured, next.refunded, orderId);
      return answer(next);
    };
    switch (p.action) {
      case 'status':
        return answer(pay);
      case 'hold_completion': {
        if (pay.status !== 'hold_wait') return error('payment_not_hold', 'The payment is not on hold');
        const take = amount ?? pay.amount;
        if (!(take > 0) || take > pay.amount + 0.005) return error('invalid_amount', 'Amount is more than was held');
        return save({ status: 'success', captured: take });
      }
      case 'refund': {
        if (pay.status === 'hold_wait') return save({ status: 'reversed' });
        if (pay.status !== 'success') return error('payment_not_refundable', 'The payment cannot be refunded');
        const back = amount ?? pay.captured - pay.refunded;
        if (!(back > 0) || back > pay.captured - pay.refunded + 0.005)
          return error('invalid_amount', 'Amount is more than is left');
        const refunded = Math.round((pay.refunded + back) * 100) / 100;
        return save({ refunded, status: refunded >= pay.captured - 0.005 ? 'reversed' : 'success' });
      }
      default:
        return error('err_action', 'Unsupported version or action');
    }
  };

  app.post(
    STANDIN_REQUEST_PATH,
    {
      schema: {
        tags,
        summary:
          "Stand-in of LiqPay's server API (/api/request): status, hold_completion, refund on the payments its page made, or payment_not_found",
        consumes: ['application/x-www-form-urlencoded'],
        body: LiqpayForm,
        response: { 200: Type.Object({}, { additionalProperties: true }), 503: MessageBody, 422: ValidationErrorBody },
      },
    },
    async (req, reply) => {
      if (apiDown.get(ctx)) return reply.status(503).send({ message: 'Service Unavailable' });
      const fields = formFields(req.body);
      const { privateKey, publicKey } = ctx.config.payments.liqpay;
      // LiqPay answers 200 with result error to a bad request, too.
      if (!fields) return standinError('err_data', 'data and signature are required');
      if (!signatureMatches(privateKey, fields.data, fields.signature)) return standinError('err_signature', 'Invalid signature');
      const params = decodeLiqpayData(fields.data);
      if (!params || params.public_key !== publicKey) return standinError('public_key_not_found', 'Unknown public_key');
      if (Number(params.version) !== 3) return standinError('err_action', 'Unsupported version or action');
      return apiAction(params);
    },
  );

  app.post(
    '/api/dev/payments/provider',
    {
      schema: {
        tags,
        summary: "Stand-in: switch the LiqPay server API's outage on or off (503 while down; tests of the money queue)",
        body: Type.Object({ down: Type.Boolean() }),
        response: { 200: Type.Object({ down: Type.Boolean() }), 422: ValidationErrorBody },
      },
    },
    async (req) => {
      apiDown.set(ctx, req.body.down);
      return { down: apiDown.get(ctx) === true };
    },
  );

  app.get(
    '/api/dev/payments',
    {
      schema: {
        tags,
        summary: "An order's payment attempts (tests check that a double click made one payment)",
        querystring: DevPaymentsQuery,
        response: {
          200: Type.Array(DevAttemptSchema),
          404: MessageBody,
          422: ValidationErrorBody,
        },
      },
    },
    async (req) =>
      attemptsOf(ctx.db, req.query.order_id).map((a) => ({
        provider_order_id: a.provider_order_id,
        amount: a.amount,
        status: a.status,
        payment_id: a.payment_id,
      })),
  );
};
