/**
 * The checkout page's own state beside the form (Formik holds the field values): the applied
 * promo code, the resolved delivery area, what the last submit said, and the sending flag.
 * Small and synchronous; the page's effects fill it.
 */
import { create } from 'zustand';
import type { AddressPoint, Area, NearestPickup } from './checkout-api';
import type { PromoRejection } from './promo-messages';
import type { PriceChange } from './order-errors';
import type { RuleContext } from './checkout-rules';

export type PromoState =
  | { status: 'applied'; code: string; name: string }
  /** Rejected (by promo/check or at order creation): shown with its reason, never sent. */
  | { status: 'denied'; code: string; reason: PromoRejection | null };

export type AreaState =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | {
      status: 'ok';
      key: string;
      area: Area | null;
      streetKnown: boolean;
      nearestPickup?: NearestPickup | null;
      /** Where the server located the address (for the map). */
      point?: AddressPoint | null;
    }
  | { status: 'error'; key: string };

/** A message about the last submit (or a check before it), shown above the submit button. */
export interface Notice {
  key: string;
  vars?: Record<string, string | number>;
  tone: 'error' | 'info';
  /** Dishes whose price changed (prices corrected). */
  priceChanges?: PriceChange[];
  /** Names of the dishes that cannot be ordered now (they stay in the cart, flagged). */
  unavailable?: { name: string; name_ua: string }[];
  /** An instant to offer as the delivery time (closed restaurant). */
  offerSlot?: string | null;
  /** Offer the sign-in (session ended). */
  offerLogin?: boolean;
}

/** What the validation rules need besides the values, kept current by the page (read at validation time). */
export type RuleBase = Pick<RuleContext, 'hours' | 'open' | 'loggedIn' | 'balance' | 'pickupPoints'>;

interface CheckoutState {
  base: RuleBase;
  promo: PromoState | null;
  area: AreaState;
  notice: Notice | null;
  sending: boolean;
  /** The API said pickup is switched off: only courier delivery. */
  pickupOff: boolean;
  setBase(base: RuleBase): void;
  setPromo(promo: PromoState | null): void;
  setArea(area: AreaState): void;
  setNotice(notice: Notice | null): void;
  setSending(sending: boolean): void;
  setPickupOff(off: boolean): void;
  reset(): void;
}

const initialBase: RuleBase = { hours: null, open: true, loggedIn: false, balance: 0, pickupPoints: null };
const initial = { promo: null, area: { status: 'idle' } as AreaState, notice: null, sending: false, pickupOff: false };

export const useCheckout = create<CheckoutState>((set) => ({
  ...initial,
  base: initialBase,
  setBase: (base) => set({ base }),
  setPromo: (promo) => set({ promo }),
  setArea: (area) => set({ area }),
  setNotice: (notice) => set({ notice }),
  setSending: (sending) => set({ sending }),
  setPickupOff: (pickupOff) => set({ pickupOff }),
  reset: () => set(initial),
}));

/** The resolved area when it serves the address (the one whose money applies), else null. */
export const servedArea = (s: AreaState): Area | null => (s.status === 'ok' && s.area && s.area.served ? s.area : null);

/** Message key of an address the API cannot deliver to, or null. */
export function areaProblem(s: AreaState): string | null {
  if (s.status !== 'ok') return null;
  if (!s.area) return s.streetKnown ? 'checkout_delivery_impossible' : 'checkout_street_unknown';
  return s.area.served ? null : 'checkout_area_not_served';
}
