/**
 * The two side-by-side comparisons of `npm run perf`: the same pages on a copy built without the
 * live menu feed (`--compare-live-menu`), and on another build (`--versus <folder>`), each served
 * behind a CDN stand-in of its own and measured with the same Lighthouse setup.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, serveSite } from './stack.mts';
import { startCdn, type TlsIdentity } from './cdn.ts';
import type { PageType } from './budgets.ts';
import { firstLoadJs } from './first-load-js.ts';
import { median, round } from './figures.ts';
import { lighthouse, lighthouseOnce, type LighthouseSetup } from './lighthouse-runs.mts';
import type { Page } from './perf-pages.mts';

/** Another built site: the folder holding its public/ (and netlify.toml), and the port to serve it on. */
export type OtherSite = { folder: string; port: number };

export type ComparisonRow = {
  type: PageType;
  path: string;
  jsKB: { withoutFeed: number; withFeed: number };
  lcpMs: { withoutFeed: number | null; withFeed: number | null };
};

/**
 * The same pages on the copy built without the live menu (shop open), in the same way as the real
 * site: first-load JS from its files, Lighthouse through its own CDN stand-in.
 */
export async function compareWithoutLiveMenu(
  pages: Page[],
  tls: TlsIdentity,
  setup: LighthouseSetup,
  site: OtherSite,
): Promise<ComparisonRow[]> {
  await serveSite({ port: site.port, root: site.folder, label: 'site-no-live-menu' });
  const plain = await startCdn(`http://localhost:${site.port}`, tls);
  try {
    const rows: ComparisonRow[] = [];
    for (const p of pages) {
      const js = firstLoadJs(p.path, path.join(site.folder, 'public'));
      const lh = await lighthouse(setup, `${p.type}-no-live-menu`, `${plain.origin}${p.path}`, null);
      rows.push({
        type: p.type,
        path: p.path,
        jsKB: {
          withoutFeed: round(js.totalKB + js.inlineKB) ?? 0,
          withFeed: p.js ? (round(p.js.totalKB + p.js.inlineKB) ?? 0) : 0,
        },
        lcpMs: { withoutFeed: lh.lcpMs, withFeed: p.states?.open?.lcpMs ?? null },
      });
    }
    return rows;
  } finally {
    plain.server.close();
  }
}

export function printComparison(rows: ComparisonRow[]) {
  const diff = (a: number | null, b: number | null, digits = 1) =>
    a === null || b === null ? '-' : String(round(b - a, digits));
  console.log('\nLive menu feed, same run (shop open): without -> with (difference)');
  for (const r of rows)
    console.log(
      `  ${r.type.padEnd(9)} first-load JS gz KB ${r.jsKB.withoutFeed} -> ${r.jsKB.withFeed} (${diff(r.jsKB.withoutFeed, r.jsKB.withFeed)})` +
        `  |  LCP ms ${r.lcpMs.withoutFeed ?? '-'} -> ${r.lcpMs.withFeed ?? '-'} (${diff(r.lcpMs.withoutFeed, r.lcpMs.withFeed, 0)})`,
    );
  console.log('');
}

/** One build's Lighthouse figures, run by run (ms, score 0-100). */
type BuildRuns = { tbtMs: (number | null)[]; score: (number | null)[]; lcpMs: (number | null)[] };
export type VersusRow = { type: PageType; path: string; thisBuild: BuildRuns; otherBuild: BuildRuns };

/**
 * Lighthouse on this build (behind the CDN stand-in at `thisOrigin`) and on the other build, run
 * by run in alternating order (this, other, other, this, ...).
 */
export async function compareWithBuild(
  pages: Page[],
  tls: TlsIdentity,
  setup: LighthouseSetup,
  thisOrigin: string,
  other: OtherSite,
): Promise<VersusRow[]> {
  if (!fs.existsSync(path.join(other.folder, 'netlify.toml')))
    fs.copyFileSync(path.join(ROOT, 'netlify.toml'), path.join(other.folder, 'netlify.toml'));
  const otherSite = await serveSite({ port: other.port, root: other.folder, label: 'site-versus' });
  const otherCdn = await startCdn(`http://localhost:${other.port}`, tls);
  try {
    const rows: VersusRow[] = [];
    for (const p of pages) {
      const row: VersusRow = {
        type: p.type,
        path: p.path,
        thisBuild: { tbtMs: [], score: [], lcpMs: [] },
        otherBuild: { tbtMs: [], score: [], lcpMs: [] },
      };
      for (let i = 1; i <= setup.runs; i++) {
        const order = i % 2 === 1 ? (['thisBuild', 'otherBuild'] as const) : (['otherBuild', 'thisBuild'] as const);
        for (const which of order) {
          const origin = which === 'thisBuild' ? thisOrigin : otherCdn.origin;
          const name = `${p.type}-${which === 'thisBuild' ? 'this' : 'versus'}-${i}`;
          const r = await lighthouseOnce(setup, name, `${origin}${p.path}`);
          if (r.error !== undefined) {
            console.log(`[perf] lighthouse ${name}: ${r.error}`);
            continue;
          }
          console.log(`[perf] lighthouse ${name}: score ${round(r.score, 0)}, TBT ${round(r.tbtMs, 0)} ms`);
          row[which].tbtMs.push(round(r.tbtMs, 0));
          row[which].score.push(round(r.score, 0));
          row[which].lcpMs.push(round(r.lcpMs, 0));
        }
      }
      rows.push(row);
    }
    return rows;
  } finally {
    otherCdn.server.close();
    await otherSite.stop();
  }
}

export function printVersus(rows: VersusRow[], folder: string) {
  const known = (xs: (number | null)[]) => xs.filter((x): x is number => x !== null);
  const mean = (xs: (number | null)[]) =>
    known(xs).length ? round(known(xs).reduce((a, b) => a + b, 0) / known(xs).length, 0) : null;
  const line = (label: string, b: BuildRuns) =>
    `    ${label.padEnd(12)} score ${round(median(b.score), 0) ?? '-'} (${b.score.join(', ')})  ` +
    `TBT median ${round(median(b.tbtMs), 0) ?? '-'} ms, mean ${mean(b.tbtMs) ?? '-'} ms (${b.tbtMs.join(', ')})  ` +
    `LCP median ${round(median(b.lcpMs), 0) ?? '-'} ms`;
  console.log(`\nThis build versus ${folder}, runs interleaved`);
  for (const r of rows)
    console.log(`  ${r.type} ${r.path}\n${line('this build', r.thisBuild)}\n${line('other build', r.otherBuild)}`);
  console.log('');
}
