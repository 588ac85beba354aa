import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/page';
import { axeViolations } from './support/axe';

/** Journeys of the catalogue issue, in both languages, against the built site and the shop API. */

async function firstCategoryLink(page: Page) {
  const tile = page
    .getByRole('navigation', { name: /Категорії|Категории/ })
    .getByRole('list')
    .getByRole('link')
    .first();
  await expect(tile).toBeVisible();
  return tile;
}

for (const [locale, home, lang] of [
  ['ua', '/', 'uk'],
  ['ru', '/ru/', 'ru'],
] as const) {
  test.describe(`catalogue (${locale})`, () => {
    test('home -> category -> sort -> product -> back keeps the scroll', async ({ page }) => {
      await openPage(page, home);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await (await firstCategoryLink(page)).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/category/[^/]+/$`));
      const cards = page
        .getByRole('region', { name: /Страви|Блюда/ })
        .getByRole('list')
        .getByRole('listitem');
      await expect(cards.first()).toBeVisible();

      // Sort by price, descending: the URL keeps it and the first price is the highest.
      const viewport = page.viewportSize();
      if (viewport && viewport.width >= 768) {
        await page.getByLabel(/Сортування|Сортировка/).selectOption('price_desc');
      } else {
        await page.getByRole('button', { name: /Сортування|Сортировка/ }).click();
        await page.getByRole('radio', { name: /дорожч|дороже/ }).click(); // choosing closes the sheet
      }
      await expect(page).toHaveURL(/\?sort=price_desc$/);
      const prices = await cards.locator('strong').allInnerTexts();
      const values = prices.map((p) => Number(p.replace(/[^\d,]/g, '').replace(',', '.')));
      expect(values).toEqual([...values].sort((a, b) => b - a));

      // The link survives a reload.
      await page.reload();
      await page.waitForSelector('html[data-hydrated="true"]');
      await expect(page).toHaveURL(/\?sort=price_desc$/);

      // Product page, then back.
      await page.evaluate(() => window.scrollTo(0, 400));
      await page.waitForTimeout(500); // let the router record the position
      const scrolled = await page.evaluate(() => window.scrollY);
      const dish = (await cards.first().getByRole('heading', { level: 2 }).innerText()).trim();
      await cards.first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/product/[^/]+/$`));
      // The dish's own page, not the category still on screen while the router loads it.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(dish);

      // Modifiers: the size changes the price in the modal; Escape closes it without adding.
      await page.getByRole('button', { name: /^(Обрати|Выбрать)$/ }).click();
      const modal = page.getByTestId('modifier-modal');
      await expect(modal.getByRole('radio').first()).toBeChecked();
      const before = await modal.locator('strong').last().innerText();
      await modal.getByRole('radio').nth(1).check();
      await expect(modal.locator('strong').last()).not.toHaveText(before);
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await page.goBack();
      await expect(page).toHaveURL(/\?sort=price_desc$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    });

    test('menus, language list, cart and search: modal-open, axe clean while open, closed by navigation', async ({ page }) => {
      await openPage(page, home);
      const body = page.locator('body');
      const mobile = (page.viewportSize()?.width ?? 1366) < 768;
      const checkAxe = locale === 'ua'; // both widths, one language: axe takes seconds per run

      // Menu dropdown: modal-open, axe, Escape closes it and gives the focus back.
      const menu = page.getByRole('button', { name: 'Меню', exact: true });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(body).toHaveClass(/modal-open/);
      if (checkAxe) expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();
      await expect(body).not.toHaveClass(/modal-open/);

      // Language list: modal-open and axe; a press outside closes it.
      const language = page.getByRole('button', { name: /^(Мова|Язык): / });
      await language.click();
      await expect(language).toHaveAttribute('aria-expanded', 'true');
      await expect(body).toHaveClass(/modal-open/);
      if (checkAxe) expect(await axeViolations(page)).toEqual([]);
      await page.mouse.click(5, 300);
      await expect(language).toHaveAttribute('aria-expanded', 'false');

      // Side menu and search overlay: dialogs, axe clean while open, Escape closes.
      await page.getByRole('button', { name: /бічне меню|боковое меню/ }).click();
      const side = page.getByTestId('side-menu');
      await expect(side).toBeVisible();
      await expect(body).toHaveClass(/modal-open/);
      if (checkAxe) expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(side).toBeHidden();
      await page
        .getByRole('button', { name: /Пошук|Поиск/ })
        .first()
        .click();
      const search = page.getByRole('dialog', { name: /Пошук|Поиск/ });
      await expect(search).toBeVisible();
      await search.getByRole('searchbox').or(search.getByRole('textbox')).first().fill('піца');
      await expect(search.getByRole('link').first()).toBeVisible();
      if (checkAxe) expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(search).toBeHidden();

      // The cart opens (modal-open) and a route change closes it; so does the Menu on navigation.
      if (mobile) await page.getByTestId('mobile-cart-bar').getByRole('button').first().click();
      else await page.getByRole('button', { name: /^(Сума кошика|Сумма корзины) \d+ грн$/ }).click();
      await expect(page.getByTestId('cart-drawer')).toBeVisible();
      await expect(body).toHaveClass(/modal-open/);
      await page.keyboard.press('Escape');
      await menu.click();
      const first = page.locator('header ul a').first();
      const href = await first.getAttribute('href');
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(body).not.toHaveClass(/modal-open/);

      // The language list lands on the same page in the other language.
      const other = locale === 'ua' ? 'RU' : 'UA';
      await language.click();
      await page.getByRole('link', { name: new RegExp(`^${other} `) }).click();
      const expected = locale === 'ua' ? href!.replace(/^\/ua\//, '/ru/') : href!.replace(/^\/ru\//, '/ua/');
      await expect(page).toHaveURL(new RegExp(`${expected}$`));
      await expect(body).not.toHaveClass(/modal-open/);
    });

    test('home, category and product pages have no axe violations', async ({ page }) => {
      await openPage(page, home);
      // Nothing is wider than the screen (a too-wide header made phones scroll sideways).
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      const homeTitle = await page.title();
      await (await firstCategoryLink(page)).click();
      await expectHeadOfPage(page, homeTitle);
      expect(await axeViolations(page)).toEqual([]);
      const categoryTitle = await page.title();
      await page
        .getByRole('region', { name: /Страви|Блюда/ })
        .getByRole('list')
        .getByRole('link')
        .first()
        .click();
      await expect(page).toHaveURL(/\/product\//);
      await expectHeadOfPage(page, categoryTitle);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

/**
 * After a client-side move: the new page's heading, and its <head> (Gatsby renders the Head of the
 * new page after the page itself, in a later task: title and lang are briefly absent in between).
 */
async function expectHeadOfPage(page: Page, previousTitle: string) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect
    .poll(async () => {
      const title = await page.title();
      const name = (await heading.textContent())?.trim();
      return title !== previousTitle && title.startsWith(`${name} | `);
    })
    .toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', /^(uk|ru)$/);
}

/** Sum of layout-shift values without recent input since the page loaded (the CLS numerator). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) sum += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );
}

test('hero logo: shown to a logged-out visitor with an empty cart, gone after scrolling past it, never shifting the page', async ({
  page,
}) => {
  await openPage(page, '/');
  const hero = page.getByTestId('hero-logo');
  await expect(hero).toBeVisible();
  await expect(hero).toContainText('Смачна Хата');

  // Scrolled past its height: it goes, and the tiles stay where the visitor sees them.
  const heroBottom = await hero.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y + 40), heroBottom);
  const tile = page.getByRole('navigation', { name: 'Категорії' }).getByRole('list').getByRole('link').last();
  await expect(hero).toHaveCount(0);
  const top = await tile.evaluate((el) => el.getBoundingClientRect().top);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(Math.abs((await tile.evaluate((el) => el.getBoundingClientRect().top)) - top)).toBeLessThanOrEqual(1);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  // Scrolling back up does not bring it back.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(hero).toHaveCount(0);
});

test('hero logo: hidden before the first paint for a visitor with a cart or a token (no shift), and when the cart gets a dish', async ({
  page,
}) => {
  await openPage(page, '/');
  await expect(page.getByTestId('hero-logo')).toBeVisible();
  // A dish into the cart, then back home in the same page view: no hero.
  await page.goto('/ua/product/cola/');
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByRole('button', { name: 'У кошик' }).click();
  await expect(page.locator('body')).toHaveClass(/has-cart/);
  await page.getByRole('banner').getByRole('link', { name: 'Головна' }).click();
  await expect(page.getByRole('navigation', { name: 'Категорії' }).getByRole('list')).toBeVisible();
  await expect(page.getByTestId('hero-logo')).toHaveCount(0);

  // A returning customer: the static HTML has the hero, the pre-paint script hides it.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('hero-logo')).toBeHidden();
  await page.waitForSelector('html[data-hydrated="true"]');
  await expect(page.getByTestId('hero-logo')).toHaveCount(0);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);

  // Logged in (a token, even one the API then refuses): hidden, and it does not come back.
  await page.evaluate(() => {
    localStorage.removeItem('cartProducts');
    localStorage.setItem('token', 'e2e-token-that-the-api-does-not-know-0000');
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('hero-logo')).toBeHidden();
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('hero-logo')).toHaveCount(0);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
});

for (const [locale, min, added] of [
  ['ua', 'Оберіть щонайменше 1.', 'Товар додано до кошика'],
  ['ru', 'Выберите как минимум 1.', 'Товар добавлен в корзину'],
] as const) {
  test(`constructor (${locale}): the product page's block leads to the builder; steps, limits, price; no footer there`, async ({
    page,
  }) => {
    await openPage(page, `/${locale}/product/margarita/`);
    const block = page.getByTestId('constructor-block');
    await expect(block).toBeVisible();
    await block.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/constructor/build-your-pizza/$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    const summary = page.getByTestId('constructor-summary');
    await expect(summary).toContainText('169');
    await summary.getByRole('button').click();
    await expect(page.getByRole('alert')).toHaveText(min);
    await page.getByRole('button', { name: /^(Більше|Больше): Бекон/ }).click();
    await expect(summary).toContainText('Бекон');
    await expect(summary.locator('strong')).toHaveText('209 грн');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await summary.getByRole('button').click();
    await expect(page.getByTestId('toast')).toContainText(added);
    await expect(page.locator('body')).toHaveClass(/has-cart/);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('product cards: the cart button in one tap on every width; on a phone the card opens to show the composition', async ({
  page,
}) => {
  await openPage(page, '/ua/category/pizza/');
  const card = page.getByRole('region', { name: 'Страви' }).getByRole('list').getByRole('listitem').first();
  const details = card.getByTestId('card-details');
  const mobile = (page.viewportSize()?.width ?? 1366) < 768;
  // The cart button needs no opening (issue 41: one tap per dish on phones).
  await expect(card.getByRole('button', { name: 'Обрати' })).toBeInViewport();
  if (mobile) {
    const toggle = card.getByRole('button', { name: /^Детальніше/ });
    await expect(details).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(card.getByRole('button', { name: /^Згорнути/ })).toHaveAttribute('aria-expanded', 'true');
  } else {
    await expect(card.getByRole('button', { name: /^Детальніше/ })).toBeHidden();
  }
  await expect(details).toBeVisible();
  await card.getByRole('button', { name: 'Обрати' }).click();
  await expect(page.getByTestId('modifier-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('modifier-modal')).toBeHidden();
  // Nothing overflows the screen with a card open.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

/** The element the browser would hit at the centre of `locator`, as "inside it" or what it is instead. */
async function hitAtCentre(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return locator.evaluate(
    (el, [x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit && (el === hit || el.contains(hit)) ? 'inside' : (hit?.outerHTML.slice(0, 120) ?? 'nothing');
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
}

for (const [locale, choose, add, added] of [
  ['ua', 'Обрати', 'У кошик', 'Товар додано до кошика'],
  ['ru', 'Выбрать', 'В корзину', 'Товар добавлен в корзину'],
] as const) {
  test(`a card's option sheet (${locale}) is a modal above everything: its add button is on top and adds the dish in one tap`, async ({
    page,
  }) => {
    await openPage(page, `/${locale}/category/pizza/`);
    const cards = page
      .getByRole('region', { name: /Страви|Блюда/ })
      .getByRole('list')
      .getByRole('listitem');
    const withOptions = cards.filter({ has: page.getByRole('button', { name: choose, exact: true }) });
    // A dish in the cart first: on a phone the sticky cart bar is then on screen under the sheet.
    const plain = cards.filter({ has: page.getByRole('button', { name: add, exact: true }) }).first();
    if ((await plain.count()) > 0) {
      await plain.getByRole('button', { name: add, exact: true }).click();
      await expect(page.locator('body')).toHaveClass(/has-cart/);
    }
    // The second card with options: its neighbours' hearts and buttons are around it.
    const card = withOptions.nth(1);
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: choose, exact: true }).click();
    const sheet = page.getByTestId('modifier-modal');
    await expect(sheet).toBeVisible();
    await expect(page.locator('#___gatsby')).toHaveAttribute('inert', '');
    const addButton = sheet.getByRole('button', { name: add, exact: true });
    await expect(addButton).toBeInViewport({ ratio: 1 });
    expect(await hitAtCentre(page, addButton)).toBe('inside');
    // Every option is on top too (no heart or "more" button of a neighbouring card over it).
    const labels = await sheet.locator('label', { has: page.getByRole('radio') }).all();
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      await label.scrollIntoViewIfNeeded();
      expect(await hitAtCentre(page, label)).toBe('inside');
    }
    // The header's cart total where the width shows it (desktop).
    const total = page.getByRole('button', { name: /Сума кошика|Сумма корзины/ });
    const before = (await total.count()) > 0 ? await total.first().innerText() : null;
    await addButton.click();
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('toast')).toContainText(added);
    await expect(page.locator('#___gatsby')).not.toHaveAttribute('inert', '');
    if (before !== null) await expect(total.first()).not.toHaveText(before);
  });
}

test('header and footer are hidden on the promo/mono page; the footer block has no margin on checkout', async ({ page }) => {
  await openPage(page, '/ua/promo/mono/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  const subscribeMargin = () =>
    page.locator('section[aria-labelledby="footer-subscribe-title"]').evaluate((el) => getComputedStyle(el).marginTop);
  await openPage(page, '/ua/checkout/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await subscribeMargin()).toBe('0px');
  await openPage(page, '/ua/sales/');
  expect(await subscribeMargin()).toBe('48px');
});
