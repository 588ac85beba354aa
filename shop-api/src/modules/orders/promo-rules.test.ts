import { checkPromo, type Promo, type PromoContext } from './promo-rules';

const now = new Date('2026-11-18T10:00:00Z');
const promo = (p: Partial<Promo> = {}): Promo => ({
  id: 1,
  code: 'X',
  enabled: true,
  valid_from: '2026-01-01T00:00:00Z',
  valid_to: '2027-01-01T00:00:00Z',
  min_sum: 0,
  area_id: null,
  mode: 'any',
  login_required: false,
  once: false,
  discount_type: 'percent',
  discount_value: 10,
  product_id: null,
  ...p,
});
const ctx = (c: Partial<PromoContext> = {}): PromoContext => ({
  now,
  loggedIn: true,
  usedBefore: false,
  deliveryType: 'delivery',
  areaId: 1,
  subtotal: 600,
  unitPrices: new Map([[1, 179]]),
  ...c,
});

describe('checkPromo rejections (spec section 5)', () => {
  test.each<[string, Promo | null, Partial<PromoContext>, string]>([
    ['not found', null, {}, 'promo_not_found'],
    ['not valid (disabled)', promo({ enabled: false }), {}, 'promo_invalid'],
    ['expired', promo({ valid_to: '2026-11-18T09:59:59Z' }), {}, 'promo_expired'],
    ['not yet active', promo({ valid_from: '2026-11-18T10:00:01Z' }), {}, 'promo_not_started'],
    ['already used', promo({ once: true }), { usedBefore: true }, 'promo_used'],
    ['wrong area', promo({ area_id: 2 }), { areaId: 1 }, 'promo_wrong_area'],
    ['area code at pickup', promo({ area_id: 1 }), { deliveryType: 'pickup', areaId: null }, 'promo_wrong_area'],
    ['area unknown', promo({ area_id: 1 }), { areaId: null }, 'promo_wrong_area'],
    ['needs login', promo({ login_required: true }), { loggedIn: false }, 'promo_login_required'],
    ['delivery only', promo({ mode: 'delivery' }), { deliveryType: 'pickup' }, 'promo_delivery_only'],
    ['pickup only', promo({ mode: 'pickup' }), { deliveryType: 'delivery' }, 'promo_pickup_only'],
    ['below minimum sum', promo({ min_sum: 601 }), {}, 'promo_min_sum'],
    ['needs a dish added', promo({ discount_type: 'dish', product_id: 72 }), {}, 'promo_needs_dish'],
    [
      'login before used',
      promo({ login_required: true, once: true }),
      { loggedIn: false, usedBefore: true },
      'promo_login_required',
    ],
    ['disabled before expired', promo({ enabled: false, valid_to: '2020-01-01T00:00:00Z' }), {}, 'promo_invalid'],
  ])('%s', (_name, p, c, reason) => {
    expect(checkPromo(p, ctx(c))).toEqual({ ok: false, reason });
  });
});

describe('checkPromo discounts', () => {
  test.each<[string, Partial<Promo>, Partial<PromoContext>, number]>([
    ['percent', { discount_value: 10 }, {}, 60],
    ['percent rounds to kopecks', { discount_value: 15 }, { subtotal: 333.33 }, 50],
    ['fixed', { discount_type: 'fixed', discount_value: 50 }, {}, 50],
    ['fixed never above the sum', { discount_type: 'fixed', discount_value: 50 }, { subtotal: 30 }, 30],
    ['free dish: one unit', { discount_type: 'dish', product_id: 1 }, {}, 179],
    ['exact minimum sum passes', { min_sum: 600 }, {}, 60],
    ['right area', { area_id: 1 }, {}, 60],
    ['used-once code not used yet', { once: true }, {}, 60],
    ['preview skips mode and area', { mode: 'pickup', area_id: 9 }, { deliveryType: null }, 60],
    ['on the last valid instant', { valid_to: '2026-11-18T10:00:00Z' }, {}, 60],
  ])('%s', (_name, p, c, discount) => {
    expect(checkPromo(promo(p), ctx(c))).toEqual({ ok: true, discount });
  });
});
