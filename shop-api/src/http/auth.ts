import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { unauthorized } from './errors';
import { userOfToken, type UserRow } from './sessions';

export type { UserRow } from './sessions';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || !header.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/** The logged-in user, or null for a guest (or an unknown token). */
export function optionalUser(ctx: AppContext, request: FastifyRequest): UserRow | null {
  const token = bearerToken(request);
  if (!token) return null;
  return userOfToken(ctx.db, token, ctx.now());
}

/** The logged-in user; throws 401 for guests. */
export function requireUser(ctx: AppContext, request: FastifyRequest): UserRow {
  const user = optionalUser(ctx, request);
  if (!user) throw unauthorized();
  return user;
}

/** Bearer security requirement for route schemas (shows in openapi.yaml). */
export const bearerSecurity = [{ bearer: [] as string[] }];
