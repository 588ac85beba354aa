import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { validationError } from '../../http/errors';
import { MessageBody } from '../../http/schemas';
import { createStaff } from './accounts';
import type { OrderAlerts } from './alerts';

/** Dev-only (never in production): a staff account without the CLI (tests), the stand-in bot's alerts. */
export async function staffDevRoutes(app: FastifyInstance, ctx: AppContext, alerts: OrderAlerts) {
  const tags = ['dev'];
  app.post(
    '/api/dev/staff',
    {
      schema: {
        tags,
        summary: 'Create a staff account (as `npm run staff -- add <login>` does)',
        body: Type.Object({
          login: Type.String({ maxLength: 64 }),
          password: Type.String({ maxLength: 128 }),
          name: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        response: { 200: Type.Object({ id: Type.Integer() }) },
      },
    },
    async (req) => {
      const r = await createStaff(ctx.db, req.body as { login: string; password: string; name?: string }, ctx.now());
      if (!r.ok) throw validationError({ login: r.problem });
      return { id: r.id };
    },
  );

  app.get(
    '/api/dev/staff/alerts',
    {
      schema: {
        tags,
        summary: 'The new-order alerts the stand-in bot would have posted to the group, oldest first',
        response: { 200: Type.Array(Type.Object({ chat_id: Type.Number(), text: Type.String() })), 404: MessageBody },
      },
    },
    async () => alerts.outbox.map((m) => ({ chat_id: m.chat_id, text: m.text })),
  );
}
