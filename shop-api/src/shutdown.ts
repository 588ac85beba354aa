import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';

/**
 * A graceful stop (SIGTERM from a process manager, Ctrl-C): no new connections, live streams ended
 * with a reconnect hint (app.ts aborts `ctx.closing`), requests in flight finish, for at most
 * `graceMs`, after which their connections are cut; then the WAL is folded into the database file
 * and the file closed, so a copy of the data folder needs no -wal file.
 */
export async function shutDown(
  app: FastifyInstance,
  db: Database.Database,
  {
    graceMs,
    warn,
    afterRequests,
  }: { graceMs: number; warn: (message: string) => void; afterRequests?: () => Promise<void> | undefined },
): Promise<void> {
  const deadline = setTimeout(() => {
    warn(`requests still open ${graceMs} ms after the stop signal: closing their connections`);
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  await afterRequests?.();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}
