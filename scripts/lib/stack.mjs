/**
 * The local stack the README's commands run: the shop API, a `gatsby build` against it, and
 * Netlify's own server (netlify dev, offline) over public/ so _redirects and headers behave as
 * in production. Shared by start.mjs, e2e.mjs and perf.mjs.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const API_PORT = Number(process.env.SHOP_API_PORT ?? 3001);
export const SITE_PORT = Number(process.env.SITE_PORT ?? 8888);
export const API_URL = `http://localhost:${API_PORT}`;
export const SITE_URL = `http://localhost:${SITE_PORT}`;
// Children (Playwright and the tests it runs, gatsby build) read these: one port setting moves the whole stack.
process.env.SHOP_API_PORT = String(API_PORT);
process.env.API_URL = API_URL;
process.env.SITE_URL = SITE_URL;

const children = new Set();

/** Runs a command with output prefixed; resolves with the child (long-running) or its exit code. */
function run(command, args, { env = {}, label, wait = false } = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group: stopping kills grandchildren too
  });
  children.add(child);
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((line) => process.stdout.write(`[${label}] ${line}\n`));
  child.stdout.on('data', prefix);
  child.stderr.on('data', prefix);
  child.on('exit', () => children.delete(child));
  if (!wait) return child;
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

export async function waitFor(url, { timeoutMs = 120_000, label = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${label} did not answer within ${timeoutMs / 1000} s`);
}

/** Refuses a busy port: otherwise waitFor() would happily talk to someone else's server. */
export async function assertPortFree(port, what) {
  const busy = await new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
  if (busy)
    throw new Error(`Port ${port} (${what}) is already in use: stop that server first (or set SHOP_API_PORT / SITE_PORT).`);
}

/**
 * `scale`: seed the fresh database with that many products (SHOP_API_SCALE). `limits`: abuse-limit
 * variables (SHOP_API_LOGIN_FAILS_PER_CLIENT, ...) for this run. netlify dev proxies /api from
 * this machine, so loopback is the trusted proxy whose forwarding headers carry the visitor address.
 */
export async function startApi({ dataDir, scale, limits = {} } = {}) {
  await assertPortFree(API_PORT, 'shop API');
  const env = {
    SHOP_API_PORT: String(API_PORT),
    SHOP_API_TRUSTED_PROXIES: process.env.SHOP_API_TRUSTED_PROXIES ?? 'loopback',
    ...(dataDir ? { SHOP_API_DATA_DIR: dataDir } : {}),
    ...(scale ? { SHOP_API_SCALE: String(scale) } : {}),
    ...limits,
  };
  run(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'shop-api/src/main.ts'], { env, label: 'api' });
  // Seeding a large catalogue (and rendering its images on a first run) takes minutes on a busy machine.
  await waitFor(`${API_URL}/api/categories`, { label: 'shop API', timeoutMs: scale ? 900_000 : 120_000 });
}

/**
 * The shop API's working hours set around the clock (its dev settings switch): tests and
 * measurements run at any hour (outside the hours the closed banner appears).
 */
export async function openAllDay() {
  await setHours('00:00', '00:00'); // an end equal to the start: open around the clock
}

/**
 * Working hours that keep the restaurant closed for the next hours whatever the clock: a
 * one-minute window starting 6 hours from now (Kyiv time).
 */
export async function closedNow() {
  const at = (ms) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Kyiv', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(Date.now() + ms),
    );
  const hour = 3_600_000;
  await setHours(at(6 * hour), at(6 * hour + 60_000));
}

/** 'HH:mm' Kyiv, through the shop API's dev settings switch. */
async function setHours(start, end) {
  for (const [key, value] of [
    ['time_start', start],
    ['time_end', end],
  ]) {
    const res = await fetch(`${API_URL}/api/dev/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key, value }),
    });
    if (!res.ok) throw new Error(`POST /api/dev/settings ${key}: ${res.status}`);
  }
}

/**
 * `gatsby build` with the Netlify variables removed, so the build uses gatsby-plugin-netlify, not
 * the adapter. `niceness` runs it under `nice -n` (a shared machine); `onChild` gets the process.
 */
export async function build({ niceness = 0, onChild } = {}) {
  const env = { API_URL, GATSBY_TELEMETRY_DISABLED: '1', NETLIFY: '', NETLIFY_LOCAL: '' };
  const clean = { ...process.env, ...env };
  delete clean.NETLIFY;
  delete clean.NETLIFY_LOCAL;
  const code = await new Promise((resolve) => {
    const gatsby = [process.execPath, path.join(ROOT, 'node_modules/gatsby/cli.js'), 'build'];
    const [command, ...args] = niceness ? ['nice', '-n', String(niceness), ...gatsby] : gatsby;
    const child = spawn(command, args, { cwd: ROOT, env: clean, stdio: 'inherit' });
    onChild?.(child);
    child.on('exit', (c) => resolve(c ?? 1));
  });
  if (code !== 0) throw new Error(`gatsby build failed (exit ${code})`);
}

export function hasBuild() {
  return fs.existsSync(path.join(ROOT, 'public', 'index.html')) && fs.existsSync(path.join(ROOT, 'public', '_redirects'));
}

export async function serveSite() {
  await assertPortFree(SITE_PORT, 'site');
  const env = { NETLIFY_TELEMETRY_DISABLED: '1' };
  run(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/netlify-cli/bin/run.js'),
      'dev',
      '--offline',
      '--internal-disable-edge-functions',
      '--port',
      String(SITE_PORT),
    ],
    {
      env,
      label: 'netlify',
    },
  );
  await waitFor(`${SITE_URL}/`, { label: 'netlify dev' });
}

export function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}
process.on('exit', stopAll);
