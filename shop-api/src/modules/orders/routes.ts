import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RoutesOptions } from '../../context';
import { bearerSecurity, optionalUser } from '../../http/auth';
import { notFound, validationError } from '../../http/errors';
import { signedIn as signedInGuard } from '../../http/guard';
import { sendJsonText } from '../../http/json-text';
import { langOf } from '../../http/lang';
import { MessageBody, ValidationErrorBody } from '../../http/schemas';
import { OrderSecretQuery, orderSecretSecurity } from '../../http/order-secret';
import { clientOf } from '../../http/limits';
import { normalisePhone } from '../auth';
import { findOrderableProducts } from '../catalogue';
import { geocoderOf, getDeliveryArea, locateAddress, lookupFailed, resolveDeliveryArea } from '../content';
import { saveAddress } from '../profile';
import { checkoutForOrder } from '../payments';
import { payableOrders } from './payable';
import { computeDiscounts } from './discount-rules';
import { createOrder, OrderRejection } from './create-order';
import { checkPromo } from './promo-rules';
import { priceLines } from './price-lines';
import { repeatLines } from './repeat';
import { customerOrderRow, promoName } from './repository';
import {
  AcceptAddressAnswer,
  AcceptAddressBody,
  CheckDiscountBody,
  CheckDiscountResult,
  CreateOrderBody,
  IdParams,
  OrderErrorBody,
  PlacedOrderSchema,
  PopupOrder,
  PromoCheckBody,
  PromoCheckResult,
  RepeatAnswer,
  StatusName,
} from './schemas';
import { awaitsDeskConfirmation, currentStatus, findPromo, getOrderRow, orderShape, popupShape, promoUsed } from './service';
import { issueOrderSecret, requireOrderAccess } from './order-secrets';

const e401 = { 401: MessageBody };
const e404 = { 404: MessageBody };
const e422 = { 422: ValidationErrorBody };
/** A guest or a logged-in customer (the token is optional). */
const optionalSecurity = [{}, ...bearerSecurity];

/** Promo codes, discounts, placing an order, its status, repeating it and keeping its address. */
export const ordersRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
  const db = ctx.db;
  const signedIn = signedInGuard(ctx);

  // ---- promo codes -------------------------------------------------------------------------
  app.post(
    '/api/promo/check',
    {
      schema: {
        tags: ['promo'],
        summary: 'Check a promo code against the cart (spec section 5 rejections as 422 errors.code)',
        security: optionalSecurity,
        body: PromoCheckBody,
        response: { 200: PromoCheckResult, ...e422, 429: MessageBody, 503: MessageBody },
      },
    },
    async (req) => {
      const b = req.body;
      const user = optionalUser(ctx, req);
      const lang = langOf(req.query);
      const lines = priceLines(
        findOrderableProducts(
          db,
          b.items.map((i) => i.product_id),
        ),
        b.items,
      );
      let areaId: number | null = null;
      if (b.delivery_type === 'delivery') {
        if (b.area_id !== undefined) areaId = getDeliveryArea(db, b.area_id, lang)?.id ?? null;
        else if (b.street) {
          const resolved = await resolveDeliveryArea(db, geocoderOf(ctx), b.street, b.house ?? '', lang);
          if (!resolved.ok) throw lookupFailed(resolved.reason);
          areaId = resolved.area?.id ?? null;
        }
      }
      const promo = findPromo(db, b.code);
      const phone = b.phone ? normalisePhone(b.phone) : null;
      const r = checkPromo(promo, {
        now: ctx.now(),
        loggedIn: !!user,
        usedBefore: promo ? promoUsed(db, promo.id, user?.id ?? null, phone) : false,
        deliveryType: b.delivery_type,
        areaId,
        subtotal: computeDiscounts(lines).subtotal,
        unitPrices: new Map(lines.map((l) => [l.product.id, l.product.price])),
      });
      if (!r.ok) throw validationError({ code: r.reason }, r.reason);
      return {
        valid: true,
        code: promo!.code,
        name: promoName(db, promo!.id, lang),
        discount: r.discount,
        message: 'promo_applied',
      };
    },
  );

  // ---- discounts ---------------------------------------------------------------------------
  app.post(
    '/api/orders/check-discount',
    {
      schema: {
        tags: ['orders'],
        summary: 'Discounts per cart line (loyalty: every second pizza -10%; a valid promo code spread over the lines)',
        security: optionalSecurity,
        body: CheckDiscountBody,
        response: { 200: CheckDiscountResult, ...e422 },
      },
    },
    async (req) => {
      const b = req.body;
      const user = optionalUser(ctx, req);
      const lines = priceLines(
        findOrderableProducts(
          db,
          b.items.map((i) => i.product_id),
        ),
        b.items,
      );
      let promoDiscount = 0;
      if (b.promo_code && b.promo_code.trim()) {
        const promo = findPromo(db, b.promo_code);
        // A preview: delivery mode and area are checked at promo/check and at checkout.
        const r = checkPromo(promo, {
          now: ctx.now(),
          loggedIn: !!user,
          usedBefore: promo ? promoUsed(db, promo.id, user?.id ?? null, user?.phone ?? null) : false,
          deliveryType: null,
          areaId: null,
          subtotal: computeDiscounts(lines).subtotal,
          unitPrices: new Map(lines.map((l) => [l.product.id, l.product.price])),
        });
        if (r.ok) promoDiscount = r.discount;
      }
      const result = computeDiscounts(lines, promoDiscount);
      return {
        loyatyResult: { programResults: [{ discounts: result.discounts }] },
        total: result.total,
        discount: result.discount,
      };
    },
  );

  // ---- orders ------------------------------------------------------------------------------
  app.post(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Create an order (idempotent by cart_guid per customer: a repeat returns the same order)',
        description:
          "The answer's `secret` lets the placing browser read, pay and review the order (`?secret=`); a repeat of the " +
          'same cart answers a new one, the earlier ones keep working. Guests: 10 orders per client an hour and 5 per ' +
          'phone in 24 hours (429 `too_many_orders`); an order above 10,000 UAH waits for the desk to accept it before ' +
          'it can be paid online (no `checkout`; the payment call answers 409 `order_awaiting_confirmation`).',
        security: optionalSecurity,
        body: CreateOrderBody,
        response: { 200: PlacedOrderSchema, 422: OrderErrorBody, 429: MessageBody, 503: MessageBody },
      },
    },
    async (req, reply) => {
      const user = optionalUser(ctx, req);
      const lang = langOf(req.query);
      const b = req.body;
      // The server locates the address itself (the zone is decided from that point, never the client's).
      const address = b.delivery_type === 'delivery' ? b.address : undefined;
      const located =
        address?.street.trim() && address.house.trim()
          ? await locateAddress(db, geocoderOf(ctx), address.street, address.house, lang)
          : ({ ok: true, point: null } as const);
      if (!located.ok) throw lookupFailed(located.reason);
      try {
        const { id } = createOrder(ctx, b, user, lang, located, clientOf(ctx.config.limits, req));
        // A repeat of the same cart (an answer lost on the way) gets a secret of its own.
        const secret = issueOrderSecret(db, id, ctx.now());
        const row = getOrderRow(ctx, id)!;
        const order = orderShape(ctx, row, lang);
        const checkout =
          order.payment_status === 'awaiting' || order.payment_status === 'failed'
            ? await checkoutForOrder(ctx, payableOrders(ctx), id, lang)
            : null;
        return {
          ...order,
          checkout: checkout?.ok ? checkout.form : null,
          awaiting_confirmation: awaitsDeskConfirmation(db, row),
          secret,
        };
      } catch (err) {
        if (err instanceof OrderRejection) return reply.status(422).send(err.body);
        throw err;
      }
    },
  );

  app.get(
    '/api/orders/check-status-by-id/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'Order status as a JSON string: New, In progress, On the way, Delivered or Cancelled',
        security: orderSecretSecurity,
        params: IdParams,
        querystring: OrderSecretQuery,
        response: { 200: StatusName, ...e401, ...e404, ...e422 },
      },
    },
    async (req, reply) => {
      requireOrderAccess(ctx, req, req.params.id, req.query.secret);
      const row = getOrderRow(ctx, req.params.id);
      if (!row) throw notFound('order_not_found');
      return sendJsonText(reply, JSON.stringify(currentStatus(ctx, row).name));
    },
  );

  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'Order as read by the status popup',
        security: orderSecretSecurity,
        params: IdParams,
        querystring: OrderSecretQuery,
        response: { 200: PopupOrder, ...e401, ...e404, ...e422 },
      },
    },
    async (req) => {
      requireOrderAccess(ctx, req, req.params.id, req.query.secret);
      const row = getOrderRow(ctx, req.params.id);
      if (!row) throw notFound('order_not_found');
      return popupShape(ctx, row);
    },
  );

  app.post(
    '/api/orders/:id/repeat',
    {
      preHandler: signedIn.check,
      schema: {
        tags: ['orders'],
        summary: 'Cart lines to repeat an order at current prices; dishes no longer available are listed apart',
        security: bearerSecurity,
        params: IdParams,
        response: { 200: RepeatAnswer, ...e401, ...e404, ...e422 },
      },
    },
    async (req) => {
      const order = customerOrderRow(db, req.params.id, signedIn.of(req).id);
      if (!order) throw notFound('order_not_found');
      return repeatLines(db, order.id, langOf(req.query));
    },
  );

  app.post(
    '/api/orders/accept-address',
    {
      preHandler: signedIn.check,
      schema: {
        tags: ['orders'],
        summary: "Save an order's delivery address into the customer's addresses",
        security: bearerSecurity,
        body: AcceptAddressBody,
        response: { 200: AcceptAddressAnswer, ...e401, ...e404, ...e422 },
      },
    },
    async (req) => {
      const user = signedIn.of(req);
      const b = req.body;
      const order = customerOrderRow(db, b.id, user.id);
      if (!order) throw notFound('order_not_found');
      if (!order.address) throw validationError({ id: 'order_has_no_address' });
      const a = JSON.parse(order.address as string);
      const point = order.lat === null ? null : { lat: order.lat as number, lng: order.lng as number };
      const saved = saveAddress(db, user.id, { ...a, name: b.name.trim() || a.name }, b.asMain, ctx.now(), point);
      return { message: 'ok', address_id: saved.id };
    },
  );
};
