import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import multipart from '@fastify/multipart';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type Database from 'better-sqlite3';
import type { ShopApiConfig } from './config';
import type { AppContext } from './context';
import { errorHandler } from './http/errors';
import { LangQuery, ValidationErrorBody } from './http/schemas';
import { ORDER_SECRET_SCHEME, withoutOrderSecret } from './http/order-secret';
import { developmentTraces, isSeeded, markSeeded } from './db/open';
import { modules } from './modules';
import { setPasswordCost } from './modules/auth';
import { HEALTH_PATHS, healthRoutes } from './http/health';
import { sharedSerializers } from './http/serializers';
import type { LogLevel } from './log-level';

export interface BuildOptions {
  db: Database.Database;
  config: ShopApiConfig;
  now?: () => Date;
  /** pino log level (`log-level.ts`: warn unless LOG_LEVEL or --verbose); no logger when absent (tests). */
  logLevel?: LogLevel;
  /** Where log lines go (default stdout); a test passes a stream to count them. */
  logStream?: { write(line: string): void };
  /** Called for every answered request with its route pattern (contract coverage in tests). */
  recordResponse?: (method: string, routeUrl: string, status: number) => void;
  /** fetch for outside services (default: the global one); tests pass recorded answers. */
  fetch?: typeof fetch;
}

/** Maximum JSON body, bytes. Uploads (CV, director message) have their own multipart limit. */
export const BODY_LIMIT_BYTES = 256 * 1024;
/** Maximum uploaded file, bytes (5 MiB). */
export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;

export async function buildApp(options: BuildOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { db, config } = options;
  // Before seeding: the demo accounts' hashes are made at this cost too.
  setPasswordCost(config.passwordCostLog2);
  const app = Fastify({
    logger: options.logLevel ? { level: options.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) } : false,
    // Fastify's own two lines per request are off: the onResponse hook below writes one.
    logController: new Fastify.LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
    schemaController: { compilersFactory: { buildSerializer: sharedSerializers } },
  });

  const closing = new AbortController();
  // Before Fastify waits for the requests in flight: a live stream would otherwise hold it open.
  app.addHook('preClose', async () => closing.abort());
  const ctx: AppContext = {
    closing: closing.signal,
    db,
    config,
    now: options.now ?? (() => new Date()),
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    catalogueChanged: (reason) => {
      if (!config.buildHookUrl) return;
      // Fire and forget, as a CMS would: a failed hook must not fail the change itself.
      fetch(config.buildHookUrl, {
        method: 'POST',
        body: JSON.stringify({ reason }),
        headers: { 'content-type': 'application/json' },
      }).catch((err) => app.log.warn({ err }, 'build hook failed'));
    },
  };

  // One line per request, at info level (shown with LOG_LEVEL=info or --verbose); not the health
  // checks, which a load balancer or a monitor sends every few seconds.
  app.addHook('onResponse', async (request, reply) => {
    if (!HEALTH_PATHS.includes(request.routeOptions.url ?? ''))
      request.log.info(
        `${request.method} ${withoutOrderSecret(request.url)} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`,
      );
    if (request.routeOptions.url) options.recordResponse?.(request.method, request.routeOptions.url, reply.statusCode);
  });

  // Security headers on every answer (the API is JSON plus the dev stand-in pages): no MIME
  // sniffing, no framing, no referrer to other sites. Answers are not kept by any cache unless a
  // route says so (only images do): personal answers to a bearer token, and the sign-in answers
  // that carry one, must never be. A few headers do not need @fastify/helmet (its defaults target
  // HTML sites; docs/decisions/065-abuse-limits.md).
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
    reply.removeHeader('x-powered-by');
    if (request.headers.authorization || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  // Every route accepts ?lang=russian|ukrainian (spec section 7).
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/documentation')) return;
    const schema = (route.schema ??= {}) as { querystring?: { properties?: Record<string, unknown>; type?: string } };
    // ...so every route can answer 422 (a bad lang, or its own validation): declare it once here.
    const withResponses = schema as { response?: Record<string, unknown> };
    if (withResponses.response && !withResponses.response['422'])
      withResponses.response = { ...withResponses.response, 422: ValidationErrorBody };
    if (!schema.querystring) schema.querystring = LangQuery as never;
    else if (schema.querystring.properties && !schema.querystring.properties.lang) {
      schema.querystring = {
        ...schema.querystring,
        properties: { ...schema.querystring.properties, lang: LangQuery.properties.lang },
      };
    }
  });

  // The server checks its own responses against the contract (outside production), so the
  // OpenAPI document and the implementation cannot drift apart unnoticed.
  if (!config.production) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const cache = new WeakMap<object, ValidateFunction>();
    app.addHook('preSerialization', async (request, reply, payload) => {
      const responses = (reply.routeOptions.schema?.response ?? {}) as Record<string, object>;
      const schema = responses[String(reply.statusCode)] ?? responses[`${String(reply.statusCode)[0]}xx`];
      if (!schema || reply.statusCode >= 400) return payload;
      let validate = cache.get(schema);
      if (!validate) cache.set(schema, (validate = ajv.compile(schema)));
      if (!validate(payload)) {
        request.log.error({ errors: validate.errors, url: request.url }, 'response violates the contract');
        reply.status(500);
        return {
          message: 'response_contract_violation',
          errors: { response: (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`) },
        };
      }
      return payload;
    });
  }

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: 'not_found' }));

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Restaurant shop API',
        version: '1.0.0',
        description:
          'Contract of the restaurant shop API (spec section 7 plus build-time listings and the calls the spec leaves unnamed). ' +
          'Generated from the route schemas of shop-api/src; `npm run api:openapi` rewrites this file and the client types.',
      },
      servers: [{ url: 'http://localhost:3001' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, orderSecret: ORDER_SECRET_SCHEME } },
    },
    // Every operation names itself and says who may call it: no `security` = anyone (`[]`).
    transform: ({ schema, url, route }) => ({
      url,
      schema: {
        ...schema,
        operationId: operationIdOf(String(route.method), url),
        security: (schema as { security?: unknown } | undefined)?.security ?? [],
      } as typeof schema,
    }),
  });
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 20 } });

  const traces = config.production && isSeeded(db) ? developmentTraces(db) : [];
  if (traces.length > 0)
    throw new Error(
      `This database is a development one (${traces.join(', ')}): NODE_ENV=production refuses it. ` +
        'Point SHOP_API_DATA_DIR at an empty folder for a new production database, or restore a production snapshot ' +
        '(npm run api:restore, shop-api/README.md "Running the shop API in production").',
    );
  if (!isSeeded(db)) {
    db.transaction(() => {
      for (const mod of modules) mod.seed?.(ctx);
      markSeeded(db, ctx.now(), config.production);
    })();
  }
  for (const mod of modules) if (mod.prepare) await mod.prepare(ctx);
  await app.register(healthRoutes, { ctx });
  for (const mod of modules) {
    await app.register(async (scope) => mod.routes(scope, ctx));
  }
  await app.ready();
  return { app, ctx };
}

/** `POST /api/orders/:id/payment` -> `postOrdersByIdPayment`: unique per method and path, stable across runs. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part === '*' ? 'any' : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0].toUpperCase() + w.slice(1))].join('');
}
