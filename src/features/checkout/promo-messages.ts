/**
 * Promo-code rejections (spec section 5): every reason the shop API gives (`POST /api/promo/check`
 * 422 `errors.code`, or `promo_code` at order creation) has its own message in both languages.
 */
export const PROMO_REJECTIONS = [
  'promo_not_found',
  'promo_invalid',
  'promo_expired',
  'promo_not_started',
  'promo_used',
  'promo_wrong_area',
  'promo_login_required',
  'promo_delivery_only',
  'promo_pickup_only',
  'promo_min_sum',
  'promo_needs_dish',
] as const;
export type PromoRejection = (typeof PROMO_REJECTIONS)[number];

export const isPromoRejection = (key: unknown): key is PromoRejection =>
  typeof key === 'string' && (PROMO_REJECTIONS as readonly string[]).includes(key);

/** Message key (locales/<lang>/checkout.json) of an API rejection; anything unknown -> the generic one. */
export function promoMessageKey(reason: string | null | undefined): string {
  return isPromoRejection(reason) ? `checkout_${reason}` : 'checkout_promo_failed';
}

/** The customer can fix it by signing in (the modal offers the sign-in button). */
export const promoNeedsLogin = (reason: string | null | undefined) => reason === 'promo_login_required';

/** The reason of a promo/check failure: `errors.code[0]`, else the message when it is a promo key. */
export function promoReason(fields: Record<string, string[]> | undefined, message: string | undefined): string | null {
  const fromField = fields?.code?.[0] ?? fields?.promo_code?.[0];
  if (fromField) return fromField;
  return message && message.startsWith('promo_') ? message : null;
}

/** What the customer typed, as the API compares it (trimmed, upper case); '' when empty. */
export const normalisePromoCode = (input: string) => input.trim().toUpperCase().slice(0, 40);
