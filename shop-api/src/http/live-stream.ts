import type { ServerResponse } from 'node:http';
import type { AppContext } from '../context';

/** What a client of a live stream waits before reconnecting after a shutdown ended it, ms (the SSE `retry:` field). */
export const SHUTDOWN_RECONNECT_MS = 3_000;

/**
 * Ends a server-sent-events stream when the server starts to shut down (SIGTERM), with a reconnect
 * hint: a comment saying why and the `retry:` delay, after which the browser's EventSource
 * reconnects by itself (to the restarted server, or another one behind the balancer) and resumes
 * from its Last-Event-ID. Without it a stream holds the shutdown open until its deadline.
 */
export function endOnShutdown(ctx: AppContext, res: ServerResponse) {
  const end = () => {
    if (res.writableEnded) return;
    res.write(`: server shutting down, reconnect\nretry: ${SHUTDOWN_RECONNECT_MS}\n\n`);
    res.end();
  };
  if (ctx.closing.aborted) return end();
  ctx.closing.addEventListener('abort', end, { once: true });
  res.on('close', () => ctx.closing.removeEventListener('abort', end));
}
