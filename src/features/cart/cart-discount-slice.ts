/** The discount slice: the server's line discounts, applied only to the lines they were asked for. */
import { applyDiscounts as applyLineDiscounts } from './cart-math';
import { postCheckDiscount } from './cart-api';
import type { DiscountSlice } from './cart-state';
import { CART_MESSAGES, type CartKit, type CartSliceCreator } from './cart-store-kit';

export const createDiscountSlice =
  (kit: CartKit): CartSliceCreator<DiscountSlice> =>
  (set, get) => ({
    discount: 0,

    applyDiscounts(discounts) {
      kit.ensureRestored();
      kit.commit(applyLineDiscounts(get().all, discounts));
    },

    async checkDiscount(promoCode) {
      kit.ensureRestored();
      // Lines off now are left out (the server would refuse the whole check for them).
      const lines = get().orderable;
      if (lines.length === 0) return { ok: true };
      const asked = kit.revision();
      set((d) => {
        d.status = 'checking';
      });
      const result = await postCheckDiscount(kit.deps.api, lines, promoCode);
      set((d) => {
        d.status = 'ready';
      });
      if (!result.ok) {
        kit.report(CART_MESSAGES.discountFailed);
        return { ok: false, error: CART_MESSAGES.discountFailed };
      }
      if (asked !== kit.revision()) return { ok: false, error: CART_MESSAGES.discountStale };
      get().applyDiscounts(result.data);
      set((d) => {
        d.error = null;
      });
      return { ok: true };
    },
  });
