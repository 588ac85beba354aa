/**
 * The shop's one analytics entry point (spec section 4 "Cart" events, section 7 customer data).
 * `createAnalytics(sinks)` turns each shop event into the calls of events.ts; `getAnalytics()` is
 * the site's instance, whose sinks exist only after the visitor accepted the consent banner
 * (consent.ts) and only for the configured services (loader.ts). Before consent, after a refusal
 * or with no ids, every call is a no-op: nothing is loaded, queued or sent.
 * Sink failures never reach the caller (analytics must not break the cart).
 */
import { shopApi } from '../../api-client/shop-api';
import { consentStore, type ConsentState } from './consent';
import {
  gaAddToCart,
  gaBeginCheckout,
  gaPurchase,
  gaViewCart,
  gaViewItemList,
  pixelAddToCart,
  pixelPurchase,
  type AddedUnits,
  type AnalyticsLine,
  type AnalyticsOrder,
  type AnalyticsProduct,
  type GaEvent,
  type PixelCall,
} from './events';
import { configuredIds, loadProviders, needsConsent, type AnalyticsIds, type AnalyticsWindow } from './loader';
import type { LoadedProviders } from './loader';
import type { StoreApi } from 'zustand/vanilla';

export type { AddedUnits, AnalyticsLine, AnalyticsOrder, AnalyticsProduct } from './events';

/** The cart after a change, for the marketing feed (no personal data). */
export interface CartStatus {
  guid: string | null;
  /** UAH. */
  total: number;
  lines: readonly AnalyticsLine[];
}

/** The loaded providers (loader.ts) and the marketing feed (eSputnik through the shop API). */
export type AnalyticsSinks = LoadedProviders & { feed?: { cartStatus(status: CartStatus): void; customer(): void } };

export interface Analytics {
  /** One action's additions (a dish, or the lines of a repeated order); lines with no units are left out. */
  addToCart(added: readonly AddedUnits[]): void;
  viewCart(lines: readonly AnalyticsLine[]): void;
  viewItemList(list: { id: string; name: string }, products: readonly AnalyticsProduct[]): void;
  beginCheckout(lines: readonly AnalyticsLine[]): void;
  purchase(order: AnalyticsOrder, lines: readonly AnalyticsLine[]): void;
  cartStatus(status: CartStatus): void;
  /** After registration (spec section 7): the shop API sends the signed-in customer to eSputnik. */
  customer(): void;
}

function safely(fn: () => void) {
  try {
    fn();
  } catch {
    /* a broken tracker never breaks the shop */
  }
}

/** `sinks` may be a function: the site's sinks appear when the visitor consents. */
export function createAnalytics(sinks: AnalyticsSinks | (() => AnalyticsSinks)): Analytics {
  const current = () => (typeof sinks === 'function' ? sinks() : sinks);
  const ga = (event: () => GaEvent) => {
    const sink = current().ga;
    if (sink) safely(() => sink(event()));
  };
  const pixel = (calls: () => PixelCall[]) => {
    const sink = current().pixel;
    if (sink) for (const call of calls()) safely(() => sink(call));
  };
  const feed = (send: (sink: NonNullable<AnalyticsSinks['feed']>) => void) => {
    const sink = current().feed;
    if (sink) safely(() => send(sink));
  };
  return {
    addToCart(added) {
      const real = added.filter((a) => a.quantity > 0);
      if (real.length === 0) return;
      ga(() => gaAddToCart(real));
      pixel(() => pixelAddToCart(real));
    },
    viewCart(lines) {
      if (lines.length > 0) ga(() => gaViewCart(lines));
    },
    viewItemList(list, products) {
      if (products.length > 0) ga(() => gaViewItemList(list, products));
    },
    beginCheckout(lines) {
      if (lines.length > 0) ga(() => gaBeginCheckout(lines));
    },
    purchase(order, lines) {
      ga(() => gaPurchase(order, lines));
      pixel(() => [pixelPurchase(order, lines)]);
    },
    cartStatus(status) {
      feed((sink) => sink.cartStatus(status));
    },
    customer() {
      feed((sink) => sink.customer());
    },
  };
}

/** How long the feed waits for the cart to settle before sending its state (ms): quick +/- clicks send one event. */
export const FEED_SETTLE_MS = 1000;

/** The marketing feed through the shop API (which holds the eSputnik credentials). Failures are ignored. */
export function shopApiFeed(api = shopApi, settleMs = FEED_SETTLE_MS): NonNullable<AnalyticsSinks['feed']> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    cartStatus(status) {
      if (timer) clearTimeout(timer);
      // A cart without a GUID (emptied after an order) is no cart to follow up on.
      const guid = status.guid;
      if (!guid) return;
      timer = setTimeout(() => {
        timer = null;
        void api.request('/api/marketing/cart-status', {
          method: 'POST',
          body: {
            guid,
            total: status.total,
            lines: status.lines.map((l) => ({
              product_id: l.product_id,
              name: l.name_ua || l.name,
              price: l.unitPrice,
              count: l.count,
              sum: l.sum,
            })),
          },
          decode: () => undefined,
          progress: false,
        });
      }, settleMs);
    },
    customer() {
      void api.request('/api/marketing/customer', { method: 'POST', decode: () => undefined, progress: false });
    },
  };
}

/**
 * The site's sinks: none until the visitor consents; on consent (now or later in the page's life)
 * the configured providers load once.
 */
export function consentedSinks(
  ids: AnalyticsIds,
  win: AnalyticsWindow,
  consent: StoreApi<ConsentState>,
  feed: () => NonNullable<AnalyticsSinks['feed']> = () => shopApiFeed(),
): () => AnalyticsSinks {
  let sinks: AnalyticsSinks | null = null;
  const start = () => {
    if (sinks || consent.getState().decision !== 'granted' || !needsConsent(ids)) return;
    const loaded = loadProviders(ids, win);
    sinks = { ...loaded, ...(ids.feed ? { feed: feed() } : {}) };
  };
  consent.subscribe(start);
  start();
  return () => sinks ?? {};
}

let shared: Analytics | null = null;

/** The site's analytics (no-op outside the browser). */
export function getAnalytics(): Analytics {
  if (typeof window === 'undefined') return createAnalytics({});
  if (!shared) {
    // The first call may come from a page's effect before the banner's: read the stored answer now.
    if (!consentStore.getState().loaded) consentStore.getState().load();
    shared = createAnalytics(consentedSinks(configuredIds(), window as AnalyticsWindow, consentStore));
  }
  return shared;
}
