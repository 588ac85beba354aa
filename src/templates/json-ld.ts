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
import { dishTrail, shownPhotoPath, type TrailStep } from '../features/catalog/product/dish-page';
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

/** A page's absolute URLs (of locale-free paths) and texts, in its language; `origin` is `https://host`. */
interface PageSite {
  origin: string;
  url: (rest: string) => string;
  text: (key: string) => string;
}

/** A template's builder: its query's data and page context, and the page's site. */
type Builder<D, C> = (data: D, context: C, site: PageSite) => unknown[];

const trail = (steps: TrailStep[], { url }: PageSite) =>
  breadcrumbList(steps.map((step) => ({ name: step.label, url: url(step.to) })));

const home: Builder<HomePageData, HomePageContext> = (data, _context, { origin, url, text }) => {
  const address = data.settings?.contact?.address || undefined;
  const hours = data.settings?.workingHours;
  return [
    restaurant({
      name: text('site_name'),
      url: url('/'),
      telephone: data.settings?.contact?.phones?.[0],
      address,
      geo: restaurantGeo(address, data.settings?.pickupPoints ?? []),
      image: origin + SITE_IMAGE_PATH,
      opens: hours?.time_start ?? '10:00',
      closes: hours?.time_end ?? '22:00',
      menuUrl: url('/category/'),
    }),
  ];
};

const category: Builder<CategoryPageData, CategoryPageContext> = ({ category: c, parent, products }, { canonicalRest }, site) => [
  trail(
    [
      { to: '/', label: site.text('home') },
      ...(parent ? [{ to: categoryPagePath(parent.slug, null), label: parent.name }] : []),
      { to: canonicalRest, label: c.name },
    ],
    site,
  ),
  menuSection(
    c.name,
    site.url(canonicalRest),
    products.nodes.map((p) => ({ name: p.name, url: site.url(productPagePath(p.slug)), price: p.price, weight: p.weight })),
  ),
];

const dish: Builder<ProductPageData, unknown> = ({ product: p, category: c }, _context, site) => [
  trail(dishTrail(site.text('home'), c, p), site),
  product({
    name: p.name,
    url: site.url(productPagePath(p.slug)),
    price: p.price,
    weight: p.weight,
    sku: String(p.apiId),
    category: c?.name ?? '',
    description: p.composition || undefined,
    // The photo the page shows (its fallback JPEG), or the site's picture for a dish without one.
    image: absoluteUrl(site.origin, shownPhotoPath(p.image) ?? SITE_IMAGE_PATH),
  }),
];

const constructorDish: Builder<ConstructorPageData, unknown> = ({ product: p, category: c }, _context, site) => [
  trail(
    [...dishTrail(site.text('home'), c, p), { to: constructorPagePath(p.slug), label: site.text('constructor_title') }],
    site,
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
  const { locale } = pageContext as { locale: LocaleCode };
  return build(data, pageContext, {
    origin,
    url: (rest) => origin + localizedPath(locale, rest),
    text: (key) => translate(localeTable(locale) ?? {}, key),
  });
}
