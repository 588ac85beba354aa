import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import type { DeskAction } from '../orders/desk-rules';
import { bearerSecurity } from '../../http/auth';
import { notFound, validationError } from '../../http/errors';
import { langOf, type Lang } from '../../http/lang';
import { MessageBody, Nullable } from '../../http/schemas';
import { reservePasswordAttempt } from '../auth/limits';
import { applyMenuChange } from '../catalogue/live-menu';
import { listMenuSwitches } from '../catalogue/queries';
import { getSetting, getWorkingHours, kyivDate, setDayOverride, setSetting } from '../content/queries';
import { DayOverrideSchema, HHMM } from '../content/schemas';
import {
  applyDeskAction,
  CANCEL_REASON_MAX,
  deskOrderShape,
  DeskOrderSchema,
  getOrderRow,
  lastOrderEventId,
  listDeskOrders,
  onOrderEvents,
  orderEventsAfter,
  PROMISE_MAX_MINUTES,
  PROMISE_MIN_MINUTES,
  type DeskResult,
} from '../orders';
import { endStaffSession, logStaffAction, recentStaffActions, requireStaff, signInStaff, staffSessionOpen } from './accounts';
import { endOnShutdown } from '../../http/live-stream';

const e401 = { 401: MessageBody };
const e403 = { 403: MessageBody };
const e404 = { 404: MessageBody };
const tags = ['staff'];
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const Version = Type.Integer({ minimum: 0, description: "the order's version as last read" });
const StaffShape = Type.Object({ id: Type.Integer(), login: Type.String(), name: Type.String(), role: Type.String() });
const ConflictBody = Type.Object(
  { message: Type.Literal('order_changed'), order: DeskOrderSchema },
  { description: 'someone else acted on the order first: the order as it now is' },
);
const OrderAnswer = { 200: DeskOrderSchema, ...e401, ...e403, ...e404, 409: ConflictBody };

/** Keep-alive comment on the event stream, ms: proxies close idle connections after 30-60 s. */
export const STREAM_PING_MS = 15_000;
/**
 * How often an open stream re-checks its session, ms: a logout, a disabled account (also by the
 * CLI, another process) or the session's end closes the stream within this time.
 */
export const STREAM_SESSION_CHECK_MS = 500;
/** What the browser waits before reconnecting a dropped stream, ms (the SSE `retry:` field). */
export const STREAM_RETRY_MS = 2_000;

export async function staffRoutes(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.db;

  app.post(
    '/api/staff/login',
    {
      schema: {
        tags,
        summary: 'Staff sign-in: a session token that expires after a shift (12 hours)',
        body: Type.Object({
          login: Type.String({ minLength: 1, maxLength: 64 }),
          password: Type.String({ minLength: 1, maxLength: 128 }),
        }),
        response: { 200: Type.Object({ token: Type.String(), expires_at: Type.String(), staff: StaffShape }), 429: MessageBody },
      },
    },
    async (req) => {
      const { login, password } = req.body as { login: string; password: string };
      // The customers' wrong-password limits (per account and per client address), on a key of its own.
      const account = `staff:${login.trim().toLowerCase()}`;
      const attempt = reservePasswordAttempt(ctx, req, account);
      const session = await signInStaff(db, login, password, ctx.now());
      if (!session) throw validationError({ password: 'staff_login_failed' }, 'staff_login_failed');
      attempt.passed();
      logStaffAction(ctx, session.staff.id, 'sign_in', `staff:${session.staff.id}`);
      const { id, name, role } = session.staff;
      return {
        token: session.token,
        expires_at: session.expiresAt.toISOString(),
        staff: { id, login: session.staff.login, name, role },
      };
    },
  );

  app.post(
    '/api/staff/logout',
    {
      schema: {
        tags,
        summary: 'End the staff session',
        security: bearerSecurity,
        response: { 200: MessageBody, ...e401, ...e403 },
      },
    },
    async (req) => {
      const { staff, token } = requireStaff(ctx, req);
      endStaffSession(db, token);
      logStaffAction(ctx, staff.id, 'sign_out', `staff:${staff.id}`);
      return { message: 'ok' };
    },
  );

  app.get(
    '/api/staff/me',
    {
      schema: {
        tags,
        summary: 'The signed-in staff member and when the session ends',
        security: bearerSecurity,
        response: { 200: Type.Object({ staff: StaffShape, expires_at: Type.String() }), ...e401, ...e403 },
      },
    },
    async (req) => {
      const { staff, expiresAt } = requireStaff(ctx, req);
      return {
        staff: { id: staff.id, login: staff.login, name: staff.name, role: staff.role },
        expires_at: expiresAt.toISOString(),
      };
    },
  );

  // ---- orders ------------------------------------------------------------------------------
  app.get(
    '/api/staff/orders',
    {
      schema: {
        tags,
        summary: "The desk's orders (open ones and the last 12 hours'), newest first, and the event id to stream from",
        security: bearerSecurity,
        response: {
          200: Type.Object({ last_event_id: Type.Integer(), orders: Type.Array(DeskOrderSchema) }),
          ...e401,
          ...e403,
        },
      },
    },
    async (req) => {
      requireStaff(ctx, req);
      // Read the id first: an order placed in between is both listed and streamed (the desk dedupes by id).
      const last = lastOrderEventId(db);
      return { last_event_id: last, orders: listDeskOrders(ctx, langOf(req.query)) };
    },
  );

  app.get(
    '/api/staff/orders/stream',
    {
      schema: {
        tags,
        summary:
          'Server-sent events: `event: order`, `id:` the event id, `data:` {kind: created|changed, order}. ' +
          'Send Last-Event-ID to get every event after it (a reconnect misses nothing); without it, events from now on.',
        security: bearerSecurity,
        headers: Type.Object({ 'last-event-id': Type.Optional(Type.String({ pattern: '^\\d{1,15}$' })) }),
        response: { 200: Type.String({ description: 'text/event-stream' }), ...e401, ...e403 },
      },
    },
    async (req, reply) => {
      const { token } = requireStaff(ctx, req);
      const header = req.headers['last-event-id'];
      const lastId = typeof header === 'string' ? Number(header) : lastOrderEventId(db);
      streamOrders(ctx, reply, lastId, langOf(req.query), token);
    },
  );

  const answer = (result: DeskResult, lang: Lang, reply: FastifyReply) => {
    if (result.ok) return deskOrderShape(ctx, result.row, lang);
    if (result.reason === 'not_found') throw notFound('order_not_found');
    if (result.reason === 'order_changed')
      return reply.status(409).send({ message: 'order_changed', order: deskOrderShape(ctx, result.row, lang) });
    const field =
      result.reason === 'promised_time' ? 'promised_minutes' : result.reason === 'cancel_reason' ? 'reason' : 'status';
    throw validationError({ [field]: result.reason }, result.reason);
  };

  const AcceptBody = Type.Object({
    version: Version,
    promised_minutes: Type.Integer({ minimum: PROMISE_MIN_MINUTES, maximum: PROMISE_MAX_MINUTES, description: 'from now' }),
  });
  /**
   * One desk action on an order: the staff member, the order's version (optimistic check), the
   * action, then a log line with its details when it took effect.
   */
  function orderActionRoute<B extends typeof AcceptBody | typeof StatusBody | typeof CancelBody>(
    kind: 'accept' | 'status' | 'cancel',
    summary: string,
    body: B,
    read: (b: Static<B>) => { action: DeskAction; details: Record<string, unknown> },
  ) {
    app.post(
      `/api/staff/orders/:id/${kind}`,
      { schema: { tags, summary, security: bearerSecurity, params: IdParams, body, response: OrderAnswer } },
      async (req, reply) => {
        const { staff } = requireStaff(ctx, req);
        const { id } = req.params as { id: number };
        const b = req.body as Static<B>;
        const { action, details } = read(b);
        const result = applyDeskAction(ctx, id, b.version, action);
        if (result.ok) logStaffAction(ctx, staff.id, kind, `order:${id}`, details);
        return answer(result, langOf(req.query), reply);
      },
    );
  }

  const StatusBody = Type.Object({
    version: Version,
    status: Type.Union([Type.Literal('On the way'), Type.Literal('Delivered')], {
      description: "'On the way' is 'prepared for pickup' for a pickup order",
    }),
  });
  const CancelBody = Type.Object({ version: Version, reason: Type.String({ minLength: 1, maxLength: CANCEL_REASON_MAX }) });
  orderActionRoute('accept', 'Accept a new order with a promised time (New -> In progress)', AcceptBody, (b) => ({
    action: { kind: 'accept', promisedMinutes: b.promised_minutes },
    details: { promised_minutes: b.promised_minutes },
  }));
  orderActionRoute('status', 'Move an order to its next status (In progress -> On the way -> Delivered)', StatusBody, (b) => ({
    action: { kind: 'status', to: b.status },
    details: { status: b.status },
  }));
  orderActionRoute('cancel', 'Cancel an order with a reason (any status before Delivered)', CancelBody, (b) => ({
    action: { kind: 'cancel', reason: b.reason },
    details: { reason: b.reason.trim() },
  }));

  // ---- menu switches -----------------------------------------------------------------------
  const MenuState = Type.Object({
    dishes: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        category: Type.String(),
        price: Type.Number(),
        available: Type.Boolean(),
      }),
    ),
    modifiers: Type.Array(
      Type.Object({ id: Type.Integer(), name: Type.String(), product_id: Type.Integer(), available: Type.Boolean() }),
    ),
    kitchen_paused: Type.Boolean(),
    time_start: Type.String(),
    time_end: Type.String(),
    override: Nullable(DayOverrideSchema),
  });
  const menuState = (lang: Lang) => ({
    ...listMenuSwitches(db, lang),
    kitchen_paused: getSetting(db, 'kitchen_paused') === '1',
    ...getWorkingHours(db, ctx.now()),
  });

  app.get(
    '/api/staff/menu',
    {
      schema: {
        tags,
        summary: 'Every dish and modifier with its stop-list state and price (UAH), the kitchen pause and the working hours',
        security: bearerSecurity,
        response: { 200: MenuState, ...e401, ...e403 },
      },
    },
    async (req) => {
      requireStaff(ctx, req);
      return menuState(langOf(req.query));
    },
  );

  const DishBody = Type.Object({
    product_id: Type.Integer({ minimum: 1 }),
    available: Type.Optional(Type.Boolean({ description: 'false puts the dish on the stop-list' })),
    price: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100_000, description: 'UAH' })),
  });
  app.post(
    '/api/staff/menu/dish',
    {
      schema: {
        tags,
        summary: 'Stop-list a dish (or take it off) and/or change its price; the live menu feed shows it at once',
        security: bearerSecurity,
        body: DishBody,
        response: { 200: MenuState, ...e401, ...e403, ...e404 },
      },
    },
    async (req) => {
      const { staff } = requireStaff(ctx, req);
      const b = req.body as Static<typeof DishBody>;
      if (b.available === undefined && b.price === undefined) throw validationError({ available: 'validation_required' });
      // Prices are whole kopiyky.
      const price = b.price === undefined ? undefined : Math.round(b.price * 100) / 100;
      const found = db.transaction(() => {
        if (b.available !== undefined && !applyMenuChange(db, { kind: 'dish', productId: b.product_id, available: b.available }))
          return false;
        if (price !== undefined && !applyMenuChange(db, { kind: 'price', productId: b.product_id, price })) return false;
        logStaffAction(ctx, staff.id, 'dish', `product:${b.product_id}`, { available: b.available, price });
        return true;
      })();
      if (!found) throw notFound('product_not_found');
      return menuState(langOf(req.query));
    },
  );

  const ModifierBody = Type.Object({ modifier_id: Type.Integer({ minimum: 1 }), available: Type.Boolean() });
  app.post(
    '/api/staff/menu/modifier',
    {
      schema: {
        tags,
        summary: 'Switch a modifier off (ran out) or on; the live menu feed shows it at once',
        security: bearerSecurity,
        body: ModifierBody,
        response: { 200: MenuState, ...e401, ...e403, ...e404 },
      },
    },
    async (req) => {
      const { staff } = requireStaff(ctx, req);
      const b = req.body as Static<typeof ModifierBody>;
      if (!applyMenuChange(db, { kind: 'modifier', modifierId: b.modifier_id, available: b.available }))
        throw notFound('modifier_not_found');
      logStaffAction(ctx, staff.id, 'modifier', `modifier:${b.modifier_id}`, { available: b.available });
      return menuState(langOf(req.query));
    },
  );

  const KitchenBody = Type.Object({
    paused: Type.Optional(Type.Boolean({ description: 'true: no ASAP orders are taken (restaurant_closed)' })),
    time_start: Type.Optional(HHMM),
    time_end: Type.Optional(HHMM),
    override: Type.Optional(
      Nullable(
        Type.Object(
          {
            date: Type.String({ format: 'date', description: "'YYYY-MM-DD' Kyiv: today or a coming day" }),
            closed: Type.Boolean(),
            time_start: Type.Optional(HHMM),
            time_end: Type.Optional(HHMM),
          },
          { description: "one day's own hours (or closed: true) that lapse after that day; null removes it" },
        ),
      ),
    ),
  });
  app.post(
    '/api/staff/kitchen',
    {
      schema: {
        tags,
        summary: "Pause the kitchen, set the standing working hours (equal start and end = around the clock) or one day's hours",
        security: bearerSecurity,
        body: KitchenBody,
        response: { 200: MenuState, ...e401, ...e403 },
      },
    },
    async (req) => {
      const { staff } = requireStaff(ctx, req);
      const b = req.body as Static<typeof KitchenBody>;
      if (b.paused === undefined && b.time_start === undefined && b.time_end === undefined && b.override === undefined)
        throw validationError({ paused: 'validation_required' });
      const o = b.override;
      if (o && o.date < kyivDate(ctx.now())) throw validationError({ 'override.date': 'validation_date_past' });
      if (o && !o.closed && (!o.time_start || !o.time_end))
        throw validationError({ [o.time_start ? 'override.time_end' : 'override.time_start']: 'validation_required' });
      db.transaction(() => {
        if (o !== undefined)
          setDayOverride(
            db,
            o && {
              date: o.date,
              closed: o.closed,
              time_start: o.closed ? null : o.time_start!,
              time_end: o.closed ? null : o.time_end!,
            },
          );
        if (b.paused !== undefined) setSetting(db, 'kitchen_paused', b.paused ? '1' : '0');
        if (b.time_start !== undefined) setSetting(db, 'time_start', b.time_start);
        if (b.time_end !== undefined) setSetting(db, 'time_end', b.time_end);
        logStaffAction(ctx, staff.id, 'kitchen', 'settings', b);
      })();
      return menuState(langOf(req.query));
    },
  );

  app.get(
    '/api/staff/actions',
    {
      schema: {
        tags,
        summary: 'The last 100 staff actions: who, what, when',
        security: bearerSecurity,
        response: {
          200: Type.Array(
            Type.Object({
              id: Type.Integer(),
              login: Type.String(),
              action: Type.String(),
              target: Type.String(),
              details: Type.Record(Type.String(), Type.Unknown()),
              at: Type.String(),
            }),
          ),
          ...e401,
          ...e403,
        },
      },
    },
    async (req) => {
      requireStaff(ctx, req);
      return recentStaffActions(db);
    },
  );
}

/**
 * The live stream: every order event after `lastId`, then each new one as it is committed. The
 * stream closes as soon as the session is no longer open (logout, disabled account, expiry; the
 * desk then asks to sign in again), and sends nothing once it is not.
 */
function streamOrders(ctx: AppContext, reply: FastifyReply, lastId: number, lang: Lang, token: string) {
  let last = lastId;
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Netlify's and nginx's proxies would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${STREAM_RETRY_MS}\n\n`);
  endOnShutdown(ctx, res);
  const flush = () => {
    if (!staffSessionOpen(ctx, token)) return void res.end();
    for (const e of orderEventsAfter(ctx.db, last)) {
      last = e.id;
      const row = getOrderRow(ctx, e.order_id);
      if (!row) continue;
      res.write(
        `id: ${e.id}\nevent: order\ndata: ${JSON.stringify({ kind: e.kind, order: deskOrderShape(ctx, row, lang) })}\n\n`,
      );
    }
  };
  flush();
  const off = onOrderEvents(ctx.db, flush);
  const ping = setInterval(() => res.write(': ping\n\n'), STREAM_PING_MS);
  const recheck = setInterval(() => {
    if (!staffSessionOpen(ctx, token)) res.end();
  }, STREAM_SESSION_CHECK_MS);
  res.on('close', () => {
    off();
    clearInterval(ping);
    clearInterval(recheck);
  });
}
