/** The gifts and sauces slice: each list fetched once (gifts again when forced), a failure kept as a message key. */
import type { ApiClient, ApiResult } from '../../api-client/client';
import { fetchGifts, fetchSauces } from './cart-api';
import type { CartData, GiftsSlice } from './cart-state';
import { CART_MESSAGES, derive, type CartKit, type CartSliceCreator } from './cart-store-kit';

export const createGiftsSlice =
  (kit: CartKit): CartSliceCreator<GiftsSlice> =>
  (set) => {
    /** One list's loader: concurrent calls share the request; a failure is forgotten so the next call tries again. */
    const loader = <T>(
      fetch: (api: ApiClient) => Promise<ApiResult<T>>,
      failed: string,
      apply: (d: CartData, data: T) => void,
    ) => {
      let loading: Promise<void> | null = null;
      let loaded = false;
      return (force = false) => {
        if (loaded && !force) return Promise.resolve();
        if (loading) return loading;
        loading = fetch(kit.deps.api).then((result) => {
          loading = null;
          if (!result.ok) return kit.report(failed);
          loaded = true;
          set((d) => apply(d, result.data));
        });
        return loading;
      };
    };
    const loadSauces = loader(fetchSauces, CART_MESSAGES.saucesFailed, (d, sauces) => {
      d.sauces = sauces;
    });
    const loadGifts = loader(fetchGifts, CART_MESSAGES.giftsFailed, (d, gifts) => {
      d.gifts = gifts;
      derive(d);
    });
    return {
      freeProducts: [],
      nextGift: null,
      gifts: [],
      sauces: [],
      loadSauces: () => loadSauces(),
      loadGifts: (options = {}) => loadGifts(options.force),
    };
  };
