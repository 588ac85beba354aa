/**
 * The local stand-in of Checkbox's API (no CHECKBOX_* keys, outside production). It speaks the
 * protocol the client uses: the same paths under /api/v1, `X-Client-Name` on every call, the
 * cashier's bearer token from `POST /cashier/signin`, `X-License-Key` for shifts and receipts, one
 * open shift at a time, receipts that must add up (kopecks, quantity x1000, payments = goods less
 * discounts), our receipt id unique (409 on a repeat), errors as `{message}`. It records each
 * receipt (GET /api/dev/fiscal/receipts) and can be switched down (503) to test the queue.
 */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AppContext, RoutesOptions } from '../../context';
import { MessageBody, ValidationErrorBody } from '../../http/schemas';
import { CHECKBOX_STANDIN, CHECKBOX_STANDIN_BASE } from './config';
import { receiptTotal, type CheckboxSellBody } from './receipt-rules';

/** Whether the stand-in answers 503 to everything (a Checkbox outage), per app. */
const down = new WeakMap<AppContext, boolean>();
const tokens = new WeakMap<AppContext, Set<string>>();
export const setCheckboxDown = (ctx: AppContext, value: boolean) => down.set(ctx, value);

const V1 = `${CHECKBOX_STANDIN_BASE}/api/v1`;
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const Good = Type.Object({
  good: Type.Object({ code: Type.String(), name: Type.String({ minLength: 1 }), price: Type.Integer({ minimum: 0 }) }),
  quantity: Type.Integer({ minimum: 1 }),
  is_return: Type.Optional(Type.Boolean()),
});
const SellBody = Type.Object({
  id: Type.String({ format: 'uuid' }),
  goods: Type.Array(Good, { minItems: 1 }),
  discounts: Type.Optional(
    Type.Array(
      Type.Object({
        type: Type.Literal('DISCOUNT'),
        mode: Type.Literal('VALUE'),
        value: Type.Integer({ minimum: 0 }),
        name: Type.String(),
      }),
    ),
  ),
  payments: Type.Array(
    Type.Object({
      type: Type.Union([Type.Literal('CASHLESS'), Type.Literal('CASH')]),
      value: Type.Integer({ minimum: 0 }),
      label: Type.Optional(Type.String()),
    }),
    { minItems: 1 },
  ),
});
const Any = Type.Object({}, { additionalProperties: true });
const answers = {
  200: Any,
  201: Any,
  202: Any,
  400: MessageBody,
  401: MessageBody,
  403: MessageBody,
  404: MessageBody,
  409: MessageBody,
  422: ValidationErrorBody,
  503: MessageBody,
};

export const checkboxStandinRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['dev'];
  if (!tokens.has(ctx)) tokens.set(ctx, new Set());
  const openShift = () =>
    db.prepare(`SELECT * FROM checkbox_standin_shifts WHERE status = 'OPENED'`).get() as
      { id: string; status: string; opened_at: string } | undefined;

  /** The checks every call passes through, in Checkbox's order: service up, client named, cashier signed in, register's key. */
  const gate = (req: FastifyRequest, reply: FastifyReply, need: { auth: boolean; license: boolean }) => {
    if (down.get(ctx)) return reply.status(503).send({ message: 'Service Unavailable' });
    if (!req.headers['x-client-name']) return reply.status(400).send({ message: 'X-Client-Name header is required' });
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (need.auth && (!bearer || !tokens.get(ctx)!.has(bearer))) return reply.status(401).send({ message: 'Not authenticated' });
    if (need.license && req.headers['x-license-key'] !== CHECKBOX_STANDIN.licenseKey)
      return reply.status(403).send({ message: 'Invalid license key' });
    return null;
  };

  app.post(
    `${V1}/cashier/signin`,
    {
      schema: {
        tags,
        summary: 'Checkbox stand-in: cashier sign-in (login, password) -> bearer token',
        body: Type.Object({ login: Type.String(), password: Type.String() }),
        response: answers,
      },
    },
    async (req, reply) => {
      const stop = gate(req, reply, { auth: false, license: false });
      if (stop) return stop;
      const b = req.body;
      if (b.login !== CHECKBOX_STANDIN.login || b.password !== CHECKBOX_STANDIN.password)
        return reply.status(403).send({ message: 'Invalid credentials' });
      const token = crypto.randomBytes(24).toString('hex');
      tokens.get(ctx)!.add(token);
      return { type: 'bearer', token_type: 'bearer', access_token: token };
    },
  );

  app.get(
    `${V1}/cashier/shift`,
    { schema: { tags, summary: "Checkbox stand-in: the cashier's open shift (or an empty object)", response: answers } },
    async (req, reply) => {
      const stop = gate(req, reply, { auth: true, license: false });
      if (stop) return stop;
      const s = openShift();
      return s ? { id: s.id, status: s.status, opened_at: s.opened_at } : {};
    },
  );

  app.post(
    `${V1}/shifts`,
    { schema: { tags, summary: 'Checkbox stand-in: open a shift', response: answers } },
    async (req, reply) => {
      const stop = gate(req, reply, { auth: true, license: true });
      if (stop) return stop;
      if (openShift()) return reply.status(400).send({ message: 'Касир вже працює з відкритою зміною' });
      const id = crypto.randomUUID();
      const at = ctx.now().toISOString();
      db.prepare(`INSERT INTO checkbox_standin_shifts (id, status, opened_at) VALUES (?, 'OPENED', ?)`).run(id, at);
      return reply.status(202).send({ id, status: 'OPENED', opened_at: at });
    },
  );

  app.post(
    `${V1}/shifts/close`,
    { schema: { tags, summary: 'Checkbox stand-in: close the open shift (Z report)', response: answers } },
    async (req, reply) => {
      const stop = gate(req, reply, { auth: true, license: true });
      if (stop) return stop;
      const s = openShift();
      if (!s) return reply.status(400).send({ message: 'Зміну не відкрито' });
      db.prepare(`UPDATE checkbox_standin_shifts SET status = 'CLOSED', closed_at = ? WHERE id = ?`).run(
        ctx.now().toISOString(),
        s.id,
      );
      return reply.status(202).send({ id: s.id, status: 'CLOSED' });
    },
  );

  app.post(
    `${V1}/receipts/sell`,
    {
      schema: {
        tags,
        summary: 'Checkbox stand-in: a sell (or, with is_return goods, a return) receipt',
        body: SellBody,
        response: answers,
      },
    },
    async (req, reply) => {
      const stop = gate(req, reply, { auth: true, license: true });
      if (stop) return stop;
      const body = req.body;
      const shift = openShift();
      if (!shift) return reply.status(400).send({ message: 'Зміну не відкрито' });
      if (db.prepare('SELECT 1 FROM checkbox_standin_receipts WHERE id = ?').get(body.id))
        return reply.status(409).send({ message: 'Receipt with this id already exists' });
      const total = receiptTotal(body as CheckboxSellBody);
      const paid = body.payments.reduce((s, p) => s + p.value, 0);
      if (paid !== total)
        return reply.status(422).send({ message: 'Сума оплат не дорівнює сумі чека', errors: { payments: ['validation_sum'] } });
      const isReturn = body.goods.some((g) => g.is_return) ? 1 : 0;
      const fiscal = `TEST-${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
      db.prepare(
        'INSERT INTO checkbox_standin_receipts (id, shift_id, fiscal_code, body, total, is_return, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(body.id, shift.id, fiscal, JSON.stringify(body), total, isReturn, ctx.now().toISOString());
      // Checkbox fiscalises within seconds; the stand-in at once.
      return reply
        .status(201)
        .send({ id: body.id, status: 'DONE', fiscal_code: fiscal, total_sum: total, type: isReturn ? 'RETURN' : 'SELL' });
    },
  );

  app.get(
    `${V1}/receipts/:id`,
    {
      schema: {
        tags,
        summary: 'Checkbox stand-in: a receipt',
        params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
        response: answers,
      },
    },
    async (req, reply) => {
      const stop = gate(req, reply, { auth: true, license: false });
      if (stop) return stop;
      const r = db.prepare('SELECT * FROM checkbox_standin_receipts WHERE id = ?').get(req.params.id) as
        { id: string; fiscal_code: string; total: number; is_return: number } | undefined;
      if (!r) return reply.status(404).send({ message: 'Receipt not found' });
      return { id: r.id, status: 'DONE', fiscal_code: r.fiscal_code, total_sum: r.total, type: r.is_return ? 'RETURN' : 'SELL' };
    },
  );

  // The customer's link (check.checkbox.ua/<id> at Checkbox): the receipt as a page.
  app.get(
    `${CHECKBOX_STANDIN_BASE}/receipts/:id`,
    {
      schema: {
        tags,
        summary: "Checkbox stand-in: the receipt's public page",
        params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
        response: { 200: Type.String(), 404: MessageBody },
      },
    },
    async (req, reply) => {
      const r = db.prepare('SELECT * FROM checkbox_standin_receipts WHERE id = ?').get(req.params.id) as
        { id: string; fiscal_code: string; total: number; is_return: number; body: string } | undefined;
      if (!r) return reply.status(404).send({ message: 'Receipt not found' });
      const receipt = JSON.parse(r.body) as CheckboxSellBody;
      const lines = receipt.goods
        .map(
          (g) =>
            `<li>${escapeHtml(g.good.name)} × ${g.quantity / 1000}: ${((g.good.price * g.quantity) / 100000).toFixed(2)} грн</li>`,
        )
        .join('');
      return reply.type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>${r.is_return ? 'Чек повернення' : 'Фіскальний чек'}</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto"><h1>${r.is_return ? 'Чек повернення' : 'Фіскальний чек'} (локальна заміна Checkbox)</h1>
<ul>${lines}</ul><p>Сума: <strong data-testid="receipt-total">${(r.total / 100).toFixed(2)} грн</strong></p><p>ФН: ${escapeHtml(r.fiscal_code)}</p></body></html>`);
    },
  );

  app.get(
    '/api/dev/fiscal/receipts',
    {
      schema: {
        tags,
        summary: 'Checkbox stand-in: the receipts it recorded, newest first (tests)',
        response: {
          200: Type.Array(
            Type.Object({
              id: Type.String(),
              fiscal_code: Type.String(),
              total: Type.Integer({ description: 'kopecks' }),
              is_return: Type.Boolean(),
              body: Any,
            }),
          ),
        },
      },
    },
    async () =>
      (
        db.prepare('SELECT * FROM checkbox_standin_receipts ORDER BY created_at DESC, rowid DESC').all() as {
          id: string;
          fiscal_code: string;
          total: number;
          is_return: number;
          body: string;
        }[]
      ).map((r) => ({
        id: r.id,
        fiscal_code: r.fiscal_code,
        total: r.total,
        is_return: r.is_return === 1,
        body: JSON.parse(r.body) as Record<string, unknown>,
      })),
  );

  app.post(
    '/api/dev/fiscal/checkbox',
    {
      schema: {
        tags,
        summary: 'Checkbox stand-in: switch the outage on or off (503 to every call while down)',
        body: Type.Object({ down: Type.Boolean() }),
        response: { 200: Type.Object({ down: Type.Boolean() }) },
      },
    },
    async (req) => {
      setCheckboxDown(ctx, req.body.down);
      return { down: down.get(ctx) === true };
    },
  );
};
