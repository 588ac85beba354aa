import type { FastifyReply } from 'fastify';
import type { Lang } from '../../http/lang';

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

export type ReadCache = ReturnType<typeof createReadCache>;

/** One read cache per database (several apps may live in one process, e.g. in tests). */
const caches = new WeakMap<object, ReadCache>();
export function readCacheFor(db: object): ReadCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = createReadCache()));
  return cache;
}
