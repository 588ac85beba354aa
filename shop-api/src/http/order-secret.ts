/**
 * The guest's proof for an order (issue 43, point 6): a secret of 256 random bits answered once
 * when the order is placed and kept by the browser that placed it. Sent as `?secret=` to the calls
 * that read, pay or review that order; stored only as SHA-256. Order ids are sequential, so
 * without the secret (or the owner's session) an order answers like an unknown one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { notFound, unauthorized } from './errors';

/** base64url of 32 random bytes: 43 characters. */
export const ORDER_SECRET_PATTERN = '^[A-Za-z0-9_-]{43}$';

export const OrderSecretQuery = Type.Object({
  secret: Type.Optional(
    Type.String({
      pattern: ORDER_SECRET_PATTERN,
      description: "the order's secret, answered as `secret` when it was placed (guests; a customer may use the session)",
    }),
  ),
});

/** The order's secret (a guest's browser) or the session of the customer whose order it is. */
export const orderSecretSecurity: Record<string, string[]>[] = [{ orderSecret: [] }, { bearer: [] }];

/** The `orderSecret` scheme of openapi.yaml (app.ts). */
export const ORDER_SECRET_SCHEME = {
  type: 'apiKey',
  in: 'query',
  name: 'secret',
  description: "an order's secret, answered when the order is placed",
} as const;

export const newOrderSecret = (): string => randomBytes(32).toString('base64url');

export const hashOrderSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** May a request see an order: `refused` also for an unknown id (the two read alike). */
export type OrderAccess = 'granted' | 'no_credentials' | 'refused';

/** 401 without a secret or a session, 404 `order_not_found` when refused. */
export function enforceOrderAccess(access: OrderAccess) {
  if (access === 'no_credentials') throw unauthorized();
  if (access === 'refused') throw notFound('order_not_found');
}

/** The URL as logged: an order's secret never reaches the log. */
export const withoutOrderSecret = (url: string): string => url.replace(/([?&]secret=)[^&]*/g, '$1***');
