import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { shots } from './support/content';

/**
 * Content pages of spec section 2 in both languages (one visit per page, several checks), with
 * screenshots of the pages this feature changed at 1366 and 390 px.
 */
type Locale = 'ua' | 'ru';

interface PageCase {
  rest: string;
  h1: [string, string];
  /** Extra checks on the same visit. */
  check?: (page: Page, main: Locator, locale: Locale) => Promise<void>;
  /** Screenshot name: the pages this feature changed. */
  shot?: string;
}

const PAGES: PageCase[] = [
  {
    rest: '/page/contacts/',
    h1: ['Контакти', 'Контакты'],
    shot: 'contacts',
    check: async (_page, main, locale) => {
      expect(await main.locator('a[href^="tel:+380"]').count()).toBeGreaterThanOrEqual(5);
      await expect(main.locator('a[href^="https://t.me/"]').first()).toBeVisible();
      await expect(main.locator('a[href^="viber:"]')).toHaveCount(1);
      await expect(
        main.getByRole('button', { name: locale === 'ua' ? 'Написати директору' : 'Написать директору' }),
      ).toBeVisible();
    },
  },
  { rest: '/page/offer/', h1: ['Публічна оферта', 'Публичная оферта'] },
  { rest: '/page/offer-bonus/', h1: ['Умови бонусної програми', 'Условия бонусной программы'] },
  {
    rest: '/page/oplata-i-dostavka/',
    h1: ['Оплата і доставка', 'Оплата и доставка'],
    check: async (_page, main, locale) => {
      await expect(main.locator('svg[role="img"] path, svg[role="img"] polygon').first()).toBeVisible();
      await expect(main.getByText(locale === 'ua' ? 'Ближні райони' : 'Ближние районы').first()).toBeVisible();
      await expect(main.getByRole('heading', { name: locale === 'ua' ? 'Способи оплати' : 'Способы оплаты' })).toBeVisible();
    },
  },
  { rest: '/page/privacy_policy/', h1: ['Політика конфіденційності', 'Политика конфиденциальности'] },
  {
    rest: '/o-nas/',
    h1: ['Про нас', 'О нас'],
    shot: 'about',
    check: async (_page, main) => {
      const block = main.getByTestId('app-download');
      await expect(block.locator('a[href^="https://apps.apple.com/"]')).toBeVisible();
      await expect(block.locator('a[href^="https://play.google.com/"]')).toBeVisible();
    },
  },
  {
    rest: '/sales/',
    h1: ['Акції', 'Акции'],
    check: async (_page, main, locale) => {
      await expect(main.getByRole('link', { name: locale === 'ua' ? 'Друга піца -50%' : 'Вторая пицца -50%' })).toBeVisible();
      expect(await main.locator('article time').count()).toBeGreaterThanOrEqual(5);
    },
  },
  {
    rest: '/sales/second-pizza/',
    h1: ['Друга піца -50%', 'Вторая пицца -50%'],
    check: async (_page, main) => {
      await expect(main.locator('article time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\d/);
      await expect(main.locator('article > picture img')).toBeVisible();
    },
  },
  {
    rest: '/news/',
    h1: ['Новини', 'Новости'],
    check: async (_page, main) => expect(await main.locator('article h2 a').count()).toBeGreaterThanOrEqual(6),
  },
  { rest: '/news/new-kitchen/', h1: ['Відкрили нову кухню', 'Открыли новую кухню'] },
  {
    rest: '/article/',
    h1: ['Статті', 'Статьи'],
    check: async (_page, main) => {
      await expect(main.locator('article h2 a')).toHaveCount(6);
      await expect(main.locator('nav [aria-current="page"]')).toHaveText('1');
      await expect(main.locator('nav a[href$="/article/2/"]')).toBeVisible();
    },
  },
  {
    rest: '/article/2/',
    h1: ['Статті', 'Статьи'],
    check: async (_page, main) => {
      await expect(main.locator('article h2 a')).toHaveCount(2);
      await expect(main.locator('nav [aria-current="page"]')).toHaveText('2');
    },
  },
  {
    rest: '/article/sushi-etiquette/',
    h1: ['Етикет суші', 'Этикет суши'],
    check: async (_page, main, locale) => {
      // Previous = the older article, next = the newer one.
      await expect(main.locator('a[rel="prev"]')).toHaveAttribute('href', `/${locale}/article/how-we-make-pizza/`);
      await expect(main.locator('a[rel="next"]')).toHaveAttribute('href', `/${locale}/article/borscht-history/`);
    },
  },
  {
    rest: '/cooperation/',
    h1: ['Співпраця', 'Сотрудничество'],
    shot: 'cooperation',
    check: async (_page, main, locale) => {
      await expect(main.getByText(locale === 'ua' ? /Постачальникам, орендодавцям/ : /Поставщикам, арендодателям/)).toBeVisible();
      await expect(main.getByRole('button', { name: locale === 'ua' ? 'Надіслати' : 'Отправить' })).toBeVisible();
    },
  },
  {
    rest: '/vacansii/',
    h1: ['Вакансії', 'Вакансии'],
    check: async (_page, main, locale) => {
      await expect(main.getByText(locale === 'ua' ? 'Відкрита вакансія' : 'Открытая вакансия')).toHaveCount(3);
      await expect(main.getByText(locale === 'ua' ? 'Вакансія закрита' : 'Вакансия закрыта')).toHaveCount(2);
    },
  },
  {
    rest: '/vacansii/sushi-chef/',
    h1: ['Сушист', 'Сушист'],
    shot: 'vacancy',
    check: async (_page, main, locale) =>
      expect(main.getByRole('button', { name: locale === 'ua' ? 'Відгукнутися' : 'Откликнуться' })).toBeVisible(),
  },
  {
    rest: '/vacansii/dishwasher/',
    h1: ['Мийник посуду', 'Мойщик посуды'],
    check: async (_page, main, locale) => {
      await expect(
        main.getByText(locale === 'ua' ? /Набір на цю вакансію закрито/ : /Набор на эту вакансию закрыт/),
      ).toBeVisible();
      await expect(main.getByRole('button', { name: /Відгукнутися|Откликнуться/ })).toHaveCount(0);
    },
  },
  {
    rest: '/promo-summer/',
    h1: ['Літня акція: друга піца за півціни', 'Летняя акция: вторая пицца за полцены'],
    check: async (page) => {
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    },
  },
  {
    rest: '/promo/mono/',
    h1: ['Акція з monobank', 'Акция с monobank'],
    check: async (page) => {
      // Spec section 2: header and footer hidden on promo/mono.
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    },
  },
  { rest: '/page-kids/', h1: ['Меню для дітей', 'Меню для детей'] },
];

for (const locale of ['ua', 'ru'] as const) {
  test(`every content page in ${locale}: 200, its language, real content${locale === 'ua' ? ', axe clean' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const c of PAGES) {
      const url = `/${locale}${c.rest}`;
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(200);
      await page.waitForSelector('html[data-hydrated="true"]');
      await expect(page.locator('html'), url).toHaveAttribute('lang', locale === 'ua' ? 'uk' : 'ru');
      const main = page.locator('main');
      await expect(main.locator('h1'), url).toHaveText(c.h1[locale === 'ua' ? 0 : 1]);
      const text = (await main.innerText()).trim();
      expect(text.length, `${url} has real content`).toBeGreaterThan(60);
      expect(text, url).not.toMatch(/undefined|\[object Object\]|(^|\s)(forms|about|mobile_app|cooperation)_[a-z_]+/);
      await c.check?.(page, main, locale);
      if (locale === 'ua') {
        await expectAxeClean(page);
        if (c.shot) await shots(page, `page-${c.shot}`, { fullPage: true });
      }
    }
    expect(errors).toEqual([]);
  });
}
