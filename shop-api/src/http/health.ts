import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { RoutesOptions } from '../context';
import { loadMigrations, schemaVersion } from '../db/migrate';

/** Paths answered for load balancers and uptime monitors: cheap, and not logged per request (app.ts). */
export const HEALTH_PATHS = ['/api/health', '/api/ready'];

const Check = Type.String({ description: "'ok', or what is wrong" });
const ReadyBody = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not_ready')]),
  checks: Type.Object({
    database: Check,
    migrations: Check,
    providers: Type.String({
      description: "'ok' (production: every provider's keys were checked at start) or 'stand-ins' (development)",
    }),
  }),
});

/**
 * `GET /api/health`: the process answers (a container's HEALTHCHECK, an uptime monitor).
 * `GET /api/ready`: it can take orders: the database takes a write, its schema is this release's,
 * the providers were configured at start. Once a shutdown began, Fastify answers 503 to every
 * request still arriving on an open connection, these included (a load balancer stops sending).
 * Anyone may call both: they tell nothing but these words.
 */
export const healthRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
  const expectedVersion = loadMigrations().length;
  const probe = ctx.db.prepare(
    "INSERT INTO meta (key, value) VALUES ('ready_probe_at', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
  );

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (for a HEALTHCHECK or an uptime monitor); anyone',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: database writable, migrations done, providers configured; 503 otherwise; anyone',
        response: { 200: ReadyBody, 503: ReadyBody },
      },
    },
    async (_request, reply) => {
      let database = 'ok';
      try {
        probe.run(ctx.now().toISOString());
      } catch (err) {
        database = `not writable: ${(err as Error).message}`;
      }
      const version = schemaVersion(ctx.db);
      const migrations = version === expectedVersion ? 'ok' : `schema version ${version}, expected ${expectedVersion}`;
      const checks = { database, migrations, providers: ctx.config.production ? 'ok' : 'stand-ins' };
      const ready = database === 'ok' && migrations === 'ok';
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks });
    },
  );
};
