/** The cart specs' (cart*.spec.ts) steps: lines from the shop API's products, a page opened with them, the drawer. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { openPage } from './page';
import { API } from './api';

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768;

interface ApiProduct {
  id: number;
  name: string;
  name_ua: string;
  price: number;
  weight: number;
  main_image: { urlForList: string };
  category: { name: string; name_ua: string };
  modifiers_group: { id: number; name: string; modifiers: { id: number; name: string; pivot: { price: number } }[] }[];
}

/** A cart line as the cart stores it, from the shop API's product (modifier ids chosen once each). */
export async function lineOf(request: APIRequestContext, slug: string, count: number, modifierIds: number[] = []) {
  const p: ApiProduct = await (await request.get(`${API}/api/products/${slug}`)).json();
  return {
    id: `l-${slug}`,
    product_id: p.id,
    name: p.name,
    name_ua: p.name_ua,
    price: p.price,
    count,
    discount: 0,
    weight: p.weight,
    main_image: { urlForList: p.main_image.urlForList },
    category: { name: p.category.name, name_ua: p.category.name_ua },
    modifiers_group: p.modifiers_group
      .map((g) => ({
        id: g.id,
        name: g.name,
        modifiers: g.modifiers.filter((m) => modifierIds.includes(m.id)).map((m) => ({ ...m, count: 1 })),
      }))
      .filter((g) => g.modifiers.length > 0),
  };
}

/** Puts lines into the stored cart and opens `path` with it. */
export async function openWithCart(page: Page, lines: unknown[], path = '/ua/o-nas/') {
  await openPage(page, '/');
  await page.evaluate((l) => {
    localStorage.setItem('cartProducts', JSON.stringify({ version: 2, lines: l }));
    localStorage.removeItem('cartGuid');
  }, lines);
  await openPage(page, path);
}

/** Desktop: hovering the header total opens the drawer; phones: the fixed bottom bar. */
export async function openDrawer(page: Page) {
  if (isMobile(page)) {
    const bar = page.getByTestId('mobile-cart-bar');
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Сума кошика' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Сума кошика' }).hover();
  }
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer).toBeVisible();
  return drawer;
}

export const storedLines = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('cartProducts') ?? 'null')?.lines as { product_id: number; count: number; price: number }[],
  );
