/**
 * Lighthouse runs of `npm run perf`: one run of a page as a child process (Lighthouse 12, mobile
 * preset, in Debian's Chromium), and a page's medians over an uncounted warm-up and N counted runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from './stack.mts';
import { median, round } from './figures.ts';

export const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * How Lighthouse runs: Chromium's flags (they trust the CDN stand-in's certificate once it is up),
 * the counted runs per page, the folder of the raw reports.
 */
export type LighthouseSetup = { chromeFlags: string; runs: number; outDir: string };

/** Lighthouse categories measured on every page (issue 4 asks for all four). */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
type Lhr = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
};
const categoryScore = (lhr: Lhr, id: string): number | null => {
  const score = lhr.categories[id]?.score;
  return score === null || score === undefined ? null : score * 100;
};

export type LighthouseRun =
  | { error: string }
  | {
      error?: undefined;
      score: number | null;
      accessibility: number | null;
      bestPractices: number | null;
      seo: number | null;
      lcpMs: number | null;
      cls: number | null;
      tbtMs: number | null;
      fcpMs: number | null;
      /** Lighthouse's CPU benchmark of the machine during the run (higher is faster; a busy machine scores low). */
      cpuBenchmark: number | null;
    };

/**
 * One Lighthouse run of `url`, its report written to `<outDir>/<name>.json`. `storage`:
 * localStorage values the page needs (e.g. a customer's token).
 */
export function lighthouseOnce(
  setup: LighthouseSetup,
  name: string,
  url: string,
  storage: Record<string, string> | null = null,
): Promise<LighthouseRun> {
  const outFile = path.join(setup.outDir, `${name}.json`);
  return new Promise((resolve) => {
    const args = storage
      ? [
          path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
          path.join(ROOT, 'scripts/lib/lighthouse-with-storage.mts'),
          url,
          outFile,
        ]
      : [
          path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
          url,
          `--only-categories=${CATEGORIES.join(',')}`,
          '--output=json',
          `--output-path=${outFile}`,
          `--chrome-flags=${setup.chromeFlags}`,
          '--quiet',
        ];
    fs.rmSync(outFile, { force: true });
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: {
        ...process.env,
        CHROME_PATH,
        LIGHTHOUSE_CHROME_FLAGS: setup.chromeFlags,
        ...(storage ? { LIGHTHOUSE_STORAGE: JSON.stringify(storage) } : {}),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d));
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 180_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0 || !fs.existsSync(outFile)) return resolve({ error: `lighthouse exit ${code}: ${err.trim().slice(-300)}` });
      try {
        const lhr = JSON.parse(fs.readFileSync(outFile, 'utf8')) as Lhr;
        if (lhr.runtimeError) return resolve({ error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` });
        const a = lhr.audits;
        resolve({
          score: categoryScore(lhr, 'performance'),
          accessibility: categoryScore(lhr, 'accessibility'),
          bestPractices: categoryScore(lhr, 'best-practices'),
          seo: categoryScore(lhr, 'seo'),
          lcpMs: a['largest-contentful-paint']?.numericValue ?? null,
          cls: a['cumulative-layout-shift']?.numericValue ?? null,
          tbtMs: a['total-blocking-time']?.numericValue ?? null,
          fcpMs: a['first-contentful-paint']?.numericValue ?? null,
          cpuBenchmark: lhr.environment?.benchmarkIndex ?? null,
        });
      } catch (e) {
        resolve({ error: String(e) });
      }
    });
  });
}

/** A page's medians (score 0-100, ms) over `setup.runs` counted runs, and each run's figures. */
export async function lighthouse(
  setup: LighthouseSetup,
  name: string,
  url: string,
  storage: Record<string, string> | null = null,
) {
  // One run first, not counted, fills the CDN stand-in's edge cache with this page's files (a
  // shop's edge is warm; a cold one makes the first counted run wait on netlify dev, lib/cdn.ts).
  const warmUp = await lighthouseOnce(setup, `${name}-warm-up`, url, storage);
  if (warmUp.error) process.stdout.write(`[perf] lighthouse ${name} warm-up: ${warmUp.error}\n`);
  const runs: LighthouseRun[] = [];
  for (let i = 1; i <= setup.runs; i++) {
    const r = await lighthouseOnce(setup, `${name}-${i}`, url, storage);
    process.stdout.write(
      `[perf] lighthouse ${name} run ${i}/${setup.runs}: ${r.error ?? `score ${round(r.score, 0)}, LCP ${round(r.lcpMs, 0)} ms, TBT ${round(r.tbtMs, 0)} ms, CPU benchmark ${round(r.cpuBenchmark, 0)}`}\n`,
    );
    runs.push(r);
  }
  const ok = runs.filter((r): r is Exclude<LighthouseRun, { error: string }> => !r.error);
  return {
    runs: runs.length,
    failed: runs.length - ok.length,
    errors: runs.flatMap((r) => (r.error ? [r.error] : [])),
    score: round(median(ok.map((r) => r.score)), 0),
    accessibility: round(median(ok.map((r) => r.accessibility)), 0),
    bestPractices: round(median(ok.map((r) => r.bestPractices)), 0),
    seo: round(median(ok.map((r) => r.seo)), 0),
    lcpMs: round(median(ok.map((r) => r.lcpMs)), 0),
    cls: round(median(ok.map((r) => r.cls)), 3),
    tbtMs: round(median(ok.map((r) => r.tbtMs)), 0),
    fcpMs: round(median(ok.map((r) => r.fcpMs)), 0),
    samples: ok.map((r) => ({
      score: round(r.score, 0),
      lcpMs: round(r.lcpMs, 0),
      cls: round(r.cls, 3),
      tbtMs: round(r.tbtMs, 0),
      cpuBenchmark: round(r.cpuBenchmark, 0),
    })),
  };
}

export type LighthouseSummary = Awaited<ReturnType<typeof lighthouse>>;
