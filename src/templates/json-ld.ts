/**
 * Each template's schema.org JSON-LD (src/site/structured-data.ts), written into the page's <head>
 * by the HTML renderer alone (gatsby-ssr.tsx onRenderBody, from the page's own page data). It is
 * for crawlers, which read a page as served; the browser never builds it, so these builders are in
 * no template's chunk (docs/decisions/042-performance-architecture.md). After a client-side navigation the
 * first page's JSON-LD is removed (src/app-shell/browser-hooks.ts).
 */
import { categoryPagePath, constructorPagePath, productPagePath } from '../routing/page-paths';
import { localizedPath } from '../i18n/paths';
import { translate } from '../i18n/I18n';
import { localeTable } from '../i18n/locale-tables';
import type { LocaleCode } from '../i18n/locales';
import { dishTrail, shownPhotoPath } from '../features/catalog/product/dish-page';
import { breadcrumbList, menuSection, product, restaurant, restaurantGeo, SITE_IMAGE_PATH } from '../site/structured-data';
import { absoluteUrl } from '../layout/SeoHead';
import type { HomePageData, HomePageContext } from './home';
import type { CategoryPageData, CategoryPageContext } from './category';
import type { ProductPageData } from './product';
import type { ConstructorPageData } from './constructor';

/**
 * A page's page-data.json as Gatsby's loadPageDataSync gives it: its type names only `result`
 * (the query's `data`, the `pageContext`); the file also names the template (`componentChunkName`).
 */
export type BuiltPageData = { result: Record<string, unknown> } | { componentChunkName: string; result: Record<string, unknown> };

/** A template's builder: its query's data and page context, the site's origin (`https://host`). */
type Builder<D, C> = (data: D, context: C, origin: string) => unknown[];

const textOf = (locale: LocaleCode, key: string) => translate(localeTable(locale) ?? {}, key);

const home: Builder<HomePageData, HomePageContext> = (data, { locale }, origin) => {
  const address = data.settings?.contact?.address || undefined;
  const hours = data.settings?.workingHours;
  return [
    restaurant({
      name: textOf(locale, 'site_name'),
      url: origin + localizedPath(locale, '/'),
      telephone: data.settings?.contact?.phones?.[0],
      address,
      geo: restaurantGeo(address, data.settings?.pickupPoints ?? []),
      image: origin + SITE_IMAGE_PATH,
      opens: hours?.time_start ?? '10:00',
      closes: hours?.time_end ?? '22:00',
      menuUrl: origin + localizedPath(locale, '/category/'),
    }),
  ];
};

const category: Builder<CategoryPageData, CategoryPageContext> = ({ category: c, parent, products }, context, origin) => {
  const { locale } = context;
  const canonicalUrl = origin + localizedPath(locale, context.canonicalRest);
  return [
    breadcrumbList([
      { name: textOf(locale, 'home'), url: origin + localizedPath(locale, '/') },
      ...(parent ? [{ name: parent.name, url: origin + localizedPath(locale, categoryPagePath(parent.slug, null)) }] : []),
      { name: c.name, url: canonicalUrl },
    ]),
    menuSection(
      c.name,
      canonicalUrl,
      products.nodes.map((p) => ({
        name: p.name,
        url: origin + localizedPath(locale, productPagePath(p.slug)),
        price: p.price,
        weight: p.weight,
      })),
    ),
  ];
};

const dish: Builder<ProductPageData, { locale: LocaleCode }> = ({ product: p, category: c }, { locale }, origin) => [
  breadcrumbList(
    dishTrail(textOf(locale, 'home'), c, p).map((step) => ({ name: step.label, url: origin + localizedPath(locale, step.to) })),
  ),
  product({
    name: p.name,
    url: origin + localizedPath(locale, productPagePath(p.slug)),
    price: p.price,
    weight: p.weight,
    sku: String(p.apiId),
    category: c?.name ?? '',
    description: p.composition || undefined,
    // The photo the page shows (its fallback JPEG), or the site's picture for a dish without one.
    image: absoluteUrl(origin, shownPhotoPath(p.image) ?? SITE_IMAGE_PATH),
  }),
];

const constructorDish: Builder<ConstructorPageData, { locale: LocaleCode }> = (
  { product: p, category: c },
  { locale },
  origin,
) => [
  breadcrumbList(
    [
      ...dishTrail(textOf(locale, 'home'), c, p),
      { to: constructorPagePath(p.slug), label: textOf(locale, 'constructor_title') },
    ].map((step) => ({ name: step.label, url: origin + localizedPath(locale, step.to) })),
  ),
];

/**
 * By template (Gatsby's chunk name of the template file). The data and context are what that
 * template's own page query and createPage wrote (src/site/create-pages.ts), hence the narrowing.
 */
const BUILDERS: Record<string, Builder<never, never>> = {
  'component---src-templates-home-tsx': home,
  'component---src-templates-category-tsx': category,
  'component---src-templates-product-tsx': dish,
  'component---src-templates-constructor-tsx': constructorDish,
};

/** The page's JSON-LD objects; none for a template without structured data or a page without data. */
export function pageJsonLd(page: BuiltPageData, origin: string): unknown[] {
  const build =
    'componentChunkName' in page ? (BUILDERS[page.componentChunkName] as Builder<unknown, unknown> | undefined) : undefined;
  const { data, pageContext } = page.result;
  if (!build || !data || !pageContext) return [];
  return build(data, pageContext, origin);
}
