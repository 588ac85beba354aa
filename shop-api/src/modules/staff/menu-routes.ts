import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RoutesOptions } from '../../context';
import { bearerSecurity } from '../../http/auth';
import { notFound, validationError } from '../../http/errors';
import { langOf, type Lang } from '../../http/lang';
import { applyMenuChange, listMenuSwitches } from '../catalogue';
import { getSetting, getWorkingHours, kyivDate, setDayOverride, setSetting } from '../content';
import { logStaffAction } from './accounts';
import { requirePermission, staffGuard } from './access';
import { DishBody, e401, e403, e404, KitchenBody, MenuState, ModifierBody } from './schemas';

const tags = ['staff'];

/** The menu switches: stop-list, prices, modifiers, the kitchen pause and the working hours. */
export const menuRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
  const db = ctx.db;
  // The stop-list (dishes, modifiers, the kitchen pause): operators and managers; prices and hours: managers.
  const onShift = staffGuard(ctx, 'stop_list');
  const menuState = (lang: Lang) => {
    const { time_start, time_end, override } = getWorkingHours(db, ctx.now());
    return {
      ...listMenuSwitches(db, lang),
      kitchen_paused: getSetting(db, 'kitchen_paused') === '1',
      time_start,
      time_end,
      override: override ?? null,
    };
  };

  app.get(
    '/api/staff/menu',
    {
      preHandler: onShift.check,
      schema: {
        tags,
        summary: 'Every dish and modifier with its stop-list state and price (UAH), the kitchen pause and the working hours',
        security: bearerSecurity,
        response: { 200: MenuState, ...e401, ...e403 },
      },
    },
    async (req) => menuState(langOf(req.query)),
  );

  app.post(
    '/api/staff/menu/dish',
    {
      preHandler: [
        onShift.check,
        async (req) => {
          if (req.body.price !== undefined) requirePermission(onShift.of(req), 'prices');
        },
      ],
      schema: {
        tags,
        summary: 'Stop-list a dish (or take it off) and/or change its price (managers); the live menu feed shows it at once',
        security: bearerSecurity,
        body: DishBody,
        response: { 200: MenuState, ...e401, ...e403, ...e404 },
      },
    },
    async (req) => {
      const { staff } = onShift.of(req);
      const b = req.body;
      if (b.available === undefined && b.price === undefined) throw validationError({ available: 'validation_required' });
      // Prices are whole kopiyky.
      const price = b.price === undefined ? undefined : Math.round(b.price * 100) / 100;
      const found = db.transaction(() => {
        if (b.available !== undefined && !applyMenuChange(db, { kind: 'dish', productId: b.product_id, available: b.available }))
          return false;
        if (price !== undefined && !applyMenuChange(db, { kind: 'price', productId: b.product_id, price })) return false;
        logStaffAction(ctx, staff.id, 'dish', `product:${b.product_id}`, { available: b.available, price });
        return true;
      })();
      if (!found) throw notFound('product_not_found');
      return menuState(langOf(req.query));
    },
  );

  app.post(
    '/api/staff/menu/modifier',
    {
      preHandler: onShift.check,
      schema: {
        tags,
        summary: 'Switch a modifier off (ran out) or on; the live menu feed shows it at once',
        security: bearerSecurity,
        body: ModifierBody,
        response: { 200: MenuState, ...e401, ...e403, ...e404 },
      },
    },
    async (req) => {
      const { staff } = onShift.of(req);
      const b = req.body;
      if (!applyMenuChange(db, { kind: 'modifier', modifierId: b.modifier_id, available: b.available }))
        throw notFound('modifier_not_found');
      logStaffAction(ctx, staff.id, 'modifier', `modifier:${b.modifier_id}`, { available: b.available });
      return menuState(langOf(req.query));
    },
  );

  app.post(
    '/api/staff/kitchen',
    {
      preHandler: [
        onShift.check,
        async (req) => {
          // The pause is the whole menu's stop-list (the counter's call when the kitchen is swamped); hours are a manager's.
          const { time_start, time_end, override } = req.body;
          if (time_start !== undefined || time_end !== undefined || override !== undefined)
            requirePermission(onShift.of(req), 'hours');
        },
      ],
      schema: {
        tags,
        summary:
          "Pause the kitchen; set the standing working hours (equal start and end = around the clock) or one day's hours (managers)",
        security: bearerSecurity,
        body: KitchenBody,
        response: { 200: MenuState, ...e401, ...e403 },
      },
    },
    async (req) => {
      const { staff } = onShift.of(req);
      const b = req.body;
      if (b.paused === undefined && b.time_start === undefined && b.time_end === undefined && b.override === undefined)
        throw validationError({ paused: 'validation_required' });
      const o = b.override;
      if (o && o.date < kyivDate(ctx.now())) throw validationError({ 'override.date': 'validation_date_past' });
      if (o && !o.closed && (!o.time_start || !o.time_end))
        throw validationError({ [o.time_start ? 'override.time_end' : 'override.time_start']: 'validation_required' });
      db.transaction(() => {
        if (o !== undefined)
          setDayOverride(
            db,
            o && {
              date: o.date,
              closed: o.closed,
              time_start: o.closed ? null : o.time_start!,
              time_end: o.closed ? null : o.time_end!,
            },
          );
        if (b.paused !== undefined) setSetting(db, 'kitchen_paused', b.paused ? '1' : '0');
        if (b.time_start !== undefined) setSetting(db, 'time_start', b.time_start);
        if (b.time_end !== undefined) setSetting(db, 'time_end', b.time_end);
        logStaffAction(ctx, staff.id, 'kitchen', 'settings', b);
      })();
      return menuState(langOf(req.query));
    },
  );
};
