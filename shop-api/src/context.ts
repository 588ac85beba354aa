import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { ShopApiConfig } from './config';

/** Everything a module needs; built once in app.ts and passed to every module. */
export interface AppContext {
  db: Database.Database;
  config: ShopApiConfig;
  /** Current time. Tests pass a fixed or movable clock. */
  now: () => Date;
  /** Called after the catalogue changed (price, visibility): triggers the build hook. */
  catalogueChanged: (reason: string) => void;
  /** fetch for calls to outside services (eSputnik, SMS gateway, Bot API); tests inject recorded answers. */
  fetch: typeof fetch;
  /**
   * Aborted when the server starts to shut down (SIGTERM): live streams end with a reconnect hint,
   * `/api/ready` answers 503, so requests in flight can finish (main.ts).
   */
  closing: AbortSignal;
}

/** What a module's routes plugin is registered with (`app.register(routes, { ctx })` in its module.ts). */
export interface RoutesOptions {
  ctx: AppContext;
}

/**
 * A feature of the API: its seed data and its routes. Its tables are made by the numbered
 * migrations of db/migrations (shop-api/README.md, "Changing the schema").
 * Modules never touch each other's tables except through the functions they export.
 */
export interface ShopModule {
  name: string;
  /** Fills the module's tables in a fresh database; runs in one transaction, in module order. */
  seed?: (ctx: AppContext) => void;
  /** Work that must finish before the first request (e.g. generating images). */
  prepare?: (ctx: AppContext) => Promise<void>;
  routes: (app: FastifyInstance, ctx: AppContext) => Promise<void> | void;
}
