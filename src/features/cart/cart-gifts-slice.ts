/** The gifts and sauces slice: each list fetched once (gifts again when forced), a failure kept as a message key. */
import { fetchGifts, fetchSauces } from './cart-api';
import type { GiftsSlice } from './cart-state';
import { CART_MESSAGES, derive, type CartKit, type CartSliceCreator } from './cart-store-kit';

export const createGiftsSlice =
  (kit: CartKit): CartSliceCreator<GiftsSlice> =>
  (set) => {
    let saucesLoading: Promise<void> | null = null;
    let saucesLoaded = false;
    let giftsLoading: Promise<void> | null = null;
    let giftsLoaded = false;
    return {
      freeProducts: [],
      nextGift: null,
      gifts: [],
      sauces: [],

      loadSauces() {
        if (saucesLoaded) return Promise.resolve();
        if (saucesLoading) return saucesLoading;
        saucesLoading = fetchSauces(kit.deps.api).then((result) => {
          saucesLoading = null;
          if (!result.ok) return kit.report(CART_MESSAGES.saucesFailed);
          saucesLoaded = true;
          set((d) => {
            d.sauces = result.data;
          });
        });
        return saucesLoading;
      },

      loadGifts(options = {}) {
        if (giftsLoaded && !options.force) return Promise.resolve();
        if (giftsLoading) return giftsLoading;
        giftsLoading = fetchGifts(kit.deps.api).then((result) => {
          giftsLoading = null;
          if (!result.ok) return kit.report(CART_MESSAGES.giftsFailed);
          giftsLoaded = true;
          set((d) => {
            d.gifts = result.data;
            derive(d);
          });
        });
        return giftsLoading;
      },
    };
  };
