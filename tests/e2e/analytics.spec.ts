import { expect, test, type BrowserContext, type Request } from '@playwright/test';
import { openPage } from './support/page';
import { register } from './support/customers';
import { placePickupOrder } from './support/orders';
import { API } from './support/api';

/**
 * Analytics that reach their services (issue 26), on the analytics build of scripts/e2e.mjs
 * (GATSBY_GA_ID=G-E2ETEST01, GATSBY_PIXEL_ID=100000000000001, GATSBY_MARKETING_FEED=1). The
 * providers' hosts are answered here: gtag.js and fbevents.js by small stand-ins that behave like
 * the real scripts where it matters (gtag.js reads only Arguments objects from the dataLayer;
 * fbevents.js replays fbq.queue and installs callMethod) and send what they receive to the
 * collection endpoints (GA4 /g/collect, the pixel's /tr), which are answered with 204 and recorded.
 * Nothing reaches the internet.
 */
const TEA = { id: 79, name: 'Зелений чай', price: 49 };

test.skip(!process.env.ANALYTICS_SITE_URL, 'needs the analytics build: run through scripts/e2e.mjs');

/** Hosts of the analytics services (and their usual helpers). */
const ANALYTICS_HOST =
  /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net|facebook\.net|facebook\.com)$/;

/** Google's gtag.js, as far as the shop relies on it: commands are Arguments objects in dataLayer. */
const GTAG_JS = `(function () {
  var dl = (window.dataLayer = window.dataLayer || []);
  var tid = '';
  function send(name, p) {
    p = p || {};
    var q = ['v=2', 'tid=' + encodeURIComponent(tid), 'en=' + encodeURIComponent(name)];
    if (p.currency) q.push('cu=' + encodeURIComponent(p.currency));
    if (p.value !== undefined) q.push('epn.value=' + encodeURIComponent(p.value));
    if (p.transaction_id) q.push('ep.transaction_id=' + encodeURIComponent(p.transaction_id));
    (p.items || []).forEach(function (it, i) {
      q.push('pr' + (i + 1) + '=' + encodeURIComponent('id' + it.item_id + '~nm' + it.item_name + '~pr' + it.price + '~qt' + it.quantity));
    });
    fetch('https://region1.google-analytics.com/g/collect?' + q.join('&'), { method: 'POST', mode: 'no-cors', keepalive: true });
  }
  function handle(a) {
    if (Object.prototype.toString.call(a) !== '[object Arguments]') return;
    if (a[0] === 'config') { tid = a[1]; send('page_view'); }
    else if (a[0] === 'event') send(a[1], a[2]);
  }
  for (var i = 0; i < dl.length; i++) handle(dl[i]);
  var push = dl.push;
  dl.push = function (a) { var r = push.apply(dl, arguments); handle(a); return r; };
})();`;

/** Meta's fbevents.js, as far as the shop relies on it: replays fbq.queue, then takes calls. */
const FBEVENTS_JS = `(function () {
  var f = window.fbq;
  if (!f) return;
  var id = '';
  var seq = 0;
  function call(cmd, a, b) {
    if (cmd === 'init') { id = a; return; }
    if (cmd !== 'track') return;
    // Like the real pixel, every hit has its own timestamp/sequence (identical image URLs are not fetched twice).
    var q = ['id=' + encodeURIComponent(id), 'ev=' + encodeURIComponent(a), 'ts=' + Date.now() + '.' + ++seq];
    for (var k in b || {}) q.push('cd[' + k + ']=' + encodeURIComponent(JSON.stringify(b[k])));
    new Image().src = 'https://www.facebook.com/tr/?' + q.join('&');
  }
  f.callMethod = function () { call.apply(null, arguments); };
  var queue = f.queue || [];
  f.queue = [];
  for (var i = 0; i < queue.length; i++) call.apply(null, queue[i]);
})();`;

interface Traffic {
  /** Every request to an analytics host, whatever it was. */
  analytics: Request[];
  /** Requests to the shop API's marketing feed. */
  feed: Request[];
}

/** Answers the analytics hosts in the whole context and records what the page sends. */
async function routeProviders(context: BrowserContext): Promise<Traffic> {
  const traffic: Traffic = { analytics: [], feed: [] };
  context.on('request', (r) => {
    if (ANALYTICS_HOST.test(new URL(r.url()).hostname)) traffic.analytics.push(r);
    if (new URL(r.url()).pathname.startsWith('/api/marketing/')) traffic.feed.push(r);
  });
  await context.route(
    (url) => ANALYTICS_HOST.test(url.hostname),
    (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/gtag/js') return route.fulfill({ contentType: 'application/javascript', body: GTAG_JS });
      if (url.pathname === '/en_US/fbevents.js')
        return route.fulfill({ contentType: 'application/javascript', body: FBEVENTS_JS });
      return route.fulfill({ status: 204 });
    },
  );
  return traffic;
}

const gaEvents = (t: Traffic) => t.analytics.map((r) => new URL(r.url())).filter((u) => u.pathname === '/g/collect');
const pixelEvents = (t: Traffic) => t.analytics.map((r) => new URL(r.url())).filter((u) => u.pathname === '/tr/');

test.describe('before consent', () => {
  test('nothing is loaded or sent: browsing, a category, adding to the cart, the cart, checkout; then Decline keeps it so', async ({
    page,
    context,
  }, info) => {
    const traffic = await routeProviders(context);
    await openPage(page, '/ua/');
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Без вашої згоди нічого з цього не завантажується');
    // The banner on phones and the desktop (test-results/…/consent-*.png): inside the screen, buttons reachable.
    for (const width of [360, 390, 1366]) {
      await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
      const box = (await banner.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expect(banner.getByRole('button', { name: 'Прийняти' })).toBeInViewport();
      await page.screenshot({ path: info.outputPath(`consent-${width}.png`) });
    }

    await openPage(page, '/ua/product/cola/');
    await page.getByRole('button', { name: 'У кошик' }).click();
    await expect(page.getByTestId('toast')).toContainText('Товар додано до кошика');
    await page.getByRole('button', { name: /У кошику/ }).click(); // a second unit
    await openPage(page, '/ua/checkout/');
    await page.waitForTimeout(1500); // longer than the feed's 1 s settle time

    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script[src]')]
        .map((s) => (s as HTMLScriptElement).src)
        .filter((s) => !s.startsWith(location.origin)),
    );
    expect(scripts).toEqual([]);
    expect(await page.evaluate(() => [typeof (window as never)['dataLayer'], typeof (window as never)['fbq']])).toEqual([
      'undefined',
      'undefined',
    ]);
    expect(traffic.analytics.map((r) => r.url())).toEqual([]);
    expect(traffic.feed.map((r) => r.url())).toEqual([]);

    // Russian banner; Decline is remembered and nothing starts.
    await openPage(page, '/ru/');
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Отклонить' }).click();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    await openPage(page, '/ru/product/cola/');
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    await page.getByRole('button', { name: /В корзине/ }).click();
    await page.waitForTimeout(1500);
    expect(traffic.analytics.map((r) => r.url())).toEqual([]);
    expect(traffic.feed.map((r) => r.url())).toEqual([]);
  });
});

test.describe('after consent', () => {
  test('adding 2 units (repeating an order of 2 teas) sends one GA add_to_cart with quantity 2 and two pixel AddToCart; no personal data', async ({
    page,
    context,
    request,
  }) => {
    const customer = await register(request, 'Аналітика Тестова');
    const order = await placePickupOrder(request, {
      name: customer.name,
      phone: customer.phone,
      token: customer.token,
      items: [{ id: TEA.id, price: TEA.price, count: 2 }],
    });
    const traffic = await routeProviders(context);

    await openPage(page, '/ua/');
    await page.evaluate((token) => localStorage.setItem('token', token), customer.token);
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Прийняти' }).click();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    // The providers load at once: GA's page view and the pixel's PageView arrive.
    await expect.poll(() => gaEvents(traffic).map((u) => u.searchParams.get('en'))).toContain('page_view');
    await expect.poll(() => pixelEvents(traffic).map((u) => u.searchParams.get('ev'))).toContain('PageView');
    expect(gaEvents(traffic)[0].searchParams.get('tid')).toBe('G-E2ETEST01');
    expect(pixelEvents(traffic)[0].searchParams.get('id')).toBe('100000000000001');

    // The answer is remembered: the next page loads the providers without asking.
    await openPage(page, '/ua/profile/orders/');
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    const card = page.getByTestId('order-card').filter({ hasText: `Замовлення № ${order.number}` });
    await expect(card).toBeVisible();
    const feedAnswered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/marketing/cart-status');
    await card.getByRole('button', { name: 'Повторити замовлення' }).click();
    await expect(card.getByTestId('repeat-result')).toBeVisible();

    await expect.poll(() => gaEvents(traffic).filter((u) => u.searchParams.get('en') === 'add_to_cart').length).toBe(1);
    await expect.poll(() => pixelEvents(traffic).filter((u) => u.searchParams.get('ev') === 'AddToCart').length).toBe(2);
    const add = gaEvents(traffic).find((u) => u.searchParams.get('en') === 'add_to_cart')!;
    expect(add.searchParams.get('cu')).toBe('UAH');
    expect(add.searchParams.get('epn.value')).toBe(String(TEA.price * 2));
    expect(add.searchParams.get('pr1')).toBe(`id${TEA.id}~nm${TEA.name}~pr${TEA.price}~qt2`);
    expect(add.searchParams.get('pr2')).toBeNull();
    for (const tr of pixelEvents(traffic).filter((u) => u.searchParams.get('ev') === 'AddToCart')) {
      expect(JSON.parse(tr.searchParams.get('cd[content_ids]')!)).toEqual([String(TEA.id)]);
      expect(tr.searchParams.get('cd[currency]')).toBe('"UAH"');
    }

    // The marketing feed: the cart's status through the shop API, on to the eSputnik stand-in.
    const answer = await feedAnswered;
    expect(answer.status()).toBe(202);
    const feed = answer.request();
    expect(feed.postDataJSON()).toMatchObject({ lines: [{ product_id: TEA.id, count: 2, price: TEA.price }] });
    const events = (await (await request.get(`${API}/api/dev/marketing-events`)).json()) as {
      eventTypeKey: string;
      keyValue: string;
    }[];
    expect(events.find((e) => e.keyValue === feed.postDataJSON().guid)?.eventTypeKey).toBe('StatusCart');

    // No personal data in anything sent to an analytics host or the feed.
    const sent = [
      ...traffic.analytics.map((r) => `${r.url()} ${r.postData() ?? ''}`),
      ...traffic.feed.map((r) => r.postData() ?? ''),
    ].join('\n');
    for (const secret of [
      customer.phone.slice(-9),
      customer.email,
      customer.token,
      customer.name,
      encodeURIComponent(customer.email),
    ])
      expect(sent).not.toContain(secret);
  });
});
