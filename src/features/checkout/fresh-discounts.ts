import type { ApiResult } from '../../api-client/client';

/** How many times the check is asked when the cart's lines change while its answer is on its way. */
export const DISCOUNT_CHECK_ATTEMPTS = 3;

/**
 * Asks check-discount for the cart's lines as they are and applies the answer to those same
 * lines. When the lines change while the answer is on its way (the promo re-check's own answer
 * landing first, the menu check after a restore, a live price), that answer belongs to lines that
 * are gone and the sum would go unchecked: the check is asked again for the lines as they are
 * now, up to DISCOUNT_CHECK_ATTEMPTS times. Null: the lines kept changing.
 */
export async function checkDiscountsOfCurrentLines<Lines, Discounts>(
  cart: { lines(): Lines; apply(discounts: NoInfer<Discounts>): void },
  check: (lines: Lines) => Promise<ApiResult<Discounts>>,
): Promise<ApiResult<Discounts> | null> {
  for (let attempt = 0; attempt < DISCOUNT_CHECK_ATTEMPTS; attempt++) {
    const asked = cart.lines();
    const answer = await check(asked);
    if (cart.lines() !== asked) continue;
    if (answer.ok) cart.apply(answer.data);
    return answer;
  }
  return null;
}
