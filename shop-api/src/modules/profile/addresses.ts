import type Database from 'better-sqlite3';
import type { GeoPoint } from '../content';

/** Saved delivery address fields (checkout and profile). */
export interface AddressFields {
  street: string;
  house: string;
  apartment?: string;
  private_house?: boolean;
  entrance?: string;
  code?: string;
  floor?: string;
  /** Address name ("Home"). */
  name?: string;
}

export interface Address {
  id: number;
  name: string;
  street: string;
  house: string;
  apartment: string;
  private_house: boolean;
  entrance: string;
  code: string;
  floor: string;
  is_main: boolean;
}

type Row = Record<string, unknown>;

function shape(row: Row): Address {
  return {
    id: row.id as number,
    name: row.name as string,
    street: row.street as string,
    house: row.house as string,
    apartment: row.apartment as string,
    private_house: row.private_house === 1,
    entrance: row.entrance as string,
    code: row.code as string,
    floor: row.floor as string,
    is_main: row.is_main === 1,
  };
}

/** Main address first, then oldest first. */
export function listAddresses(db: Database.Database, userId: number): Address[] {
  return (db.prepare('SELECT * FROM addresses WHERE user_id = ? ORDER BY is_main DESC, id').all(userId) as Row[]).map(shape);
}

export function findAddress(db: Database.Database, userId: number, id: number): Address | null {
  const row = db.prepare('SELECT * FROM addresses WHERE id = ? AND user_id = ?').get(id, userId) as Row | undefined;
  return row ? shape(row) : null;
}

function values(f: AddressFields) {
  // A private house has no apartment, entrance, door code or floor.
  const priv = f.private_house === true;
  return {
    name: (f.name ?? '').trim(),
    street: f.street.trim(),
    house: f.house.trim(),
    apartment: priv ? '' : (f.apartment ?? '').trim(),
    private_house: priv ? 1 : 0,
    entrance: priv ? '' : (f.entrance ?? '').trim(),
    code: priv ? '' : (f.code ?? '').trim(),
    floor: priv ? '' : (f.floor ?? '').trim(),
  };
}

/** Keeps the invariant: exactly one main address when the user has any. */
function ensureOneMain(db: Database.Database, userId: number, preferId?: number) {
  if (preferId !== undefined) {
    db.prepare('UPDATE addresses SET is_main = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE user_id = ?').run(preferId, userId);
    return;
  }
  const mains = db.prepare('SELECT id FROM addresses WHERE user_id = ? AND is_main = 1 ORDER BY id').all(userId) as {
    id: number;
  }[];
  if (mains.length === 1) return;
  const keep =
    mains[0]?.id ??
    (db.prepare('SELECT id FROM addresses WHERE user_id = ? ORDER BY id LIMIT 1').get(userId) as { id: number } | undefined)?.id;
  if (keep !== undefined) ensureOneMain(db, userId, keep);
}

/** The point's columns: degrees, or NULL when the server could not locate the address. */
const pointValues = (point: GeoPoint | null) => ({ lat: point?.lat ?? null, lng: point?.lng ?? null });

/**
 * Saves a new address for the user (used by profile and by the orders module's accept-address).
 * `asMain` makes it the main address; the user's first address is always main. An identical
 * address (same street, house, apartment, private-house flag) is updated instead of duplicated.
 * `point` is where the server located it (never the client's word).
 */
export function saveAddress(
  db: Database.Database,
  userId: number,
  fields: AddressFields,
  asMain: boolean,
  now: Date = new Date(),
  point: GeoPoint | null = null,
): Address {
  const v = { ...values(fields), ...pointValues(point) };
  return db.transaction(() => {
    const same = db
      .prepare('SELECT id FROM addresses WHERE user_id = ? AND street = ? AND house = ? AND apartment = ? AND private_house = ?')
      .get(userId, v.street, v.house, v.apartment, v.private_house) as { id: number } | undefined;
    let id: number;
    if (same) {
      id = same.id;
      db.prepare(
        `UPDATE addresses SET name = CASE WHEN @name = '' THEN name ELSE @name END, entrance = @entrance, code = @code, floor = @floor,
           lat = COALESCE(@lat, lat), lng = COALESCE(@lng, lng) WHERE id = @id`,
      ).run({ ...v, id });
    } else {
      id = Number(
        db
          .prepare(
            `INSERT INTO addresses (user_id, name, street, house, apartment, private_house, entrance, code, floor, lat, lng, is_main, created_at)
             VALUES (@userId, @name, @street, @house, @apartment, @private_house, @entrance, @code, @floor, @lat, @lng, 0, @now)`,
          )
          .run({ ...v, userId, now: now.toISOString() }).lastInsertRowid,
      );
    }
    ensureOneMain(db, userId, asMain ? id : undefined);
    return findAddress(db, userId, id)!;
  })();
}

/** Replaces an address's fields and its located point; null if it is not the user's. */
export function updateAddress(
  db: Database.Database,
  userId: number,
  id: number,
  fields: AddressFields,
  asMain?: boolean,
  point: GeoPoint | null = null,
): Address | null {
  const v = { ...values(fields), ...pointValues(point) };
  return db.transaction(() => {
    const info = db
      .prepare(
        `UPDATE addresses SET name = @name, street = @street, house = @house, apartment = @apartment, private_house = @private_house,
         entrance = @entrance, code = @code, floor = @floor, lat = @lat, lng = @lng WHERE id = @id AND user_id = @userId`,
      )
      .run({ ...v, id, userId });
    if (info.changes === 0) return null;
    if (asMain === true) ensureOneMain(db, userId, id);
    else if (asMain === false) {
      // Unsetting main passes it to another address, if there is one.
      const other = db
        .prepare('SELECT id FROM addresses WHERE user_id = ? AND id <> ? ORDER BY is_main DESC, id LIMIT 1')
        .get(userId, id) as { id: number } | undefined;
      if (other) ensureOneMain(db, userId, other.id);
    }
    ensureOneMain(db, userId);
    return findAddress(db, userId, id);
  })();
}

export function setMainAddress(db: Database.Database, userId: number, id: number): Address | null {
  return db.transaction(() => {
    if (!findAddress(db, userId, id)) return null;
    ensureOneMain(db, userId, id);
    return findAddress(db, userId, id);
  })();
}

/** Deletes an address; if it was main, the oldest remaining one becomes main. */
export function deleteAddress(db: Database.Database, userId: number, id: number): boolean {
  return db.transaction(() => {
    const info = db.prepare('DELETE FROM addresses WHERE id = ? AND user_id = ?').run(id, userId);
    if (info.changes === 0) return false;
    ensureOneMain(db, userId);
    return true;
  })();
}
