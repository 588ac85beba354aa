/** @jest-environment node */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm start` and `npm run serve` stopped as a process manager or a CI job stops them: a signal to
 * their whole process group. The API and Netlify's server run in groups of their own; they must be
 * gone, their ports free, by the time the command has exited.
 */
jest.setTimeout(300_000);

const ROOT = path.resolve(__dirname, '..', '..');

const portBusy = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** The processes listening on these ports, as `ss` reports them (a failure's diagnosis). */
function listenersOf(ports: number[]): string {
  const filter = ports.map((port) => `sport = :${port}`).join(' or ');
  const found = spawnSync('ss', ['-ltnpH', filter], { encoding: 'utf8' });
  const groups = spawnSync('ps', ['-eo', 'pid,pgid,etimes,args'], { encoding: 'utf8' });
  return `${found.stdout || found.error?.message || ''}\n${groups.stdout ?? ''}`;
}

/** A tiny site with the shape `npm run serve` serves: netlify.toml and a built public/. */
function tinySite(dir: string) {
  fs.mkdirSync(path.join(dir, 'public'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'netlify.toml'),
    '[dev]\n  framework = "#static"\n  publish = "public"\n  autoLaunch = false\n',
  );
  fs.writeFileSync(path.join(dir, 'public', 'index.html'), '<!doctype html><title>tiny</title>');
  fs.writeFileSync(path.join(dir, 'public', '_redirects'), '/ua / 301\n');
}

describe.each([
  ['npm start -- --no-build', ['start', '--', '--no-build'], 'SIGTERM', 3163, 3164],
  ['npm run serve', ['run', 'serve'], 'SIGINT', 3165, 3166],
] as const)('%s', (_name, npmArgs, signal, apiPort, sitePort) => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-stack-signals-'));
    tinySite(path.join(dir, 'site'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it(`leaves nothing running after ${signal} to its process group`, async () => {
    expect([await portBusy(apiPort), await portBusy(sitePort)]).toEqual([false, false]);
    const child = spawn('npm', [...npmArgs], {
      cwd: ROOT,
      detached: true, // its own process group, as a terminal or a CI job gives it
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        SHOP_API_PORT: String(apiPort),
        SITE_PORT: String(sitePort),
        SHOP_API_DATA_DIR: path.join(dir, 'data'),
        SITE_ROOT: path.join(dir, 'site'),
      },
    });
    let output = '';
    child.stdout!.on('data', (c) => (output += c));
    child.stderr!.on('data', (c) => (output += c));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not up within 240 s:\n${output}`)), 240_000);
        child.stdout!.on('data', () => {
          if (output.includes(`Shop: http://localhost:${sitePort}/`)) {
            clearTimeout(timer);
            resolve();
          }
        });
        void exited.then(() => reject(new Error(`exited while starting:\n${output}`)));
      });
      expect([await portBusy(apiPort), await portBusy(sitePort)]).toEqual([true, true]);
      process.kill(-child.pid!, signal);
      await exited;
      // Nothing left: both ports free the moment the command returned. If not, the message names
      // who still listens. (On a loaded machine the site's port outlived netlify dev's group for a
      // moment, 2 stops in 12, while its telemetry process started: stopAllAndWait in stack.mts.)
      const left = [await portBusy(apiPort), await portBusy(sitePort)];
      const listeners = left.some(Boolean) ? listenersOf([apiPort, sitePort]) : '';
      expect({ left, listeners, output: left.some(Boolean) ? output : '' }).toEqual({
        left: [false, false],
        listeners: '',
        output: '',
      });
    } finally {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
  });
});
