import type { GatsbyNode, NodePluginArgs, PluginOptions } from 'gatsby';
import { createRemoteFileNode } from 'gatsby-source-filesystem';
import { fetchJson } from './fetch-api';
import { sanitizeHtml, sanitizeSvg } from './sanitize';
import type * as Api from './api-types';

/** Locale code in URLs -> language name the API expects in ?lang=. */
const LOCALES = [
  { code: 'ua', apiLang: 'ukrainian' },
  { code: 'ru', apiLang: 'russian' },
] as const;

interface Options extends PluginOptions {
  apiUrl: string;
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  // Explicit types: the schema does not depend on which content the API happens to return.
  actions.createTypes(`
    type ShopCategory implements Node @dontInfer {
      apiId: Int!
      locale: String!
      slug: String!
      name: String!
      nameUa: String!
      parentApiId: Int
      parentSlug: String
      sort: Int!
      svg: String!
      seoText: String!
      faq: JSON!
    }
    type ShopProduct implements Node @dontInfer {
      apiId: Int!
      locale: String!
      slug: String!
      name: String!
      nameUa: String!
      description: String!
      composition: String!
      allergens: String!
      price: Float!
      oldPrice: Float
      weight: Int!
      diameter: Int
      calories: Float
      proteins: Float
      fats: Float
      carbohydrates: Float
      categoryApiId: Int!
      categorySlug: String!
      modifierGroups: JSON!
      addons: [Int!]!
      tags: JSON!
      ingredients: JSON!
      isSauce: Boolean!
      isConstructor: Boolean!
      popularity: Int!
      createdAt: Date @dateformat
      imageUrl: String!
      imageListUrl: String!
      image: File @link
    }
    type ShopGift implements Node @dontInfer {
      locale: String!
      sum: Float!
      productApiId: Int!
    }
    type ShopPage implements Node @dontInfer {
      locale: String!
      slug: String!
      kind: String!
      title: String!
      body: String!
      data: JSON
    }
    type ShopPost implements Node @dontInfer {
      locale: String!
      kind: String!
      slug: String!
      title: String!
      excerpt: String!
      body: String!
      publishedAt: Date @dateformat
      imageUrl: String
      image: File @link
    }
    type ShopVacancy implements Node @dontInfer {
      locale: String!
      apiId: Int!
      slug: String!
      title: String!
      body: String!
      salary: String!
      active: Boolean!
    }
    type ShopSettings implements Node @dontInfer {
      locale: String!
      workingHours: JSON!
      contact: JSON!
      deliveryAreas: JSON!
      pickupPoints: JSON!
    }
  `);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args: NodePluginArgs, options: PluginOptions) => {
  const { actions, createNodeId, createContentDigest, reporter, getCache } = args;
  const apiUrl = String((options as Options).apiUrl).replace(/\/$/, '');
  // Rich text may show images from the site (/api/images via the proxy) and from the API itself
  // (the same origins the Content-Security-Policy allows for images).
  const richText = { mediaOrigins: [new URL(apiUrl).origin] };
  const activity = reporter.activityTimer(`shop API: sourcing from ${apiUrl}`);
  activity.start();

  /** One File node per image URL, shared by both locales. */
  const files = new Map<string, Promise<string | null>>();
  const fileFor = (relativeUrl: string | undefined, parentNodeId: string): Promise<string | null> => {
    if (!relativeUrl) return Promise.resolve(null);
    const url = new URL(relativeUrl, apiUrl + '/').toString();
    if (!files.has(url)) {
      files.set(
        url,
        createRemoteFileNode({ url, parentNodeId, createNode: actions.createNode, createNodeId, getCache })
          .then((node) => node.id)
          .catch((err: unknown) => {
            reporter.warn(`shop API: image ${url} could not be downloaded (${String(err)})`);
            return null;
          }),
      );
    }
    return files.get(url)!;
  };

  const create = (type: string, key: string, fields: Record<string, unknown>) => {
    const id = createNodeId(`${type}-${key}`);
    actions.createNode({ ...fields, id, internal: { type, contentDigest: createContentDigest(fields) } });
    return id;
  };

  try {
    for (const { code: locale, apiLang } of LOCALES) {
      const q = `?lang=${apiLang}`;
      const [categories, products, gifts, pages, vacancies, areas, pickupPoints, contact, workingHours] = await Promise.all([
        fetchJson<Api.Category[]>(apiUrl, `/api/categories${q}`),
        fetchJson<Api.Product[]>(apiUrl, `/api/products${q}`),
        fetchJson<Api.Gift[]>(apiUrl, `/api/gifts${q}`),
        fetchJson<Api.PageSummary[]>(apiUrl, `/api/pages${q}`),
        fetchJson<Api.Vacancy[]>(apiUrl, `/api/vacancies${q}`),
        fetchJson<unknown[]>(apiUrl, `/api/delivery-areas${q}`),
        fetchJson<unknown[]>(apiUrl, `/api/pickup-points${q}`),
        fetchJson<Record<string, unknown>>(apiUrl, `/api/pages/contact${q}`),
        fetchJson<Api.WorkingHours>(apiUrl, `/api/get-working-time${q}&current=true`),
      ]);

      const slugById = new Map(categories.map((c) => [c.id, c.slug]));
      for (const c of categories) {
        create('ShopCategory', `${locale}-${c.id}`, {
          apiId: c.id,
          locale,
          slug: c.slug,
          name: c.name,
          nameUa: c.name_ua,
          parentApiId: c.parent_id,
          parentSlug: c.parent_id ? (slugById.get(c.parent_id) ?? null) : null,
          sort: c.sort,
          svg: sanitizeSvg(c.svg),
          seoText: sanitizeHtml(c.seo_text, richText),
          faq: (c.faq ?? []).map((f) => ({ question: f.question, answer: sanitizeHtml(f.answer, richText) })),
        });
      }

      await Promise.all(
        products.map(async (p) => {
          const image = await fileFor(p.main_image?.url, createNodeId(`ShopProduct-image-${p.id}`));
          create('ShopProduct', `${locale}-${p.id}`, {
            apiId: p.id,
            locale,
            slug: p.slug,
            name: p.name,
            nameUa: p.name_ua,
            description: sanitizeHtml(p.description, richText),
            composition: p.composition,
            allergens: p.allergens,
            price: p.price,
            oldPrice: p.old_price,
            weight: p.weight,
            diameter: p.diameter,
            calories: p.calories,
            proteins: p.proteins,
            fats: p.fats,
            carbohydrates: p.carbohydrates,
            categoryApiId: p.category.id,
            categorySlug: p.category.slug,
            modifierGroups: p.modifiers_group,
            addons: p.addons,
            tags: p.tags,
            ingredients: p.ingredients,
            isSauce: p.is_sauce,
            isConstructor: p.is_constructor,
            popularity: p.popularity,
            createdAt: p.created_at,
            imageUrl: p.main_image.url,
            imageListUrl: p.main_image.urlForList,
            image,
          });
        }),
      );

      for (const g of gifts) create('ShopGift', `${locale}-${g.id}`, { locale, sum: g.sum, productApiId: g.product.id });

      for (const summary of pages) {
        const page = await fetchJson<Api.Page>(apiUrl, `/api/pages/${encodeURIComponent(summary.slug)}${q}`);
        create('ShopPage', `${locale}-${page.slug}`, {
          locale,
          slug: page.slug,
          kind: page.kind,
          title: page.title,
          body: sanitizeHtml(page.body, richText),
          data: page.data ?? null,
        });
      }

      for (const kind of ['articles', 'news', 'sales'] as const) {
        const list = await fetchJson<Api.PostSummary[]>(apiUrl, `/api/${kind}${q}`);
        for (const summary of list) {
          const post = await fetchJson<Api.Post>(apiUrl, `/api/${kind}/${encodeURIComponent(summary.slug)}${q}`);
          const image = await fileFor(post.image?.url, createNodeId(`ShopPost-image-${kind}-${post.slug}`));
          create('ShopPost', `${locale}-${kind}-${post.slug}`, {
            locale,
            kind,
            slug: post.slug,
            title: post.title,
            excerpt: post.excerpt,
            body: sanitizeHtml(post.body, richText),
            publishedAt: post.published_at,
            imageUrl: post.image?.url ?? null,
            image,
          });
        }
      }

      for (const summary of vacancies) {
        const v = await fetchJson<Api.Vacancy>(apiUrl, `/api/vacancies/${encodeURIComponent(summary.slug)}${q}`);
        create('ShopVacancy', `${locale}-${v.slug}`, {
          locale,
          apiId: v.id,
          slug: v.slug,
          title: v.title,
          body: sanitizeHtml(v.body ?? '', richText),
          salary: v.salary ?? '',
          active: v.active,
        });
      }

      create('ShopSettings', locale, { locale, workingHours, contact, deliveryAreas: areas, pickupPoints });
    }
  } catch (err) {
    activity.end();
    reporter.panic(err instanceof Error ? err.message : String(err));
    return;
  }
  activity.end();
};
