import { create } from 'zustand';

/**
 * The one modal host's state (spec section 2 "Modals"): which named modal is open and with what
 * props. Components open modals by name; ModalHost renders them (loading their code on demand).
 */
export type ModalRequest =
  | {
      name: 'usesubscribe';
      /** `reason`: at step 4, the message key saying why (features/subscribe/subscribe-api.ts). */
      props: { step: 1 | 2 | 3 | 4; source: 'footer' | 'popup'; reason?: string };
    }
  | { name: 'modal'; props: { title: string; description: string; type?: 'info' | 'error' } }
  /** Sign-in (features/auth). `forgot-input` carries the e-mail/phone and reset token from the link. */
  | {
      name: 'auth-modal';
      props: { type: AuthModalType; cantClose?: boolean; email?: string; token?: string; transparent?: boolean };
    }
  /** Rate a delivered order (features/orders). */
  | { name: 'modal-review'; props: { orderId: number } }
  /** After a placed order (features/checkout): offers to save a new delivery address. */
  | { name: 'modal-thankyou'; props: { orderId: number; nwAddress: string | null; nwAddressName: string | null } }
  /**
   * A phone confirmed with an SMS code sent to it (features/checkout): a guest's order
   * (`purpose` 'order', the default) or a new number in the profile ('new_phone'). `onDone` runs
   * after the modal closed: with the shop API's proof of the phone once the code was right, null
   * when the customer closed it (askPhoneProof below).
   */
  | { name: 'modal-sms'; props: { phone: string; purpose?: SmsPurpose; onDone: (proof: string | null) => void } }
  /** A CV for a vacancy (features/forms): the wide modal with the contact form and a required file. */
  | { name: 'modal-cv'; props: { vacancyId?: number; vacancyTitle?: string } }
  /** A message to the director with an optional attachment (features/forms). */
  | { name: 'modal-director'; props: Record<string, never> }
  /** The mobile-app promo (features/mobile-app). */
  | { name: 'modal-usemobile'; props: { orderId?: number } }
  /** A yes/no question: the modal closes, then `onAnswer` runs with the choice (× and Escape answer no). */
  | { name: 'yes-no'; props: { title: string; description?: string; onAnswer: (yes: boolean) => void } };

export type SmsPurpose = 'order' | 'new_phone';

export type AuthModalType = 'login' | 'register' | 'forgot' | 'forgot-input' | 'phone';

interface ModalState {
  current: ModalRequest | null;
  open: (request: ModalRequest) => void;
  close: () => void;
}

export const useModal = create<ModalState>((set) => ({
  current: null,
  open: (request) => set({ current: request }),
  close: () => set({ current: null }),
}));

/**
 * Asks for the SMS code sent to `phone` in the modal host's `modal-sms`. Resolves with the shop
 * API's proof of the phone once the code was right, null when the modal went away any other way
 * (closed by the customer, replaced by another modal, its code failed to load).
 */
export function askPhoneProof(phone: string, purpose: SmsPurpose): Promise<string | null> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (proof: string | null) => {
      if (settled) return;
      settled = true;
      unsubscribe();
      resolve(proof);
    };
    const request: ModalRequest = { name: 'modal-sms', props: { phone, purpose, onDone: settle } };
    const unsubscribe = useModal.subscribe((s) => {
      if (s.current !== request) settle(null);
    });
    useModal.getState().open(request);
  });
}
