/**
 * Performance budgets (issues 10 and 42) and the comparison `npm run perf` prints: a pure function
 * from the measured figures to rows of target, measured value and pass/fail.
 */

export type PageType = 'home' | 'category' | 'product' | 'checkout' | 'profile';

export interface PageFigures {
  type: PageType;
  /** First-load JavaScript, gzipped KB: HTML scripts + the template's chunk group + inline scripts. */
  firstLoadJsKB: number | null;
  /** Medians of the Lighthouse runs (mobile preset); null when not measured. */
  lighthouse: { score: number | null; lcpMs: number | null; cls: number | null } | null;
  /** Median LCP of the page's bare copy (scripts/lib/bare-copy.ts: its text and photos as plain HTML), ms. */
  bareLcpMs: number | null;
  /** The restaurant's state it was measured in (`npm run perf -- --shop open,closed`); absent: one state. */
  shop?: 'open' | 'closed' | null;
}

export interface ScaleFigures {
  products: number;
  /** Full `gatsby build` of the scaled catalogue, seconds. */
  buildSeconds: number | null;
  /** Peak resident memory of the build's process tree, MB. */
  peakRssMB: number | null;
  /** `gatsby build` again with its cache after one price change, seconds. */
  rebuildSeconds: number | null;
  /** Problems found in the scaled build's _redirects (src/routing/redirects.ts); null: not checked. */
  redirectProblems: number | null;
}

export interface PerfFigures {
  /** Full `gatsby build` of the demo catalogue, seconds (null: not measured, e.g. --no-build). */
  buildSeconds: number | null;
  pages: PageFigures[];
}

export interface BudgetRow {
  figure: string;
  target: string;
  measured: string;
  /** null: not measured (shown, never counted as a pass). */
  pass: boolean | null;
  /**
   * Shown beside the budgets, never failing the run: the Lighthouse scores. On the shared 2-core
   * machines a score moves 2 to 7 points between runs of the same build (issue 42).
   */
  reportedOnly?: true;
}

/**
 * Lighthouse mobile performance score the pages aim at (reported, not gated): 100 on catalogue
 * pages, at least 95 on the app pages.
 */
export const LIGHTHOUSE_MIN: Record<PageType, number> = { home: 100, category: 100, product: 100, checkout: 95, profile: 95 };
/** First-load JS, gzipped KB: 100 on catalogue pages, 130 on checkout and profile (issue 42). */
export const FIRST_LOAD_JS_MAX_KB: Record<PageType, number> = {
  home: 100,
  category: 100,
  product: 100,
  checkout: 130,
  profile: 130,
};
/**
 * What CI holds a production build's first-load JS to (`npm run check:build`), gzipped KB: the
 * figures main has reached (docs/performance.md), rounded up to the whole KB plus 1 and never above
 * FIRST_LOAD_JS_MAX_KB, so no change adds bytes unnoticed. Lowered as bytes come off.
 */
export const FIRST_LOAD_JS_GUARD_KB: Record<PageType, number> = {
  home: 97,
  category: 100,
  product: 99,
  checkout: 98,
  profile: 101,
};

/** LCP at most this factor of the LCP of the page's bare HTML copy (issue 25: 1.10, open and closed). */
export const LCP_FACTOR_MAX = 1.1;
export const CLS_MAX = 0.02;
/** Full build of the demo catalogue, seconds: 10 minutes on 2 cores. */
export const BUILD_SECONDS_MAX = 600;
/** Full build of the scaled catalogue (10,000 products), seconds: 5 minutes on 2 cores (issue 42). */
export const SCALE_BUILD_SECONDS_MAX = 300;
/** Peak memory of the scaled build, MB (3 GB). */
export const PEAK_RSS_MB_MAX = 3 * 1024;
/** Rebuild of the scaled catalogue with Gatsby's cache after one price change, seconds. */
export const REBUILD_SECONDS_MAX = 60;

const known = (x: number | null | undefined): x is number => typeof x === 'number' && Number.isFinite(x);
const fmt = (x: number, digits = 0) => x.toFixed(digits);

/** `type: measured KB > guard KB` for each page above its CI guard; a page not measured is a problem too. */
export function firstLoadGuardProblems(pages: { type: PageType; firstLoadJsKB: number | null }[]): string[] {
  return pages.flatMap(({ type, firstLoadJsKB: kb }) => {
    const guard = FIRST_LOAD_JS_GUARD_KB[type];
    if (!known(kb)) return [`${type}: first-load JS not measured`];
    return kb > guard ? [`${type}: first-load JS ${fmt(kb, 1)} KB > ${fmt(guard, 1)} KB`] : [];
  });
}

function row(
  figure: string,
  target: string,
  value: number | null | undefined,
  show: (v: number) => string,
  ok: (v: number) => boolean,
) {
  return known(value)
    ? { figure, target, measured: show(value), pass: ok(value) }
    : { figure, target, measured: 'not measured', pass: null };
}

/** One row per budget of a page run, in a fixed order: per page (score, LCP, CLS, JS), then the demo build. */
export function budgetRows(figures: PerfFigures): BudgetRow[] {
  const rows: BudgetRow[] = [];
  for (const page of figures.pages) {
    const name = page.shop ? `${page.type} (${page.shop})` : page.type;
    const lh = page.lighthouse;
    const minScore = LIGHTHOUSE_MIN[page.type];
    rows.push({
      ...row(
        `${name}: Lighthouse mobile performance`,
        minScore === 100 ? '100' : `>= ${minScore}`,
        lh?.score,
        (v) => fmt(v),
        (v) => v >= minScore,
      ),
      reportedOnly: true,
    });
    const bareLcpMs = page.bareLcpMs;
    const lcpLimit = known(bareLcpMs) ? bareLcpMs * LCP_FACTOR_MAX : null;
    rows.push(
      known(lcpLimit)
        ? row(
            `${name}: LCP`,
            `<= ${LCP_FACTOR_MAX} x bare (${fmt(lcpLimit)} ms)`,
            lh?.lcpMs,
            (v) => `${fmt(v)} ms (${fmt(v / bareLcpMs!, 2)} x)`,
            (v) => v <= lcpLimit,
          )
        : { figure: `${name}: LCP`, target: `<= ${LCP_FACTOR_MAX} x bare`, measured: 'no bare figure', pass: null },
    );
    rows.push(
      row(
        `${name}: CLS`,
        `<= ${CLS_MAX}`,
        lh?.cls,
        (v) => fmt(v, 3),
        (v) => v <= CLS_MAX,
      ),
    );
    const maxJs = FIRST_LOAD_JS_MAX_KB[page.type];
    rows.push(
      row(
        `${name}: first-load JS (gz)`,
        `<= ${maxJs} KB`,
        page.firstLoadJsKB,
        (v) => `${fmt(v, 1)} KB`,
        (v) => v <= maxJs,
      ),
    );
  }
  rows.push(
    row(
      'full build, demo catalogue',
      `<= ${BUILD_SECONDS_MAX} s`,
      figures.buildSeconds,
      (v) => `${fmt(v)} s`,
      (v) => v <= BUILD_SECONDS_MAX,
    ),
  );
  return rows;
}

/** The rows of a `--scale` run: only what it measures (a demo-build row would never pass there). */
export function scaleBudgetRows(scale: ScaleFigures): BudgetRow[] {
  const n = scale.products.toLocaleString('en-US');
  return [
    row(
      `full build, ${n} products`,
      `<= ${SCALE_BUILD_SECONDS_MAX} s`,
      scale.buildSeconds,
      (v) => `${fmt(v)} s`,
      (v) => v <= SCALE_BUILD_SECONDS_MAX,
    ),
    row(
      `peak memory of that build`,
      `<= ${PEAK_RSS_MB_MAX} MB`,
      scale.peakRssMB,
      (v) => `${fmt(v)} MB`,
      (v) => v <= PEAK_RSS_MB_MAX,
    ),
    row(
      'rebuild after one price change (cached)',
      `<= ${REBUILD_SECONDS_MAX} s`,
      scale.rebuildSeconds,
      (v) => `${fmt(v)} s`,
      (v) => v <= REBUILD_SECONDS_MAX,
    ),
    row(
      'redirect table of that build',
      'every category rule, none shadowed, catch-all last',
      scale.redirectProblems,
      (v) => (v === 0 ? 'correct' : `${v} problem(s)`),
      (v) => v === 0,
    ),
  ];
}

/** True when every budget is measured and passes (the rows reported only do not count). */
export function allBudgetsMet(rows: BudgetRow[]): boolean {
  return rows.every((r) => r.reportedOnly || r.pass === true);
}

function resultCell(r: BudgetRow): string {
  const result = r.pass === null ? '-' : r.pass ? 'PASS' : 'FAIL';
  return r.reportedOnly && r.pass !== null ? `${result} (not gated)` : result;
}

/** A plain-text table: figure, target, measured, PASS / FAIL / -. */
export function renderBudgetTable(rows: BudgetRow[]): string {
  const cells = [['budget', 'target', 'measured', 'result'], ...rows.map((r) => [r.figure, r.target, r.measured, resultCell(r)])];
  const widths = cells[0].map((_, i) => Math.max(...cells.map((c) => c[i].length)));
  const line = (c: string[]) =>
    c
      .map((x, i) => x.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
