/**
 * `npm run api:restore-drill`: the restore drill, timed. In a temporary folder: the API starts, the
 * demo customer signs in and orders; `npm run api:backup` takes a snapshot while the API runs; the
 * API stops and its data folder is wiped (a lost disk); `npm run api:restore` puts the snapshot
 * back; the API starts again and the customer signs in and sees the same orders. Prints each
 * step's time; `shop-api/scripts/restore-drill.test.ts` runs it in the unit suite.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/modules/auth/seed';
import { REPO_ROOT, request, startApiProcess, type ApiProcess } from '../src/test-process';

export interface DrillResult {
  ordersBefore: number[];
  ordersAfter: number[];
  /** Milliseconds of each step. */
  ms: { snapshot: number; restore: number; start: number; total: number };
  snapshotBytes: number;
}

/** Runs one of the API's scripts as the operator would (through tsx), failing on a non-zero exit. */
function runScript(script: string, args: string[], env: Record<string, string>): string {
  const res = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'shop-api/scripts', script), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`${script} failed (${res.status}): ${res.stderr}${res.stdout}`);
  return res.stdout;
}

async function customerOrders(url: string): Promise<number[]> {
  const login = await request(`${url}/api/auth/login`, 'POST', { phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD });
  if (login.status !== 200) throw new Error(`the demo customer cannot sign in: ${login.status}`);
  const orders = await request(`${url}/api/profile/orders`, 'GET', undefined, {
    authorization: `Bearer ${login.body.access_token}`,
  });
  return (orders.body as { number: number }[]).map((o) => o.number);
}

const timed = async <T>(work: () => Promise<T> | T): Promise<[T, number]> => {
  const started = Date.now();
  return [await work(), Date.now() - started];
};

/** `sharedImages`: reuse the unit tests' generated images (a test); false draws them as a real start does. */
export async function restoreDrill({ sharedImages = false } = {}): Promise<DrillResult> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restore-drill-'));
  const dataDir = path.join(root, 'data');
  const backupDir = path.join(root, 'backups');
  const env = { SHOP_API_DATA_DIR: dataDir, SHOP_API_BACKUP_DIR: backupDir };
  let api: ApiProcess | undefined;
  try {
    const started = Date.now();
    api = await startApiProcess({ dataDir, sharedImages, startTimeoutMs: 600_000 });
    for (const [key, value] of [
      ['time_start', '00:00'],
      ['time_end', '23:59'],
    ])
      await request(`${api.url}/api/dev/settings`, 'POST', { key, value });
    const login = await request(`${api.url}/api/auth/login`, 'POST', { phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD });
    const placed = await request(
      `${api.url}/api/orders`,
      'POST',
      {
        cart_guid: randomUUID(),
        items: [{ product_id: 1, count: 2, price: 179 }],
        name: 'Андрій Шевченко',
        phone: DEMO_USERS.bonus.phone,
        delivery_type: 'pickup',
        pickup_point_id: 1,
        time: 'asap',
        pay_type: 'cash',
        cutlery: 1,
      },
      { authorization: `Bearer ${login.body.access_token}` },
    );
    if (placed.status !== 200) throw new Error(`the order was refused: ${JSON.stringify(placed.body)}`);
    const ordersBefore = await customerOrders(api.url);

    const [, snapshotMs] = await timed(() => runScript('backup.ts', [], env));
    const [snapshot] = fs.readdirSync(backupDir);
    const snapshotBytes = fs.statSync(path.join(backupDir, snapshot, 'shop.sqlite')).size;

    api.child.kill('SIGTERM');
    await api.exited;
    fs.rmSync(dataDir, { recursive: true, force: true }); // the disk is lost

    const [, restoreMs] = await timed(() => runScript('restore.ts', [snapshot], env));
    const [restarted, startMs] = await timed(() => startApiProcess({ dataDir, sharedImages, startTimeoutMs: 600_000 }));
    api = restarted;
    const ordersAfter = await customerOrders(api.url);
    return {
      ordersBefore,
      ordersAfter,
      ms: { snapshot: snapshotMs, restore: restoreMs, start: startMs, total: Date.now() - started },
      snapshotBytes,
    };
  } finally {
    if (api && api.child.exitCode === null) {
      api.child.kill('SIGTERM');
      await api.exited;
    }
    fs.rmSync(root, { recursive: true, force: true });
  }
}

if (require.main === module) {
  restoreDrill().then(
    (r) => {
      const same = JSON.stringify(r.ordersBefore) === JSON.stringify(r.ordersAfter);
      console.log(
        `Orders of the demo customer before: ${r.ordersBefore.join(', ')}; after the restore: ${r.ordersAfter.join(', ')}`,
      );
      console.log(
        `Snapshot ${r.ms.snapshot} ms (database ${(r.snapshotBytes / 1024).toFixed(0)} KiB), restore ${r.ms.restore} ms, ` +
          `start with images drawn again ${r.ms.start} ms: back in service ${r.ms.restore + r.ms.start} ms after the restore began.`,
      );
      process.exit(same ? 0 : 1);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
