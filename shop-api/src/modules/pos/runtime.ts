/**
 * The POS integration of one running API (per database): the provider, the Poster stand-in when it
 * plays Poster, and the sender's state. Built by module.ts when POS_PROVIDER is set.
 */
import type Database from 'better-sqlite3';
import type { AppContext } from '../../context';
import { catalogueMenu } from '../catalogue';
import { createPosterClient, type PosterClient } from './poster';
import { createPosterStandIn, fillStandInMenu, type PosterStandIn } from './poster-stand-in';
import type { PosSettings } from './settings';
import { hasLinks, link } from './store';

export interface PosRuntime {
  settings: PosSettings;
  provider: PosterClient;
  /** The embedded Poster (development and tests), null when talking to Poster itself. */
  standIn: PosterStandIn | null;
  /** The sender's run in progress (tests await it), or null. */
  running: Promise<void> | null;
  /** Another run was asked for while one was running. */
  again: boolean;
}

const runtimes = new WeakMap<Database.Database, PosRuntime>();

/** The POS of this API, or null when POS_PROVIDER is not set. */
export function posRuntimeOf(ctx: AppContext): PosRuntime | null {
  return runtimes.get(ctx.db) ?? null;
}

/** The stand-in's ids are the shop's: linked once, at the first start with the stand-in. */
export function linkStandInMenu(db: Database.Database, menu: ReturnType<typeof catalogueMenu>) {
  if (hasLinks(db)) return;
  db.transaction(() => {
    for (const c of menu.categories) link(db, 'category', String(c.id), c.id);
    for (const d of menu.dishes) {
      link(db, 'dish', String(d.id), d.id);
      for (const g of d.groups) {
        link(db, 'group', String(g.id), g.id);
        for (const m of g.modifiers) link(db, 'modifier', String(m.id), m.id);
      }
    }
  })();
}

export function startPosRuntime(ctx: AppContext): PosRuntime | null {
  const settings = ctx.config.pos;
  if (settings.provider !== 'poster') return null;
  let standIn: PosterStandIn | null = null;
  if (settings.poster.standIn) {
    if (ctx.config.production) throw new Error('POSTER_TOKEN is not set: the Poster stand-in is off under NODE_ENV=production.');
    // The stand-in's account holds the shop's own menu, POS ids = shop ids, linked at the first start.
    standIn = createPosterStandIn(ctx.now);
    const menu = catalogueMenu(ctx.db);
    fillStandInMenu(standIn, menu);
    linkStandInMenu(ctx.db, menu);
  }
  const runtime: PosRuntime = {
    settings,
    provider: createPosterClient(settings.poster, standIn ? standIn.fetch : ctx.fetch),
    standIn,
    running: null,
    again: false,
  };
  runtimes.set(ctx.db, runtime);
  return runtime;
}
