/**
 * The local stack the README's commands run: the shop API, a `gatsby build` against it, and
 * Netlify's own server (netlify dev, offline) over public/ so _redirects and headers behave as
 * in production. Shared by start.mts, serve.mts, e2e.mts and perf.mts.
 *
 * Quiet by default: every line of the API, the build and Netlify's server goes to logs/<name>.log;
 * the terminal shows warnings and errors only (lib/log-filter.ts). LOG_LEVEL=info or `--verbose`
 * shows everything, the API's line per request included.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { isNoteworthy, isVerbose } from './log-filter.ts';
import { applyAction, progressLine, startProgress, type GatsbyAction } from './build-progress.ts';
import { buildNodeOptions } from './build-heap.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const API_PORT = Number(process.env.SHOP_API_PORT ?? 3001);
export const SITE_PORT = Number(process.env.SITE_PORT ?? 8888);
export const API_URL = `http://localhost:${API_PORT}`;
export const SITE_URL = `http://localhost:${SITE_PORT}`;
/**
 * What `npm start --no-build` and `npm run serve` serve: a folder with netlify.toml and public/.
 * SITE_ROOT names a build made elsewhere (the process-group test serves a tiny one); default here.
 */
export const SITE_ROOT = path.resolve(process.env.SITE_ROOT ?? ROOT);
/** Where the children's full output goes (git-ignored). */
export const LOG_DIR = path.join(ROOT, 'logs');
export const VERBOSE = isVerbose(process.env, process.argv);
// Children (Playwright and the tests it runs, gatsby build) read these: one port setting moves the whole stack.
process.env.SHOP_API_PORT = String(API_PORT);
process.env.API_URL = API_URL;
process.env.SITE_URL = SITE_URL;
// The API writes its line per request only when asked to (shop-api/src/log-level.ts).
if (VERBOSE && !process.env.LOG_LEVEL) process.env.LOG_LEVEL = 'info';

const children = new Set<ChildProcess>();
/** The ports the stack's services listen on: free again once the stack has stopped. */
const servicePorts = new Set<number>();

/** The log file of one part of the stack, emptied when the stack starts it. */
export function logFile(name: string): string {
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const file = path.join(LOG_DIR, `${name}.log`);
  fs.writeFileSync(file, '');
  return file;
}

/** The build's progress line while it is shown (followProgress): other lines are printed above it. */
let progressShown = '';

/** One line to the terminal, above the progress line if there is one. */
function printLine(line: string): void {
  process.stdout.write(progressShown ? `\r\x1b[2K${line}\n${progressShown}` : `${line}\n`);
}

/** Every line to the log file; to the terminal, with the part's name, if verbose or noteworthy. */
function pipeLines(child: ChildProcess, label: string, file: string): void {
  const onChunk = (chunk: Buffer) => {
    fs.appendFileSync(file, chunk);
    for (const line of chunk.toString().split('\n')) {
      if (line.trim() && (VERBOSE || isNoteworthy(line))) printLine(`[${label}] ${line}`);
    }
  };
  child.stdout?.on('data', onChunk);
  child.stderr?.on('data', onChunk);
}

/** Starts a long-running part of the stack (own process group: stopping kills grandchildren too). */
function runService(
  command: string,
  args: string[],
  label: string,
  env: NodeJS.ProcessEnv = {},
  cwd: string = ROOT,
): ChildProcess {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  pipeLines(child, label, logFile(label));
  child.on('exit', () => children.delete(child));
  return child;
}

export async function waitFor(url: string, { timeoutMs = 120_000, label = url } = {}): Promise<void> {
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
  throw new Error(`${label} did not answer within ${timeoutMs / 1000} s (log: ${path.relative(ROOT, LOG_DIR)}/)`);
}

/** Whether something listens on this port of the machine. */
export function portBusy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Refuses a busy port: otherwise waitFor() would happily talk to someone else's server. */
export async function assertPortFree(port: number, what: string): Promise<void> {
  if (await portBusy(port))
    throw new Error(`Port ${port} (${what}) is already in use: stop that server first (or set SHOP_API_PORT / SITE_PORT).`);
  servicePorts.add(port);
}

/**
 * `scale`: seed the fresh database with that many products (SHOP_API_SCALE). `limits`: abuse-limit
 * variables (SHOP_API_LOGIN_FAILS_PER_CLIENT, ...) for this run. netlify dev proxies /api from
 * this machine, so loopback is the trusted proxy whose forwarding headers carry the visitor address.
 */
export async function startApi({
  dataDir,
  scale,
  limits = {},
}: { dataDir?: string; scale?: number; limits?: Record<string, string> } = {}): Promise<void> {
  await assertPortFree(API_PORT, 'shop API');
  const env: NodeJS.ProcessEnv = {
    SHOP_API_PORT: String(API_PORT),
    SHOP_API_TRUSTED_PROXIES: process.env.SHOP_API_TRUSTED_PROXIES ?? 'loopback',
    // The LiqPay stand-in returns the customer to the site served here (result_url).
    PUBLIC_SITE_URL: SITE_URL,
    ...(dataDir ? { SHOP_API_DATA_DIR: dataDir } : {}),
    ...(scale ? { SHOP_API_SCALE: String(scale) } : {}),
    ...limits,
  };
  // tsx's loader inside the API's own node, not tsx's CLI: the CLI relays a stop signal and
  // SIGKILLs its child when the child has not acknowledged it within 60 ms (a loaded machine),
  // which would cut the API's drain of requests in flight short.
  const api = runService(process.execPath, ['--import', 'tsx', 'shop-api/src/main.ts'], 'api', env);
  // An API that stops while starting (a missing key, a broken module) fails the start at once.
  const exited = new Promise<never>((_, reject) =>
    api.once('exit', (code) => reject(new Error(`the shop API stopped while starting (exit ${code}); see logs/api.log`))),
  );
  // Seeding a large catalogue (and rendering its images on a first run) takes minutes on a busy machine.
  await Promise.race([waitFor(`${API_URL}/api/categories`, { label: 'shop API', timeoutMs: scale ? 900_000 : 120_000 }), exited]);
  exited.catch(() => {}); // after the start, an exit is the caller's business (stopAll)
  console.log(`API:  ${API_URL}/`);
}

/**
 * The shop API's working hours set around the clock (its dev settings switch): tests and
 * measurements run at any hour (outside the hours the closed banner appears).
 */
export async function openAllDay(): Promise<void> {
  await setHours('00:00', '00:00'); // an end equal to the start: open around the clock
}

/**
 * Working hours that keep the restaurant closed for the next hours whatever the clock: a
 * one-minute window starting 6 hours from now (Kyiv time).
 */
export async function closedNow(): Promise<void> {
  const at = (ms: number) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Kyiv', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(Date.now() + ms),
    );
  const hour = 3_600_000;
  await setHours(at(6 * hour), at(6 * hour + 60_000));
}

/** 'HH:mm' Kyiv, through the shop API's dev settings switch. */
async function setHours(start: string, end: string): Promise<void> {
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

/** The last lines of a log file, for a failure message. */
export function tail(file: string, lines = 40): string {
  return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * `gatsby build` with the Netlify variables removed, so the build uses gatsby-plugin-netlify, not
 * the adapter. Output to logs/build.log (the terminal gets its warnings and errors; all of it when
 * verbose); on failure the end of the log. `niceness` runs it under `nice -n` (a shared machine);
 * `onChild` gets the process. `standIns`: the bundle may link to the shop API's stand-ins
 * (/api/dev/...), as the local stack and the e2e tests need; `check-build.mts` builds without, as
 * production does (docs/decisions/068-production-bundle.md). `env` adds build variables (the e2e's
 * analytics build sets its ids). `progress`: one updating line on a terminal while it builds
 * (lib/build-progress.ts; `npm start`).
 */
export async function build({
  niceness = 0,
  onChild,
  standIns = true,
  env: extra = {},
  progress = false,
}: {
  niceness?: number;
  onChild?: (child: ChildProcess) => void;
  standIns?: boolean;
  env?: Record<string, string>;
  progress?: boolean;
} = {}) {
  const clean: NodeJS.ProcessEnv = {
    ...process.env,
    API_URL,
    GATSBY_TELEMETRY_DISABLED: '1',
    GATSBY_SHOP_API_STANDINS: standIns ? '1' : '',
    NODE_OPTIONS: buildNodeOptions(process.env.NODE_OPTIONS),
    ...extra,
  };
  delete clean.NETLIFY;
  delete clean.NETLIFY_LOCAL;
  const file = logFile('build');
  console.log(`Building the shop (log: ${path.relative(ROOT, file)})`);
  const code = await new Promise<number>((resolve) => {
    const gatsby = [process.execPath, path.join(ROOT, 'node_modules/gatsby/cli.js'), 'build'];
    const [command, ...args] = niceness ? ['nice', '-n', String(niceness), ...gatsby] : gatsby;
    // The IPC channel makes Gatsby send its log actions (stages, image jobs) as messages too.
    const showProgress = progress && process.stdout.isTTY && !VERBOSE;
    const stdio = showProgress ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'];
    const child = spawn(command, args, { cwd: ROOT, env: clean, stdio: stdio as ('ignore' | 'pipe' | 'ipc')[] });
    pipeLines(child, 'build', file);
    onChild?.(child);
    if (showProgress) followProgress(child);
    child.on('exit', (c) => resolve(c ?? 1));
  });
  if (code !== 0) throw new Error(`gatsby build failed (exit ${code}); the end of ${path.relative(ROOT, file)}:\n${tail(file)}`);
}

/** Rewrites one terminal line with the build's stage and image count; cleared when the build exits. */
function followProgress(child: ChildProcess): void {
  let state = startProgress();
  const show = (line: string) => {
    // Cut to the terminal's width: a wrapped line could not be rewritten in place.
    const fitted = line.slice(0, Math.max(20, (process.stdout.columns || 100) - 1));
    if (fitted !== progressShown) process.stdout.write(`\r\x1b[2K${fitted}`);
    progressShown = fitted;
  };
  show(progressLine(state));
  child.on('message', (message: { type?: string; action?: GatsbyAction }) => {
    if (message?.type === 'LOG_ACTION' && message.action) show(progressLine((state = applyAction(state, message.action))));
  });
  child.on('exit', () => {
    process.stdout.write('\r\x1b[2K');
    progressShown = '';
  });
}

export function hasBuild(dir: string = path.join(ROOT, 'public')): boolean {
  return fs.existsSync(path.join(dir, 'index.html')) && fs.existsSync(path.join(dir, '_redirects'));
}

/**
 * Netlify's server over public/ on SITE_PORT, or over another site on another port: `root`, a
 * folder outside the repository with its own netlify.toml and public/ (netlify dev reads the
 * headers and redirects of the repository's publish folder whatever `--dir` says). Resolves with
 * a stop() that waits until the server has exited.
 */
export async function serveSite({ port = SITE_PORT, root = ROOT, label = 'site' } = {}): Promise<{
  stop: () => Promise<void>;
}> {
  await assertPortFree(port, label);
  const child = runService(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/netlify-cli/bin/run.js'),
      'dev',
      '--offline',
      '--internal-disable-edge-functions',
      '--port',
      String(port),
    ],
    label,
    // netlify-cli reads no variable that turns its telemetry off (netlify/cli#737), and its
    // setting lives in the user's global config; under CI (ci-info) it sends none. Offline and
    // with no terminal, CI changes nothing else of `netlify dev`.
    { CI: '1' },
    root,
  );
  await waitFor(`http://localhost:${port}/`, { label: 'netlify dev' });
  return {
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      terminateGroup(child);
      await exited;
    },
  };
}

/** A signal to a service's whole process group (it was spawned detached, as its group's leader). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

function terminateGroup(child: ChildProcess): void {
  signalGroup(child, 'SIGTERM');
}

/** Whether any process of the group led by `pid` is still running (signal 0 only checks). */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to every service's group, without waiting (an `exit` handler cannot wait). */
export function stopAll(): void {
  for (const child of children) terminateGroup(child);
}

/** Whether any of the stack's ports still has a listener. */
async function anyPortBusy(): Promise<boolean> {
  return (await Promise.all([...servicePorts].map(portBusy))).some(Boolean);
}

/**
 * Stops every service and waits until no process of their groups is left and their ports are
 * free: SIGTERM (the API finishes its requests in flight, at most 10 s), SIGKILL after `graceMs`.
 * A port has been seen busy for a moment after its server's group was gone, on a loaded machine,
 * when `netlify dev` started its telemetry process on the way out (its own group).
 */
export async function stopAllAndWait(graceMs = 15_000): Promise<void> {
  const groups = [...children].map((child) => child.pid).filter((pid): pid is number => !!pid);
  stopAll();
  const deadline = Date.now() + graceMs;
  while (groups.some(groupAlive) || ((await anyPortBusy()) && Date.now() < deadline + graceMs)) {
    if (Date.now() > deadline) for (const pid of groups) if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
  }
}

// A process manager or CI job stopping this script's process group (or Ctrl-C) stops the
// services too, which run in groups of their own, and exits only once they are gone. The npm
// scripts run this under `node --import tsx`, not tsx's CLI, whose signal relay SIGKILLs a child
// that is slow to acknowledge the signal and so would cut this wait short.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void stopAllAndWait().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}
process.on('exit', stopAll);
