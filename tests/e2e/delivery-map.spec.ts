import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { openPage } from './support/page';
import { storedCartLine } from './support/cart';
import { chunkFiles } from './support/built-chunks';
import { API } from './support/api';

/**
 * The zones' maps over real tiles (issue 47, decision 471): scripts/e2e.mts builds the site with
 * GATSBY_MAP_TILES_URL at the shop API's tile stand-in (/api/dev/map-tiles/{z}/{x}/{y} through the
 * site's /api), so the delivery page, checkout and the desk's outline editor load tiles as a shop
 * with a tile provider does. Checkout shows where the address falls on the zones, loading the map
 * only once the address is located. At 360, 390 and 1366 px in uk and ru.
 * Screenshots: test-results/delivery-map-screens.
 */
const SHOTS = 'test-results/delivery-map-screens';
const TILE = /\/api\/dev\/map-tiles\/\d+\/\d+\/\d+$/;
const PASSWORD = 'map-e2e-password';

const TEXT = {
  ua: {
    api: 'ukrainian',
    zonesMap: 'Карта зон доставки',
    openMap: 'Показати зони на мапі з вулицями',
    streetMap: /^Мапа зон доставки з вулицями/,
    street: 'Вулиця',
    option: 'вул. Дерибасівська, 5, Одеса',
    inCentre: 'Карта зон доставки: ваша адреса в районі «Центр»',
    outsideTyped: 'Приморська (Південне) 3',
    outsideOption: 'вул. Приморська (Південне), 3, Одеса',
    outside: 'Карта зон доставки: ваша адреса поза зонами доставки',
    you: 'Ваша адреса',
    login: 'Логін',
    password: 'Пароль',
    signIn: 'Увійти',
    zonesTab: 'Зони доставки',
    outlineOf: (name: string) => `Межі зони «${name}»`,
    outlineMap: (name: string) => `Мапа меж зони «${name}»`,
  },
  ru: {
    api: 'russian',
    zonesMap: 'Карта зон доставки',
    openMap: 'Показать зоны на карте с улицами',
    streetMap: /^Карта зон доставки с улицами/,
    street: 'Улица',
    option: 'ул. Дерибасовская, 5, Одесса',
    inCentre: 'Карта зон доставки: ваш адрес в районе «Центр»',
    outsideTyped: 'Приморская (Южное) 3',
    outsideOption: 'ул. Приморская (Южное), 3, Одесса',
    outside: 'Карта зон доставки: ваш адрес вне зон доставки',
    you: 'Ваш адрес',
    login: 'Логин',
    password: 'Пароль',
    signIn: 'Войти',
    zonesTab: 'Зоны доставки',
    outlineOf: (name: string) => `Границы зоны «${name}»`,
    outlineMap: (name: string) => `Карта границ зоны «${name}»`,
  },
} as const;
type Lang = keyof typeof TEXT;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

type Zone = { id: number; name: string; color: string };
const zonesOf = async (request: APIRequestContext, lang: Lang): Promise<Zone[]> =>
  (await request.get(`${API}/api/delivery-areas?lang=${TEXT[lang].api}`)).json();
const pickupPointsOf = async (request: APIRequestContext, lang: Lang): Promise<unknown[]> =>
  (await request.get(`${API}/api/pickup-points?lang=${TEXT[lang].api}`)).json();

/** A page of its own at a width (phones: touch, as a phone's browser). */
async function pageAt(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const phone = viewport.width < 600;
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone });
  return context.newPage();
}

/** Tiles on the map: every loaded one from the stand-in, a 256-px image; its attribution shown. */
async function expectTiles(map: Locator) {
  const loaded = map.locator('img.leaflet-tile-loaded');
  await expect.poll(() => loaded.count()).toBeGreaterThan(0);
  const tiles = await loaded.evaluateAll((imgs) =>
    imgs.map((img) => ({ src: (img as HTMLImageElement).src, width: (img as HTMLImageElement).naturalWidth })),
  );
  expect(tiles.filter((t) => !TILE.test(t.src) || t.width !== 256)).toEqual([]);
  const attribution = map.locator('.leaflet-control-attribution');
  await expect(attribution).toContainText('Stand-in tiles (e2e)');
  // One line in a corner (a page style once blew Leaflet's flag up to the map's width).
  expect((await attribution.boundingBox())!.height).toBeLessThan(30);
  // The shapes' layer as Leaflet sized it (not restyled by the page), so the zones lie where they are.
  const overlay = map.locator('.leaflet-overlay-pane svg');
  const [drawn, sized] = await overlay.evaluate((svg) => [svg.getBoundingClientRect().width, Number(svg.getAttribute('width'))]);
  expect(Math.abs(drawn - sized)).toBeLessThan(1);
}

/** The shape drawn last (the address's marker) is what a finger at its centre touches: drawn, on top. */
async function expectOnTop(map: Locator) {
  const marker = map.locator('path.leaflet-interactive').last();
  const box = (await marker.boundingBox())!;
  expect(box.width).toBeGreaterThan(10);
  const hit = await marker.evaluate(
    (el, [x, y]) => document.elementFromPoint(x, y) === el,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hit).toBe(true);
}

/** The strokes of the shapes drawn on a Leaflet map, in drawing order. */
const strokesOf = (map: Locator) =>
  map.locator('path.leaflet-interactive').evaluateAll((paths) => paths.map((p) => p.getAttribute('stroke')));

for (const lang of ['ua', 'ru'] as const) {
  test(`delivery page (${lang}): the SVG of the zones, then the street map over the stand-in's tiles with every zone and pickup point`, async ({
    page,
    request,
  }) => {
    const t = TEXT[lang];
    const [zones, points] = [await zonesOf(request, lang), await pickupPointsOf(request, lang)];
    expect(zones.length).toBeGreaterThan(1);
    await openPage(page, `/${lang}/page/oplata-i-dostavka/`);
    const svg = page.getByRole('img', { name: t.zonesMap, exact: true });
    await expect(svg.locator('path')).toHaveCount(zones.length);
    // Nothing of the street map before the visitor asks for it.
    await expect(page.locator('img.leaflet-tile')).toHaveCount(0);
    await page.getByRole('button', { name: t.openMap }).click();
    const map = page.getByRole('region', { name: t.streetMap });
    await expect(map).toBeFocused();
    await expectTiles(map);
    await expect.poll(() => strokesOf(map)).toHaveLength(zones.length + points.length);
    expect((await strokesOf(map)).slice(0, zones.length)).toEqual(zones.map((z) => z.color));
    // The keyboard zooms the focused map: tiles of a deeper zoom follow.
    const zoomOf = async () =>
      Math.max(
        ...(await map
          .locator('img.leaflet-tile-loaded')
          .evaluateAll((imgs) => imgs.map((i) => Number((i as HTMLImageElement).src.split('/').at(-3))))),
      );
    const before = await zoomOf();
    await page.keyboard.press('+');
    await expect.poll(zoomOf).toBe(before + 1);
  });
}

/** Checkout with a pizza in the cart, at a width. */
async function openCheckout(browser: Browser, lang: Lang, viewport: { width: number; height: number }) {
  const page = await pageAt(browser, viewport);
  await openPage(page, '/');
  await page.evaluate(
    (line) => {
      localStorage.setItem('cartProducts', JSON.stringify({ version: 2, lines: [line] }));
      localStorage.setItem('cartGuid', crypto.randomUUID());
    },
    storedCartLine('l-marg', 1, 'Піца Маргарита', 179, 2),
  );
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await openPage(page, `/${lang}/checkout/`);
  return { page, asked };
}

for (const lang of ['ua', 'ru'] as const)
  for (const viewport of [PHONE, DESKTOP])
    test(`checkout (${lang}, ${viewport.width} px): the located address marked on the zones, the map fetched only then; over tiles on request`, async ({
      browser,
    }) => {
      const t = TEXT[lang];
      const { page, asked } = await openCheckout(browser, lang, viewport);
      const street = page.getByRole('combobox', { name: t.street });
      await expect(street).toBeVisible();
      // No weight on checkout's first load: neither the zones, nor the map's code, nor any tile.
      const zonesMapFiles = chunkFiles('part-address-zones-map');
      const streetMapFiles = chunkFiles('part-street-map');
      expect(zonesMapFiles.length * streetMapFiles.length).toBeGreaterThan(0);
      const mapParts = () =>
        asked.filter((p) => /delivery-areas|map-tiles/.test(p) || zonesMapFiles.includes(p) || streetMapFiles.includes(p));
      expect(mapParts()).toEqual([]);

      await street.pressSequentially(lang === 'ua' ? 'Дерибасівська 5' : 'Дерибасовская 5');
      await page.getByRole('option', { name: t.option, exact: true }).click();
      const drawing = page.getByRole('img', { name: t.inCentre });
      await expect(drawing).toBeVisible();
      const address = drawing.getByTestId('zone-map-address');
      await expect(address).toBeVisible();
      // Large enough to find at a glance on a phone too.
      expect((await address.boundingBox())!.width).toBeGreaterThanOrEqual(16);
      expect(mapParts().some((p) => zonesMapFiles.includes(p))).toBe(true);
      expect(mapParts().filter((p) => streetMapFiles.includes(p) || /map-tiles/.test(p))).toEqual([]);
      await drawing.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/checkout-${lang}-${viewport.width}.png`, fullPage: true });

      // Keyboard: the button opens the street map, which takes the focus; the address is marked on it.
      const open = page.getByRole('button', { name: t.openMap });
      await open.focus();
      await page.keyboard.press('Enter');
      const map = page.getByRole('region', { name: t.streetMap });
      await expect(map).toBeFocused();
      await expectTiles(map);
      await expect(map.locator('.leaflet-tooltip').filter({ hasText: t.you })).toBeVisible();
      await map.scrollIntoViewIfNeeded();
      await expectOnTop(map);
      await map.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/checkout-${lang}-${viewport.width}-tiles.png`, fullPage: true });

      // Another address, outside every zone: the map says so and frames it.
      await street.fill('');
      await street.pressSequentially(t.outsideTyped);
      await page.getByRole('option', { name: t.outsideOption, exact: true }).click();
      await expect(page.getByRole('img', { name: t.outside })).toBeVisible();
      await page.context().close();
    });

/** A manager of the desk in `lang`, on the zones tab, with `zone`'s outline editor open. */
async function openOutline(browser: Browser, request: APIRequestContext, lang: Lang, width: number, zone: string) {
  const t = TEXT[lang];
  const login = `map${lang}${width}${Date.now()}`;
  expect((await request.post(`${API}/api/dev/staff`, { data: { login, password: PASSWORD, role: 'manager' } })).status()).toBe(
    200,
  );
  const page = await pageAt(browser, { width, height: width < 600 ? 800 : 900 });
  await openPage(page, `/${lang}/staff/`);
  await page.getByLabel(t.login).fill(login);
  await page.getByLabel(t.password).fill(PASSWORD);
  await page.getByRole('button', { name: t.signIn }).click();
  await page.getByRole('tab', { name: t.zonesTab }).click();
  await page.getByRole('button', { name: t.outlineOf(zone) }).click();
  // The table scrolled across to the button on a phone: the zone's name stays in view beside it.
  const name = (await page.getByRole('rowheader', { name: zone, exact: true }).boundingBox())!;
  expect(name.x).toBeGreaterThanOrEqual(0);
  const map = page.getByRole('region', { name: t.outlineMap(zone) });
  await expect(map).toBeVisible();
  return { page, map };
}

for (const lang of ['ua', 'ru'] as const)
  test(`desk zone editor (${lang}) at 360, 390 and 1366 px: the outline over the stand-in's tiles, the other zones behind it`, async ({
    browser,
    request,
  }) => {
    const zones = await zonesOf(request, lang);
    const centre = zones.find((z) => z.name === 'Центр')!;
    for (const width of [360, 390, 1366]) {
      const { page, map } = await openOutline(browser, request, lang, width, centre.name);
      await expectTiles(map);
      // The zone (its colour) and every other zone faded behind it.
      await expect.poll(async () => (await map.locator('path').count()) >= zones.length).toBe(true);
      await expect(map.locator(`path[stroke="${centre.color}"]`).first()).toBeVisible();
      await expect(page.locator('.zone-point').first()).toBeVisible();
      // Nothing of the page wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await map.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/desk-zones-${lang}-${width}.png`, fullPage: true });
      await page.context().close();
    }
  });
