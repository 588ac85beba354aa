import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { request, startApiProcess, type ApiProcess } from './test-process';

jest.setTimeout(180_000);

const STAFF = { login: 'closing', password: 'closing-test-password' };
const orderBody = (cartGuid: string, phoneProof = '') =>
  JSON.stringify({
    cart_guid: cartGuid,
    items: [{ product_id: 1, count: 2, price: 179 }],
    name: 'Іван Петренко',
    phone: '+38 (050) 999 88 77',
    phone_proof: phoneProof,
    delivery_type: 'pickup',
    pickup_point_id: 1,
    time: 'asap',
    pay_type: 'cash',
    cutlery: 1,
  });

/** A POST whose body is sent in two halves: in flight between the two. */
function slowPost(url: string, body: string) {
  const bytes = Buffer.from(body);
  const req = http.request(`${url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': bytes.length },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  req.write(bytes.subarray(0, 20));
  return { finish: () => req.end(bytes.subarray(20)), answer };
}

/** The staff's live stream, read as text until the server ends it. */
async function openStream(url: string, token: string) {
  const res = await fetch(`${url}/api/staff/orders/stream`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const first = new TextDecoder().decode((await reader.read()).value);
  const rest = (async () => {
    let text = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += new TextDecoder().decode(chunk.value);
    return text;
  })();
  return { first, rest };
}

const refused = (url: string) =>
  fetch(`${url}/api/health`).then(
    () => false,
    () => true,
  );

describe('graceful shutdown (SIGTERM)', () => {
  let dir: string;
  let api: ApiProcess | undefined;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-shutdown-'));
  });
  afterEach(async () => {
    if (api && api.child.exitCode === null && api.child.signalCode === null) {
      api.child.kill('SIGKILL');
      await api.exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stops accepting, finishes the request in flight, ends the live stream with a reconnect hint, checkpoints, exits 0', async () => {
    api = await startApiProcess({ dataDir: dir, env: { SHOP_API_SHUTDOWN_GRACE_MS: '8000' } });
    const { url } = api;
    for (const [key, value] of [
      ['time_start', '00:00'],
      ['time_end', '23:59'],
    ])
      await request(`${url}/api/dev/settings`, 'POST', { key, value });
    await request(`${url}/api/dev/staff`, 'POST', STAFF);
    const token = (await request(`${url}/api/staff/login`, 'POST', STAFF)).body.token as string;
    const stream = await openStream(url, token);
    expect(stream.first).toContain('retry: 2000');
    const cartGuid = randomUUID();
    // The guest's proof of the phone (issue 43: secret/check's phone_proof; here the dev stand-in's).
    const proof = (await request(`${url}/api/dev/phone-proof`, 'POST', { phone: '+380509998877' })).body.phone_proof as string;
    const inFlight = slowPost(url, orderBody(cartGuid, proof));
    await new Promise((r) => setTimeout(r, 300));

    const stoppedAt = Date.now();
    api.child.kill('SIGTERM');
    // The stream ends at once, telling the desk to come back.
    const rest = await stream.rest;
    expect(rest).toContain(': server shutting down, reconnect\nretry: 3000\n\n');
    expect(Date.now() - stoppedAt).toBeLessThan(2000);
    // New connections are refused while the order is still being sent.
    expect(await refused(url)).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    expect(api.child.exitCode).toBeNull(); // still waiting for the order
    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(200);
    const created = JSON.parse(answer.body) as { id: number; number: number };
    expect(await api.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - stoppedAt).toBeLessThan(8000);
    // The WAL was folded into the database file.
    const wal = path.join(dir, 'shop.sqlite-wal');
    expect(fs.existsSync(wal) ? fs.statSync(wal).size : 0).toBe(0);

    api = await startApiProcess({ dataDir: dir });
    expect((await request(`${api.url}/api/dev/orders?cart_guid=${cartGuid}`, 'GET')).body).toEqual([
      { id: created.id, number: created.number },
    ]);
    api.child.kill('SIGINT');
    expect(await api.exited).toEqual({ code: 0, signal: null });
  });

  it('cuts a request that never finishes at the grace period and still exits 0', async () => {
    api = await startApiProcess({ dataDir: dir, env: { SHOP_API_SHUTDOWN_GRACE_MS: '1500' } });
    const stuck = slowPost(api.url, orderBody(randomUUID()));
    stuck.answer.catch(() => {}); // its connection is cut
    await new Promise((r) => setTimeout(r, 300));
    const stoppedAt = Date.now();
    api.child.kill('SIGTERM');
    expect(await api.exited).toEqual({ code: 0, signal: null });
    const took = Date.now() - stoppedAt;
    expect(took).toBeGreaterThanOrEqual(1400);
    expect(took).toBeLessThan(6000);
    await expect(stuck.answer).rejects.toThrow();
  });
});
