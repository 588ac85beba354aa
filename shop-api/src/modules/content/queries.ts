import type Database from 'better-sqlite3';
import { pick, type Lang } from '../../http/lang';
import {
  decideZone,
  nearestTo,
  pointInZonePolygon,
  type Position,
  type SearchBounds,
  type StandInStreet,
  type ZonePolygon,
} from '../delivery';

/**
 * Working hours, delivery areas and pickup points, for the routes and the orders module.
 * Times are 'HH:mm' in Europe/Kyiv; zones GeoJSON ([lng, lat]); money UAH.
 */
export interface WorkingHours {
  time_start: string;
  time_end: string;
  /** A one-day change of these hours; it applies on its Kyiv day only, then lapses. */
  override?: DayOverride | null;
}

/** Today's (or a coming day's) hours set at the desk: closed all day, or its own start and end. */
export interface DayOverride {
  /** 'YYYY-MM-DD', the Kyiv calendar day */
  date: string;
  closed: boolean;
  /** 'HH:mm' Kyiv; null when closed */
  time_start: string | null;
  time_end: string | null;
}

export function getSetting(db: Database.Database, key: string): string | null {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value ?? null;
}

/** Writes a setting (working hours 'HH:mm' Kyiv, kitchen_paused '0'/'1', pickup_enabled '0'/'1'). */
export function setSetting(db: Database.Database, key: string, value: string) {
  db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)').run(key, value);
}

/** The standing hours and the day override, unless that day is over (Kyiv) at `now`. */
export function getWorkingHours(db: Database.Database, now: Date): WorkingHours {
  const stored = getSetting(db, 'hours_override');
  const override = stored ? (JSON.parse(stored) as DayOverride) : null;
  return {
    time_start: getSetting(db, 'time_start') ?? '10:00',
    time_end: getSetting(db, 'time_end') ?? '22:00',
    override: override && override.date >= kyivDate(now) ? override : null,
  };
}

/** Sets (or with null removes) the one-day override; one at a time, a new one replaces it. */
export function setDayOverride(db: Database.Database, override: DayOverride | null) {
  if (override) setSetting(db, 'hours_override', JSON.stringify(override));
  else db.prepare("DELETE FROM settings WHERE key = 'hours_override'").run();
}

const kyivDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Kyiv',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD': the Kyiv calendar day of `at`. */
export const kyivDate = (at: Date) => kyivDayFormat.format(at);

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
 * The hours that hold at `at`: on the override's Kyiv day its own (null: closed all day), on
 * every other day the standing hours. The storefront mirrors this (features/working-hours).
 */
export function hoursAt(at: Date, hours: WorkingHours): { time_start: string; time_end: string } | null {
  const o = hours.override;
  if (!o || o.date !== kyivDate(at)) return { time_start: hours.time_start, time_end: hours.time_end };
  return o.closed || !o.time_start || !o.time_end ? null : { time_start: o.time_start, time_end: o.time_end };
}

/**
 * Within [start, end) Kyiv time; an end before the start means the kitchen works past midnight,
 * an end equal to the start means around the clock (the e2e stack's hours: no closed minute).
 * On the override's day every minute follows the override's hours instead (hoursAt).
 */
export function isOpenAt(at: Date, hours: WorkingHours): boolean {
  const today = hoursAt(at, hours);
  if (!today) return false;
  const start = toMinutes(today.time_start);
  const end = toMinutes(today.time_end);
  if (start === end) return true;
  const t = kyivMinutes(at);
  return start < end ? t >= start && t < end : t >= start || t < end;
}

/** Open by the hours and not paused. */
export function isWorkingTime(db: Database.Database, now: Date): boolean {
  if (getSetting(db, 'kitchen_paused') === '1') return false;
  return isOpenAt(now, getWorkingHours(db, now));
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
  /** Where zones overlap the higher priority serves the point (equal: the lower id). */
  priority: number;
  /** The zone as stored: GeoJSON, `[lng, lat]`, holes allowed. */
  geometry: ZonePolygon;
  /** Its outer ring as `[lat, lng]` pairs, not repeated at the end (the storefront's drawing). */
  polygon: [number, number][];
}

type Row = Record<string, unknown>;

function areaShape(row: Row, lang: Lang): DeliveryArea {
  const geometry = JSON.parse(row.geometry as string) as ZonePolygon;
  return {
    id: row.id as number,
    name: pick(row, 'name', lang),
    min_sum: row.min_sum as number,
    delivery_price: row.delivery_price as number,
    free_from: row.free_from as number,
    delivery_minutes: row.delivery_minutes as number,
    served: row.served === 1,
    color: row.color as string,
    priority: row.priority as number,
    geometry,
    polygon: geometry.coordinates[0].slice(0, -1).map(([lng, lat]) => [lat, lng]),
  };
}

/** The zones that are switched on (a zone staff switched off serves nobody and is not shown). */
export function listDeliveryAreas(db: Database.Database, lang: Lang): DeliveryArea[] {
  return (db.prepare('SELECT * FROM delivery_areas WHERE active = 1 ORDER BY id').all() as Row[]).map((r) => areaShape(r, lang));
}

export function getDeliveryArea(db: Database.Database, id: number, lang: Lang): DeliveryArea | null {
  const row = db.prepare('SELECT * FROM delivery_areas WHERE id = ? AND active = 1').get(id) as Row | undefined;
  return row ? areaShape(row, lang) : null;
}

/** A `[lat, lng]` ring (closed implicitly) as a GeoJSON polygon: `[lng, lat]`, closed. */
export function latLngRingToPolygon(polygon: [number, number][]): ZonePolygon {
  const ring: Position[] = polygon.map(([lat, lng]) => [lng, lat]);
  return { type: 'Polygon', coordinates: [[...ring, ring[0]]] };
}

/** A `[lat, lng]` point in a stored `[lat, lng]` ring, by the delivery zone rules (a border counts as inside). */
export function pointInPolygon([lat, lng]: [number, number], polygon: [number, number][]): boolean {
  return pointInZonePolygon([lng, lat], latLngRingToPolygon(polygon));
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

/** Where the server located an address: `lat`, `lng` in degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/**
 * The zone that serves a point, read from the table at each call (so a zone changed by staff
 * applies to the next quote): active zones only, the higher priority where they overlap. A
 * not-served zone still claims its points (reported with served=false).
 */
export function deliveryAreaAt(db: Database.Database, point: GeoPoint, lang: Lang): DeliveryArea | null {
  const zones = listDeliveryAreas(db, lang).map((area) => ({
    area,
    id: area.id,
    priority: area.priority,
    active: true,
    minSum: area.min_sum,
    deliveryPrice: area.delivery_price,
    freeFrom: area.free_from,
    deliveryMinutes: area.delivery_minutes,
    geometry: area.geometry,
  }));
  return decideZone([point.lng, point.lat], zones)?.area ?? null;
}

/**
 * The geocoder stand-in's data (delivery's geocoder/stand-in.ts): streets whose name, in either
 * language, equals the text (normalised: case, street-type word, apostrophes) or else holds it,
 * named in `lang`, exact matches first, at most `limit`; degrees.
 */
export function standInStreets(db: Database.Database, text: string, lang: Lang, limit: number): StandInStreet[] {
  const wanted = normaliseStreet(text);
  if (!wanted) return [];
  const rows = db.prepare('SELECT * FROM streets ORDER BY id').all() as Row[];
  const names = (r: Row) => [normaliseStreet(r.name_uk as string), normaliseStreet(r.name_ru as string)];
  const exact = rows.filter((r) => names(r).includes(wanted));
  const partial = rows.filter((r) => !exact.includes(r) && names(r).some((n) => n.includes(wanted)));
  return [...exact, ...partial]
    .slice(0, limit)
    .map((r) => ({ name: pick(r, 'name', lang), lat: r.lat as number, lng: r.lng as number }));
}

/** The box around the active zones (the geocoders prefer addresses in it); null without zones. */
export function zonesBounds(db: Database.Database): SearchBounds | null {
  const positions = listDeliveryAreas(db, 'uk').flatMap((a) => a.geometry.coordinates[0]);
  if (positions.length === 0) return null;
  const lngs = positions.map(([lng]) => lng);
  const lats = positions.map(([, lat]) => lat);
  return { south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) };
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

/** An open pickup point and how far it is from the customer's address, km. */
export type NearestPickup = PickupPoint & { distance_km: number };

/**
 * The open pickup point closest to a point (an address outside every zone can still be ordered
 * for pickup there); null when pickup is switched off or no point is open.
 */
export function nearestPickupPoint(db: Database.Database, from: GeoPoint, lang: Lang): NearestPickup | null {
  if (!isPickupEnabled(db)) return null;
  const found = nearestTo(
    from,
    listPickupPoints(db, lang).filter((p) => p.available),
  );
  return found && { ...found.item, distance_km: found.distanceKm };
}

/** Whether a vacancy with this id exists (the CV form may name one). */
export function vacancyExists(db: Database.Database, id: number): boolean {
  return !!db.prepare('SELECT 1 FROM vacancies WHERE id = ?').get(id);
}
