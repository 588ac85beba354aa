import type { FastifyRequest } from 'fastify';
import type { LimitsConfig } from '../../config';
import { tooManyRequests } from '../errors';
import { clientAddress, compileTrustedProxies } from './client-address';
import { decideWindow, type LimitDecision, type LimitWindow } from './rules';
import { hitsSince, recordHit } from './store';
import type Database from 'better-sqlite3';

export { decideDistinct, decideWindow, strictest, type LimitDecision, type LimitWindow } from './rules';
export { forgetHit, hitsSince, recordHit } from './store';

const matchers = new WeakMap<LimitsConfig, ReturnType<typeof compileTrustedProxies>>();

/** The visitor's address (client-address.ts): forwarding headers count only from a trusted proxy. */
export function clientOf(limits: LimitsConfig, request: FastifyRequest): string {
  let trusted = matchers.get(limits);
  if (!trusted) matchers.set(limits, (trusted = compileTrustedProxies(limits.trustedProxies)));
  return clientAddress({ peer: request.socket.remoteAddress, headers: request.headers }, trusted);
}

/** Throws 429 {message: key} with Retry-After when the decision refuses. */
export function enforce(decision: LimitDecision, messageKey: string) {
  if (!decision.ok) throw tooManyRequests(messageKey, decision.retryAfterS);
}

/**
 * An `onRequest` hook holding a route to `window` per client address: checked and counted in one
 * synchronous transaction before the body is even read (an upload's 5 MiB are not written to disk
 * for a refused request), so parallel requests cannot all pass. 429 `too_many_requests`.
 */
export function perClientLimit(
  db: Database.Database,
  limits: LimitsConfig,
  bucket: string,
  window: LimitWindow,
  now: () => Date,
) {
  return async (request: FastifyRequest) => {
    const client = clientOf(limits, request);
    const at = now();
    db.transaction(() => {
      const hits = hitsSince(db, bucket, client, at.getTime() - window.windowMs).map((h) => h.at);
      enforce(decideWindow(hits, at.getTime(), window), 'too_many_requests');
      recordHit(db, bucket, client, at);
    })();
  };
}
