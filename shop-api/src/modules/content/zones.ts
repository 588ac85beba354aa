/**
 * Delivery zones as staff edit them (issue 47): every zone, switched off or not, with both names;
 * a new or changed zone is checked (a closed ring of at least 4 positions that does not cross
 * itself, holes likewise) before it is stored. Each quote reads the table, so a change applies to
 * the next one at once.
 */
import type Database from 'better-sqlite3';
import { validateZonePolygon, type ZonePolygon, type ZonePolygonError } from '../delivery';

export interface StaffZone {
  id: number;
  name_uk: string;
  name_ru: string;
  geometry: ZonePolygon;
  priority: number;
  active: boolean;
  served: boolean;
  /** UAH */
  min_sum: number;
  /** UAH, below free_from */
  delivery_price: number;
  /** UAH */
  free_from: number;
  /** minutes */
  delivery_minutes: number;
  color: string;
}

export type ZoneInput = Omit<StaffZone, 'id'>;

type Row = Record<string, unknown>;

const zoneShape = (r: Row): StaffZone => ({
  id: r.id as number,
  name_uk: r.name_uk as string,
  name_ru: r.name_ru as string,
  geometry: JSON.parse(r.geometry as string) as ZonePolygon,
  priority: r.priority as number,
  active: r.active === 1,
  served: r.served === 1,
  min_sum: r.min_sum as number,
  delivery_price: r.delivery_price as number,
  free_from: r.free_from as number,
  delivery_minutes: r.delivery_minutes as number,
  color: r.color as string,
});

/** Every zone, the higher priority first (the order overlaps are decided in), then by id. */
export function listZonesForStaff(db: Database.Database): StaffZone[] {
  return (db.prepare('SELECT * FROM delivery_areas ORDER BY priority DESC, id').all() as Row[]).map(zoneShape);
}

export function getZoneForStaff(db: Database.Database, id: number): StaffZone | null {
  const row = db.prepare('SELECT * FROM delivery_areas WHERE id = ?').get(id) as Row | undefined;
  return row ? zoneShape(row) : null;
}

export type ZoneProblem = { field: string; error: ZonePolygonError | 'zone_free_from_below_min_sum' };

/** What is wrong with a zone before it is stored (the polygon, then the sums), or null. */
export function zoneProblem(input: ZoneInput): ZoneProblem | null {
  const check = validateZonePolygon(input.geometry);
  if (!check.ok) return { field: `geometry.coordinates.${check.ring}`, error: check.error };
  // Free delivery from a sum below the minimum order would make the minimum's own orders free: a slip.
  if (input.free_from < input.min_sum) return { field: 'free_from', error: 'zone_free_from_below_min_sum' };
  return null;
}

const columns = (z: ZoneInput) => ({
  name_uk: z.name_uk.trim(),
  name_ru: z.name_ru.trim(),
  geometry: JSON.stringify(z.geometry),
  priority: z.priority,
  active: z.active ? 1 : 0,
  served: z.served ? 1 : 0,
  min_sum: z.min_sum,
  delivery_price: z.delivery_price,
  free_from: z.free_from,
  delivery_minutes: z.delivery_minutes,
  color: z.color,
});

/** Stores a new zone (checked by zoneProblem first); returns it. */
export function insertZone(db: Database.Database, input: ZoneInput): StaffZone {
  const id = db
    .prepare(
      `INSERT INTO delivery_areas (name_uk, name_ru, geometry, priority, active, served, min_sum, delivery_price, free_from, delivery_minutes, color)
       VALUES (@name_uk, @name_ru, @geometry, @priority, @active, @served, @min_sum, @delivery_price, @free_from, @delivery_minutes, @color)`,
    )
    .run(columns(input)).lastInsertRowid;
  return getZoneForStaff(db, Number(id))!;
}

/** Replaces a zone (checked by zoneProblem first); null when there is no such zone. */
export function updateZone(db: Database.Database, id: number, input: ZoneInput): StaffZone | null {
  const info = db
    .prepare(
      `UPDATE delivery_areas SET name_uk = @name_uk, name_ru = @name_ru, geometry = @geometry, priority = @priority, active = @active,
         served = @served, min_sum = @min_sum, delivery_price = @delivery_price, free_from = @free_from,
         delivery_minutes = @delivery_minutes, color = @color WHERE id = @id`,
    )
    .run({ ...columns(input), id });
  return info.changes > 0 ? getZoneForStaff(db, id) : null;
}
