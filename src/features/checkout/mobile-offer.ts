/**
 * After the thank-you modal the mobile-app modal (`modal-usemobile`, built by the content feature)
 * opens when the customer has not seen it: a logged-in customer by the API's `show_mobile_result`
 * (set by POST /api/auth/show-mobile when the modal is shown), a guest by the local flag the
 * mobile-app modal sets (`show_mobile`, next to the subscribe popup's `show_subscribe`).
 */
import { FLAG_SET, MOBILE_FLAG_KEY } from '../subscribe';

export const MOBILE_SEEN_KEY = MOBILE_FLAG_KEY;

export function shouldOfferMobileApp(
  user: { show_mobile_result: boolean } | null,
  storage: Pick<Storage, 'getItem'> | null,
): boolean {
  if (user) return !user.show_mobile_result;
  try {
    return storage?.getItem(MOBILE_SEEN_KEY) !== FLAG_SET;
  } catch {
    return false;
  }
}
