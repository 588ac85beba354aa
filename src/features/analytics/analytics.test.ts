import { createStore } from 'zustand/vanilla';
import { consentedSinks, createAnalytics, shopApiFeed } from './analytics';
import { CONSENT_KEY, createConsentStore, readConsent } from './consent';
import { configuredIds, loadProviders, needsConsent, type AnalyticsWindow } from './loader';
import type { AnalyticsLine } from './events';

const pizza: AnalyticsLine = {
  id: 'l1',
  product_id: 7,
  name: 'Пицца',
  name_ua: 'Піца',
  unitPrice: 279,
  count: 2,
  sum: 558,
  category: { name: 'Пицца', name_ua: 'Піца' },
};

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

/** A fresh window-like object with its own document (the loaders write script tags into it). */
function freshWindow(): AnalyticsWindow {
  const doc = document.implementation.createHTMLDocument('t');
  return { document: doc } as unknown as AnalyticsWindow;
}
const scripts = (win: AnalyticsWindow) => [...win.document.querySelectorAll('script')].map((s) => s.getAttribute('src'));

describe('configured ids (GATSBY_* at build time)', () => {
  it.each([
    [{}, { gaId: undefined, gtmId: undefined, pixelId: undefined, feed: false }],
    [
      { GATSBY_GA_ID: 'G-1', GATSBY_PIXEL_ID: '42' },
      { gaId: 'G-1', gtmId: undefined, pixelId: '42', feed: false },
    ],
    // GTM wins: GA4 is then configured inside the container (never both).
    [
      { GATSBY_GA_ID: 'G-1', GATSBY_GTM_ID: 'GTM-X' },
      { gaId: undefined, gtmId: 'GTM-X', pixelId: undefined, feed: false },
    ],
    [
      { GATSBY_GA_ID: '"><script>', GATSBY_PIXEL_ID: ' ' },
      { gaId: undefined, gtmId: undefined, pixelId: undefined, feed: false },
    ],
    [{ GATSBY_MARKETING_FEED: '1' }, { gaId: undefined, gtmId: undefined, pixelId: undefined, feed: true }],
  ])('%j -> %j', (env, ids) => expect(configuredIds(env)).toEqual(ids));

  it('consent is asked only when something is configured', () => {
    expect(needsConsent({})).toBe(false);
    expect(needsConsent({ feed: true })).toBe(true);
    expect(needsConsent({ pixelId: '1' })).toBe(true);
  });
});

describe('consent (localStorage analytics_consent)', () => {
  it.each([
    [null, null],
    ['granted', 'granted'],
    ['denied', 'denied'],
    ['yes', null],
    ['{"granted":true}', null],
  ])('stored %j reads as %j', (value, decision) => {
    expect(readConsent(memory(value === null ? {} : { [CONSENT_KEY]: value }))).toBe(decision);
  });

  it('blocked storage: not decided, and a decision still holds for the page', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createConsentStore({ storage: () => blocked });
    store.getState().load();
    expect(store.getState().decision).toBeNull();
    store.getState().accept();
    expect(store.getState().decision).toBe('granted');
  });

  it('accept and decline are remembered', () => {
    const storage = memory();
    const store = createConsentStore({ storage: () => storage });
    store.getState().decline();
    expect(storage.data.get(CONSENT_KEY)).toBe('denied');
    store.getState().accept();
    expect(storage.data.get(CONSENT_KEY)).toBe('granted');
    const next = createConsentStore({ storage: () => storage });
    next.getState().load();
    expect(next.getState().decision).toBe('granted');
  });
});

describe('the official loaders', () => {
  it('GA4: gtag snippet (Arguments in dataLayer, js + config), gtag.js; events through gtag("event", …)', () => {
    const win = freshWindow();
    const providers = loadProviders({ gaId: 'G-TEST1' }, win);
    expect(scripts(win)).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1']);
    providers.ga!(['add_to_cart', { value: 1 }]);
    const layer = win.dataLayer!.map((a) => Array.from(a as ArrayLike<unknown>));
    expect(layer[0][0]).toBe('js');
    expect(layer.slice(1)).toEqual([
      ['config', 'G-TEST1'],
      ['event', 'add_to_cart', { value: 1 }],
    ]);
    // gtag.js reads Arguments objects, not arrays.
    expect(Object.prototype.toString.call(win.dataLayer![2])).toBe('[object Arguments]');
    expect(providers.pixel).toBeUndefined();
  });

  it('GTM: gtm.start then gtm.js; events as {event, ecommerce} pushes; no gtag.js', () => {
    const win = freshWindow();
    const providers = loadProviders({ gtmId: 'GTM-TEST' }, win);
    expect(scripts(win)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST']);
    providers.ga!(['view_cart', { value: 2 }]);
    expect(win.dataLayer).toEqual([
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
      { ecommerce: null },
      { event: 'view_cart', ecommerce: { value: 2 } },
    ]);
    expect(win.gtag).toBeUndefined();
  });

  it('Meta pixel: the snippet queues calls until fbevents.js installs callMethod, then calls go through', () => {
    const win = freshWindow();
    const providers = loadProviders({ pixelId: '123456' }, win);
    expect(scripts(win)).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    const fbq = win.fbq!;
    expect(fbq.loaded).toBe(true);
    expect(fbq.version).toBe('2.0');
    expect(fbq.push).toBe(fbq);
    expect(win._fbq).toBe(fbq);
    providers.pixel!(['track', 'AddToCart', { value: 1 }]);
    expect(fbq.queue).toEqual([
      ['init', '123456'],
      ['track', 'PageView'],
      ['track', 'AddToCart', { value: 1 }],
    ]);
    // What fbevents.js does on load: replay the queue and take over.
    const received: unknown[] = [];
    fbq.callMethod = (...args: unknown[]) => void received.push(args);
    providers.pixel!(['track', 'Purchase', { value: 2 }]);
    expect(received).toEqual([['track', 'Purchase', { value: 2 }]]);
  });

  it('loading twice adds no second script', () => {
    const win = freshWindow();
    loadProviders({ gaId: 'G-1', pixelId: '1' }, win);
    loadProviders({ gaId: 'G-1', pixelId: '1' }, win);
    expect(scripts(win)).toHaveLength(2);
  });
});

describe('nothing before consent', () => {
  function site(decision: 'granted' | 'denied' | null) {
    const storage = memory(decision ? { [CONSENT_KEY]: decision } : {});
    const consent = createConsentStore({ storage: () => storage });
    consent.getState().load();
    const win = freshWindow();
    const feedCalls: unknown[] = [];
    const feed = () => ({ cartStatus: (s: unknown) => void feedCalls.push(s), customer: () => void feedCalls.push('customer') });
    const analytics = createAnalytics(consentedSinks({ gaId: 'G-1', pixelId: '9', feed: true }, win, consent, feed));
    return { consent, win, analytics, feedCalls };
  }

  it('not decided: no script, no global, no feed call; then accept: loads, and later events go out', () => {
    const s = site(null);
    s.analytics.addToCart([{ line: pizza, quantity: 2 }]);
    s.analytics.cartStatus({ guid: 'g', total: 1, lines: [] });
    expect(scripts(s.win)).toEqual([]);
    expect(s.win.dataLayer).toBeUndefined();
    expect(s.win.fbq).toBeUndefined();
    expect(s.feedCalls).toEqual([]);
    s.consent.getState().accept();
    expect(scripts(s.win)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-1',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
    s.analytics.addToCart([{ line: pizza, quantity: 2 }]);
    const events = s.win.dataLayer!.map((a) => Array.from(a as ArrayLike<unknown>)).filter((a) => a[0] === 'event');
    expect(events.map((e) => e[1])).toEqual(['add_to_cart']); // the pre-consent add was not kept
    expect(s.win.fbq!.queue.filter((c) => (c as unknown[])[1] === 'AddToCart')).toHaveLength(2);
    s.analytics.cartStatus({ guid: 'g', total: 1, lines: [] });
    expect(s.feedCalls).toHaveLength(1);
  });

  it('declined: nothing, ever', () => {
    const s = site('denied');
    s.analytics.addToCart([{ line: pizza, quantity: 1 }]);
    s.analytics.customer();
    expect(scripts(s.win)).toEqual([]);
    expect(s.feedCalls).toEqual([]);
  });

  it('granted on an earlier visit: the providers load at start', () => {
    const s = site('granted');
    expect(scripts(s.win)).toHaveLength(2);
  });

  it('no ids: accepting loads nothing', () => {
    const consent = createStore(() => ({ decision: 'granted' as const, loaded: true, load() {}, accept() {}, decline() {} }));
    const win = freshWindow();
    createAnalytics(consentedSinks({}, win, consent)).addToCart([{ line: pizza, quantity: 1 }]);
    expect(scripts(win)).toEqual([]);
  });
});

describe('the marketing feed through the shop API', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the cart to settle (1000 ms): quick changes send one cart status; no GUID, nothing', () => {
    const calls: { path: string; body: unknown }[] = [];
    const api = {
      request: (path: string, options: { body?: unknown }) => {
        calls.push({ path, body: options.body });
        return Promise.resolve({ ok: true, data: undefined });
      },
    };
    const feed = shopApiFeed(api as never, 1000);
    feed.cartStatus({ guid: 'g-1', total: 279, lines: [{ ...pizza, count: 1, sum: 279 }] });
    feed.cartStatus({ guid: 'g-1', total: 558, lines: [pizza] });
    jest.advanceTimersByTime(999);
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual([
      {
        path: '/api/marketing/cart-status',
        body: { guid: 'g-1', total: 558, lines: [{ product_id: 7, name: 'Піца', price: 279, count: 2, sum: 558 }] },
      },
    ]);
    feed.cartStatus({ guid: null, total: 0, lines: [] });
    jest.advanceTimersByTime(2000);
    expect(calls).toHaveLength(1);
    feed.customer();
    expect(calls[1]).toEqual({ path: '/api/marketing/customer', body: undefined });
  });
});
