import fs from 'node:fs';
import path from 'node:path';
import { registerLocaleTable, resetLocaleTables } from '../i18n/locale-tables';
import { translationsOf } from '../test/render';
import { pageJsonLd } from './json-ld';

const ORIGIN = 'https://shop.example';
type Obj = Record<string, unknown> & { '@type': string };

const page = (template: string, data: Record<string, unknown>, pageContext: Record<string, unknown>) => ({
  componentChunkName: `component---src-templates-${template}-tsx`,
  result: { data, pageContext },
});
const byType = (list: unknown[], type: string) => (list as Obj[]).find((o) => o['@type'] === type);
const crumbs = (list: unknown[]) =>
  (byType(list, 'BreadcrumbList')!.itemListElement as { name: string; item: string }[]).map((i) => [i.name, i.item]);

const category = { slug: 'pizza', name: 'Піца', nameUa: 'Піца', parentSlug: null };
const margarita = {
  apiId: 7,
  slug: 'margarita',
  name: 'Маргарита',
  price: 185,
  weight: 450,
  composition: 'томати, моцарела',
  image: { childImageSharp: { gatsbyImageData: { images: { fallback: { src: '/static/abc/800/margarita.jpg' } } } } },
};

beforeAll(() => {
  registerLocaleTable('ua', translationsOf('ua'));
  registerLocaleTable('ru', translationsOf('ru'));
});
afterAll(() => resetLocaleTables());

describe("each template's JSON-LD, built from its page data (server only)", () => {
  it('home: the Restaurant with its address, geo, image and the menu, in the page language', () => {
    const data = {
      settings: {
        workingHours: { time_start: '10:00', time_end: '22:00' },
        contact: { phones: ['+380671112233'], address: 'вул. Соборна, 1' },
        pickupPoints: [{ address: 'вул. Соборна, 1', lat: 50.45, lng: 30.52, available: true }],
      },
    };
    const [ua] = pageJsonLd(page('home', data, { locale: 'ua' }), ORIGIN) as Obj[];
    expect(ua).toMatchObject({
      '@type': 'Restaurant',
      name: 'Смачна Хата',
      url: `${ORIGIN}/`,
      telephone: '+380671112233',
      image: `${ORIGIN}/og-image.png`,
      geo: { '@type': 'GeoCoordinates', latitude: 50.45, longitude: 30.52 },
    });
    expect(JSON.stringify(ua.address)).toContain('вул. Соборна, 1');
    const [ru] = pageJsonLd(page('home', data, { locale: 'ru' }), ORIGIN) as Obj[];
    expect(ru.url).toBe(`${ORIGIN}/ru/`);
  });

  it('category: breadcrumbs through the parent and the menu section of its dishes', () => {
    const data = {
      category: { ...category, slug: 'meat-pizza', name: "М'ясна", parentSlug: 'pizza' },
      parent: { slug: 'pizza', name: 'Піца' },
      products: { nodes: [margarita] },
    };
    const list = pageJsonLd(page('category', data, { locale: 'ua', canonicalRest: '/category/pizza/meat-pizza/' }), ORIGIN);
    expect(crumbs(list)).toEqual([
      ['Головна', `${ORIGIN}/`],
      ['Піца', `${ORIGIN}/ua/category/pizza/`],
      ["М'ясна", `${ORIGIN}/ua/category/pizza/meat-pizza/`],
    ]);
    const section = byType(list, 'MenuSection')!;
    expect(JSON.stringify(section)).toContain(`${ORIGIN}/ua/product/margarita/`);
    expect(JSON.stringify(section)).toContain('Маргарита');
  });

  it('product: breadcrumbs and the Product with the photo the page shows, or the site picture without one', () => {
    const list = pageJsonLd(page('product', { product: margarita, category }, { locale: 'ru' }), ORIGIN);
    expect(crumbs(list).map(([, url]) => url)).toEqual([
      `${ORIGIN}/ru/`,
      `${ORIGIN}/ru/category/pizza/`,
      `${ORIGIN}/ru/product/margarita/`,
    ]);
    expect(byType(list, 'Product')).toMatchObject({
      name: 'Маргарита',
      sku: '7',
      image: `${ORIGIN}/static/abc/800/margarita.jpg`,
      url: `${ORIGIN}/ru/product/margarita/`,
    });
    const withoutPhoto = pageJsonLd(
      page('product', { product: { ...margarita, image: null }, category }, { locale: 'ua' }),
      ORIGIN,
    );
    expect(byType(withoutPhoto, 'Product')!.image).toBe(`${ORIGIN}/og-image.png`);
  });

  it("the dish's constructor: breadcrumbs ending in the constructor", () => {
    const list = pageJsonLd(page('constructor', { product: margarita, category }, { locale: 'ua' }), ORIGIN);
    expect(crumbs(list).at(-1)).toEqual(['Зберіть свою страву', `${ORIGIN}/ua/constructor/margarita/`]);
  });

  it('none for a template without structured data, a page without data, or page data without its template', () => {
    expect(pageJsonLd(page('post', { post: {} }, { locale: 'ua' }), ORIGIN)).toEqual([]);
    expect(pageJsonLd({ componentChunkName: 'component---src-templates-product-tsx', result: {} }, ORIGIN)).toEqual([]);
    expect(pageJsonLd({ result: { data: { product: margarita, category }, pageContext: { locale: 'ua' } } }, ORIGIN)).toEqual([]);
  });

  it.each(['home', 'category', 'product', 'constructor'])('the %s template the builders are keyed by exists', (name) => {
    // Keyed by Gatsby's chunk name of the template file: a renamed template must rename its key.
    expect(fs.existsSync(path.join(__dirname, `${name}.tsx`))).toBe(true);
  });
});
