import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPage } from './support/page';
import { storedCartLine } from './support/cart';

/**
 * Issue 41: the phone field takes a Ukrainian mobile number written the usual ways, typed key by key
 * or pasted, in checkout and in sign-in, in both languages (the desktop and mobile projects run it).
 */

const WRITTEN = ['0671112233', '+380671112233', '067 111 22 33', '(067) 111-22-33'];
const SHOWN = '+38 (067) 111 22 33';
/** The mask separates its blocks with no-break spaces. */
const plain = (value: string) => value.replace(/\u00a0/g, ' ');
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768;

const TEXT = {
  ua: {
    checkout: 'Оформлення замовлення',
    menu: 'Відкрити бічне меню',
    login: 'Увійти',
    byPhone: 'Увійти за номером телефону',
    phone: 'Номер телефону',
  },
  ru: {
    checkout: 'Оформление заказа',
    menu: 'Открыть боковое меню',
    login: 'Войти',
    byPhone: 'Войти по номеру телефона',
    phone: 'Номер телефона',
  },
};

async function emptyField(field: Locator) {
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.press('Delete');
  await expect.poll(async () => plain(await field.inputValue())).toBe('+38 (0');
}

async function expectWrittenForms(page: Page, field: Locator) {
  for (const written of WRITTEN) {
    await emptyField(field);
    await field.pressSequentially(written, { delay: 40 });
    await expect.poll(async () => plain(await field.inputValue()), { message: `typed ${written}` }).toBe(SHOWN);
    // The caret stayed at the end: the next key goes nowhere (the number is complete) ...
    expect(await field.evaluate((input: HTMLInputElement) => input.selectionStart === input.value.length)).toBe(true);
  }
  for (const written of WRITTEN) {
    await emptyField(field);
    await page.evaluate((text) => navigator.clipboard.writeText(text), written);
    await field.press('ControlOrMeta+V');
    await expect.poll(async () => plain(await field.inputValue()), { message: `pasted ${written}` }).toBe(SHOWN);
  }
  // The browser's autofill replaces the whole value at once.
  await field.fill('+380671112233');
  await expect.poll(async () => plain(await field.inputValue()), { message: 'autofilled' }).toBe(SHOWN);
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

for (const locale of ['ua', 'ru'] as const) {
  const text = TEXT[locale];

  test(`checkout (${locale}): the phone typed and pasted as people write it shows ${SHOWN}`, async ({ page }) => {
    await openPage(page, '/');
    const lines = [storedCartLine('l-marg', 1, 'Піца Маргарита', 179, 2)];
    await page.evaluate((stored) => localStorage.setItem('cartProducts', JSON.stringify({ version: 2, lines: stored })), lines);
    await openPage(page, `/${locale}/checkout/`);
    const form = page.getByRole('form', { name: text.checkout });
    await expect(form).toBeVisible();
    await expectWrittenForms(page, form.getByLabel('Телефон', { exact: true }));
  });

  test(`sign-in (${locale}): the phone typed and pasted as people write it shows ${SHOWN}`, async ({ page }) => {
    await openPage(page, `/${locale}/`);
    const modal = page.getByTestId('auth-modal');
    if (isMobile(page)) {
      await page.getByRole('button', { name: text.menu }).click();
      await page.getByTestId('side-menu-login').getByRole('link', { name: text.login }).click();
      await modal.getByRole('button', { name: text.byPhone }).click();
    } else {
      await page.getByTestId('header-login').click();
    }
    await expect(modal).toBeVisible();
    await expectWrittenForms(page, modal.getByLabel(text.phone, { exact: true }));
  });
}
