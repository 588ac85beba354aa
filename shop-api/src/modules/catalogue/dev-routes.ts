import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RoutesOptions } from '../../context';
import { notFound } from '../../http/errors';
import { MessageBody } from '../../http/schemas';
import { applyMenuChange, renameProduct, type MenuChange } from './live-menu';
import { DevDishBody, DevModifierBody, DevNameBody, DevPriceBody, DevWorkshopBody } from './schemas';

/**
 * Dev-only catalogue changes (never registered in production): what a content manager would do
 * in the CMS. Live changes (price, stop-list, modifiers, workshops) reach open pages through the
 * live feed; only a structural change (a dish renamed) fires the build hook.
 */
export const catalogueDevRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
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
        body: DevPriceBody,
        response: ok,
      },
    },
    async (req) => {
      const { product_id, price } = req.body;
      return live({ kind: 'price', productId: product_id, price });
    },
  );

  app.post(
    '/api/dev/catalogue/visibility',
    {
      schema: {
        tags,
        summary: 'Put a dish on the stop-list (hidden) or take it off; live, no rebuild',
        body: DevDishBody,
        response: ok,
      },
    },
    async (req) => {
      const { product_id, hidden } = req.body;
      return live({ kind: 'dish', productId: product_id, available: !hidden });
    },
  );

  app.post(
    '/api/dev/catalogue/modifier-visibility',
    {
      schema: {
        tags,
        summary: 'Hide or show a modifier; live, no rebuild',
        body: DevModifierBody,
        response: ok,
      },
    },
    async (req) => {
      const { modifier_id, hidden } = req.body;
      return live({ kind: 'modifier', modifierId: modifier_id, available: !hidden });
    },
  );

  app.post(
    '/api/dev/catalogue/workshop',
    {
      schema: {
        tags,
        summary: 'Switch a workshop (pizza, sushi, kitchen, bar) on or off; live, no rebuild',
        body: DevWorkshopBody,
        response: ok,
      },
    },
    async (req) => {
      const { code, enabled } = req.body;
      return live({ kind: 'workshop', code, enabled });
    },
  );

  app.post(
    '/api/dev/catalogue/name',
    {
      schema: {
        tags,
        summary: 'Rename a dish: a structural change (names are built into the pages), fires the build hook',
        body: DevNameBody,
        response: ok,
      },
    },
    async (req) => {
      const { product_id, name_uk, name_ru } = req.body;
      if (!renameProduct(ctx.db, product_id, name_uk, name_ru)) throw notFound('not_found');
      ctx.catalogueChanged(`name of product ${product_id}`);
      return { message: 'ok' };
    },
  );
};
