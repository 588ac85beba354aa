import fs from 'node:fs';
import path from 'node:path';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { RoutesOptions } from '../../context';
import { langOf } from '../../http/lang';
import { MessageBody } from '../../http/schemas';
import { notFound } from '../../http/errors';
import { readCacheFor } from './cache';
import { CategorySchema, GiftSchema, ImageResponses, LiveFeedHeaders, ProductParams, ProductSchema, SlugParams } from './schemas';
import { LiveFeedSchema, liveFeedFor } from './live-menu';
import { findCategoryBySlug, findProduct, listCategories, listGifts, listProducts, listSauces } from './queries';

/** Seconds browsers and the CDN may reuse the feed: open pages see a change within this plus their 60 s poll. */
export const LIVE_FEED_MAX_AGE_S = 5;

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

export const catalogueRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
  const tags = ['catalogue'];
  const cache = readCacheFor(ctx.db);

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
        params: SlugParams,
        response: { 200: CategorySchema, 404: MessageBody },
      },
    },
    async (req) => {
      const category = findCategoryBySlug(ctx.db, req.params.slug, langOf(req.query));
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
        params: ProductParams,
        response: { 200: ProductSchema, 404: MessageBody },
      },
    },
    async (req) => {
      const product = findProduct(ctx.db, req.params.idOrSlug, langOf(req.query));
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

  // The feed (pre-serialised JSON, or 304) and the images (a file stream) send bytes, not a value
  // of their response schema: these two routes use Fastify's default typing of the reply.
  const rawReplies = app.withTypeProvider<FastifyTypeProviderDefault>();
  rawReplies.get(
    '/api/catalogue/live',
    {
      schema: {
        tags,
        summary: 'The live menu feed (prices, stop-list, modifiers off), cacheable for a few seconds with an ETag',
        headers: LiveFeedHeaders,
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
  rawReplies.get(
    '/api/images/*',
    {
      schema: {
        tags,
        summary: 'Generated images (immutable; cached for a year)',
        response: ImageResponses,
      },
    },
    async (req, reply) => {
      // The wildcard has no params schema (the contract names it from the path alone).
      const params = req.params;
      const relative =
        params && typeof params === 'object' && '*' in params && typeof params['*'] === 'string' ? params['*'] : '';
      const file = path.resolve(imagesDir, relative);
      const type = CONTENT_TYPES[path.extname(file).toLowerCase()];
      if (!file.startsWith(imagesDir + path.sep) || !type || !fs.existsSync(file) || !fs.statSync(file).isFile())
        throw notFound('image_not_found');
      reply.header('cache-control', 'public, max-age=31536000, immutable').type(type);
      return reply.send(fs.createReadStream(file));
    },
  );
};
