import type { Analytics } from './analytics';

/**
 * The site's analytics as the rest of the shop calls it. Its code (events, providers' loaders,
 * consent) is a chunk of its own, loaded on the first call or when the consent banner mounts
 * after hydration, not with every page's first script; calls made meanwhile run in their order
 * once it is there. A chunk that cannot load drops the event (analytics never breaks the shop)
 * and is asked for again on the next call.
 */
let loading: Promise<typeof import('./analytics')> | null = null;

export const loadAnalytics = () =>
  (loading ??= import(/* webpackChunkName: "part-analytics" */ './analytics').catch((error: unknown) => {
    loading = null;
    throw error;
  }));

function later<K extends keyof Analytics>(name: K): Analytics[K] {
  return ((...args: unknown[]) => {
    loadAnalytics().then(
      (module) => (module.getAnalytics()[name] as (...a: unknown[]) => void)(...args),
      () => {},
    );
  }) as Analytics[K];
}

const onDemand: Analytics = {
  addToCart: later('addToCart'),
  viewCart: later('viewCart'),
  viewItemList: later('viewItemList'),
  beginCheckout: later('beginCheckout'),
  purchase: later('purchase'),
  cartStatus: later('cartStatus'),
  customer: later('customer'),
};

/** The site's analytics (every method loads the code first; see above). */
export const getAnalytics = (): Analytics => onDemand;
