import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { bearerSecurity, optionalUser, requireUser } from '../../http/auth';
import { notFound, validationError } from '../../http/errors';
import { langOf, pick } from '../../http/lang';
import { MessageBody, ValidationErrorBody } from '../../http/schemas';
import { addBonus, BONUS_FACTS } from '../auth/bonus';
import { normalisePhone } from '../auth/phone';
import { findOrderableProducts, getProductForCart, type OrderableProduct } from '../catalogue/queries';
import { getDeliveryArea, resolveDeliveryArea } from '../content/queries';
import { saveAddress } from '../profile';
import { checkoutForOrder } from '../payments';
import { payableOrders } from './payable';
import { computeDiscounts } from './discount-rules';
import { createOrder, OrderRejection } from './create-order';
import { unitPrice } from './order-rules';
import { checkPromo } from './promo-rules';
import { cleanReviewPhoto, REVIEW_PHOTO_MAX_CHARS } from './review-photo';
import {
  CheckDiscountBody,
  CheckDiscountResult,
  CreateOrderBody,
  OrderErrorBody,
  PlacedOrderSchema,
  PopupOrder,
  PromoCheckBody,
  PromoCheckResult,
  ReviewBody,
  StatusName,
} from './schemas';
import { currentStatus, findPromo, getOrderRow, orderShape, popupShape, promoUsed } from './service';

type Row = Record<string, unknown>;
const e401 = { 401: MessageBody };
const e404 = { 404: MessageBody };
const e422 = { 422: ValidationErrorBody };
/** A guest or a logged-in customer (the token is optional). */
const optionalSecurity = [{}, ...bearerSecurity];
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

type Line = { id?: string; product_id: number; count: number; price: number; modifiers?: { id: number; count: number }[] };

/** Server prices of cart lines; unknown or hidden dishes and unknown modifiers are 422 field errors. */
function priceLines(products: Map<number, OrderableProduct>, items: Line[]) {
  const errors: Record<string, string> = {};
  items.forEach((item, i) => {
    const p = products.get(item.product_id);
    if (!p || p.hidden) errors[`items.${i}.product_id`] = 'validation_exists';
    else if ((item.modifiers ?? []).some((m) => !p.modifiers.get(m.id) || p.modifiers.get(m.id)!.hidden))
      errors[`items.${i}.modifiers`] = 'modifier_gone';
  });
  if (Object.keys(errors).length) throw validationError(errors);
  return items.map((item, i) => {
    const p = products.get(item.product_id)!;
    return {
      id: item.id ?? String(i),
      unitPrice: unitPrice(p, item.modifiers),
      count: item.count,
      isPizza: p.workshop === 'pizza',
      product: p,
    };
  });
}

export async function ordersRoutes(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.db;

  // ---- promo codes -------------------------------------------------------------------------
  app.post(
    '/api/promo/check',
    {
      schema: {
        tags: ['promo'],
        summary: 'Check a promo code against the cart (spec section 5 rejections as 422 errors.code)',
        security: optionalSecurity,
        body: PromoCheckBody,
        response: { 200: PromoCheckResult, ...e422 },
      },
    },
    async (req) => {
      const b = req.body as Static<typeof PromoCheckBody>;
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
        else if (b.street) areaId = resolveDeliveryArea(db, b.street, b.house ?? '', lang).area?.id ?? null;
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
      const row = db.prepare('SELECT * FROM promo_codes WHERE id = ?').get(promo!.id) as Row;
      return { valid: true, code: promo!.code, name: pick(row, 'name', lang), discount: r.discount, message: 'promo_applied' };
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
      const b = req.body as Static<typeof CheckDiscountBody>;
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
        security: optionalSecurity,
        body: CreateOrderBody,
        response: { 200: PlacedOrderSchema, 422: OrderErrorBody },
      },
    },
    async (req, reply) => {
      const user = optionalUser(ctx, req);
      const lang = langOf(req.query);
      try {
        const { id } = createOrder(ctx, req.body as Static<typeof CreateOrderBody>, user, lang);
        const order = orderShape(ctx, getOrderRow(ctx, id)!, lang);
        const checkout =
          order.payment_status === 'awaiting' || order.payment_status === 'failed'
            ? checkoutForOrder(ctx, payableOrders(ctx), id, lang)
            : null;
        return { ...order, checkout: checkout?.ok ? checkout.form : null };
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
        params: IdParams,
        response: { 200: StatusName, ...e404, ...e422 },
      },
    },
    async (req, reply) => {
      const row = getOrderRow(ctx, (req.params as { id: number }).id);
      if (!row) throw notFound('order_not_found');
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(currentStatus(ctx, row).name));
    },
  );

  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'Order as read by the status popup',
        params: IdParams,
        response: { 200: PopupOrder, ...e404, ...e422 },
      },
    },
    async (req) => {
      const row = getOrderRow(ctx, (req.params as { id: number }).id);
      if (!row) throw notFound('order_not_found');
      return popupShape(ctx, row);
    },
  );

  const CartLineOut = Type.Object({
    id: Type.String(),
    product_id: Type.Integer(),
    name: Type.String(),
    name_ua: Type.String(),
    price: Type.Number({ description: 'current unit price with modifiers' }),
    count: Type.Integer(),
    discount: Type.Number(),
    weight: Type.Number(),
    main_image: Type.Object({ url: Type.String(), urlForList: Type.String(), width: Type.Integer(), height: Type.Integer() }),
    category: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), name_ua: Type.String() }),
    modifiers_group: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        min: Type.Integer(),
        max: Type.Integer(),
        modifiers: Type.Array(
          Type.Object({
            id: Type.Integer(),
            name: Type.String(),
            max_count: Type.Integer(),
            count: Type.Integer(),
            pivot: Type.Object({ price: Type.Number() }),
          }),
        ),
      }),
    ),
    addons: Type.Array(Type.Integer()),
  });

  app.post(
    '/api/orders/:id/repeat',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cart lines to repeat an order at current prices; dishes no longer available are listed apart',
        security: bearerSecurity,
        params: IdParams,
        response: {
          200: Type.Object({
            items: Type.Array(CartLineOut),
            unavailable: Type.Array(Type.Object({ product_id: Type.Integer(), name: Type.String() })),
          }),
          ...e401,
          ...e404,
          ...e422,
        },
      },
    },
    async (req) => {
      const user = requireUser(ctx, req);
      const lang = langOf(req.query);
      const order = db
        .prepare('SELECT * FROM orders WHERE id = ? AND user_id = ?')
        .get((req.params as { id: number }).id, user.id) as Row | undefined;
      if (!order) throw notFound('order_not_found');
      const items = [];
      const unavailable = [];
      for (const line of db.prepare('SELECT * FROM order_items WHERE order_id = ? ORDER BY id').all(order.id) as Row[]) {
        const product = getProductForCart(db, line.product_id as number, lang);
        const orderable = findOrderableProducts(db, [line.product_id as number]).get(line.product_id as number);
        const mods = JSON.parse(line.modifiers as string) as { id: number; count: number }[];
        const visibleMods = new Set(product?.modifiers_group.flatMap((g) => g.modifiers.map((m) => m.id)) ?? []);
        if (!product || !orderable || !orderable.workshopEnabled || mods.some((m) => !visibleMods.has(m.id))) {
          unavailable.push({ product_id: line.product_id as number, name: pick(line, 'name', lang) });
          continue;
        }
        const counts = new Map(mods.map((m) => [m.id, m.count]));
        items.push({
          id: randomUUID(),
          product_id: product.id,
          name: product.name,
          name_ua: product.name_ua,
          price: unitPrice(orderable, mods),
          count: line.count as number,
          discount: 0,
          weight: product.weight,
          main_image: product.main_image,
          category: product.category,
          modifiers_group: product.modifiers_group.map((g) => ({
            ...g,
            modifiers: g.modifiers.map((m) => ({ ...m, count: counts.get(m.id) ?? 0 })),
          })),
          addons: product.addons,
        });
      }
      return { items, unavailable };
    },
  );

  app.post(
    '/api/orders/accept-address',
    {
      schema: {
        tags: ['orders'],
        summary: "Save an order's delivery address into the customer's addresses",
        security: bearerSecurity,
        body: Type.Object({ id: IdParams.properties.id, name: Type.String({ maxLength: 100 }), asMain: Type.Boolean() }),
        response: { 200: Type.Object({ message: Type.String(), address_id: Type.Integer() }), ...e401, ...e404, ...e422 },
      },
    },
    async (req) => {
      const user = requireUser(ctx, req);
      const b = req.body as { id: number; name: string; asMain: boolean };
      const order = db.prepare('SELECT * FROM orders WHERE id = ? AND user_id = ?').get(b.id, user.id) as Row | undefined;
      if (!order) throw notFound('order_not_found');
      if (!order.address) throw validationError({ id: 'order_has_no_address' });
      const a = JSON.parse(order.address as string);
      const saved = saveAddress(db, user.id, { ...a, name: b.name.trim() || a.name }, b.asMain, ctx.now());
      return { message: 'ok', address_id: saved.id };
    },
  );

  // ---- reviews -----------------------------------------------------------------------------
  app.post(
    '/api/reviews/create',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review a delivered order (one per order; a photo review gives 50 bonuses)',
        security: optionalSecurity,
        body: ReviewBody,
        response: { 200: Type.Object({ id: Type.Integer() }), ...e422 },
      },
      // The photo travels in the JSON body (base64).
      bodyLimit: REVIEW_PHOTO_MAX_CHARS + 64 * 1024,
    },
    async (req) => {
      const b = req.body as Static<typeof ReviewBody>;
      const user = optionalUser(ctx, req);
      const order = db.prepare('SELECT * FROM orders WHERE id = ?').get(b.order_id) as Row | undefined;
      // Someone else's order reads as unknown.
      if (!order || (order.user_id !== null && order.user_id !== user?.id))
        throw validationError({ order_id: 'validation_exists' });
      if (currentStatus(ctx, order).name !== 'Delivered') throw validationError({ order_id: 'review_not_delivered' });
      if (db.prepare('SELECT 1 FROM reviews WHERE order_id = ?').get(order.id))
        throw validationError({ order_id: 'review_exists' });
      const sent = b.photo?.trim() || null;
      const cleaned = sent ? await cleanReviewPhoto(sent) : null;
      if (cleaned && !cleaned.ok) throw validationError({ photo: cleaned.error });
      const photo = cleaned?.ok ? cleaned.dataUrl : null;
      const now = ctx.now();
      const id = db.transaction(() => {
        // Checked again here: the photo's processing above is asynchronous, and a second send of
        // the same review meanwhile must not store it (and credit the photo's bonuses) twice.
        if (db.prepare('SELECT 1 FROM reviews WHERE order_id = ?').get(order.id))
          throw validationError({ order_id: 'review_exists' });
        const reviewId = Number(
          db
            .prepare(
              `INSERT INTO reviews (order_id, user_id, food, delivery, pack, food_text, delivery_text, pack_text, photo, created_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              order.id,
              order.user_id,
              b.food,
              b.delivery,
              b.pack,
              (b.food_text ?? '').trim(),
              (b.delivery_text ?? '').trim(),
              (b.pack_text ?? '').trim(),
              photo,
              now.toISOString(),
            ).lastInsertRowid,
        );
        if (photo && order.user_id !== null) addBonus(db, order.user_id as number, BONUS_FACTS.photo_review, 'photo_review', now);
        return reviewId;
      })();
      return { id };
    },
  );
}
