/** Promo code rules (spec section 5, promo code rejections). Pure. */

export type PromoMode = 'delivery' | 'pickup' | 'any';
export type DiscountType = 'percent' | 'fixed' | 'dish';

export interface Promo {
  id: number;
  code: string;
  enabled: boolean;
  valid_from: string;
  valid_to: string;
  min_sum: number;
  area_id: number | null;
  mode: PromoMode;
  login_required: boolean;
  once: boolean;
  discount_type: DiscountType;
  discount_value: number;
  /** 'dish' codes: this dish must be in the cart; one unit of it becomes free. */
  product_id: number | null;
}

export interface PromoContext {
  now: Date;
  loggedIn: boolean;
  /** The customer already used this code (once-per-customer codes). */
  usedBefore: boolean;
  /** null: not known yet (discount preview) — delivery-mode and area checks are skipped. */
  deliveryType: 'delivery' | 'pickup' | null;
  areaId: number | null;
  /** Goods sum, UAH, before discounts. */
  subtotal: number;
  /** Unit price of every dish in the cart, by product id. */
  unitPrices: Map<number, number>;
}

export type PromoRejection =
  | 'promo_not_found'
  | 'promo_invalid'
  | 'promo_expired'
  | 'promo_not_started'
  | 'promo_used'
  | 'promo_wrong_area'
  | 'promo_login_required'
  | 'promo_delivery_only'
  | 'promo_pickup_only'
  | 'promo_min_sum'
  | 'promo_needs_dish';

export type PromoResult = { ok: true; discount: number } | { ok: false; reason: PromoRejection };

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Checks in a fixed order: existence, state, dates, customer, mode, area, dish, sum. */
export function checkPromo(promo: Promo | null, c: PromoContext): PromoResult {
  if (!promo) return { ok: false, reason: 'promo_not_found' };
  if (!promo.enabled) return { ok: false, reason: 'promo_invalid' };
  const t = c.now.getTime();
  if (t < new Date(promo.valid_from).getTime()) return { ok: false, reason: 'promo_not_started' };
  if (t > new Date(promo.valid_to).getTime()) return { ok: false, reason: 'promo_expired' };
  if (promo.login_required && !c.loggedIn) return { ok: false, reason: 'promo_login_required' };
  if (promo.once && c.usedBefore) return { ok: false, reason: 'promo_used' };
  if (c.deliveryType) {
    if (promo.mode === 'delivery' && c.deliveryType !== 'delivery') return { ok: false, reason: 'promo_delivery_only' };
    if (promo.mode === 'pickup' && c.deliveryType !== 'pickup') return { ok: false, reason: 'promo_pickup_only' };
    if (promo.area_id !== null && (c.deliveryType !== 'delivery' || c.areaId !== promo.area_id))
      return { ok: false, reason: 'promo_wrong_area' };
  }
  if (promo.discount_type === 'dish' && (promo.product_id === null || !c.unitPrices.has(promo.product_id)))
    return { ok: false, reason: 'promo_needs_dish' };
  if (c.subtotal < promo.min_sum) return { ok: false, reason: 'promo_min_sum' };
  return { ok: true, discount: promoDiscount(promo, c) };
}

function promoDiscount(promo: Promo, c: PromoContext): number {
  const raw =
    promo.discount_type === 'percent'
      ? (c.subtotal * promo.discount_value) / 100
      : promo.discount_type === 'fixed'
        ? promo.discount_value
        : (c.unitPrices.get(promo.product_id!) ?? 0);
  return round2(Math.max(0, Math.min(raw, c.subtotal)));
}
