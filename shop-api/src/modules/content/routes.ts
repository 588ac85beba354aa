import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { RoutesOptions } from '../../context';
import { langOf } from '../../http/lang';
import { ApiError, notFound, tooManyRequests, validationError } from '../../http/errors';
import { perClientLimit } from '../../http/limits';
import { MessageBody, Nullable, ValidationErrorBody } from '../../http/schemas';
import {
  AreaSchema,
  ContactSchema,
  DevAreaBody,
  DevSettingBody,
  KitchenStatusSchema,
  PageSchema,
  PageSummarySchema,
  PickupSchema,
  PostSchema,
  PostSummarySchema,
  AddressSearchQuery,
  AddressSuggestionSchema,
  NearestPickupSchema,
  GeoPointSchema,
  ResolveBody,
  TileParams,
  SlugParams,
  StreetQuery,
  StreetSchema,
  VacancySchema,
  VacancySummarySchema,
  WorkingHoursSchema,
} from './schemas';
import { getSetting, getWorkingHours, isWorkingTime, listDeliveryAreas, listPickupPoints, setSetting } from './queries';
import { geocoderOf, resolveDeliveryArea, searchAddresses } from './address-lookup';
import { isTile, standInTile } from '../delivery';
import {
  contactData,
  getPage,
  getPost,
  getVacancy,
  listPages,
  listPosts,
  listVacancies,
  POST_KINDS,
  searchStreets,
  updateDeliveryArea,
} from './publications';

/** A provider's failure as the storefront shows it: 429 try again shortly, 503 search unavailable. */
export const lookupFailed = (reason: 'busy' | 'unavailable') =>
  reason === 'busy' ? tooManyRequests('address_search_busy', 10) : new ApiError(503, 'address_search_unavailable');

export const contentRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
  const tags = ['content'];
  const db = ctx.db;
  const geocoder = geocoderOf(ctx, (message) => app.log.warn(message));
  // Each search and zone look-up is a paid provider call: limited per client address.
  const lookupLimit = perClientLimit(
    db,
    ctx.config.limits,
    'address_lookup',
    { max: ctx.config.limits.addressSearchesPerClientHour, windowMs: 3_600_000 },
    ctx.now,
  );
  const lookupErrors = { 429: MessageBody, 503: MessageBody };

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
        response: { 200: KitchenStatusSchema },
      },
    },
    async () => {
      const { time_start, time_end, override } = getWorkingHours(db, ctx.now());
      return {
        open: isWorkingTime(db, ctx.now()),
        paused: getSetting(db, 'kitchen_paused') === '1',
        time_start,
        time_end,
        override: override ?? null,
      };
    },
  );

  app.get(
    '/api/pages/contact',
    { schema: { tags, summary: 'Contact data (phones, chat links, address)', response: { 200: ContactSchema } } },
    async (req) => contactData(db, langOf(req.query)),
  );
  app.get(
    '/api/pages',
    { schema: { tags, summary: 'All content pages', response: { 200: Type.Array(PageSummarySchema) } } },
    async (req) => listPages(db, langOf(req.query)),
  );
  app.get(
    '/api/pages/:slug',
    {
      schema: { tags, summary: 'A content page', params: SlugParams, response: { 200: PageSchema, 404: MessageBody } },
    },
    async (req) => {
      const page = getPage(db, req.params.slug, langOf(req.query));
      if (!page) throw notFound('page_not_found');
      return page;
    },
  );

  for (const kind of POST_KINDS) {
    app.get(
      `/api/${kind}`,
      { schema: { tags, summary: `List of ${kind}, newest first`, response: { 200: Type.Array(PostSummarySchema) } } },
      async (req) => listPosts(db, kind, langOf(req.query)),
    );
    app.get(
      `/api/${kind}/:slug`,
      {
        schema: {
          tags,
          summary: `One of ${kind}, with previous and next`,
          params: SlugParams,
          response: { 200: PostSchema, 404: MessageBody },
        },
      },
      async (req) => {
        const post = getPost(db, kind, req.params.slug, langOf(req.query));
        if (!post) throw notFound('post_not_found');
        return post;
      },
    );
  }

  app.get(
    '/api/vacancies',
    { schema: { tags, summary: 'Jobs (active and inactive)', response: { 200: Type.Array(VacancySummarySchema) } } },
    async (req) => listVacancies(db, langOf(req.query)),
  );
  app.get(
    '/api/vacancies/:slug',
    { schema: { tags, summary: 'One job', params: SlugParams, response: { 200: VacancySchema, 404: MessageBody } } },
    async (req) => {
      const vacancy = getVacancy(db, req.params.slug, langOf(req.query));
      if (!vacancy) throw notFound('vacancy_not_found');
      return vacancy;
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
        querystring: StreetQuery,
        response: { 200: Type.Array(StreetSchema), 422: ValidationErrorBody },
      },
    },
    async (req) => searchStreets(db, req.query.q, langOf(req.query)),
  );
  app.get(
    '/api/address-search',
    {
      onRequest: lookupLimit,
      schema: {
        tags,
        summary:
          'Address autocomplete through the geocoder (street and house, at most 7, those around the zones first); anyone, limited per client',
        querystring: AddressSearchQuery,
        response: { 200: Type.Array(AddressSuggestionSchema), 422: ValidationErrorBody, ...lookupErrors },
      },
    },
    async (req) => {
      const found = await searchAddresses(db, geocoder, req.query.q, langOf(req.query));
      if (!found.ok) throw lookupFailed(found.reason);
      return found.suggestions;
    },
  );
  app.post(
    '/api/delivery/resolve',
    {
      onRequest: lookupLimit,
      schema: {
        tags,
        summary:
          'Delivery zone of an address: located by the geocoder on the server, then the zone rules; anyone, limited per client',
        body: ResolveBody,
        response: {
          200: Type.Object({
            area: Nullable(AreaSchema),
            street_known: Type.Boolean(),
            nearest_pickup: Type.Union([NearestPickupSchema, Type.Null()], {
              description: 'for an address outside every zone: the open pickup point closest to it (null otherwise)',
            }),
            point: Type.Union([GeoPointSchema, Type.Null()], {
              description: 'where the geocoder located the address (the zone was decided there); null when it could not',
            }),
          }),
          422: ValidationErrorBody,
          ...lookupErrors,
        },
      },
    },
    async (req) => {
      const resolved = await resolveDeliveryArea(db, geocoder, req.body.street, req.body.house, langOf(req.query));
      if (!resolved.ok) throw lookupFailed(resolved.reason);
      return {
        area: resolved.area,
        street_known: resolved.streetKnown,
        nearest_pickup: resolved.nearestPickup,
        point: resolved.point,
      };
    },
  );

  if (!ctx.config.production) {
    app.post(
      '/api/dev/settings',
      {
        schema: {
          tags: ['dev'],
          summary: 'Change a setting: time_start, time_end, pickup_enabled, kitchen_paused',
          body: DevSettingBody,
          response: { 200: MessageBody, 422: ValidationErrorBody },
        },
      },
      async (req) => {
        const { key, value } = req.body;
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
          body: DevAreaBody,
          response: { 200: MessageBody, 404: MessageBody, 422: ValidationErrorBody },
        },
      },
      async (req) => {
        if (!updateDeliveryArea(db, req.params.id, req.body)) throw notFound('area_not_found');
        return { message: 'ok' };
      },
    );
    // The tile server's stand-in: the e2e build's GATSBY_MAP_TILES_URL points here (decision 471).
    // It sends bytes, not a value of its response schema: Fastify's default typing of the reply.
    app.withTypeProvider<FastifyTypeProviderDefault>().get<{ Params: Static<typeof TileParams> }>(
      '/api/dev/map-tiles/:z/:x/:y',
      {
        schema: {
          tags: ['dev'],
          summary: "Map tiles' stand-in: a 256-px PNG for any tile of the grid, as a slippy-map tile server answers",
          params: TileParams,
          response: { 200: Type.String({ contentMediaType: 'image/png' }), 404: MessageBody, 422: ValidationErrorBody },
        },
      },
      async (req, reply) => {
        const { z, x, y } = req.params;
        if (!isTile(z, x, y)) throw notFound('tile_not_found');
        reply.header('cache-control', 'public, max-age=86400').type('image/png');
        return reply.send(standInTile());
      },
    );
  }
};
