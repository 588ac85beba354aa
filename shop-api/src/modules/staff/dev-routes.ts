import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { RoutesOptions } from '../../context';
import { validationError } from '../../http/errors';
import { MessageBody } from '../../http/schemas';
import { createStaff } from './accounts';
import type { OrderAlerts } from './alerts';
import { DevAlertSchema, DevStaffBody } from './schemas';

/** Dev-only (never in production): a staff account without the CLI (tests), the stand-in bot's alerts. */
export const staffDevRoutes: FastifyPluginAsyncTypebox<RoutesOptions & { alerts: OrderAlerts }> = async (
  app,
  { ctx, alerts },
) => {
  const tags = ['dev'];
  app.post(
    '/api/dev/staff',
    {
      schema: {
        tags,
        summary: 'Create a staff account (as `npm run staff -- add <login> --role <role>` does); the role defaults to operator',
        body: DevStaffBody,
        response: { 200: Type.Object({ id: Type.Integer() }) },
      },
    },
    async (req) => {
      const r = await createStaff(ctx.db, { ...req.body, role: req.body.role ?? 'operator' }, ctx.now());
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
        response: { 200: Type.Array(DevAlertSchema), 404: MessageBody },
      },
    },
    async () => alerts.outbox.map((m) => ({ chat_id: m.chat_id, text: m.text })),
  );
};
