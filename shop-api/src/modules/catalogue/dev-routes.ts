import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { MessageBody } from '../../http/schemas';
import { applyMenuChange, dropCatalogueCaches, type MenuChange } from './live-menu';

/**
 * Dev-only catalogue changes (never registered in production): what a content manager would do
 * in the CMS. Live changes (price, stop-list, modifiers, workshops) reach open pages through the
 * live feed; only a structural change (a dish renamed) fires the build hook.
 */
export async function catalogueDevRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['dev'];
  const ok = { 200: MessageBody, 404: MessageBody };

  const live = (change: MenuChange) => {
    if (!applyMenuChange(ctx.db, change)) throw notFound('not_found');
    return { message: 'ok' };
  };

  app.post(
    '/api/dev/catalogue/price',
    {
      schema: {
        tags,
        summary: 'Change a dish price (UAH); live, no rebuild',
        body: Type.Object({ product_id: Type.Integer(), price: Type.Number({ minimum: 0, maximum: 100000 }) }),
        response: ok,
      },
    },
    async (req) => {
      const { product_id, price } = req.body as { product_id: number; price: number };
      return live({ kind: 'price', productId: product_id, price });
    },
  );

  app.post(
    '/api/dev/catalogue/visibility',
    {
      schema: {
        tags,
        summary: 'Put a dish on the stop-list (hidden) or take it off; live, no rebuild',
        body: Type.Object({ product_id: Type.Integer(), hidden: Type.Boolean() }),
        response: ok,
      },
    },
    async (req) => {
      const { product_id, hidden } = req.body as { product_id: number; hidden: boolean };
      return live({ kind: 'dish', productId: product_id, available: !hidden });
    },
  );

  app.post(
    '/api/dev/catalogue/modifier-visibility',
    {
      schema: {
        tags,
        summary: 'Hide or show a modifier; live, no rebuild',
        body: Type.Object({ modifier_id: Type.Integer(), hidden: Type.Boolean() }),
        response: ok,
      },
    },
    async (req) => {
      const { modifier_id, hidden } = req.body as { modifier_id: number; hidden: boolean };
      return live({ kind: 'modifier', modifierId: modifier_id, available: !hidden });
    },
  );

  app.post(
    '/api/dev/catalogue/workshop',
    {
      schema: {
        tags,
        summary: 'Switch a workshop (pizza, sushi, kitchen, bar) on or off; live, no rebuild',
        body: Type.Object({ code: Type.String({ maxLength: 20 }), enabled: Type.Boolean() }),
        response: ok,
      },
    },
    async (req) => {
      const { code, enabled } = req.body as { code: string; enabled: boolean };
      return live({ kind: 'workshop', code, enabled });
    },
  );

  app.post(
    '/api/dev/catalogue/name',
    {
      schema: {
        tags,
        summary: 'Rename a dish: a structural change (names are built into the pages), fires the build hook',
        body: Type.Object({
          product_id: Type.Integer(),
          name_uk: Type.String({ minLength: 1, maxLength: 200 }),
          name_ru: Type.String({ minLength: 1, maxLength: 200 }),
        }),
        response: ok,
      },
    },
    async (req) => {
      const { product_id, name_uk, name_ru } = req.body as { product_id: number; name_uk: string; name_ru: string };
      const info = ctx.db.prepare('UPDATE products SET name_uk = ?, name_ru = ? WHERE id = ?').run(name_uk, name_ru, product_id);
      if (info.changes === 0) throw notFound('not_found');
      dropCatalogueCaches(ctx.db);
      ctx.catalogueChanged(`name of product ${product_id}`);
      return { message: 'ok' };
    },
  );
}
