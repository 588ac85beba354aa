import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { langOf, pick, type Lang } from '../../http/lang';
import { notFound, validationError } from '../../http/errors';
import { Image, MessageBody, Nullable, ValidationErrorBody } from '../../http/schemas';
import { imageShape } from '../catalogue/queries';
import { DayOverrideSchema } from './schemas';
import {
  getSetting,
  getWorkingHours,
  isWorkingTime,
  listDeliveryAreas,
  listPickupPoints,
  resolveDeliveryArea,
  setSetting,
} from './queries';

const WorkingHoursSchema = Type.Object({
  time_start: Type.String({ pattern: '^\\d\\d:\\d\\d$' }),
  time_end: Type.String({ pattern: '^\\d\\d:\\d\\d$' }),
});
const ContactSchema = Type.Object({
  phones: Type.Array(Type.String()),
  landline: Type.String(),
  telegram: Type.String({ description: 'chat-messenger link' }),
  telegram_channel: Type.String(),
  viber: Type.String(),
  instagram: Type.String(),
  facebook: Type.String(),
  email: Type.String(),
  app_store: Type.String(),
  google_play: Type.String(),
  address: Type.String(),
});
const PageSummarySchema = Type.Object({ slug: Type.String(), kind: Type.String(), title: Type.String() });
const PageSchema = Type.Object({
  slug: Type.String(),
  kind: Type.String(),
  title: Type.String(),
  body: Type.String({ description: 'HTML' }),
  image: Nullable(Type.String({ description: 'URL of the page image (800 px), under /api/images' })),
  data: Nullable(Type.Unknown()),
});
const PostSummarySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  image: Image,
  published_at: Type.String({ format: 'date' }),
});
const PostLinkSchema = Nullable(Type.Object({ slug: Type.String(), title: Type.String() }));
const PostSchema = Type.Intersect([
  PostSummarySchema,
  Type.Object({ body: Type.String(), prev: PostLinkSchema, next: PostLinkSchema }),
]);
const VacancySummarySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  salary: Type.String(),
  active: Type.Boolean(),
});
const VacancySchema = Type.Intersect([VacancySummarySchema, Type.Object({ body: Type.String() })]);
const AreaSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  min_sum: Type.Number({ description: 'UAH order minimum; free delivery from free_from' }),
  delivery_price: Type.Number(),
  free_from: Type.Number(),
  delivery_minutes: Type.Integer(),
  served: Type.Boolean(),
  color: Type.String(),
  polygon: Type.Array(Type.Tuple([Type.Number(), Type.Number()]), { description: '[lat, lng] pairs' }),
});
const PickupSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  available: Type.Boolean(),
  reason: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
});

type Row = Record<string, unknown>;
const POST_KINDS = ['articles', 'news', 'sales'] as const;

function postSummary(row: Row, lang: Lang) {
  return {
    id: row.id as number,
    slug: row.slug as string,
    title: pick(row, 'title', lang),
    excerpt: pick(row, 'excerpt', lang),
    image: imageShape(row.image as string),
    published_at: row.published_at as string,
  };
}

export function contactData(db: AppContext['db'], lang: Lang) {
  const c = JSON.parse(getSetting(db, 'contacts') ?? '{}') as Record<string, unknown>;
  const { address_uk, address_ru, ...rest } = c;
  return { ...rest, address: (lang === 'ru' ? address_ru : address_uk) as string } as Record<string, unknown>;
}

export async function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['content'];
  const db = ctx.db;

  app.get(
    '/api/get-working-time',
    {
      schema: {
        tags,
        summary: 'Working hours (Europe/Kyiv)',
        querystring: Type.Object({ current: Type.Optional(Type.Boolean()) }),
        response: { 200: WorkingHoursSchema },
      },
    },
    async () => {
      // The spec's shape: the standing hours (a day override is in kitchen-status).
      const { time_start, time_end } = getWorkingHours(db, ctx.now());
      return { time_start, time_end };
    },
  );
  app.get(
    '/api/check-is-working-time',
    {
      schema: {
        tags,
        summary: 'Whether the kitchen takes orders now (hours and pause switch)',
        response: { 200: Type.Boolean() },
      },
    },
    async () => isWorkingTime(db, ctx.now()),
  );
  app.get(
    '/api/kitchen-status',
    {
      schema: {
        tags,
        summary: 'Working state for the banner: open, closed for the night, or paused (e.g. a blackout)',
        response: {
          200: Type.Object({
            open: Type.Boolean(),
            paused: Type.Boolean(),
            time_start: Type.String(),
            time_end: Type.String(),
            override: Nullable(DayOverrideSchema),
          }),
        },
      },
    },
    async () => ({
      open: isWorkingTime(db, ctx.now()),
      paused: getSetting(db, 'kitchen_paused') === '1',
      ...getWorkingHours(db, ctx.now()),
    }),
  );

  app.get(
    '/api/pages/contact',
    { schema: { tags, summary: 'Contact data (phones, chat links, address)', response: { 200: ContactSchema } } },
    async (req) => contactData(db, langOf(req.query)),
  );
  app.get(
    '/api/pages',
    { schema: { tags, summary: 'All content pages', response: { 200: Type.Array(PageSummarySchema) } } },
    async (req) => {
      const lang = langOf(req.query);
      return (db.prepare('SELECT * FROM pages ORDER BY slug').all() as Row[]).map((r) => ({
        slug: r.slug as string,
        kind: r.kind as string,
        title: pick(r, 'title', lang),
      }));
    },
  );
  app.get(
    '/api/pages/:slug',
    {
      schema: {
        tags,
        summary: 'A content page',
        params: Type.Object({ slug: Type.String({ maxLength: 100 }) }),
        response: { 200: PageSchema, 404: MessageBody },
      },
    },
    async (req) => {
      const lang = langOf(req.query);
      const row = db.prepare('SELECT * FROM pages WHERE slug = ?').get((req.params as { slug: string }).slug) as Row | undefined;
      if (!row) throw notFound('page_not_found');
      return {
        slug: row.slug,
        kind: row.kind,
        title: pick(row, 'title', lang),
        body: pick(row, 'body', lang),
        image: row.image ? imageShape(row.image as string).url : null,
        data: row.data ? JSON.parse(row.data as string) : null,
      };
    },
  );

  for (const kind of POST_KINDS) {
    app.get(
      `/api/${kind}`,
      { schema: { tags, summary: `List of ${kind}, newest first`, response: { 200: Type.Array(PostSummarySchema) } } },
      async (req) => {
        const lang = langOf(req.query);
        return (db.prepare('SELECT * FROM posts WHERE kind = ? ORDER BY published_at DESC, id DESC').all(kind) as Row[]).map(
          (r) => postSummary(r, lang),
        );
      },
    );
    app.get(
      `/api/${kind}/:slug`,
      {
        schema: {
          tags,
          summary: `One of ${kind}, with previous and next`,
          params: Type.Object({ slug: Type.String({ maxLength: 100 }) }),
          response: { 200: PostSchema, 404: MessageBody },
        },
      },
      async (req) => {
        const lang = langOf(req.query);
        const list = db.prepare('SELECT * FROM posts WHERE kind = ? ORDER BY published_at DESC, id DESC').all(kind) as Row[];
        const index = list.findIndex((r) => r.slug === (req.params as { slug: string }).slug);
        if (index < 0) throw notFound('post_not_found');
        const link = (r: Row | undefined) => (r ? { slug: r.slug as string, title: pick(r, 'title', lang) } : null);
        return {
          ...postSummary(list[index], lang),
          body: pick(list[index], 'body', lang),
          prev: link(list[index + 1]),
          next: link(list[index - 1]),
        };
      },
    );
  }

  const vacancy = (r: Row, lang: Lang) => ({
    id: r.id as number,
    slug: r.slug as string,
    title: pick(r, 'title', lang),
    salary: r.salary as string,
    active: r.active === 1,
  });
  app.get(
    '/api/vacancies',
    { schema: { tags, summary: 'Jobs (active and inactive)', response: { 200: Type.Array(VacancySummarySchema) } } },
    async (req) => {
      const lang = langOf(req.query);
      return (db.prepare('SELECT * FROM vacancies ORDER BY active DESC, id').all() as Row[]).map((r) => vacancy(r, lang));
    },
  );
  app.get(
    '/api/vacancies/:slug',
    {
      schema: {
        tags,
        summary: 'One job',
        params: Type.Object({ slug: Type.String({ maxLength: 100 }) }),
        response: { 200: VacancySchema, 404: MessageBody },
      },
    },
    async (req) => {
      const lang = langOf(req.query);
      const row = db.prepare('SELECT * FROM vacancies WHERE slug = ?').get((req.params as { slug: string }).slug) as
        Row | undefined;
      if (!row) throw notFound('vacancy_not_found');
      return { ...vacancy(row, lang), body: pick(row, 'body', lang) };
    },
  );

  app.get(
    '/api/delivery-areas',
    {
      schema: {
        tags,
        summary: 'Delivery areas with polygons, minimum sums, prices and times',
        response: { 200: Type.Array(AreaSchema) },
      },
    },
    async (req) => listDeliveryAreas(db, langOf(req.query)),
  );
  app.get(
    '/api/pickup-points',
    { schema: { tags, summary: 'Self-pickup points', response: { 200: Type.Array(PickupSchema) } } },
    async (req) => listPickupPoints(db, langOf(req.query)),
  );
  app.get(
    '/api/streets',
    {
      schema: {
        tags,
        summary: 'Street autocomplete (2+ letters, at most 10)',
        querystring: Type.Object({ q: Type.String({ minLength: 2, maxLength: 60 }) }),
        response: { 200: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })), 422: ValidationErrorBody },
      },
    },
    async (req) => {
      const lang = langOf(req.query);
      const q = (req.query as { q: string }).q.toLowerCase();
      return (db.prepare('SELECT * FROM streets ORDER BY name_uk').all() as Row[])
        .filter((s) => (s.name_uk as string).toLowerCase().includes(q) || (s.name_ru as string).toLowerCase().includes(q))
        .slice(0, 10)
        .map((s) => ({ id: s.id as number, name: pick(s, 'name', lang) }));
    },
  );
  app.post(
    '/api/delivery/resolve',
    {
      schema: {
        tags,
        summary: 'Delivery area of an address (street resolved by the local street table)',
        body: Type.Object({
          street: Type.String({ minLength: 1, maxLength: 120 }),
          house: Type.String({ minLength: 1, maxLength: 20 }),
        }),
        response: { 200: Type.Object({ area: Nullable(AreaSchema), street_known: Type.Boolean() }), 422: ValidationErrorBody },
      },
    },
    async (req) => {
      const { street, house } = req.body as { street: string; house: string };
      const { area, streetKnown } = resolveDeliveryArea(db, street, house, langOf(req.query));
      return { area, street_known: streetKnown };
    },
  );

  if (!ctx.config.production) {
    app.post(
      '/api/dev/settings',
      {
        schema: {
          tags: ['dev'],
          summary: 'Change a setting: time_start, time_end, pickup_enabled, kitchen_paused',
          body: Type.Object({
            key: Type.Union([
              Type.Literal('time_start'),
              Type.Literal('time_end'),
              Type.Literal('pickup_enabled'),
              Type.Literal('kitchen_paused'),
            ]),
            value: Type.String({ maxLength: 10 }),
          }),
          response: { 200: MessageBody, 422: ValidationErrorBody },
        },
      },
      async (req) => {
        const { key, value } = req.body as { key: string; value: string };
        const valid = key.startsWith('time_') ? /^([01]\d|2[0-3]):[0-5]\d$/.test(value) : value === '0' || value === '1';
        if (!valid) throw validationError({ value: 'validation_format' });
        setSetting(db, key, value);
        return { message: 'ok' };
      },
    );
    app.post(
      '/api/dev/delivery-areas/:id',
      {
        schema: {
          tags: ['dev'],
          summary: 'Change a delivery area (served, price)',
          params: Type.Object({ id: Type.Integer() }),
          body: Type.Object({
            served: Type.Optional(Type.Boolean()),
            delivery_price: Type.Optional(Type.Number({ minimum: 0 })),
          }),
          response: { 200: MessageBody, 404: MessageBody, 422: ValidationErrorBody },
        },
      },
      async (req) => {
        const { id } = req.params as { id: number };
        const body = req.body as { served?: boolean; delivery_price?: number };
        const info = db
          .prepare(
            'UPDATE delivery_areas SET served = COALESCE(?, served), delivery_price = COALESCE(?, delivery_price) WHERE id = ?',
          )
          .run(body.served === undefined ? null : body.served ? 1 : 0, body.delivery_price ?? null, id);
        if (info.changes === 0) throw notFound('area_not_found');
        return { message: 'ok' };
      },
    );
  }
}
