import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { unauthorized } from './errors';
import { userOfToken } from './sessions';

export interface UserRow {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  bonus: number;
  birthday: string | null;
  avatar: string | null;
  show_mobile_result: number;
  telegram_id: string | null;
  created_at: string;
}

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
