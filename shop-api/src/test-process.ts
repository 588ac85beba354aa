import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The repository's root (this file is shop-api/src/test-process.ts). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface ApiProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartOptions {
  dataDir: string;
  env?: Record<string, string | undefined>;
  args?: string[];
  /** The command (default: node running src/main.ts through tsx's loader, one process, no wrapper). */
  command?: string[];
  /** Working folder (default the repository). */
  cwd?: string;
  /** How long it may take to listen, ms (90 s; drawing every image of a first start takes longer on a busy machine). */
  startTimeoutMs?: number;
  /** Share the generated images of the unit tests (os.tmpdir()/shop-api-test-data/images): a first start then renders none. */
  sharedImages?: boolean;
}

/**
 * The shop API as a real process on a free port (SHOP_API_PORT=0), for what `app.inject` cannot
 * show: kills, signals, files on disk. Resolves once it printed its address.
 */
export async function startApiProcess(options: StartOptions): Promise<ApiProcess> {
  if (options.sharedImages !== false) {
    const shared = path.join(os.tmpdir(), 'shop-api-test-data', 'images');
    fs.mkdirSync(shared, { recursive: true });
    fs.mkdirSync(options.dataDir, { recursive: true });
    const link = path.join(options.dataDir, 'images');
    if (!fs.existsSync(link)) fs.symlinkSync(shared, link);
  }
  const [cmd, ...cmdArgs] = options.command ?? [
    process.execPath,
    '--import',
    'tsx',
    path.join(REPO_ROOT, 'shop-api/src/main.ts'),
  ];
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'development',
    SHOP_API_PORT: '0',
    SHOP_API_DATA_DIR: options.dataDir,
    SHOP_API_STATUS_STEP_MS: '0',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const child = spawn(cmd, [...cmdArgs, ...(options.args ?? [])], {
    cwd: options.cwd ?? REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const limit = options.startTimeoutMs ?? 90_000;
    const timer = setTimeout(() => reject(new Error(`the API did not start within ${limit / 1000} s:\n${output}`)), limit);
    const look = () => {
      const match = /Shop API: http:\/\/localhost:(\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve(`http://127.0.0.1:${match[1]}`);
    };
    child.stdout!.on('data', look);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (${code ?? signal}) before it listened:\n${output}`));
    });
  });
  return { url, child, output: () => output, exited };
}

/** JSON over real HTTP: { status, body } (body parsed when it is JSON). */
export async function request(
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any }> {
  const isForm = typeof body === 'string';
  const res = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': isForm ? 'application/x-www-form-urlencoded' : 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text };
  }
}
