/** The site's phone-confirmation store: ./phone-confirmation wired to the shop API and localStorage. */
import { useStore } from 'zustand';
import { shopApi } from '../../api-client/shop-api';
import { browserStorage } from '../../shared/safe-storage';
import { createSmsCodeApi } from '../../shared/sms-code-api';
import { useModal } from '../../shared/modal-store';
import { createPhoneConfirmStore, type PhoneConfirmData } from './phone-confirmation';

export const phoneConfirm = createPhoneConfirmStore({ api: createSmsCodeApi(shopApi), storage: browserStorage('local') });

export function usePhoneConfirm<T>(selector: (state: PhoneConfirmData) => T): T {
  return useStore(phoneConfirm, selector);
}

/** The proof of a guest's phone confirmed on this device (sent with the order), or null. */
export const phoneProofOf = (phone: string) => phoneConfirm.getState().proofOf(phone);

/** The shop API refused the phone's proof: the next order asks for a code again. */
export const forgetConfirmedPhone = (phone: string) => phoneConfirm.getState().forget(phone);

/**
 * Asks for the SMS code in the modal host's `modal-sms` unless `phone` is confirmed on this device
 * already. Resolves true once it is confirmed, false when the modal went away any other way (closed
 * by the customer, replaced by another modal, its code failed to load).
 */
export function ensurePhoneConfirmed(phone: string): Promise<boolean> {
  if (phoneConfirm.getState().confirmed(phone)) return Promise.resolve(true);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (confirmed: boolean) => {
      if (settled) return;
      settled = true;
      unsubscribe();
      resolve(confirmed);
    };
    const request = { name: 'modal-sms' as const, props: { phone, onDone: settle } };
    const unsubscribe = useModal.subscribe((s) => {
      if (s.current !== request) settle(false);
    });
    useModal.getState().open(request);
  });
}
