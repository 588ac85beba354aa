/** The public face of features/analytics: what other features may import (eslint.config.mjs enforces it). */
export { getAnalytics } from './analytics';
export type { Analytics, AnalyticsLine, CustomerData } from './analytics';
