import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { RoutesOptions } from '../../context';
import { bearerSecurity } from '../../http/auth';
import { notFound, validationError } from '../../http/errors';
import { getZoneForStaff, insertZone, listZonesForStaff, updateZone, zoneProblem, type ZoneInput } from '../content';
import { ZonePolygonSchema } from '../delivery';
import { logStaffAction } from './accounts';
import { staffGuard } from './access';
import { e401, e403, e404, IdParams } from './schemas';

const tags = ['staff'];
const Money = (description: string) => Type.Number({ minimum: 0, maximum: 100_000, description: `${description}, UAH` });
const ZoneFields = {
  name_uk: Type.String({ minLength: 1, maxLength: 100 }),
  name_ru: Type.String({ minLength: 1, maxLength: 100 }),
  geometry: ZonePolygonSchema,
  priority: Type.Integer({
    minimum: -1000,
    maximum: 1000,
    description: 'where zones overlap the higher serves (equal: the lower id)',
  }),
  active: Type.Boolean({ description: 'false: switched off, serves nobody and is not shown' }),
  served: Type.Boolean({ description: 'false: temporarily not served (its addresses are told so)' }),
  min_sum: Money('the smallest order delivered'),
  delivery_price: Money('the delivery price below free_from'),
  free_from: Money('the order sum from which delivery is free'),
  delivery_minutes: Type.Integer({ minimum: 10, maximum: 600, description: 'promised delivery time, minutes' }),
  color: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
};
const ZoneBody = Type.Object(ZoneFields);
const StaffZoneSchema = Type.Object({ id: Type.Integer(), ...ZoneFields });

/** The zone editor's calls (managers: the `zones` permission). */
export const zoneRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
  const db = ctx.db;
  // Checked on request, before the body is read: anyone but a manager is refused without it being parsed.
  const manager = staffGuard(ctx, 'zones');
  const checked = (input: ZoneInput) => {
    const problem = zoneProblem(input);
    if (problem) throw validationError({ [problem.field]: problem.error });
    return input;
  };

  app.get(
    '/api/staff/zones',
    {
      onRequest: manager.check,
      schema: {
        tags,
        summary: 'Every delivery zone, switched off ones too, higher priority first (managers)',
        security: bearerSecurity,
        response: { 200: Type.Array(StaffZoneSchema), ...e401, ...e403 },
      },
    },
    async () => listZonesForStaff(db),
  );

  app.post(
    '/api/staff/zones',
    {
      onRequest: manager.check,
      schema: {
        tags,
        summary: 'Draw a new zone: its polygon (closed, not crossing itself), priority and four numbers (managers)',
        security: bearerSecurity,
        body: ZoneBody,
        response: { 201: StaffZoneSchema, ...e401, ...e403 },
      },
    },
    async (req, reply) => {
      const zone = insertZone(db, checked(req.body));
      logStaffAction(ctx, manager.of(req).staff.id, 'zone_create', `zone:${zone.id}`, { name: zone.name_uk });
      return reply.status(201).send(zone);
    },
  );

  app.put(
    '/api/staff/zones/:id',
    {
      onRequest: manager.check,
      schema: {
        tags,
        summary: 'Change a zone: move its points, set its numbers, switch it off; the next quote follows at once (managers)',
        security: bearerSecurity,
        params: IdParams,
        body: ZoneBody,
        response: { 200: StaffZoneSchema, ...e401, ...e403, ...e404 },
      },
    },
    async (req) => {
      const before = getZoneForStaff(db, req.params.id);
      if (!before) throw notFound('zone_not_found');
      const zone = updateZone(db, req.params.id, checked(req.body))!;
      const changed = (
        ['min_sum', 'delivery_price', 'free_from', 'delivery_minutes', 'priority', 'active', 'served'] as const
      ).filter((k) => before[k] !== zone[k]);
      logStaffAction(ctx, manager.of(req).staff.id, 'zone_update', `zone:${zone.id}`, {
        changed: Object.fromEntries(changed.map((k) => [k, zone[k]])),
        geometry_changed: JSON.stringify(before.geometry) !== JSON.stringify(zone.geometry),
      });
      return zone;
    },
  );
};
