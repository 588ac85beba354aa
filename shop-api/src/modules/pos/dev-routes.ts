import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { RoutesOptions } from '../../context';
import { notFound } from '../../http/errors';
import { MessageBody } from '../../http/schemas';
import { posRuntimeOf } from './runtime';

/**
 * Dev-only (never in production): the embedded Poster as the e2e tests need it, down (every call
 * answers 503, as Poster behind a failing gateway) or back. 404 without the stand-in.
 */
export const posDevRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
  app.post(
    '/api/dev/pos/stand-in',
    {
      schema: {
        tags: ['dev'],
        summary: 'The Poster stand-in down (503 to every call) or back',
        body: Type.Object({ down: Type.Boolean() }),
        response: { 200: Type.Object({ down: Type.Boolean() }), 404: MessageBody },
      },
    },
    async (req) => {
      const standIn = posRuntimeOf(ctx)?.standIn;
      if (!standIn) throw notFound('pos_stand_in_off');
      standIn.down = req.body.down;
      return { down: standIn.down };
    },
  );
};
