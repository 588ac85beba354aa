import type Database from 'better-sqlite3';
import { pick, type Lang } from '../../http/lang';

/**
 * Working hours, delivery areas and pickup points, for the routes and the orders module.
 * Times are 'HH:mm' in Europe/Kyiv; polygons [lat, lng]; money UAH.
 */
export interface WorkingHours {
  time_start: string;
  time_end: string;
}

export function getSetting(db: Database.Database, key: string): string | null {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value ?? null;
}

/** Writes a setting (working hours 'HH:mm' Kyiv, kitchen_paused '0'/'1', pickup_enabled '0'/'1'). */
export function setSetting(db: Database.Database, key: string, value: string) {
  db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)').run(key, value);
}

export function getWorkingHours(db: Database.Database): WorkingHours {
  return { time_start: getSetting(db, 'time_start') ?? '10:00', time_end: getSetting(db, 'time_end') ?? '22:00' };
}

const kyivClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Kyiv',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes since midnight in Kyiv (DST-aware). */
export function kyivMinutes(now: Date): number {
  const [h, m] = kyivClock.format(now).split(':').map(Number);
  return h * 60 + m;
}

export const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/**
 * Within [start, end) Kyiv time; an end before the start means the kitchen works past midnight,
 * an end equal to the start means around the clock (the e2e stack's hours: no closed minute).
 */
export function isOpenAt(at: Date, hours: WorkingHours): boolean {
  const start = toMinutes(hours.time_start);
  const end = toMinutes(hours.time_end);
  if (start === end) return true;
  const t = kyivMinutes(at);
  return start < end ? t >= start && t < end : t >= start || t < end;
}

/** Open by the hours and not paused. */
export function isWorkingTime(db: Database.Database, now: Date): boolean {
  if (getSetting(db, 'kitchen_paused') === '1') return false;
  return isOpenAt(now, getWorkingHours(db));
}

export interface DeliveryArea {
  id: number;
  name: string;
  min_sum: number;
  delivery_price: number;
  free_from: number;
  delivery_minutes: number;
  served: boolean;
  color: string;
  polygon: [number, number][];
}

type Row = Record<string, unknown>;

function areaShape(row: Row, lang: Lang): DeliveryArea {
  return {
    id: row.id as number,
    name: pick(row, 'name', lang),
    min_sum: row.min_sum as number,
    delivery_price: row.delivery_price as number,
    free_from: row.free_from as number,
    delivery_minutes: row.delivery_minutes as number,
    served: row.served === 1,
    color: row.color as string,
    polygon: JSON.parse(row.polygon as string),
  };
}

export function listDeliveryAreas(db: Database.Database, lang: Lang): DeliveryArea[] {
  return (db.prepare('SELECT * FROM delivery_areas ORDER BY id').all() as Row[]).map((r) => areaShape(r, lang));
}

export function getDeliveryArea(db: Database.Database, id: number, lang: Lang): DeliveryArea | null {
  const row = db.prepare('SELECT * FROM delivery_areas WHERE id = ?').get(id) as Row | undefined;
  return row ? areaShape(row, lang) : null;
}

/** Ray casting; the polygon is closed implicitly. */
export function pointInPolygon([lat, lng]: [number, number], polygon: [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [yi, xi] = polygon[i];
    const [yj, xj] = polygon[j];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Street-type words stripped before matching ('вул.', 'ул', 'проспект', 'пров.', ...). */
const STREET_PREFIX =
  /^(?:вулиця|улица|вул\.?|ул\.?|проспект|просп\.?|пр-т|провулок|переулок|пров\.?|пер\.?|бульвар|бул\.?|str\.?|street)\s+/;

/** Lowercased, apostrophes and dots-with-spaces tidied, ё as е, street-type prefix removed. */
export const normaliseStreet = (s: string) =>
  s
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[’'ʼ`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(вул|ул|просп|пров|пер|бул)\.(?=\S)/, '$1. ')
    .replace(STREET_PREFIX, '')
    .trim();

/**
 * Resolves a street (either language) to its delivery area through the local street table (the
 * stand-in of a geocoder: one point per street, so the house number does not move it), then
 * point-in-polygon over the areas in id order. A street in a not-served area returns that area
 * with served=false; a known street outside every area returns area null.
 */
export function resolveDeliveryArea(
  db: Database.Database,
  street: string,
  _house: string,
  lang: Lang,
): { area: DeliveryArea | null; streetKnown: boolean } {
  const wanted = normaliseStreet(street);
  const row = (db.prepare('SELECT * FROM streets').all() as Row[]).find(
    (s) => normaliseStreet(s.name_uk as string) === wanted || normaliseStreet(s.name_ru as string) === wanted,
  );
  if (!row) return { area: null, streetKnown: false };
  const point: [number, number] = [row.lat as number, row.lng as number];
  const area = listDeliveryAreas(db, lang).find((a) => pointInPolygon(point, a.polygon)) ?? null;
  return { area, streetKnown: true };
}

export interface PickupPoint {
  id: number;
  name: string;
  address: string;
  available: boolean;
  reason: string;
  lat: number;
  lng: number;
}

function pickupShape(row: Row, lang: Lang): PickupPoint {
  return {
    id: row.id as number,
    name: pick(row, 'name', lang),
    address: pick(row, 'address', lang),
    available: row.available === 1,
    reason: pick(row, 'reason', lang),
    lat: row.lat as number,
    lng: row.lng as number,
  };
}

export function listPickupPoints(db: Database.Database, lang: Lang): PickupPoint[] {
  return (db.prepare('SELECT * FROM pickup_points ORDER BY id').all() as Row[]).map((r) => pickupShape(r, lang));
}

export function getPickupPoint(db: Database.Database, id: number, lang: Lang): PickupPoint | null {
  const row = db.prepare('SELECT * FROM pickup_points WHERE id = ?').get(id) as Row | undefined;
  return row ? pickupShape(row, lang) : null;
}

export function isPickupEnabled(db: Database.Database): boolean {
  return getSetting(db, 'pickup_enabled') !== '0';
}

/** Whether a vacancy with this id exists (the CV form may name one). */
export function vacancyExists(db: Database.Database, id: number): boolean {
  return !!db.prepare('SELECT 1 FROM vacancies WHERE id = ?').get(id);
}
