/** The public face of features/analytics: what other features may import (eslint.config.mjs enforces it). */
import { lazyPart } from '../../ui/lazy-part';

export { getAnalytics } from './on-demand';
export type { AddedUnits, Analytics, AnalyticsLine, AnalyticsOrder, AnalyticsProduct } from './analytics';
export { useItemListView } from './use-item-list-view';

/** The consent banner, loaded with the analytics code after the page has hydrated. */
export const ConsentBanner = lazyPart<object>(() =>
  import(/* webpackChunkName: "part-analytics" */ './ConsentBanner').then((m) => ({ default: m.ConsentBanner })),
);
