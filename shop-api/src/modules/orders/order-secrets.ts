/**
 * Who may read, pay and review an order (issue 43, point 6): the browser that placed it, by the
 * order's secret (http/order-secret.ts), or the signed-in customer whose order it is. Anyone else
 * gets the answer of an unknown order; a call with neither a secret nor a session, 401.
 */
import type Database from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { bearerToken, optionalUser } from '../../http/auth';
import { enforceOrderAccess, hashOrderSecret, newOrderSecret, type OrderAccess } from '../../http/order-secret';

/** Secrets kept per order: the first answer and a few repeats of the same cart (lost answers). */
const SECRETS_PER_ORDER = 5;

/** A new secret for the order (kept as SHA-256); older ones beyond the newest 5 are dropped. */
export function issueOrderSecret(db: Database.Database, orderId: number, at: Date): string {
  const secret = newOrderSecret();
  db.prepare('INSERT INTO order_secrets (secret_hash, order_id, created_at) VALUES (?, ?, ?)').run(
    hashOrderSecret(secret),
    orderId,
    at.toISOString(),
  );
  db.prepare(
    `DELETE FROM order_secrets WHERE order_id = ? AND secret_hash NOT IN
       (SELECT secret_hash FROM order_secrets WHERE order_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?)`,
  ).run(orderId, orderId, SECRETS_PER_ORDER);
  return secret;
}

/** Whether this request may see order `orderId` (`secret`: the `?secret=` sent, if any). */
export function orderAccess(ctx: AppContext, request: FastifyRequest, orderId: number, secret: string | undefined): OrderAccess {
  if (!secret && !bearerToken(request)) return 'no_credentials';
  const order = ctx.db.prepare('SELECT id, user_id FROM orders WHERE id = ?').get(orderId) as
    { id: number; user_id: number | null } | undefined;
  if (!order) return 'refused';
  if (secret) {
    const known = ctx.db
      .prepare('SELECT 1 FROM order_secrets WHERE secret_hash = ? AND order_id = ?')
      .get(hashOrderSecret(secret), order.id);
    if (known) return 'granted';
  }
  const user = optionalUser(ctx, request);
  return user && order.user_id === user.id ? 'granted' : 'refused';
}

/** Throws 401 without any credentials, 404 `order_not_found` for an order this request may not see. */
export function requireOrderAccess(ctx: AppContext, request: FastifyRequest, orderId: number, secret: string | undefined) {
  enforceOrderAccess(orderAccess(ctx, request, orderId, secret));
}
