/**
 * The local stand-in of monobank acquiring (no MONOBANK_TOKEN, outside production). It plays the
 * bank's API under its base path: `X-Token` checked, amounts in kopecks, `{errCode, errText}` errors,
 * invoices with `paymentType` debit or hold, `finalize`, `cancel` (by `extRef`, listed in the
 * status's `cancelList`), `pubkey`; and its payment page (`pageUrl`). Each state change is POSTed to
 * `webHookUrl` signed as the bank signs: ECDSA (P-256, SHA-256) of the body, base64 in `X-Sign`,
 * with its own key pair made at start (its public key from `/api/merchant/pubkey`).
 */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { RoutesOptions } from '../../context';
import { MessageBody, ValidationErrorBody } from '../../http/schemas';
import { MONOBANK_STANDIN_TOKEN } from './config';
import { activeProvider, MONOBANK_STANDIN_BASE, switchStandinAcquirer } from './provider-select';

interface Invoice {
  invoice_id: string;
  reference: string;
  amount: number;
  final_amount: number | null;
  payment_type: 'debit' | 'hold';
  status: string;
  redirect_url: string;
  webhook_url: string;
  basket: string;
  cancel_list: string;
  created_date: string;
  modified_date: string;
}
interface CancelEntry {
  extRef: string;
  amount: number;
  ccy: number;
  status: 'success';
  createdDate: string;
  modifiedDate: string;
}

/** The stand-in bank's key pair, one per process (its public key is what webhooks are checked against). */
let keys: { privateKey: crypto.KeyObject; publicPemBase64: string } | null = null;
function bankKeys() {
  if (!keys) {
    const pair = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const pem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    keys = { privateKey: pair.privateKey, publicPemBase64: Buffer.from(pem).toString('base64') };
  }
  return keys;
}

/** The body as the bank signs it: base64 of the DER ECDSA-SHA256 signature. */
export const monobankSign = (privateKey: crypto.KeyObject, body: string) =>
  crypto.sign('sha256', Buffer.from(body, 'utf8'), privateKey).toString('base64');

const API = `${MONOBANK_STANDIN_BASE}/api/merchant`;
const PAGE = `${MONOBANK_STANDIN_BASE}/pay`;
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const Any = Type.Object({}, { additionalProperties: true });
/** A JSON body the handler checks itself, field by field, as the bank does (its answers are the bank's 400s). */
const AnyBody = Type.Record(Type.String(), Type.Unknown());
const ErrorBody = Type.Object({ errCode: Type.String(), errText: Type.String() });
/** 400: the bank's own refusal, or the API's for a body its JSON parser refused (`{message}`). */
const answers = { 200: Any, 400: Type.Union([ErrorBody, MessageBody]), 403: ErrorBody, 404: ErrorBody, 422: ValidationErrorBody };

export function invoiceStatusBody(inv: Invoice) {
  return {
    invoiceId: inv.invoice_id,
    status: inv.status,
    amount: inv.amount,
    ccy: 980,
    ...(inv.final_amount !== null ? { finalAmount: inv.final_amount } : {}),
    createdDate: inv.created_date,
    modifiedDate: inv.modified_date,
    reference: inv.reference,
    ...(inv.status === 'failure' ? { failureReason: 'Недостатньо коштів (stand-in)' } : {}),
    cancelList: JSON.parse(inv.cancel_list) as CancelEntry[],
  };
}

export const monobankStandinRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['dev'];
  const get = (id: unknown) =>
    typeof id === 'string'
      ? ((db.prepare('SELECT * FROM monobank_standin_invoices WHERE invoice_id = ?').get(id) as Invoice | undefined) ?? null)
      : null;
  const save = (inv: Invoice) => {
    inv.modified_date = ctx.now().toISOString();
    db.prepare(
      `UPDATE monobank_standin_invoices SET status = ?, final_amount = ?, cancel_list = ?, modified_date = ? WHERE invoice_id = ?`,
    ).run(inv.status, inv.final_amount, inv.cancel_list, inv.modified_date, inv.invoice_id);
  };
  /** The webhook as the bank sends it: the invoice's status body, signed; failures are the shop's problem. */
  const webhook = async (inv: Invoice, log: FastifyRequest['log']) => {
    const body = JSON.stringify(invoiceStatusBody(inv));
    try {
      await ctx.fetch(inv.webhook_url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Sign': monobankSign(bankKeys().privateKey, body) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (err) {
      log.warn({ err }, 'monobank stand-in webhook failed');
    }
  };
  const tokenOk = (req: FastifyRequest, reply: FastifyReply) => {
    if (req.headers['x-token'] === MONOBANK_STANDIN_TOKEN) return true;
    void reply.status(403).send({ errCode: 'forbidden', errText: 'invalid X-Token' });
    return false;
  };
  const bad = (reply: FastifyReply, errText: string) => reply.status(400).send({ errCode: 'BAD_REQUEST', errText });

  app.get(
    `${API}/pubkey`,
    { schema: { tags, summary: 'monobank stand-in: the public key webhooks are signed with (base64 PEM)', response: answers } },
    async (req, reply) => {
      if (!tokenOk(req, reply)) return reply;
      return { key: bankKeys().publicPemBase64 };
    },
  );

  app.post(
    `${API}/invoice/create`,
    { schema: { tags, summary: 'monobank stand-in: create an invoice (debit or hold)', body: AnyBody, response: answers } },
    async (req, reply) => {
      if (!tokenOk(req, reply)) return reply;
      const b = req.body;
      const info = (b.merchantPaymInfo ?? {}) as Record<string, unknown>;
      if (!Number.isInteger(b.amount) || (b.amount as number) <= 0)
        return bad(reply, 'amount must be a positive number of kopecks');
      if (b.ccy !== undefined && b.ccy !== 980) return bad(reply, 'unsupported ccy');
      if (typeof info.reference !== 'string' || !info.reference) return bad(reply, 'merchantPaymInfo.reference is required');
      const basket = Array.isArray(info.basketOrder) ? (info.basketOrder as Record<string, unknown>[]) : [];
      if (basket.some((l) => typeof l.name !== 'string' || !Number.isInteger(l.qty) || !Number.isInteger(l.sum)))
        return bad(reply, 'basketOrder: name, qty and sum (kopecks) are required');
      if (typeof b.redirectUrl !== 'string' || typeof b.webHookUrl !== 'string')
        return bad(reply, 'redirectUrl and webHookUrl are required');
      const paymentType = b.paymentType === 'hold' ? 'hold' : 'debit';
      const id = `SI${crypto.randomBytes(8).toString('hex')}`;
      const now = ctx.now().toISOString();
      db.prepare(
        `INSERT INTO monobank_standin_invoices (invoice_id, reference, amount, payment_type, status, redirect_url, webhook_url, basket, created_date, modified_date)
       VALUES (?, ?, ?, ?, 'created', ?, ?, ?, ?, ?)`,
      ).run(id, info.reference, b.amount, paymentType, b.redirectUrl, b.webHookUrl, JSON.stringify(basket), now, now);
      return { invoiceId: id, pageUrl: `${PAGE}/${id}` };
    },
  );

  app.get(
    `${API}/invoice/status`,
    {
      schema: {
        tags,
        summary: "monobank stand-in: an invoice's state",
        querystring: Type.Object({ invoiceId: Type.String({ maxLength: 64 }) }),
        response: answers,
      },
    },
    async (req, reply) => {
      if (!tokenOk(req, reply)) return reply;
      const inv = get(req.query.invoiceId);
      if (!inv) return reply.status(404).send({ errCode: 'NOT_FOUND', errText: 'invoice not found' });
      return invoiceStatusBody(inv);
    },
  );

  app.post(
    `${API}/invoice/finalize`,
    { schema: { tags, summary: 'monobank stand-in: take a hold (all or less)', body: AnyBody, response: answers } },
    async (req, reply) => {
      if (!tokenOk(req, reply)) return reply;
      const b = req.body;
      const inv = get(b.invoiceId);
      if (!inv) return reply.status(404).send({ errCode: 'NOT_FOUND', errText: 'invoice not found' });
      if (inv.status !== 'hold') return bad(reply, `invoice is ${inv.status}, not hold`);
      const amount = b.amount === undefined ? inv.amount : b.amount;
      if (!Number.isInteger(amount) || (amount as number) <= 0 || (amount as number) > inv.amount)
        return bad(reply, 'amount is more than was held');
      inv.status = 'success';
      inv.final_amount = amount as number;
      save(inv);
      void webhook(inv, req.log);
      return { status: 'success' };
    },
  );

  app.post(
    `${API}/invoice/cancel`,
    { schema: { tags, summary: 'monobank stand-in: give a hold back or refund (by extRef)', body: AnyBody, response: answers } },
    async (req, reply) => {
      if (!tokenOk(req, reply)) return reply;
      const b = req.body;
      const inv = get(b.invoiceId);
      if (!inv) return reply.status(404).send({ errCode: 'NOT_FOUND', errText: 'invoice not found' });
      const list = JSON.parse(inv.cancel_list) as CancelEntry[];
      const extRef = typeof b.extRef === 'string' ? b.extRef : '';
      const known = extRef && list.find((c) => c.extRef === extRef);
      // The same extRef again is the same cancellation: answered, not done twice.
      if (known) return { status: known.status, createdDate: known.createdDate, modifiedDate: known.modifiedDate };
      const paid = inv.status === 'hold' ? inv.amount : (inv.final_amount ?? inv.amount);
      const left = paid - list.reduce((s, c) => s + c.amount, 0);
      const amount = b.amount === undefined ? left : b.amount;
      if (inv.status !== 'hold' && inv.status !== 'success') return bad(reply, `invoice is ${inv.status}`);
      if (!Number.isInteger(amount) || (amount as number) <= 0 || (amount as number) > left)
        return bad(reply, 'amount is more than is left');
      const now = ctx.now().toISOString();
      list.push({ extRef, amount: amount as number, ccy: 980, status: 'success', createdDate: now, modifiedDate: now });
      inv.cancel_list = JSON.stringify(list);
      if (inv.status === 'hold' || amount === left) inv.status = 'reversed';
      save(inv);
      void webhook(inv, req.log);
      return { status: 'success', createdDate: now, modifiedDate: now };
    },
  );

  app.get(
    `${PAGE}/:id`,
    {
      schema: {
        tags,
        summary: "monobank stand-in: the invoice's payment page (pay / fail)",
        params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
        response: { 200: Type.String(), 404: MessageBody },
      },
    },
    async (req, reply) => {
      const inv = get(req.params.id);
      if (!inv) return reply.status(404).send({ message: 'invoice not found' });
      const button = (outcome: string, label: string) =>
        `<form method="post" action="${PAGE}/${escapeHtml(inv.invoice_id)}/complete"><input type="hidden" name="outcome" value="${outcome}"><button type="submit" style="font:inherit;padding:12px 20px;min-width:12rem">${label}</button></form>`;
      const lines = (JSON.parse(inv.basket) as { name: string; qty: number; sum: number }[])
        .map((l) => `<li>${escapeHtml(l.name)} × ${l.qty}</li>`)
        .join('');
      return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="uk"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>plata by mono (локальна заміна)</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 16px;display:grid;gap:12px">
<h1 style="font-size:1.4rem">plata by mono (локальна заміна)</h1><ul>${lines}</ul>
<p>Сума: <strong data-testid="standin-amount">${(inv.amount / 100).toFixed(2)} UAH</strong></p>
${button('pay', 'Сплатити')}${button('fail', 'Відмова банку')}</body></html>`);
    },
  );

  app.post(
    `${PAGE}/:id/complete`,
    {
      schema: {
        tags,
        summary: 'monobank stand-in: the payment happens (hold or success) or fails; webhook, then 303 to redirectUrl',
        consumes: ['application/x-www-form-urlencoded'],
        params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
        body: Type.Object({ outcome: Type.Union([Type.Literal('pay'), Type.Literal('fail')]) }),
        response: { 303: Type.Null(), 404: MessageBody, 422: ValidationErrorBody },
      },
    },
    async (req, reply) => {
      const inv = get(req.params.id);
      if (!inv) return reply.status(404).send({ message: 'invoice not found' });
      if (inv.status === 'created') {
        inv.status = req.body.outcome === 'fail' ? 'failure' : inv.payment_type === 'hold' ? 'hold' : 'success';
        if (inv.status === 'success') inv.final_amount = inv.amount;
        save(inv);
        await webhook(inv, req.log);
      }
      return reply.redirect(inv.redirect_url, 303);
    },
  );

  // Both acquirers played locally: the e2e pays one journey through monobank on the API that runs
  // every other journey through LiqPay (a shop-wide test, alone on the API while it runs).
  if (!ctx.config.payments.liqpay.standin) return;
  const Acquirer = Type.Union([Type.Literal('liqpay'), Type.Literal('monobank')]);
  app.post(
    '/api/dev/payments/acquirer',
    {
      schema: {
        tags,
        summary: 'Stand-ins: new payments through LiqPay or monobank (both played locally), whatever PAYMENT_PROVIDER says',
        body: Type.Object({ provider: Acquirer }),
        response: { 200: Type.Object({ provider: Acquirer }), 422: ValidationErrorBody },
      },
    },
    async (req) => {
      switchStandinAcquirer(ctx, req.body.provider);
      return { provider: activeProvider(ctx) };
    },
  );
};
