/**
 * `npm run api:load`: a small, bounded load test on loopback. Starts a fresh API (temporary
 * database) on a free port, runs autocannon against the catalogue listing (cached reads) and
 * check-discount (computed per request), prints requests per second, and stops by itself.
 */
import autocannon from 'autocannon';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/open';

const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 5);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-load-'));
  const db = openDatabase(path.join(dataDir, 'shop.sqlite'));
  const { app } = await buildApp({ db, config: { ...readConfig(), dataDir } });
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
  await app.close();
  db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return results;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
