/**
 * One analytics module with pluggable sinks (spec section 4 "Cart" events):
 * - dataLayer (GA4-style): `add_to_cart` with the GA4 ecommerce items, `view_cart` with the list items;
 * - ad pixel: one `AddToCart` per unit added;
 * - marketing service: `cart-status` with the lines on every cart change.
 * A sink exists only when its id is configured (GATSBY_GA_ID, GATSBY_PIXEL_ID, GATSBY_MARKETING_ID at
 * build time); with no ids nothing third-party loads and every call is a no-op. Tests inject sinks.
 * Sink failures never reach the caller (analytics must not break the cart).
 */

export const CURRENCY = 'UAH';

/** What the cart tells analytics about a line (kept structural so analytics does not import the cart). */
export interface AnalyticsLine {
  id: string;
  product_id: number;
  name: string;
  name_ua: string;
  /** UAH unit price including modifiers. */
  unitPrice: number;
  count: number;
  /** UAH shown for the line (rounded, after discount). */
  sum: number;
  category: { name: string; name_ua: string };
}

export interface DataLayerSink {
  push(entry: Record<string, unknown>): void;
}
export interface PixelSink {
  track(event: string, params: Record<string, unknown>): void;
}
export interface MarketingSink {
  send(event: string, payload: Record<string, unknown>): void;
}

export interface AnalyticsSinks {
  dataLayer?: DataLayerSink;
  pixel?: PixelSink;
  marketing?: MarketingSink;
}

export interface Analytics {
  addToCart(line: AnalyticsLine, quantity: number): void;
  cartStatus(status: { guid: string | null; total: number; lines: readonly AnalyticsLine[] }): void;
  viewCart(lines: readonly AnalyticsLine[]): void;
  /** After registration (spec section 7): the new customer to the marketing service. */
  customer(data: CustomerData): void;
}

/**
 * Customer data for the marketing service. Deliberately no phone number (nor any token or code):
 * nothing that signs a person in or reaches them by phone leaves the shop through analytics.
 */
export interface CustomerData {
  id: number;
  email: string | null;
  name: string;
}

export function customerPayload(data: CustomerData) {
  return { id: data.id, email: data.email, name: data.name };
}

/** Analytics names are the Ukrainian ones (stable across the two site languages). */
const itemName = (l: AnalyticsLine) => l.name_ua || l.name;
const itemCategory = (l: AnalyticsLine) => l.category.name_ua || l.category.name;

export function addToCartEvent(line: AnalyticsLine, quantity: number) {
  return {
    event: 'add_to_cart',
    ecommerce: {
      currency: CURRENCY,
      value: line.unitPrice * quantity,
      items: [
        {
          item_id: String(line.product_id),
          item_name: itemName(line),
          item_category: itemCategory(line),
          price: line.unitPrice,
          quantity,
        },
      ],
    },
  };
}

export function pixelAddToCartParams(line: AnalyticsLine) {
  return {
    content_ids: [String(line.product_id)],
    content_name: itemName(line),
    content_type: 'product',
    value: line.unitPrice,
    currency: CURRENCY,
  };
}

export function cartStatusPayload(status: { guid: string | null; total: number; lines: readonly AnalyticsLine[] }) {
  return {
    guid: status.guid,
    total: status.total,
    currency: CURRENCY,
    lines: status.lines.map((l) => ({
      id: l.id,
      product_id: l.product_id,
      name: itemName(l),
      price: l.unitPrice,
      count: l.count,
      sum: l.sum,
    })),
  };
}

export function viewCartEvent(lines: readonly AnalyticsLine[]) {
  return {
    event: 'view_cart',
    ecommerce: {
      currency: CURRENCY,
      items: lines.map((l, i) => ({
        name: itemName(l),
        id: String(l.product_id),
        price: l.unitPrice,
        currency: CURRENCY,
        category: itemCategory(l),
        position: i + 1,
        quantity: 1,
      })),
    },
  };
}

function safely(fn: () => void) {
  try {
    fn();
  } catch {
    /* a broken tracker never breaks the shop */
  }
}

export function createAnalytics(sinks: AnalyticsSinks): Analytics {
  return {
    addToCart(line, quantity) {
      if (quantity <= 0) return;
      const { dataLayer, pixel } = sinks;
      if (dataLayer)
        safely(() => {
          dataLayer.push({ ecommerce: null }); // GA4: clear the previous ecommerce object
          dataLayer.push(addToCartEvent(line, quantity));
        });
      if (pixel) for (let i = 0; i < quantity; i++) safely(() => pixel.track('AddToCart', pixelAddToCartParams(line)));
    },
    cartStatus(status) {
      const { marketing } = sinks;
      if (marketing) safely(() => marketing.send('cart-status', cartStatusPayload(status)));
    },
    viewCart(lines) {
      const { dataLayer } = sinks;
      if (!dataLayer || lines.length === 0) return;
      safely(() => {
        dataLayer.push({ ecommerce: null });
        dataLayer.push(viewCartEvent(lines));
      });
    },
    customer(data) {
      const { marketing } = sinks;
      if (marketing) safely(() => marketing.send('customer', customerPayload(data)));
    },
  };
}

export interface AnalyticsIds {
  gaId?: string;
  pixelId?: string;
  marketingId?: string;
}

type Win = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: ((...args: unknown[]) => void) & { queue?: unknown[]; loaded?: boolean; version?: string; callMethod?: unknown };
  marketingEvents?: unknown[];
};

const ID_RE = /^[A-Za-z0-9_-]{1,64}$/;

function loadScript(doc: Document, src: string) {
  const s = doc.createElement('script');
  s.async = true;
  s.src = src;
  doc.head.appendChild(s);
}

/**
 * Real sinks for the configured ids only. A sink whose id is missing or malformed is absent and
 * loads nothing. `load: false` builds the queues without adding script tags (tests).
 */
export function browserSinks(ids: AnalyticsIds, win: Win, options: { load?: boolean } = {}): AnalyticsSinks {
  const load = options.load !== false;
  const sinks: AnalyticsSinks = {};
  if (ids.gaId && ID_RE.test(ids.gaId)) {
    win.dataLayer = win.dataLayer ?? [];
    const layer = win.dataLayer;
    if (!win.gtag) {
      win.gtag = function gtag() {
        // eslint-disable-next-line prefer-rest-params
        layer.push(arguments);
      };
      win.gtag('js', new Date());
      win.gtag('config', ids.gaId);
      if (load) loadScript(win.document, `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.gaId)}`);
    }
    sinks.dataLayer = { push: (entry) => layer.push(entry) };
  }
  if (ids.pixelId && ID_RE.test(ids.pixelId)) {
    if (!win.fbq) {
      const queue: unknown[] = [];
      const fbq = Object.assign((...args: unknown[]) => queue.push(args), { queue, loaded: true, version: '2.0' });
      win.fbq = fbq;
      fbq('init', ids.pixelId);
      fbq('track', 'PageView');
      if (load) loadScript(win.document, 'https://connect.facebook.net/en_US/fbevents.js');
    }
    const fbq = win.fbq;
    sinks.pixel = { track: (event, params) => fbq?.('track', event, params) };
  }
  if (ids.marketingId && ID_RE.test(ids.marketingId)) {
    // The marketing provider's tag reads this queue; its credentials stay on the server.
    win.marketingEvents = win.marketingEvents ?? [];
    const queue = win.marketingEvents;
    const marketingId = ids.marketingId;
    sinks.marketing = { send: (event, payload) => queue.push({ id: marketingId, event, payload }) };
  }
  return sinks;
}

/** Ids from the build environment (Gatsby inlines GATSBY_* variables). */
export function configuredIds(): AnalyticsIds {
  return {
    gaId: process.env.GATSBY_GA_ID || undefined,
    pixelId: process.env.GATSBY_PIXEL_ID || undefined,
    marketingId: process.env.GATSBY_MARKETING_ID || undefined,
  };
}

let shared: Analytics | null = null;

/** The site's analytics: sinks for the configured ids, created on first use in the browser. */
export function getAnalytics(): Analytics {
  if (typeof window === 'undefined') return createAnalytics({});
  if (!shared) shared = createAnalytics(browserSinks(configuredIds(), window as Win));
  return shared;
}

/** Tests / app shell: replace the shared analytics (e.g. with injected sinks). */
export function setAnalytics(analytics: Analytics | null) {
  shared = analytics;
}
