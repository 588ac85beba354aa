/**
 * `npm run api:fuzz`: bad input against every operation of the contract (shop-api/openapi.yaml) on
 * a fresh API (temporary database, stand-ins, development mode): for each operation, path
 * parameters, query values and JSON bodies of the wrong type, size, shape and encoding, sent
 * without credentials, with a made-up token and with a signed-in customer's. Any 5xx (or no answer
 * within 10 s) is listed and the script exits 1. FUZZ_CASES (default 24) per operation,
 * FUZZ_SEED (default 43) makes a run repeatable. Server-sent-event streams are skipped.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/open';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/modules/auth/seed';

const CASES = Number(process.env.FUZZ_CASES ?? 24);
const TIMEOUT_MS = 10_000;
type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema };
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

/** mulberry32: a small seeded generator, so a failing run can be repeated. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(Number(process.env.FUZZ_SEED ?? 43));
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];

const BAD_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '999999999999999999999',
  'NaN',
  'null',
  'true',
  '%00',
  '\u0000',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'ö€😀',
  '\ud800',
  'x'.repeat(5000),
  '1e309',
  '2026-13-45',
  '+380',
];
const BAD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 53 + 1,
  -1e308,
  [],
  [1, 'a', null],
  {},
  { a: { b: { c: [] } } },
  ...BAD_STRINGS,
];
const RAW_BODIES = ['{', '[]', '"text"', '123', 'null', '{"a":', '\u0000', '{"__proto__":{"admin":true}}', ''];

/** A path segment: percent-encoded; a lone surrogate becomes its (invalid) UTF-8 bytes. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value).slice(0, 3000) || '1';
  } catch {
    return '%ED%A0%80';
  }
}

/** A body of the schema's properties with bad values (some right-typed strings left out at random). */
function badBody(schema: Schema | undefined): string {
  if (rand() < 0.2) return pick(RAW_BODIES);
  const props = Object.keys(schema?.properties ?? {});
  const body: Record<string, unknown> = {};
  for (const p of props) if (rand() < 0.7) body[p] = pick(BAD_VALUES);
  if (rand() < 0.3) body[pick(['extra', 'constructor', '__proto__', 'id'])] = pick(BAD_VALUES);
  return JSON.stringify(body);
}

async function main(): Promise<number> {
  const doc = YAML.parse(fs.readFileSync(path.join(__dirname, '..', 'openapi.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, Operation>>;
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-fuzz-'));
  const db = openDatabase(path.join(dataDir, 'shop.sqlite'));
  const { app } = await buildApp({ db, config: { ...readConfig(), dataDir } });
  await app.listen({ port: Number(process.env.FUZZ_PORT ?? 0), host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD }),
  });
  const customer = ((await login.json()) as { access_token: string }).access_token;
  const tokens = [undefined, 'f'.repeat(64), customer];

  const failures: string[] = [];
  const statuses: Record<string, number> = {};
  let sent = 0;
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const streams = Object.values(op.responses ?? {}).some((r) => Object.hasOwn(r.content ?? {}, 'text/event-stream'));
      if (streams) continue;
      const query = (op.parameters ?? []).filter((p) => p.in === 'query');
      const jsonBody = op.requestBody?.content?.['application/json'];
      for (let i = 0; i < CASES; i++) {
        const url = template.replace(/\{[^}]+\}/g, () => segment(pick(BAD_STRINGS)));
        const params = new URLSearchParams();
        for (const q of query) if (rand() < 0.6) params.set(q.name, pick(BAD_STRINGS).slice(0, 2000));
        const token = pick(tokens);
        const headers: Record<string, string> = {};
        if (token) headers.authorization = `Bearer ${token}`;
        let body: string | undefined;
        if (method !== 'get' && (jsonBody || rand() < 0.3)) {
          body = badBody(jsonBody?.schema);
          headers['content-type'] =
            rand() < 0.9 ? 'application/json' : pick(['text/plain', 'application/xml', 'multipart/form-data']);
        }
        const target = `${base}${url}${params.size ? `?${params}` : ''}`;
        sent++;
        try {
          const res = await fetch(target, {
            method: method.toUpperCase(),
            headers,
            body,
            signal: AbortSignal.timeout(TIMEOUT_MS),
          });
          await res.arrayBuffer();
          statuses[`${Math.floor(res.status / 100)}xx`] = (statuses[`${Math.floor(res.status / 100)}xx`] ?? 0) + 1;
          if (res.status >= 500)
            failures.push(`${res.status} ${method.toUpperCase()} ${target.slice(base.length, 300)} ${body?.slice(0, 300) ?? ''}`);
        } catch (err) {
          failures.push(
            `no answer (${(err as Error).name}) ${method.toUpperCase()} ${target.slice(base.length, 300)} ${body?.slice(0, 300) ?? ''}`,
          );
        }
      }
    }
  }
  await app.close();
  db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`api:fuzz: ${sent} requests, ${JSON.stringify(statuses)}; 5xx or no answer: ${failures.length}`);
  for (const f of failures) console.log(`  ${f}`);
  return failures.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
