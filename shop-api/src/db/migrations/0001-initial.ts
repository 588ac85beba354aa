import type Database from 'better-sqlite3';
import type { MigrationOutcome } from '../migrate';
import { AUTH_SCHEMA } from './0001-initial/auth';
import { CATALOGUE_SCHEMA } from './0001-initial/catalogue';
import { CONTENT_SCHEMA } from './0001-initial/content';
import { CORE_SCHEMA } from './0001-initial/core';
import { FORMS_SCHEMA } from './0001-initial/forms';
import { dropPlainTgTokens, hashPlainTokens } from './0001-initial/legacy';
import { LIMITS_SCHEMA } from './0001-initial/limits';
import { MARKETING_SCHEMA } from './0001-initial/marketing';
import { ORDERS_SCHEMA } from './0001-initial/orders';
import { PAYMENTS_SCHEMA } from './0001-initial/payments';
import { PROFILE_SCHEMA } from './0001-initial/profile';
import { STAFF_SCHEMA } from './0001-initial/staff';

/**
 * The schema of the release before versioned migrations (2026-11), frozen: never edit these
 * files, add a migration instead (shop-api/README.md, "Changing the schema").
 *
 * A database of that release (or older) has user_version 0 and most tables already: every
 * statement is `IF NOT EXISTS`, and the two upgrades those releases did on every start (plain
 * bearer tokens hashed in place, plain bot logins dropped) run first.
 */
export function up(db: Database.Database): MigrationOutcome {
  db.exec(CORE_SCHEMA);
  const hashed = hashPlainTokens(db);
  const dropped = dropPlainTgTokens(db);
  for (const ddl of [
    LIMITS_SCHEMA,
    CATALOGUE_SCHEMA,
    CONTENT_SCHEMA,
    AUTH_SCHEMA,
    PROFILE_SCHEMA,
    ORDERS_SCHEMA,
    PAYMENTS_SCHEMA,
    FORMS_SCHEMA,
    MARKETING_SCHEMA,
    STAFF_SCHEMA,
  ])
    db.exec(ddl);
  return { removedSecrets: hashed || dropped };
}
