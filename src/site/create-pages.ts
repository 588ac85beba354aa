/** The pages `gatsby build` creates from the sourced shop data (gatsby-node.ts's createPages). */
import type { CreatePagesArgs } from 'gatsby';
import { LOCALES, type LocaleCode } from '../i18n/locales';
import { localizedPath } from '../i18n/paths';
import {
  ARTICLES_PER_PAGE,
  CLIENT_PAGES,
  isProfilePath,
  POST_LIST_PATH,
  articlesPagePath,
  categoryPagePath,
  contentPagePath,
  postPath,
  productPagePath,
  constructorPagePath,
  vacancyPath,
  type PostKind,
} from '../routing/page-paths';
import { APP_SHELL_PATH } from './service-worker/strategy';

type Nodes<T> = { nodes: (T & { locale: LocaleCode })[] };
interface PageQuery {
  allShopCategory: Nodes<{ apiId: number; slug: string; parentApiId: number | null; parentSlug: string | null }>;
  allShopProduct: Nodes<{ apiId: number; slug: string; categoryApiId: number; isConstructor: boolean }>;
  allShopPage: Nodes<{ slug: string; kind: string }>;
  allShopPost: Nodes<{ slug: string; kind: PostKind }>;
  allShopVacancy: Nodes<{ slug: string }>;
}

/**
 * Every page of the shop, in each language: home, categories (a sub-category also at its short
 * path), products and build-your-own dishes, content pages, posts and their lists, vacancies, the
 * client-side pages, the not-found pages, and the service worker's app shell. `template` gives a
 * template's file from its name.
 */
export async function createShopPages(
  { graphql, actions, reporter }: Pick<CreatePagesArgs, 'graphql' | 'actions' | 'reporter'>,
  template: (name: string) => string,
): Promise<void> {
  const result = await graphql<PageQuery>(`
    {
      allShopCategory {
        nodes {
          apiId
          slug
          parentApiId
          parentSlug
          locale
        }
      }
      allShopProduct {
        nodes {
          apiId
          slug
          categoryApiId
          isConstructor
          locale
        }
      }
      allShopPage {
        nodes {
          slug
          kind
          locale
        }
      }
      allShopPost(sort: { publishedAt: DESC }) {
        nodes {
          slug
          kind
          locale
        }
      }
      allShopVacancy {
        nodes {
          slug
          locale
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the sourced shop data', result.errors);
    return;
  }
  const data = result.data;

  for (const { code: locale } of LOCALES) {
    const page = (rest: string, component: string, context: Record<string, unknown> = {}) =>
      actions.createPage({
        path: localizedPath(locale, rest),
        component: template(component),
        context: { ...context, locale },
      });
    const byLocale = <T extends { locale: LocaleCode }>(nodes: T[]) => nodes.filter((n) => n.locale === locale);

    page('/', 'home');
    page('/category/', 'home', { canonicalRest: '/' });
    page('/product/', 'home', { canonicalRest: '/' });

    const categories = byLocale(data.allShopCategory.nodes);
    for (const c of categories) {
      const childIds = categories.filter((x) => x.parentApiId === c.apiId).map((x) => x.apiId);
      const canonicalRest = categoryPagePath(c.slug, c.parentSlug);
      // parentApiId -1 = none (GraphQL variables cannot be null-matched for a single node).
      const context = {
        categoryApiId: c.apiId,
        categoryApiIds: [c.apiId, ...childIds],
        parentApiId: c.parentApiId ?? -1,
        canonicalRest,
      };
      page(canonicalRest, 'category', context);
      // A sub-category also answers at /category/{slug}/ (redirect target of spec section 2).
      if (c.parentSlug) page(categoryPagePath(c.slug, null), 'category', context);
    }

    const products = byLocale(data.allShopProduct.nodes);
    // The product page's constructor block offers the build-your-own dish of the same category.
    const constructorOf = new Map<number, number>();
    for (const p of products)
      if (p.isConstructor && !constructorOf.has(p.categoryApiId)) constructorOf.set(p.categoryApiId, p.apiId);
    for (const p of products) {
      const constructorApiId = constructorOf.get(p.categoryApiId);
      page(productPagePath(p.slug), 'product', {
        productApiId: p.apiId,
        categoryApiId: p.categoryApiId,
        // Without one the page does not look it up at all (@include): a lookup that finds nothing
        // makes Gatsby re-run the query whenever any product changes.
        hasConstructor: constructorApiId !== undefined,
        constructorApiId: constructorApiId ?? 0,
      });
      if (p.isConstructor)
        page(constructorPagePath(p.slug), 'constructor', { productApiId: p.apiId, categoryApiId: p.categoryApiId });
    }

    for (const p of byLocale(data.allShopPage.nodes)) {
      page(contentPagePath(p.kind, p.slug), 'content-page', { slug: p.slug });
    }

    const posts = byLocale(data.allShopPost.nodes);
    for (const kind of Object.keys(POST_LIST_PATH) as PostKind[]) {
      const ofKind = posts.filter((p) => p.kind === kind);
      ofKind.forEach((p, i) =>
        page(postPath(kind, p.slug), 'post', {
          kind,
          slug: p.slug,
          previousSlug: ofKind[i + 1]?.slug ?? null,
          nextSlug: ofKind[i - 1]?.slug ?? null,
        }),
      );
      if (kind === 'articles') {
        const pages = Math.max(1, Math.ceil(ofKind.length / ARTICLES_PER_PAGE));
        for (let n = 1; n <= pages; n++) {
          page(articlesPagePath(n), 'post-list', {
            kind,
            skip: (n - 1) * ARTICLES_PER_PAGE,
            limit: ARTICLES_PER_PAGE,
            pageNumber: n,
            pageCount: pages,
          });
        }
      } else {
        page(POST_LIST_PATH[kind], 'post-list', { kind, skip: 0, limit: 1000, pageNumber: 1, pageCount: 1 });
      }
    }

    page('/vacansii/', 'vacancy-list');
    for (const v of byLocale(data.allShopVacancy.nodes)) page(vacancyPath(v.slug), 'vacancy', { slug: v.slug });

    for (const p of CLIENT_PAGES) {
      page(p.path, isProfilePath(p.path) ? 'profile-page' : 'client-page', {
        titleKey: p.titleKey,
        private: p.private,
        canonicalRest: p.canonicalHome ? '/' : null,
      });
    }

    // Gatsby turns the Ukrainian /404/ into /404.html (its not-found page); Netlify serves
    // /ru/404/ for unknown Russian paths (src/routing).
    actions.createPage({
      path: locale === 'ua' ? '/404/' : '/ru/404/',
      component: template('not-found'),
      context: { locale },
    });
  }

  // The service worker's app shell: Gatsby's scripts around an empty body (src/templates/app-shell.tsx).
  actions.createPage({ path: APP_SHELL_PATH, component: template('app-shell'), context: {} });
}
