import type Database from 'better-sqlite3';

/**
 * Delivery zones decided on the server (issue 47):
 * - `delivery_areas.geometry`: a GeoJSON Polygon (`[longitude, latitude]` degrees, rings closed,
 *   holes allowed) replaces `polygon` (a `[lat, lng]` outer ring, closed implicitly), which is
 *   converted and dropped, so there is one shape per zone;
 * - `delivery_areas.priority`: where zones overlap the higher serves (equal: the lower id);
 * - `delivery_areas.active`: 0 = switched off by staff, the zone serves nobody and is not shown
 *   (unlike `served` = 0, "temporarily not served", which still claims its addresses);
 * - `addresses.lat/lng` and `orders.lat/lng`: the point (degrees) the server located the address
 *   at, the one the zone was decided from; NULL for rows from before.
 */
export function up(db: Database.Database) {
  const has = (table: string, column: string) =>
    (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).some((c) => c.name === column);
  // A copy made by a newer build and marked as older (tests of legacy layouts) has them already.
  if (!has('delivery_areas', 'geometry')) {
    db.exec(`ALTER TABLE delivery_areas ADD COLUMN geometry TEXT NOT NULL DEFAULT ''`);
    db.exec('ALTER TABLE delivery_areas ADD COLUMN priority INTEGER NOT NULL DEFAULT 0');
    db.exec('ALTER TABLE delivery_areas ADD COLUMN active INTEGER NOT NULL DEFAULT 1');
  }
  if (has('delivery_areas', 'polygon')) {
    const rows = db.prepare('SELECT id, polygon FROM delivery_areas').all() as { id: number; polygon: string }[];
    const write = db.prepare('UPDATE delivery_areas SET geometry = ? WHERE id = ?');
    for (const { id, polygon } of rows) {
      const ring = (JSON.parse(polygon) as [number, number][]).map(([lat, lng]) => [lng, lat]);
      write.run(JSON.stringify({ type: 'Polygon', coordinates: [[...ring, ring[0]]] }), id);
    }
    db.exec('ALTER TABLE delivery_areas DROP COLUMN polygon');
  }
  for (const table of ['addresses', 'orders']) {
    if (has(table, 'lat')) continue;
    db.exec(`ALTER TABLE ${table} ADD COLUMN lat REAL`);
    db.exec(`ALTER TABLE ${table} ADD COLUMN lng REAL`);
  }
}
