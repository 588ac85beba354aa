import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { MessageBody } from '../../http/schemas';

/**
 * Dev-only catalogue changes (never registered in production): what a content manager would do
 * in the CMS. Each change clears the read cache and fires the build hook.
 */
export async function catalogueDevRoutes(app: FastifyInstance, ctx: AppContext, changed: (reason: string) => void) {
  const tags = ['dev'];
  const ok = { 200: MessageBody, 404: MessageBody };

  const update = (sql: string, args: unknown[], reason: string) => {
    const info = ctx.db.prepare(sql).run(...args);
    if (info.changes === 0) throw notFound('not_found');
    changed(reason);
    return { message: 'ok' };
  };

  app.post(
    '/api/dev/catalogue/price',
    {
      schema: {
        tags,
        summary: 'Change a dish price (UAH)',
        body: Type.Object({ product_id: Type.Integer(), price: Type.Number({ minimum: 0, maximum: 100000 }) }),
        response: ok,
      },
    },
    async (req) => {
      const { product_id, price } = req.body as { product_id: number; price: number };
      return update('UPDATE products SET price = ? WHERE id = ?', [price, product_id], `price of product ${product_id}`);
    },
  );

  app.post(
    '/api/dev/catalogue/visibility',
    {
      schema: {
        tags,
        summary: 'Hide or show a dish',
        body: Type.Object({ product_id: Type.Integer(), hidden: Type.Boolean() }),
        response: ok,
      },
    },
    async (req) => {
      const { product_id, hidden } = req.body as { product_id: number; hidden: boolean };
      return update(
        'UPDATE products SET hidden = ? WHERE id = ?',
        [hidden ? 1 : 0, product_id],
        `visibility of product ${product_id}`,
      );
    },
  );

  app.post(
    '/api/dev/catalogue/modifier-visibility',
    {
      schema: {
        tags,
        summary: 'Hide or show a modifier',
        body: Type.Object({ modifier_id: Type.Integer(), hidden: Type.Boolean() }),
        response: ok,
      },
    },
    async (req) => {
      const { modifier_id, hidden } = req.body as { modifier_id: number; hidden: boolean };
      return update(
        'UPDATE modifiers SET hidden = ? WHERE id = ?',
        [hidden ? 1 : 0, modifier_id],
        `visibility of modifier ${modifier_id}`,
      );
    },
  );

  app.post(
    '/api/dev/catalogue/workshop',
    {
      schema: {
        tags,
        summary: 'Switch a workshop (pizza, sushi, kitchen, bar) on or off',
        body: Type.Object({ code: Type.String({ maxLength: 20 }), enabled: Type.Boolean() }),
        response: ok,
      },
    },
    async (req) => {
      const { code, enabled } = req.body as { code: string; enabled: boolean };
      return update('UPDATE workshops SET enabled = ? WHERE code = ?', [enabled ? 1 : 0, code], `workshop ${code}`);
    },
  );
}
