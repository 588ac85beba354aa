import type Database from 'better-sqlite3';

/**
 * The seeded promo codes linked their terms to `/page/offer-{code}` and their banner to
 * `promo-{code}`, neither of which exists (the profile's "terms" link was a 404, each card asked
 * for a missing image). A code still carrying both seeded values points at the public offer's
 * promo-code section and has no banner; a code the restaurant changed is left as it is.
 */
export function up(db: Database.Database) {
  db.prepare(
    `UPDATE promo_codes SET conditions_url = '/page/offer', image = ''
     WHERE conditions_url = '/page/offer-' || lower(code) AND image = 'promo-' || lower(code)`,
  ).run();
}
