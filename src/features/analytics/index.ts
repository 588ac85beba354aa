/** The public face of features/analytics: what other features may import (eslint.config.mjs enforces it). */
export { getAnalytics } from './analytics';
export type { AddedUnits, Analytics, AnalyticsLine, AnalyticsOrder, AnalyticsProduct } from './analytics';
export { ConsentBanner } from './ConsentBanner';
export { useItemListView } from './use-item-list-view';
