import type Database from 'better-sqlite3';
import { basicAuthorization, type EsputnikCredentials } from './esputnik';

/**
 * The local stand-in of eSputnik: a `fetch` that answers the two calls the shop makes exactly as
 * the service does (paths, Basic authorization, request shapes, answer shapes, error statuses with
 * a message), keeping its contact book in the `subscribers` table and the events it received in
 * `marketing_events`. The shop's eSputnik client runs unchanged against it. Off under
 * NODE_ENV=production (config.ts).
 *
 * Dev switches by the address's domain, so each modal step can be seen by hand:
 * `@fail.test` -> 500, `@busy.test` -> 429, `@refused.test` -> 400.
 */
export const STAND_IN_CREDENTIALS: EsputnikCredentials = { user: 'stand-in', apiKey: 'stand-in-key' };

const SWITCHES: Record<string, { status: number; message: string }> = {
  'fail.test': { status: 500, message: 'Internal server error' },
  'busy.test': { status: 429, message: 'Too many requests' },
  'refused.test': { status: 400, message: 'Invalid email' },
};

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

export function esputnikStandIn(db: Database.Database, now: () => Date): typeof fetch {
  const authorization = basicAuthorization(STAND_IN_CREDENTIALS);

  function subscribe(body: unknown): Response {
    const contact = isObject(body) ? body.contact : null;
    const channels = isObject(contact) && Array.isArray(contact.channels) ? contact.channels : null;
    const email = channels?.find((c) => isObject(c) && c.type === 'email' && typeof c.value === 'string')?.value as
      string | undefined;
    if (!isObject(body) || !isObject(contact) || !email || !isStringList(body.groups ?? []))
      return jsonResponse(400, { message: 'Contact must have at least one channel' });
    const address = email.trim().toLowerCase();
    const sw = SWITCHES[address.slice(address.lastIndexOf('@') + 1)];
    if (sw) return jsonResponse(sw.status, { message: sw.message });
    const groups = (body.groups ?? []) as string[];
    const firstName = typeof contact.firstName === 'string' ? contact.firstName : '';
    const formType = typeof body.formType === 'string' ? body.formType : '';
    const at = now().toISOString();
    const existing = db.prepare('SELECT id, groups FROM subscribers WHERE email = ?').get(address) as
      { id: number; groups: string } | undefined;
    if (existing) {
      const merged = Array.from(new Set([...(JSON.parse(existing.groups) as string[]), ...groups]));
      db.prepare('UPDATE subscribers SET groups = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(merged), at, existing.id);
      return jsonResponse(200, { id: existing.id, isNew: false });
    }
    const info = db
      .prepare('INSERT INTO subscribers (email, first_name, groups, form_type, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(address, firstName, JSON.stringify(groups), formType, at, at);
    return jsonResponse(200, { id: Number(info.lastInsertRowid), isNew: true });
  }

  function event(body: unknown): Response {
    const params = isObject(body) ? body.params : null;
    if (
      !isObject(body) ||
      typeof body.eventTypeKey !== 'string' ||
      !body.eventTypeKey ||
      typeof body.keyValue !== 'string' ||
      !Array.isArray(params) ||
      !params.every((p) => isObject(p) && typeof p.name === 'string' && typeof p.value === 'string')
    )
      return jsonResponse(400, { message: 'eventTypeKey, keyValue and params are required' });
    db.prepare('INSERT INTO marketing_events (event_type_key, key_value, params, created_at) VALUES (?, ?, ?, ?)').run(
      body.eventTypeKey,
      body.keyValue,
      JSON.stringify(params),
      now().toISOString(),
    );
    return new Response(null, { status: 200 });
  }

  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers = new Headers(init?.headers);
    if (headers.get('authorization') !== authorization) return jsonResponse(401, { message: 'Unauthorized' });
    if ((init?.method ?? 'GET') !== 'POST') return jsonResponse(405, { message: 'Method not allowed' });
    let body: unknown;
    try {
      body = JSON.parse(String(init?.body ?? ''));
    } catch {
      return jsonResponse(400, { message: 'Malformed JSON' });
    }
    if (url.pathname === '/api/v1/contact/subscribe') return subscribe(body);
    if (url.pathname === '/api/v1/event') return event(body);
    return jsonResponse(404, { message: 'Not found' });
  };
}

/** The stand-in's contacts, newest first (at most 100), as the dev page lists them. */
export function standInSubscribers(db: Database.Database) {
  const rows = db.prepare('SELECT * FROM subscribers ORDER BY id DESC LIMIT 100').all() as {
    id: number;
    email: string;
    first_name: string;
    groups: string;
    form_type: string;
    created_at: string;
  }[];
  return rows.map((s) => ({
    id: s.id,
    email: s.email,
    firstName: s.first_name,
    groups: JSON.parse(s.groups) as string[],
    formType: s.form_type,
    created_at: s.created_at,
  }));
}

/** The last 100 events the stand-in received, newest first. */
export function standInEvents(db: Database.Database) {
  const rows = db.prepare('SELECT * FROM marketing_events ORDER BY id DESC LIMIT 100').all() as {
    id: number;
    event_type_key: string;
    key_value: string;
    params: string;
    created_at: string;
  }[];
  return rows.map((e) => ({
    id: e.id,
    eventTypeKey: e.event_type_key,
    keyValue: e.key_value,
    params: JSON.parse(e.params) as { name: string; value: string }[],
    created_at: e.created_at,
  }));
}
