/** The site's phone-confirmation store: ./phone-confirmation wired to the shop API and localStorage. */
import { shopApi } from '../../api-client/shop-api';
import { browserStorage } from '../../shared/safe-storage';
import { createSmsCodeApi } from '../../shared/sms-code-api';
import { askPhoneProof } from '../../shared/modal-store';
import { createPhoneConfirmStore } from './phone-confirmation';

export const phoneConfirm = createPhoneConfirmStore({ api: createSmsCodeApi(shopApi), storage: browserStorage('local') });

/**
 * Asks for the SMS code in the modal host's `modal-sms` unless `phone` is confirmed on this device
 * already. Resolves true once it is confirmed, false when the modal went away any other way.
 */
export async function ensurePhoneConfirmed(phone: string): Promise<boolean> {
  if (phoneConfirm.getState().confirmed(phone)) return true;
  return (await askPhoneProof(phone, 'order')) !== null;
}
