import { translationsOf } from '../../test/render';
import { PROMO_REJECTIONS, normalisePromoCode, promoMessageKey, promoNeedsLogin, promoReason } from './promo-messages';

describe('promo rejection messages (spec section 5)', () => {
  // Every rejection of the spec, as the shop API names it, with its own message key.
  const table: [string, string][] = [
    ['promo_not_found', 'checkout_promo_not_found'],
    ['promo_invalid', 'checkout_promo_invalid'],
    ['promo_expired', 'checkout_promo_expired'],
    ['promo_not_started', 'checkout_promo_not_started'],
    ['promo_used', 'checkout_promo_used'],
    ['promo_wrong_area', 'checkout_promo_wrong_area'],
    ['promo_login_required', 'checkout_promo_login_required'],
    ['promo_delivery_only', 'checkout_promo_delivery_only'],
    ['promo_pickup_only', 'checkout_promo_pickup_only'],
    ['promo_min_sum', 'checkout_promo_min_sum'],
    ['promo_needs_dish', 'checkout_promo_needs_dish'],
  ];
  test.each(table)('%s -> %s', (reason, key) => expect(promoMessageKey(reason)).toBe(key));

  it('covers every rejection of the API', () => expect(table.map(([r]) => r)).toEqual([...PROMO_REJECTIONS]));

  test.each([undefined, null, '', 'promo_whatever', 'api_server_error'])('unknown %p -> the generic message', (reason) =>
    expect(promoMessageKey(reason)).toBe('checkout_promo_failed'),
  );

  test.each(['ua', 'ru'] as const)('each message exists in %s and they are all different', (locale) => {
    const t = translationsOf(locale);
    const texts = [...table.map(([, key]) => t[key]), t.checkout_promo_failed];
    expect(texts.every((x) => typeof x === 'string' && x.length > 5)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('only "needs login" offers the sign-in', () => {
    expect(table.filter(([r]) => promoNeedsLogin(r)).map(([r]) => r)).toEqual(['promo_login_required']);
  });

  test.each<[Record<string, string[]> | undefined, string | undefined, string | null]>([
    [{ code: ['promo_expired'] }, 'promo_expired', 'promo_expired'],
    [{ promo_code: ['promo_used'] }, 'promo_used', 'promo_used'],
    [undefined, 'promo_min_sum', 'promo_min_sum'],
    [{ 'items.0.product_id': ['validation_exists'] }, 'The given data was invalid.', null],
    [undefined, undefined, null],
  ])('reason from fields %o and message %p -> %p', (fields, message, reason) =>
    expect(promoReason(fields, message)).toBe(reason),
  );

  test.each([
    [' welcome10 ', 'WELCOME10'],
    ['', ''],
    ['x'.repeat(50), 'X'.repeat(40)],
  ])('normalise %p -> %p', (input, out) => expect(normalisePromoCode(input)).toBe(out));
});
