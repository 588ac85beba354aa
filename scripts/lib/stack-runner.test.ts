/** @jest-environment node */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The npm scripts that run the stack (and the API on its own) must let their stop handler finish
 * however busy the process is when the signal comes. tsx's CLI does not: it relays the signal and
 * SIGKILLs its child when the child has not acknowledged it within 60 ms, so on a loaded machine
 * the services were left running after `npm start` had exited. Each script's own command runs here
 * with its script swapped for one whose event loop is busy.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

/** Blocks its event loop 200 ms at a time; on SIGINT prints, then cleans up for 300 ms and exits 0. */
const BUSY_SCRIPT = `
process.on('SIGINT', () => {
  console.log('stopping');
  setTimeout(() => { console.log('cleaned up'); process.exit(0); }, 300);
});
console.log('ready');
setInterval(() => { const start = Date.now(); while (Date.now() - start < 200); }, 1);
`;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-stack-runner-'));
  fs.writeFileSync(path.join(dir, 'busy.mts'), BUSY_SCRIPT);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs `command` in a process group of its own, SIGINTs the group once it is ready; its output and exit code. */
function stopWhenReady(command: string) {
  return new Promise<{ output: string; code: number | null }>((resolve) => {
    const child = spawn('sh', ['-c', command], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PATH: `${path.join(ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}` },
    });
    let output = '';
    let signalled = false;
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('ready') && !signalled) {
        signalled = true;
        setTimeout(() => process.kill(-child.pid!, 'SIGINT'), 300);
      }
    });
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ output, code }));
  });
}

it.each(['start', 'serve', 'test:e2e', 'api'])('npm run %s lets its stop handler finish', async (name) => {
  const command = scripts[name]!.replace(/\S+\.m?ts$/, path.join(dir, 'busy.mts'));
  expect(command).toContain('busy.mts');
  expect(await stopWhenReady(command)).toEqual({ output: 'ready\nstopping\ncleaned up\n', code: 0 });
});
