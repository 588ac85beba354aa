import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import type { Lang } from '../../http/lang';
import { endOnShutdown } from '../../http/live-stream';
import { deskOrderShape, getOrderRow, onOrderEvents, orderEventsAfter } from '../orders';
import { staffSessionOpen } from './accounts';

/** Keep-alive comment on the event stream, ms: proxies close idle connections after 30-60 s. */
export const STREAM_PING_MS = 15_000;
/**
 * How often an open stream re-checks its session, ms: a logout, a disabled account (also by the
 * CLI, another process) or the session's end closes the stream within this time.
 */
export const STREAM_SESSION_CHECK_MS = 500;
/** What the browser waits before reconnecting a dropped stream, ms (the SSE `retry:` field). */
export const STREAM_RETRY_MS = 2_000;

/**
 * The live stream: every order event after `lastId`, then each new one as it is committed. The
 * stream closes as soon as the session is no longer open (logout, disabled account, expiry; the
 * desk then asks to sign in again), and sends nothing once it is not.
 */
export function streamOrders(ctx: AppContext, reply: FastifyReply, lastId: number, lang: Lang, token: string) {
  let last = lastId;
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Netlify's and nginx's proxies would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${STREAM_RETRY_MS}\n\n`);
  endOnShutdown(ctx, res);
  const flush = () => {
    if (!staffSessionOpen(ctx, token)) return void res.end();
    for (const e of orderEventsAfter(ctx.db, last)) {
      last = e.id;
      const row = getOrderRow(ctx, e.order_id);
      if (!row) continue;
      res.write(
        `id: ${e.id}\nevent: order\ndata: ${JSON.stringify({ kind: e.kind, order: deskOrderShape(ctx, row, lang) })}\n\n`,
      );
    }
  };
  flush();
  const off = onOrderEvents(ctx.db, flush);
  const ping = setInterval(() => res.write(': ping\n\n'), STREAM_PING_MS);
  const recheck = setInterval(() => {
    if (!staffSessionOpen(ctx, token)) res.end();
  }, STREAM_SESSION_CHECK_MS);
  res.on('close', () => {
    off();
    clearInterval(ping);
    clearInterval(recheck);
  });
}
