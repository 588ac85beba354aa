import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { requireUser } from './auth';

/**
 * A route's access check as a `preHandler` whose answer the handler reads back, typed, without a
 * cast or a request decoration: `const signedIn = guard((request) => requireUser(ctx, request))`,
 * then `{ preHandler: signedIn.check }` on the route and `signedIn.of(request)` in its handler.
 * The check throws (401, 403) to refuse; it runs after validation, as a check in the handler did.
 */
export function guard<T>(check: (request: FastifyRequest) => T | Promise<T>) {
  const answers = new WeakMap<FastifyRequest, { value: T }>();
  return {
    check: async (request: FastifyRequest) => {
      answers.set(request, { value: await check(request) });
    },
    of(request: FastifyRequest): T {
      const answer = answers.get(request);
      // A programming error (the route lacks `preHandler: check`), never a client's.
      if (!answer) throw new Error(`${request.routeOptions.url}: the route's guard did not run`);
      return answer.value;
    },
  };
}

/** The signed-in customer (401 for a guest or an unknown token). */
export const signedIn = (ctx: AppContext) => guard((request) => requireUser(ctx, request));
