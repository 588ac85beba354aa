import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { langOf } from '../../http/lang';
import { Image, MessageBody, Nullable } from '../../http/schemas';
import { notFound } from '../../http/errors';
import type { ReadCache } from './cache';
import { LiveFeedSchema, liveFeedFor } from './live-menu';
import { findCategoryBySlug, findProduct, listCategories, listGifts, listProducts, listSauces } from './queries';

export const CategorySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  name_ua: Type.String(),
  parent_id: Nullable(Type.Integer()),
  sort: Type.Integer(),
  svg: Type.String({ description: 'Icon markup (SVG) as stored; clients must sanitise before injecting' }),
  seo_text: Type.String({ description: 'HTML' }),
  faq: Type.Array(Type.Object({ question: Type.String(), answer: Type.String({ description: 'HTML' }) })),
});

export const ProductSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  name_ua: Type.String(),
  description: Type.String({ description: 'HTML' }),
  composition: Type.String(),
  allergens: Type.String(),
  price: Type.Number({ description: 'UAH' }),
  old_price: Nullable(Type.Number()),
  weight: Type.Integer({ description: 'grams' }),
  diameter: Nullable(Type.Integer({ description: 'cm' })),
  calories: Nullable(Type.Number({ description: 'kcal per portion' })),
  proteins: Nullable(Type.Number({ description: 'grams per portion' })),
  fats: Nullable(Type.Number()),
  carbohydrates: Nullable(Type.Number()),
  main_image: Image,
  category: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), name_ua: Type.String() }),
  modifiers_group: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      min: Type.Integer(),
      max: Type.Integer(),
      modifiers: Type.Array(
        Type.Object({
          id: Type.Integer(),
          name: Type.String(),
          max_count: Type.Integer(),
          pivot: Type.Object({ price: Type.Number({ description: 'UAH per unit' }) }),
        }),
      ),
    }),
  ),
  addons: Type.Array(Type.Integer(), { description: 'ids of products offered with this one (sauces)' }),
  tags: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), color: Type.String() })),
  ingredients: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), image: Image })),
  is_sauce: Type.Boolean(),
  is_constructor: Type.Boolean(),
  popularity: Type.Integer(),
  created_at: Type.String({ format: 'date' }),
});

/** Seconds browsers and the CDN may reuse the feed: open pages see a change within this plus their 60 s poll. */
export const LIVE_FEED_MAX_AGE_S = 5;

const GiftSchema = Type.Object({
  id: Type.Integer(),
  sum: Type.Number({ description: 'UAH cart threshold' }),
  product: ProductSchema,
});

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

export async function catalogueRoutes(app: FastifyInstance, ctx: AppContext, cache: ReadCache) {
  const tags = ['catalogue'];

  app.get(
    '/api/categories',
    {
      schema: {
        tags,
        summary: 'All visible categories (with parent, icon, SEO text and FAQ)',
        response: { 200: Type.Array(CategorySchema) },
      },
    },
    async (req, reply) => {
      const lang = langOf(req.query);
      return cache.send(reply, 'categories', lang, () => listCategories(ctx.db, lang));
    },
  );

  app.get(
    '/api/categories/slug/:slug',
    {
      schema: {
        tags,
        summary: 'A category by slug (used by the redirects: 200 means it exists)',
        params: Type.Object({ slug: Type.String({ maxLength: 100 }) }),
        response: { 200: CategorySchema, 404: MessageBody },
      },
    },
    async (req) => {
      const category = findCategoryBySlug(ctx.db, (req.params as { slug: string }).slug, langOf(req.query));
      if (!category) throw notFound('category_not_found');
      return category;
    },
  );

  app.get(
    '/api/products',
    {
      schema: {
        tags,
        summary: 'All visible products with modifiers, tags, ingredients and nutrition',
        response: { 200: Type.Array(ProductSchema) },
      },
    },
    async (req, reply) => {
      const lang = langOf(req.query);
      return cache.send(reply, 'products', lang, () => listProducts(ctx.db, lang));
    },
  );

  app.get(
    '/api/products/get-sauces',
    { schema: { tags, summary: 'Sauces offered in the cart', response: { 200: Type.Array(ProductSchema) } } },
    async (req, reply) => {
      const lang = langOf(req.query);
      return cache.send(reply, 'sauces', lang, () => listSauces(ctx.db, lang));
    },
  );

  app.get(
    '/api/products/:idOrSlug',
    {
      schema: {
        tags,
        summary: 'One visible product by id or slug',
        params: Type.Object({ idOrSlug: Type.String({ maxLength: 100 }) }),
        response: { 200: ProductSchema, 404: MessageBody },
      },
    },
    async (req) => {
      const product = findProduct(ctx.db, (req.params as { idOrSlug: string }).idOrSlug, langOf(req.query));
      if (!product) throw notFound('product_not_found');
      return product;
    },
  );

  app.get(
    '/api/gifts',
    { schema: { tags, summary: 'Gifts by cart threshold, ascending', response: { 200: Type.Array(GiftSchema) } } },
    async (req, reply) => {
      const lang = langOf(req.query);
      return cache.send(reply, 'gifts', lang, () => listGifts(ctx.db, lang));
    },
  );

  app.get(
    '/api/catalogue/live',
    {
      schema: {
        tags,
        summary: 'The live menu feed (prices, stop-list, modifiers off), cacheable for a few seconds with an ETag',
        headers: Type.Object({ 'if-none-match': Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 200: LiveFeedSchema, 304: Type.Null({ description: 'not modified (If-None-Match matched)' }) },
      },
    },
    async (req, reply) => {
      // Built once per change of the menu, so a poll from every open page costs a map lookup.
      const { feed, json } = liveFeedFor(ctx.db);
      const etag = `"${feed.version}"`;
      reply.header('etag', etag).header('cache-control', `public, max-age=${LIVE_FEED_MAX_AGE_S}`);
      const asked = (req.headers['if-none-match'] ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
      if (asked.includes(etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  const imagesDir = path.resolve(ctx.config.dataDir, 'images');
  app.get(
    '/api/images/*',
    {
      schema: {
        tags,
        summary: 'Generated images (immutable; cached for a year)',
        response: { 200: Type.String({ contentMediaType: 'image/jpeg' }), 404: MessageBody },
      },
    },
    async (req, reply) => {
      const relative = (req.params as { '*': string })['*'] ?? '';
      const file = path.resolve(imagesDir, relative);
      const type = CONTENT_TYPES[path.extname(file).toLowerCase()];
      if (!file.startsWith(imagesDir + path.sep) || !type || !fs.existsSync(file) || !fs.statSync(file).isFile())
        throw notFound('image_not_found');
      reply.header('cache-control', 'public, max-age=31536000, immutable').type(type);
      return reply.send(fs.createReadStream(file));
    },
  );
}
