import { expect, test } from '@playwright/test';
import { margarita, cola, openCheckout, field, fillContacts, fillAddress, isOrderCall, submit, notice } from './support/checkout';
import { API } from './support/api';

/**
 * The delivery address: the search with its suggestions and zone, an address outside every zone
 * (the nearest pickup point offered), and the area's minimum order.
 */

const SEARCH_TEXT = {
  ua: {
    path: '/ua/checkout/',
    street: 'Вулиця',
    house: 'Будинок',
    typed: 'Дерибасівська 5',
    option: 'вул. Дерибасівська, 5, Одеса',
    found: 'Знайдено 1 адресу',
    picked: 'Дерибасівська',
    info: (a: ZoneTerms) => [`Район «${a.name}»`, `мінімальне замовлення ${a.min_sum} грн`, `близько ${a.delivery_minutes} хв`],
  },
  ru: {
    path: '/ru/checkout/',
    street: 'Улица',
    house: 'Дом',
    typed: 'Дерибасовская 5',
    option: 'ул. Дерибасовская, 5, Одесса',
    found: 'Найден 1 адрес',
    picked: 'Дерибасовская',
    info: (a: ZoneTerms) => [`Район «${a.name}»`, `минимальный заказ ${a.min_sum} грн`, `около ${a.delivery_minutes} мин`],
  },
} as const;
type ZoneTerms = { name: string; min_sum: number; delivery_price: number; delivery_minutes: number };

for (const lang of ['ua', 'ru'] as const) {
  test(`address search (${lang}): street and house typed, a suggestion picked by keyboard; the zone, its price and time shown`, async ({
    page,
    request,
  }) => {
    const t = SEARCH_TEXT[lang];
    const zones = (await (
      await request.get(`${API}/api/delivery-areas?lang=${lang === 'ru' ? 'russian' : 'ukrainian'}`)
    ).json()) as ZoneTerms[];
    const centre = zones.find((z) => z.name === 'Центр');
    expect(centre).toBeDefined();
    const form = await openCheckout(page, [margarita(2)], { path: t.path });
    const street = form.getByRole('combobox', { name: t.street });
    await street.pressSequentially(t.typed);
    await expect(form.getByRole('option', { name: t.option, exact: true })).toBeVisible();
    await expect(street).toHaveAttribute('aria-expanded', 'true');
    await expect(form.getByRole('status').filter({ hasText: t.found })).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await expect(street).toHaveAttribute(
      'aria-activedescendant',
      (await form.getByRole('option', { name: t.option }).getAttribute('id')) ?? '',
    );
    await page.keyboard.press('Enter');
    await expect(street).toHaveValue(t.picked);
    await expect(field(form, t.house)).toHaveValue('5');
    await expect(street).toHaveAttribute('aria-expanded', 'false');
    for (const part of t.info(centre!)) await expect(form.getByTestId('area-info')).toContainText(part);
    await expect(page.getByTestId('summary-delivery')).toContainText(`${centre!.delivery_price} грн`);
  });
}

const OUTSIDE_TEXT = {
  ua: {
    path: '/ua/checkout/',
    name: 'Ім’я',
    street: 'Вулиця',
    house: 'Будинок',
    addressName: 'Назва адреси',
    outside: 'Приморська (Південне)',
    outsideHouse: 'вул. Приморська (Південне), 3, Одеса',
    message:
      'Ця адреса поза зоною доставки. Найближчий пункт самовивозу — «Ресторан на Дерибасівській», вул. Дерибасівська, 10 (25,6 км від адреси)',
    error: 'Ця адреса поза зоною доставки',
    pickupThere: 'Заберу там самовивозом',
    pickup: /Самовивіз/,
    point: /Ресторан на Дерибасівській/,
  },
  ru: {
    path: '/ru/checkout/',
    name: 'Имя',
    street: 'Улица',
    house: 'Дом',
    addressName: 'Название адреса',
    outside: 'Приморская (Южное)',
    outsideHouse: 'ул. Приморская (Южное), 3, Одесса',
    message:
      'Этот адрес вне зоны доставки. Ближайший пункт самовывоза — «Ресторан на Дерибасовской», ул. Дерибасовская, 10 (25,6 км от адреса)',
    error: 'Этот адрес вне зоны доставки',
    pickupThere: 'Заберу там самовывозом',
    pickup: /Самовывоз/,
    point: /Ресторан на Дерибасовской/,
  },
} as const;

for (const lang of ['ua', 'ru'] as const) {
  test(`an address outside every zone (${lang}): cannot be ordered to, the message names the nearest pickup point; one tap picks it up there`, async ({
    page,
  }) => {
    const t = OUTSIDE_TEXT[lang];
    const form = await openCheckout(page, [margarita(2)], { path: t.path });
    await field(form, t.name).fill('Іван Тестовий');
    await field(form, 'Телефон').click();
    await field(form, 'Телефон').pressSequentially('501112233');
    await field(form, 'E-mail').fill('ivan@example.com');
    // Street and house typed together, the house's suggestion picked: both fields filled.
    const street = form.getByRole('combobox', { name: t.street });
    await street.pressSequentially(`${t.outside} 3`);
    await form.getByRole('option', { name: t.outsideHouse, exact: true }).click();
    await expect(field(form, t.house)).toHaveValue('3');
    await expect(street).toHaveValue(t.outside);
    await field(form, t.addressName).fill('Дача');
    await expect(form.getByTestId('area-info')).toHaveText(t.message);
    let ordered = 0;
    await page.route(isOrderCall, async (route) => {
      ordered++;
      await route.continue();
    });
    await submit(page);
    await expect(form.locator('#checkout-street-error')).toHaveText(t.error);
    expect(ordered).toBe(0);
    await form.getByRole('button', { name: t.pickupThere }).click();
    await expect(form.getByRole('radio', { name: t.pickup })).toBeChecked();
    await expect(form.getByRole('radio', { name: t.point })).toBeChecked();
  });
}

test('below the area minimum: told once how much is missing, with the way to the menu; and when the API says so', async ({
  page,
}) => {
  const form = await openCheckout(page, [cola(2)]);
  await fillContacts(form);
  await fillAddress(form, 'Дерибасівська');
  const note = page.getByTestId('below-minimum');
  // 2 x 45 UAH of a 300 UAH minimum.
  await expect(note).toContainText('Ще 210 грн до мінімальної суми (300 грн) для цього району.');
  await expect(note.getByRole('link', { name: 'Додати страви з меню' })).toHaveAttribute('href', '/');
  let sent = 0;
  await page.route(isOrderCall, (route) => {
    sent++;
    return route.continue();
  });
  await submit(page);
  // The submit brings the same note into view, focused; no second message says it again.
  await expect(note).toBeFocused();
  await expect(note).toBeInViewport();
  await expect(page.getByText(/до мінімальної суми|Мінімальна сума замовлення/)).toHaveCount(1);
  await expect(notice(page)).toHaveCount(0);
  expect(sent).toBe(0);
  // The API's own check (an area minimum raised after the page resolved the address).
  await page.route('**/api/delivery/resolve?*', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    await route.fulfill({ response: res, json: { ...body, area: { ...body.area, min_sum: 0 } } });
  });
  await field(form, 'Будинок').fill('6');
  await expect(page.getByTestId('below-minimum')).toHaveCount(0);
  await submit(page);
  await expect(notice(page)).toContainText('Мінімальна сума замовлення для цього району — 300 грн');
  expect(sent).toBe(1);
});
