/** How a customer's promo code is described (spec section 3 "Promo code"). Pure. */
import type { PromoCode } from './profile-api';

/**
 * The promo image: the API gives an image name (stored under /api/images like every generated
 * image, `<name>-400.jpg`), or a URL. Null when there is none.
 */
export function promoImageUrl(image: string): string | null {
  const v = image.trim();
  if (!v) return null;
  if (/^https?:\/\//.test(v) || v.startsWith('/')) return v;
  if (!/^[\w/-]+$/.test(v)) return null;
  return `/api/images/${v}-400.jpg`;
}

/** `upcoming` before its first day, `active` otherwise (the API lists no expired codes). */
export function promoValidity(promo: Pick<PromoCode, 'valid_from'>, now: Date): 'upcoming' | 'active' {
  const from = new Date(promo.valid_from);
  return !Number.isNaN(from.getTime()) && from.getTime() > now.getTime() ? 'upcoming' : 'active';
}

/** The conditions as message keys with their values, in reading order. */
export function promoFacts(
  promo: Pick<PromoCode, 'min_sum' | 'area' | 'delivery_only' | 'pickup_only' | 'once' | 'login_required'>,
): { key: string; vars?: Record<string, string | number> }[] {
  const facts: { key: string; vars?: Record<string, string | number> }[] = [];
  facts.push(promo.min_sum > 0 ? { key: 'pf_promo_min_sum', vars: { sum: promo.min_sum } } : { key: 'pf_promo_any_sum' });
  if (promo.area) facts.push({ key: 'pf_promo_area', vars: { area: promo.area.name } });
  if (promo.delivery_only) facts.push({ key: 'pf_promo_delivery_only' });
  if (promo.pickup_only) facts.push({ key: 'pf_promo_pickup_only' });
  if (promo.once) facts.push({ key: 'pf_promo_once' });
  if (promo.login_required) facts.push({ key: 'pf_promo_login' });
  return facts;
}
