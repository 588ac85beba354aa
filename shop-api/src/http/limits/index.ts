import type { FastifyRequest } from 'fastify';
import type { LimitsConfig } from '../../config';
import { tooManyRequests } from '../errors';
import { clientAddress, compileTrustedProxies } from './client-address';
import type { LimitDecision } from './rules';

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
