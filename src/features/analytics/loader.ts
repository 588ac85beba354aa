import { gtagCall, gtmPushes, type GaEvent, type PixelCall } from './events';

/**
 * The providers' own loaders, run only after consent (analytics.ts): each installs the queue its
 * script replays when it arrives, so calls made before the script loaded reach the service.
 * - GA4: Google's gtag snippet (`dataLayer`, `gtag()` pushing `arguments`, js + config), then
 *   https://www.googletagmanager.com/gtag/js?id=…
 * - GTM instead of GA4 when a container id is set (never both): Google's GTM snippet
 *   (`gtm.start`), then https://www.googletagmanager.com/gtm.js?id=…
 * - Meta pixel: Meta's snippet (fbq with callMethod/queue, `_fbq`, loaded, version 2.0), then
 *   https://connect.facebook.net/en_US/fbevents.js, init and PageView.
 */
export interface AnalyticsIds {
  gaId?: string;
  gtmId?: string;
  pixelId?: string;
  /** The marketing feed (eSputnik events through the shop API). */
  feed?: boolean;
}

const ID_RE = /^[A-Za-z0-9_-]{1,64}$/;
const valid = (id: string | undefined) => (id && ID_RE.test(id) ? id : undefined);

/**
 * The configured services from the build environment (Gatsby inlines GATSBY_* variables).
 * A malformed id counts as not set; with a GTM container, GA4 is configured inside it instead.
 */
export function configuredIds(env: Record<string, string | undefined> = readEnv()): AnalyticsIds {
  const gtmId = valid(env.GATSBY_GTM_ID);
  return {
    gaId: gtmId ? undefined : valid(env.GATSBY_GA_ID),
    gtmId,
    pixelId: valid(env.GATSBY_PIXEL_ID),
    feed: env.GATSBY_MARKETING_FEED === '1',
  };
}

function readEnv(): Record<string, string | undefined> {
  // Spelled out: Gatsby's bundler replaces each process.env.GATSBY_* reference by its value.
  return {
    GATSBY_GA_ID: process.env.GATSBY_GA_ID,
    GATSBY_GTM_ID: process.env.GATSBY_GTM_ID,
    GATSBY_PIXEL_ID: process.env.GATSBY_PIXEL_ID,
    GATSBY_MARKETING_FEED: process.env.GATSBY_MARKETING_FEED,
  };
}

/** Is there anything to ask consent for? (No ids: no banner, nothing ever loads.) */
export const needsConsent = (ids: AnalyticsIds) => !!(ids.gaId || ids.gtmId || ids.pixelId || ids.feed);

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: unknown;
  loaded: boolean;
  version: string;
};

export type AnalyticsWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: Fbq;
  _fbq?: Fbq;
};

export interface LoadedProviders {
  /** GA4 or GTM, whichever is configured. */
  ga?: (event: GaEvent) => void;
  pixel?: (call: PixelCall) => void;
}

function addScript(doc: Document, src: string) {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
}

/** Runs the loaders of the configured services once per page; returns how to reach them. */
export function loadProviders(ids: AnalyticsIds, win: AnalyticsWindow): LoadedProviders {
  const providers: LoadedProviders = {};
  const doc = win.document;
  if (ids.gtmId) {
    const layer = (win.dataLayer ??= []);
    if (!doc.querySelector('script[src^="https://www.googletagmanager.com/gtm.js"]')) {
      layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      addScript(doc, `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.gtmId)}`);
    }
    providers.ga = (event) => {
      for (const entry of gtmPushes(event)) layer.push(entry);
    };
  } else if (ids.gaId) {
    const layer = (win.dataLayer ??= []);
    if (!win.gtag) {
      win.gtag = function gtag() {
        // gtag.js reads Arguments objects from the dataLayer, not arrays.
        // eslint-disable-next-line prefer-rest-params
        layer.push(arguments);
      };
      win.gtag('js', new Date());
      win.gtag('config', ids.gaId);
      addScript(doc, `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.gaId)}`);
    }
    const gtag = win.gtag;
    providers.ga = (event) => gtag(...gtagCall(event));
  }
  if (ids.pixelId) {
    if (!win.fbq) {
      const fbq: Fbq = Object.assign(
        (...args: unknown[]) => {
          if (fbq.callMethod) fbq.callMethod(...args);
          else fbq.queue.push(args);
        },
        { queue: [] as unknown[], push: null as unknown, loaded: true, version: '2.0' },
      );
      fbq.push = fbq;
      win.fbq = fbq;
      if (!win._fbq) win._fbq = fbq;
      addScript(doc, 'https://connect.facebook.net/en_US/fbevents.js');
      fbq('init', ids.pixelId);
      fbq('track', 'PageView');
    }
    const fbq = win.fbq;
    providers.pixel = (call) => fbq(...call);
  }
  return providers;
}
