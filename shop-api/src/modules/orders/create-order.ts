/** POST /api/orders: every checkout rule, then one transaction. */
import type { Static } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import type { UserRow } from '../../http/auth';
import type { Lang } from '../../http/lang';
import { addBonus, isValidEmail, normalisePhone, phoneProofHolds } from '../auth';
import { findOrderableProducts } from '../catalogue';
import {
  deliveryAreaAt,
  getPickupPoint,
  getSetting,
  getWorkingHours,
  isPickupEnabled,
  isWorkingTime,
  nearestPickupPoint,
  type DeliveryArea,
  type GeoPoint,
} from '../content';
import { computeDiscounts } from './discount-rules';
import {
  PICKUP_MINUTES,
  bonusProblem,
  changeFromProblem,
  checkLines,
  deliveryPrice,
  nextOpening,
  timeProblem,
} from './order-rules';
import { checkPromo, round2, type Promo } from './promo-rules';
import type { CreateOrderBody } from './schemas';
import { findPromo, promoUsed } from './service';
import { publishOrderEvents, recordOrderEvent } from './events';
import { needsDeskConfirmation, reserveGuestOrder } from './guest-orders';

export type CreateOrderInput = Static<typeof CreateOrderBody>;

/** A 422 with the Laravel shape plus extra fields (corrected items, next opening...). */
export class OrderRejection extends Error {
  constructor(
    message: string,
    readonly errors: Record<string, string[]> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
  get body() {
    return { message: this.message, errors: this.errors, ...this.extra };
  }
}
const reject = (message: string, errors: Record<string, string> = {}, extra: Record<string, unknown> = {}) =>
  new OrderRejection(message, Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])), extra);

/** Test seam: called inside the order transaction after the lines are written (simulated crash). */
export const orderHooks: { afterItems?: (orderId: number) => void } = {};

/** Only paths on the storefront or a localhost origin (the dev payment page redirects there). */
export function safeReturnUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.includes('\\');
  try {
    const u = new URL(url);
    return (u.protocol === 'http:' || u.protocol === 'https:') && ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
  } catch {
    return false;
  }
}

/** Where the server's geocoder located the delivery address (null: it knows no such address). */
export interface LocatedAddress {
  point: GeoPoint | null;
}

/**
 * Returns the order id and whether it is new (false: the same cart was ordered before).
 * `located` is the server's own location of the delivery address (routes.ts asks the geocoder
 * before this synchronous transaction); the zone is decided from it here. `client`: the caller's
 * address, for the guests' limits (guest-orders.ts).
 */
export function createOrder(
  ctx: AppContext,
  b: CreateOrderInput,
  user: UserRow | null,
  lang: Lang,
  located: LocatedAddress,
  client: string,
): { id: number; created: boolean } {
  const { db } = ctx;
  const now = ctx.now();
  const phone = normalisePhone(b.phone);
  if (!phone) throw reject('order_create_failed', { phone: 'validation_phone' });
  // A guest proves the phone with the token a right SMS code earned (secret/check), a retry of a
  // lost answer included: without it anyone could order in someone else's name and number.
  if (!user && !phoneProofHolds(db, b.phone_proof, phone, now)) throw reject('phone_unconfirmed', { phone: 'phone_unconfirmed' });
  const ownerKey = user ? `u:${user.id}` : `p:${phone}`;
  const existing = db
    .prepare('SELECT id FROM orders WHERE owner_key = ? AND cart_guid = ?')
    .get(ownerKey, b.cart_guid.toLowerCase()) as { id: number } | undefined;
  if (existing) return { id: existing.id, created: false };

  // Form fields (spec section 5, checkout).
  const errors: Record<string, string> = {};
  if (!b.name.trim()) errors.name = 'validation_required';
  if (b.email && !isValidEmail(b.email.trim())) errors.email = 'valid_email';
  if (b.delivery_type === 'delivery') {
    if (!b.address) errors.address = 'validation_required';
    else {
      if (!b.address.street.trim()) errors['address.street'] = 'validation_required';
      if (!b.address.house.trim()) errors['address.house'] = 'validation_required';
    }
  }
  if (b.delivery_type === 'pickup' && b.pickup_point_id === undefined) errors.pickup_point_id = 'validation_required';
  if (b.return_url && !safeReturnUrl(b.return_url)) errors.return_url = 'validation_format';
  if (b.bonus_debit && !user) errors.bonus_debit = 'validation_bonus';
  if (Object.keys(errors).length) throw reject('order_create_failed', errors);

  // Time: ASAP needs the kitchen open now; a chosen time must still be valid.
  const hours = getWorkingHours(db, now);
  if (b.time === 'asap' && !isWorkingTime(db, now)) {
    const paused = getSetting(db, 'kitchen_paused') === '1';
    const next = paused ? null : nextOpening(now, hours);
    throw reject('restaurant_closed', { time: 'restaurant_closed' }, { next_opening: next ? next.toISOString() : null });
  }
  if (timeProblem(b.time, now, hours)) throw reject('validation_time', { time: 'validation_time' });

  // Lines against the current catalogue.
  const products = findOrderableProducts(
    db,
    b.items.map((i) => i.product_id),
  );
  const lc = checkLines(b.items, products);
  if (!lc.ok) {
    if (lc.message === 'prices_corrected') throw reject('prices_corrected', { items: 'prices_corrected' }, { items: lc.items });
    if (lc.message === 'validation_modifiers')
      throw reject('order_create_failed', { [`items.${lc.index}.modifiers`]: 'validation_modifiers' });
    throw reject(lc.message, { items: lc.message }, { product_ids: lc.productIds });
  }

  // Where it goes.
  let area: DeliveryArea | null = null;
  if (b.delivery_type === 'pickup') {
    if (!isPickupEnabled(db)) throw reject('pickup_off', { delivery_type: 'pickup_off' });
    const point = getPickupPoint(db, b.pickup_point_id!, lang);
    if (!point) throw reject('order_create_failed', { pickup_point_id: 'validation_exists' });
    if (!point.available) throw reject('pickup_unavailable', { pickup_point_id: 'pickup_unavailable' });
  } else {
    const zone = located.point ? deliveryAreaAt(db, located.point, lang) : null;
    if (!zone && located.point)
      throw reject(
        'area_not_served',
        { 'address.street': 'delivery_impossible' },
        { nearest_pickup: nearestPickupPoint(db, located.point, lang) },
      );
    if (!zone) throw reject('area_not_served', { 'address.street': 'street_unknown' });
    if (!zone.served) throw reject('area_not_served', { 'address.street': 'area_not_served' });
    area = zone;
  }

  // Money.
  const priced = lc.lines.map((l, i) => ({
    id: String(i),
    unitPrice: l.unitPrice,
    count: l.input.count,
    isPizza: l.product.workshop === 'pizza',
  }));
  const subtotal = computeDiscounts(priced).subtotal;
  let promo: Promo | null = null;
  let promoDiscount = 0;
  if (b.promo_code && b.promo_code.trim()) {
    promo = findPromo(db, b.promo_code);
    const r = checkPromo(promo, {
      now,
      loggedIn: !!user,
      usedBefore: promo ? promoUsed(db, promo.id, user?.id ?? null, phone) : false,
      deliveryType: b.delivery_type,
      areaId: area?.id ?? null,
      subtotal,
      unitPrices: new Map(lc.lines.map((l) => [l.product.id, l.product.price])),
    });
    if (!r.ok) throw reject(r.reason, { promo_code: r.reason });
    promoDiscount = r.discount;
  }
  if (area && subtotal < area.min_sum) throw reject('below_min_sum', { items: 'below_min_sum' }, { min_sum: area.min_sum });
  const result = computeDiscounts(priced, promoDiscount);
  const delivery = area ? deliveryPrice(area, subtotal) : 0;
  if (b.expected_delivery_price !== undefined && Math.abs(b.expected_delivery_price - delivery) > 0.005)
    throw reject('delivery_cost_changed', { expected_delivery_price: 'delivery_cost_changed' }, { delivery_price: delivery });
  const total = round2(result.total + delivery);
  const debit = b.bonus_debit ?? 0;
  if (bonusProblem(debit, !!user, user?.bonus ?? 0, total)) throw reject('validation_bonus', { bonus_debit: 'validation_bonus' });
  const sumToPay = round2(total - debit);
  if (changeFromProblem(b.pay_type, b.change_from, sumToPay))
    throw reject('validation_change_from', { change_from: 'validation_change_from' });

  const deliveryAt =
    b.time === 'asap' ? new Date(now.getTime() + (area ? area.delivery_minutes : PICKUP_MINUTES) * 60_000) : new Date(b.time);
  const address =
    b.address && b.delivery_type === 'delivery'
      ? (() => {
          const priv = b.address.private_house === true;
          const s = (v: string | undefined) => (priv ? '' : (v ?? '').trim());
          return {
            street: b.address.street.trim(),
            house: b.address.house.trim(),
            apartment: s(b.address.apartment),
            private_house: priv,
            entrance: s(b.address.entrance),
            code: s(b.address.code),
            floor: s(b.address.floor),
            name: (b.address.name ?? '').trim(),
            is_main: b.address.is_main === true,
          };
        })()
      : null;

  const iso = now.toISOString();
  const id = db.transaction(() => {
    if (!user) reserveGuestOrder(ctx, client, phone, now);
    const orderId = Number(
      db
        .prepare(
          `INSERT INTO orders (number, cart_guid, owner_key, user_id, name, phone, email, delivery_type, address, area_id, lat, lng, pickup_point_id,
             time_mode, delivery_at, pay_type, change_from, cutlery, comment, promo_code, subtotal, discount, sum, delivery_price,
             bonus_debit, sum_to_pay, sum_paid, return_url, status_base, status_since, created_at, needs_confirmation)
           VALUES (0, @cart_guid, @owner_key, @user_id, @name, @phone, @email, @delivery_type, @address, @area_id, @lat, @lng, @pickup_point_id,
             @time_mode, @delivery_at, @pay_type, @change_from, @cutlery, @comment, @promo_code, @subtotal, @discount, @sum, @delivery_price,
             @bonus_debit, @sum_to_pay, 0, @return_url, 0, @now, @now, @needs_confirmation)`,
        )
        .run({
          cart_guid: b.cart_guid.toLowerCase(),
          owner_key: ownerKey,
          user_id: user?.id ?? null,
          name: b.name.trim(),
          phone,
          email: b.email?.trim() || null,
          delivery_type: b.delivery_type,
          address: address ? JSON.stringify(address) : null,
          area_id: area?.id ?? null,
          lat: area ? located.point!.lat : null,
          lng: area ? located.point!.lng : null,
          pickup_point_id: b.delivery_type === 'pickup' ? b.pickup_point_id! : null,
          time_mode: b.time === 'asap' ? 'asap' : 'scheduled',
          delivery_at: deliveryAt.toISOString(),
          pay_type: b.pay_type,
          change_from: b.pay_type === 'cash' ? (b.change_from ?? null) : null,
          cutlery: b.cutlery,
          comment: (b.comment ?? '').trim(),
          promo_code: promo ? promo.code : null,
          subtotal: result.subtotal,
          discount: result.discount,
          sum: result.total,
          delivery_price: delivery,
          bonus_debit: debit,
          sum_to_pay: sumToPay,
          return_url: b.return_url ?? null,
          now: iso,
          needs_confirmation: needsDeskConfirmation(!user, sumToPay, ctx.config.limits.guestConfirmAboveUah) ? 1 : 0,
        }).lastInsertRowid,
    );
    // The language the customer ordered in: their status messages use it (modules/notifications).
    db.prepare('UPDATE orders SET number = ?, lang = ? WHERE id = ?').run(10000 + orderId, lang, orderId);
    const insertItem = db.prepare(
      'INSERT INTO order_items (order_id, product_id, name_uk, name_ru, price, count, discount, modifiers) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    lc.lines.forEach((l, i) => {
      const mods = (l.input.modifiers ?? []).map((m) => ({
        id: m.id,
        count: m.count,
        price: l.product.modifiers.get(m.id)!.price,
      }));
      insertItem.run(
        orderId,
        l.product.id,
        l.product.name_uk,
        l.product.name_ru,
        l.unitPrice,
        l.input.count,
        result.discounts[i].discount,
        JSON.stringify(mods),
      );
    });
    orderHooks.afterItems?.(orderId);
    if (debit > 0) addBonus(db, user!.id, -debit, 'order_debit', now);
    if (promo)
      db.prepare('INSERT INTO promo_uses (promo_id, user_id, phone, order_id, used_at) VALUES (?, ?, ?, ?, ?)').run(
        promo.id,
        user?.id ?? null,
        phone,
        orderId,
        iso,
      );
    recordOrderEvent(db, orderId, 'created', now);
    return orderId;
  })();
  publishOrderEvents(db);
  return { id, created: true };
}
