/**
 * `npm run api:load`: a small, bounded load test on loopback. Starts a fresh API (temporary
 * database) on a free port, runs autocannon against the catalogue listing (cached reads) and
 * check-discount (computed per request), prints requests per second, then the password-flood
 * figure: GET /api/categories p95 at a steady 100 requests/s alone and while 8 clients send wrong
 * passwords as fast as they can (budget: within 1.5x), over LOAD_FLOOD_ROUNDS alternating rounds
 * (default 4) of LOAD_DURATION_S seconds each (default 5). Stops by itself.
 */
import autocannon from 'autocannon';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { buildApp } from '../src/app';
import { readConfig, readLimits } from '../src/config';
import { openDatabase } from '../src/db/open';

const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 5);
/** The flood figure's budget: p95 during the flood / p95 alone. */
const FLOOD_RATIO_BUDGET = 1.5;
/** Alternating rounds of the flood figure (each: DURATION_S alone, then DURATION_S flooded). */
const FLOOD_ROUNDS = Number(process.env.LOAD_FLOOD_ROUNDS ?? 4);
/** Time the flood runs before the probe starts counting, ms (connections open, first hashes queued). */
const FLOOD_RAMP_MS = 500;

/** The p-th percentile (0-100) of latencies in ms (nearest rank). */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** GET url at a steady rate (requests/s) for DURATION_S; every response's latency, ms. */
async function probe(url: string, rate: number, durationS: number): Promise<number[]> {
  const latencies: number[] = [];
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon({ url, connections: 2, overallRate: rate, duration: durationS }, (err) =>
      err ? reject(err) : resolve(),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  return latencies;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-load-'));
  const db = openDatabase(path.join(dataDir, 'shop.sqlite'));
  // The abuse limits would answer the flood with 429 after 5 wrong passwords (no hashing at all):
  // raised here, so every flood request pays for a full scrypt, the worst case for the server.
  const limits = readLimits({
    SHOP_API_LOGIN_FAILS_PER_ACCOUNT: '100000000',
    SHOP_API_LOGIN_FAILS_PER_CLIENT: '100000000',
  });
  const { app } = await buildApp({ db, config: { ...readConfig(), dataDir, limits } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const products = (await (await fetch(`${base}/api/products`)).json()) as { id: number; price: number }[];
  const items = products
    .slice(0, 3)
    .map((p, i) => ({ id: `line-${i}`, product_id: p.id, count: 2, price: p.price, modifiers: [] }));

  const targets = [
    { name: 'GET /api/products (cached catalogue read)', url: `${base}/api/products?lang=ukrainian`, method: 'GET' as const },
    { name: 'GET /api/categories (cached catalogue read)', url: `${base}/api/categories?lang=russian`, method: 'GET' as const },
    {
      name: 'POST /api/orders/check-discount',
      url: `${base}/api/orders/check-discount`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items }),
    },
  ];
  const results: Record<string, { requestsPerSecond: number; p99LatencyMs: number; non2xx: number }> = {};
  for (const target of targets) {
    const result = await autocannon({ ...target, connections: 10, duration: DURATION_S });
    results[target.name] = {
      requestsPerSecond: Math.round(result.requests.average),
      p99LatencyMs: result.latency.p99,
      non2xx: result.non2xx,
    };
    console.log(
      `${target.name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
    );
  }

  // Password flood: does hashing stall everyone else? Rounds alternate alone / during the flood,
  // so drift on a shared machine (another process, a busy minute) lands on both sides alike.
  const categories = `${base}/api/categories?lang=ukrainian`;
  await probe(categories, 100, 1); // warm-up, not counted
  const alone: number[] = [];
  const during: number[] = [];
  let wrongPasswords = 0;
  let floodAnswers4xx = 0;
  for (let round = 0; round < FLOOD_ROUNDS; round++) {
    alone.push(...(await probe(categories, 100, DURATION_S)));
    const flood = autocannon({
      url: `${base}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '+380931234567', password: 'not-the-password' }),
      connections: 8,
      duration: DURATION_S + 1,
    });
    await new Promise((resolve) => setTimeout(resolve, FLOOD_RAMP_MS));
    during.push(...(await probe(categories, 100, DURATION_S)));
    const flooded = await flood;
    wrongPasswords += flooded.requests.average / FLOOD_ROUNDS;
    floodAnswers4xx += flooded['4xx'];
  }
  const p95Alone = percentile(alone, 95);
  const p95During = percentile(during, 95);
  const ratio = p95During / p95Alone;
  console.log(
    `password flood (8 clients, ${FLOOD_ROUNDS} rounds of ${DURATION_S} s alone then ${DURATION_S} s flooded, ` +
      `${Math.round(wrongPasswords)} wrong passwords/s, answers ${floodAnswers4xx} x 4xx): ` +
      `GET /api/categories p95 ${p95Alone.toFixed(2)} ms alone, ${p95During.toFixed(2)} ms during the flood = ` +
      `${ratio.toFixed(2)}x (budget <= ${FLOOD_RATIO_BUDGET}x: ${ratio <= FLOOD_RATIO_BUDGET ? 'PASS' : 'FAIL'}); ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${os.cpus().length} cores`,
  );
  await app.close();
  db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (ratio > FLOOD_RATIO_BUDGET) process.exitCode = 1;
  return results;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
