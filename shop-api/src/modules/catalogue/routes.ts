import type { FastifyInstance, FastifyReply } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { langOf, type Lang } from '../../http/lang';
import { Image, MessageBody, Nullable } from '../../http/schemas';
import { notFound } from '../../http/errors';
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

/**
 * Cached catalogue reads, per language; dropped whenever the catalogue changes. The first read
 * goes through Fastify's schema serialisation (and, outside production, the contract check);
 * later reads send the same JSON text without rebuilding or re-checking it.
 */
export function createReadCache() {
  // UTF-8 bytes, encoded once: the menu is ~180 KB of mostly Cyrillic text.
  const entries = new Map<string, Buffer>();
  return {
    send<T>(reply: FastifyReply, key: string, lang: Lang, load: () => T): T | FastifyReply {
      const k = `${key}:${lang}`;
      const cached = entries.get(k);
      if (cached !== undefined) return reply.type('application/json; charset=utf-8').send(cached);
      const value = load();
      entries.set(k, Buffer.from(JSON.stringify(value), 'utf8'));
      return value;
    },
    clear: () => entries.clear(),
  };
}

export async function catalogueRoutes(app: FastifyInstance, ctx: AppContext, cache: ReturnType<typeof createReadCache>) {
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
