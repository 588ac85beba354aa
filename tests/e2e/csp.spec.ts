import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API } from './support/api';

/**
 * The Content-Security-Policy (src/site/csp.ts, written into public/_headers after the build and
 * served by netlify dev as Netlify serves it): every page template in both languages, logged out
 * and logged in, with the cart drawer, the auth modal, the checkout page and the review modal
 * open, and a client-side navigation, records no CSP violation (securitypolicyviolation events
 * and console reports), and every page response carries the strict header. A control shows the
 * policy is enforced: an injected inline script and eval() are refused and reported.
 *
 * Desktop project only (playwright.config.ts testMatch of the mobile project): the policy is one
 * header for every page and does not depend on the viewport; the mobile layout adds no script.
 */

interface Slugs {
  product: string;
  article: string;
  news: string;
  vacancy: string;
}

async function slugs(request: APIRequestContext): Promise<Slugs> {
  const first = async (url: string) => ((await (await request.get(`${API}${url}`)).json()) as { slug: string }[])[0].slug;
  return {
    product: await first('/api/products?lang=ukrainian'),
    article: await first('/api/articles?lang=ukrainian'),
    news: await first('/api/news?lang=ukrainian'),
    vacancy: await first('/api/vacancies?lang=ukrainian'),
  };
}

/** Collects violations from the page (event) and from Chromium's console reports. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation;
        report(
          `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} (${location.pathname})`,
        );
      },
      true,
    );
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(`console: ${msg.text()}`);
  });
  return violations;
}

/** Opens a page, checks its policy header and waits until React has hydrated it. */
async function open(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res, path).not.toBeNull();
  const policy = res!.headers()['content-security-policy'] ?? '';
  const script = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect.soft(script, `${path}: script-src`).toMatch(/^'self' 'sha256-/);
  expect.soft(script, `${path}: script-src`).not.toMatch(/unsafe-(inline|eval)|\*/);
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"])
    expect.soft(policy, path).toContain(directive);
  await page.waitForSelector('html[data-hydrated="true"]');
}

/** A pizza through the modifier modal (a second modal type) into the cart. */
async function addMargarita(page: Page) {
  await open(page, '/ua/product/margarita/');
  await page.getByRole('button', { name: 'Обрати' }).click();
  const modal = page.getByTestId('modifier-modal');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'У кошик' }).click();
  await expect(modal).toBeHidden();
}

function templatePages(locale: 'ua' | 'ru', s: Slugs): string[] {
  const p = (rest: string) => `/${locale}${rest}`;
  return [
    locale === 'ua' ? '/' : '/ru/',
    p('/category/pizza/'),
    p('/category/sushi/rolls/'),
    p(`/product/${s.product}/`),
    p('/constructor/build-your-pizza/'),
    p('/page/contacts/'),
    p('/o-nas/'),
    p('/article/'),
    p('/sales/'),
    p(`/article/${s.article}/`),
    p(`/news/${s.news}/`),
    p('/vacansii/'),
    p(`/vacansii/${s.vacancy}/`),
    p('/cooperation/'),
    p('/checkout/'),
    p('/auth/'),
    p('/no-such-page/'),
  ];
}

test('the policy is enforced: an injected inline script and eval() are refused and reported', async ({ page }) => {
  const violations = await watchViolations(page);
  await open(page, '/');
  // eval() runs in a later task: code evaluated by DevTools (page.evaluate itself) may eval.
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.head.appendChild(s);
    const w = window as unknown as { __evalResult?: string };
    setTimeout(() => {
      try {
        w.__evalResult = String((0, eval)('1 + 1'));
      } catch {
        w.__evalResult = 'refused';
      }
    }, 0);
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as { __evalResult?: string }).__evalResult)).toBe('refused');
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected ?? false)).toBe(false);
  await expect.poll(() => violations.filter((v) => /script-src/.test(v)).length).toBeGreaterThanOrEqual(2);
});

test('logged out: every template in both languages, client navigation, cart drawer and auth modal', async ({ page, request }) => {
  // Every template twice, then a client-side tour: 46 to 60 s on a busy 2-core machine.
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const s = await slugs(request);
  for (const locale of ['ua', 'ru'] as const) for (const path of templatePages(locale, s)) await open(page, path);

  // Client-side navigation: chunks and page data loaded by Gatsby's runtime.
  await open(page, '/');
  await page.locator('a[href="/ua/category/pizza/"]:visible').first().click();
  await expect(page).toHaveURL(/\/ua\/category\/pizza\/$/);
  await page.locator('a[href^="/ua/product/"]:visible').first().click();
  await expect(page).toHaveURL(/\/ua\/product\//);
  // Back home on the client: the home page's Head (hero pre-paint script) is rendered in the browser.
  await page.locator('a[href="/"]:visible').first().click();
  await expect(page).toHaveURL(/:\d+\/$/);

  // Cart drawer with a dish in it.
  await addMargarita(page);
  await page.getByRole('button', { name: 'Сума кошика' }).click();
  await expect(page.getByTestId('cart-drawer')).toBeVisible();

  // Auth modal.
  await open(page, '/');
  await page.getByTestId('header-login').click();
  await expect(page.getByTestId('auth-modal')).toBeVisible();

  expect(violations).toEqual([]);
});

let phoneSeq = 0;
async function registerCustomer(request: APIRequestContext): Promise<string> {
  const n = `${Date.now() % 100000}${phoneSeq++ % 10}${Math.floor(Math.random() * 10)}`.padStart(7, '0').slice(-7);
  const phone = `+38066${n}`;
  const secret = await (await request.post(`${API}/api/secret/generate/new`, { data: { phone, key: 'e2e' } })).json();
  const sms = await (await request.get(`${API}/api/dev/sms`, { params: { phone } })).json();
  const res = await request.post(`${API}/api/auth/register/v2`, {
    data: {
      secretId: secret.id,
      forSite: true,
      name: 'Безпечний Клієнт',
      email: `csp${n}@example.com`,
      phone,
      password: 'demo1234',
      password_confirmation: 'demo1234',
      sms: sms.code,
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token as string;
}

const PROFILE_PAGES = [
  'information/',
  'information/email/',
  'information/pass/',
  'address/',
  'bonus/',
  'orders/',
  'promotions/',
  'reviews/',
  'wishlist/',
];

test('logged in: profile pages, checkout with a cart, the review modal of a delivered order', async ({ page, request }) => {
  const violations = await watchViolations(page);
  const token = await registerCustomer(request);
  await open(page, '/');
  await page.evaluate((t) => localStorage.setItem('token', t), token);

  for (const rest of PROFILE_PAGES) {
    await open(page, `/ua/profile/${rest}`);
    await expect(page.getByTestId('profile')).toBeVisible();
  }
  for (const rest of ['information/', 'orders/']) {
    await open(page, `/ru/profile/${rest}`);
    await expect(page.getByTestId('profile')).toBeVisible();
  }

  // Checkout with a dish in the cart.
  await addMargarita(page);
  await open(page, '/ua/checkout/');
  await expect(page.getByTestId('checkout-submit')).toBeVisible();

  // The review modal: a delivered order of this customer among the current orders.
  const created = await request.post(`${API}/api/orders`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      cart_guid: randomUUID(),
      items: [{ id: 'l1', product_id: 79, count: 1, price: 49, modifiers: [] }],
      name: 'Безпечний Клієнт',
      phone: '+380509998877',
      delivery_type: 'pickup',
      pickup_point_id: 1,
      time: 'asap',
      pay_type: 'cash',
      cutlery: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const order = (await created.json()) as { id: number; number: number };
  const delivered = await request.post(`${API}/api/dev/orders/${order.id}/status`, { data: { status: 'Delivered' } });
  expect(delivered.ok()).toBeTruthy();
  await page.evaluate(
    (o) =>
      localStorage.setItem(
        'currentOrders',
        JSON.stringify([{ id: o.id, number: o.number, created_at: new Date().toISOString() }]),
      ),
    order,
  );
  await open(page, '/');
  await expect(page.getByRole('dialog', { name: `Оцініть замовлення № ${order.number}` })).toBeVisible({ timeout: 20_000 });

  expect(violations).toEqual([]);
});
