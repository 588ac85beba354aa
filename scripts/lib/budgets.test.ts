/** @jest-environment node */
import {
  allBudgetsMet,
  budgetRows,
  FIRST_LOAD_JS_GUARD_KB,
  FIRST_LOAD_JS_MAX_KB,
  firstLoadGuardProblems,
  renderBudgetTable,
  scaleBudgetRows,
  type PageFigures,
  type PerfFigures,
  type ScaleFigures,
} from './budgets';

const page = (
  type: PageFigures['type'],
  score: number,
  lcpMs: number,
  cls: number,
  js: number,
  bareLcpMs = 1000,
): PageFigures => ({
  type,
  firstLoadJsKB: js,
  lighthouse: { score, lcpMs, cls },
  bareLcpMs,
});

const passing: PerfFigures = {
  buildSeconds: 120,
  pages: [
    page('home', 100, 1100, 0, 90),
    page('category', 100, 1320, 0.02, 100, 1200),
    page('product', 100, 900, 0.001, 95),
    page('checkout', 95, 1100, 0, 130),
    page('profile', 97, 1000, 0, 120),
  ],
};
const passingScale: ScaleFigures = {
  products: 10_000,
  buildSeconds: 300,
  peakRssMB: 3072,
  rebuildSeconds: 60,
  redirectProblems: 0,
};

const result = (figures: PerfFigures, figure: string) => budgetRows(figures).find((r) => r.figure === figure);

describe('performance budgets (issues 10 and 42)', () => {
  it('passes every row at exactly the targets', () => {
    const rows = budgetRows(passing);
    expect(rows).toHaveLength(5 * 4 + 1);
    expect(rows.filter((r) => r.pass !== true)).toEqual([]);
    expect(allBudgetsMet(rows)).toBe(true);
  });

  it('holds a --scale run to its own four figures (the demo build is not part of it)', () => {
    const rows = scaleBudgetRows(passingScale);
    expect(rows.map((r) => [r.figure, r.measured, r.pass])).toEqual([
      ['full build, 10,000 products', '300 s', true],
      ['peak memory of that build', '3072 MB', true],
      ['rebuild after one price change (cached)', '60 s', true],
      ['redirect table of that build', 'correct', true],
    ]);
    expect(allBudgetsMet(rows)).toBe(true);
  });

  it.each<[string, (f: ScaleFigures) => void, string, string]>([
    ['scaled build 301 s', (f) => (f.buildSeconds = 301), 'full build, 10,000 products', '301 s'],
    ['peak memory 3073 MB', (f) => (f.peakRssMB = 3073), 'peak memory of that build', '3073 MB'],
    ['the redirect table has 2 problems', (f) => (f.redirectProblems = 2), 'redirect table of that build', '2 problem(s)'],
    ['rebuild 61 s', (f) => (f.rebuildSeconds = 61), 'rebuild after one price change (cached)', '61 s'],
    ['the rebuild is not measured', (f) => (f.rebuildSeconds = null), 'rebuild after one price change (cached)', 'not measured'],
  ])('fails a --scale run when %s', (_, change, figure, measured) => {
    const scale = structuredClone(passingScale);
    change(scale);
    const rows = scaleBudgetRows(scale);
    expect(rows.find((r) => r.figure === figure)).toMatchObject({ measured, pass: measured === 'not measured' ? null : false });
    expect(rows.filter((r) => r.pass !== true)).toHaveLength(1);
    expect(allBudgetsMet(rows)).toBe(false);
  });

  it.each<[string, (f: PerfFigures) => void, string, string]>([
    ['home scores 99', (f) => (f.pages[0].lighthouse!.score = 99), 'home: Lighthouse mobile performance', '99'],
    ['category scores 99', (f) => (f.pages[1].lighthouse!.score = 99), 'category: Lighthouse mobile performance', '99'],
    ['checkout scores 94', (f) => (f.pages[3].lighthouse!.score = 94), 'checkout: Lighthouse mobile performance', '94'],
    ['profile scores 94', (f) => (f.pages[4].lighthouse!.score = 94), 'profile: Lighthouse mobile performance', '94'],
  ])('reports, and does not fail the run, when %s (Lighthouse: reported, not gated; issue 42)', (_, change, figure, measured) => {
    const figures: PerfFigures = structuredClone(passing);
    change(figures);
    const rows = budgetRows(figures);
    expect(rows.find((r) => r.figure === figure)).toMatchObject({ measured, pass: false, reportedOnly: true });
    expect(rows.filter((r) => r.pass === false)).toHaveLength(1);
    expect(allBudgetsMet(rows)).toBe(true);
  });

  it('marks only the Lighthouse scores as reported', () => {
    const reported = budgetRows(passing).filter((r) => r.reportedOnly);
    expect(reported.map((r) => r.figure)).toEqual(passing.pages.map((p) => `${p.type}: Lighthouse mobile performance`));
  });

  it.each<[string, (f: PerfFigures) => void, string, string]>([
    ['product LCP 1101 ms (bare 1000)', (f) => (f.pages[2].lighthouse!.lcpMs = 1101), 'product: LCP', '1101 ms (1.10 x)'],
    [
      'category LCP 1321 ms (its bare copy 1200)',
      (f) => (f.pages[1].lighthouse!.lcpMs = 1321),
      'category: LCP',
      '1321 ms (1.10 x)',
    ],
    ['home LCP 1100 ms, its bare copy 999', (f) => (f.pages[0].bareLcpMs = 999), 'home: LCP', '1100 ms (1.10 x)'],
    ['category CLS 0.021', (f) => (f.pages[1].lighthouse!.cls = 0.021), 'category: CLS', '0.021'],
    ['home JS 100.1 KB', (f) => (f.pages[0].firstLoadJsKB = 100.1), 'home: first-load JS (gz)', '100.1 KB'],
    ['product JS 100.1 KB', (f) => (f.pages[2].firstLoadJsKB = 100.1), 'product: first-load JS (gz)', '100.1 KB'],
    ['checkout JS 130.5 KB', (f) => (f.pages[3].firstLoadJsKB = 130.5), 'checkout: first-load JS (gz)', '130.5 KB'],
    ['demo build 601 s', (f) => (f.buildSeconds = 601), 'full build, demo catalogue', '601 s'],
  ])('fails when %s', (_, change, figure, measured) => {
    const figures: PerfFigures = structuredClone(passing);
    change(figures);
    const rows = budgetRows(figures);
    expect(rows.find((r) => r.figure === figure)).toMatchObject({ measured, pass: false });
    expect(rows.filter((r) => r.pass === false)).toHaveLength(1);
    expect(allBudgetsMet(rows)).toBe(false);
  });

  it('shows unmeasured figures as not measured, never as a pass', () => {
    const figures: PerfFigures = {
      buildSeconds: null,
      pages: [{ type: 'checkout', firstLoadJsKB: 120, lighthouse: null, bareLcpMs: null }],
    };
    const rows = budgetRows(figures);
    expect(rows.map((r) => [r.figure, r.measured, r.pass])).toEqual([
      ['checkout: Lighthouse mobile performance', 'not measured', null],
      ['checkout: LCP', 'no bare figure', null],
      ['checkout: CLS', 'not measured', null],
      ['checkout: first-load JS (gz)', '120.0 KB', true],
      ['full build, demo catalogue', 'not measured', null],
    ]);
    expect(allBudgetsMet(rows)).toBe(false);
  });

  it("states each page's LCP limit in ms from its own bare copy", () => {
    expect(result(passing, 'home: LCP')).toEqual({
      figure: 'home: LCP',
      target: '<= 1.1 x bare (1100 ms)',
      measured: '1100 ms (1.10 x)',
      pass: true,
    });
    expect(result(passing, 'category: LCP')).toEqual({
      figure: 'category: LCP',
      target: '<= 1.1 x bare (1320 ms)',
      measured: '1320 ms (1.10 x)',
      pass: true,
    });
  });

  it('names the state of the shop a page was measured in (perf --shop open,closed)', () => {
    const figures: PerfFigures = {
      buildSeconds: 100,
      pages: [
        { ...page('home', 100, 1000, 0, 100), shop: 'open' },
        { ...page('home', 100, 1200, 0, 100), shop: 'closed' },
      ],
    };
    const rows = budgetRows(figures);
    expect(rows.find((r) => r.figure === 'home (open): LCP')?.pass).toBe(true);
    expect(rows.find((r) => r.figure === 'home (closed): LCP')).toMatchObject({ measured: '1200 ms (1.20 x)', pass: false });
  });

  it('renders a table with a result column', () => {
    const figures: PerfFigures = structuredClone(passing);
    figures.pages[0].lighthouse!.score = 98;
    const text = renderBudgetTable(budgetRows(figures));
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^budget\s+target\s+measured\s+result$/);
    expect(lines).toContainEqual(expect.stringMatching(/^home: Lighthouse mobile performance\s+100\s+98\s+FAIL \(not gated\)$/));
    expect(lines).toContainEqual(
      expect.stringMatching(/^category: Lighthouse mobile performance\s+100\s+100\s+PASS \(not gated\)$/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^full build, demo catalogue\s+<= 600 s\s+120 s\s+PASS$/));
  });
});

describe('the CI guard of first-load JS (npm run check:build)', () => {
  it('passes at the guard, fails above it or unmeasured, and never sits above the budget of issue 42 where that is met', () => {
    const at = (['home', 'category', 'product', 'checkout', 'profile'] as const).map((type) => ({
      type,
      firstLoadJsKB: FIRST_LOAD_JS_GUARD_KB[type],
    }));
    expect(firstLoadGuardProblems(at)).toEqual([]);
    expect(firstLoadGuardProblems([{ type: 'home', firstLoadJsKB: FIRST_LOAD_JS_GUARD_KB.home + 0.1 }])).toEqual([
      `home: first-load JS ${(FIRST_LOAD_JS_GUARD_KB.home + 0.1).toFixed(1)} KB > ${FIRST_LOAD_JS_GUARD_KB.home.toFixed(1)} KB`,
    ]);
    expect(firstLoadGuardProblems([{ type: 'product', firstLoadJsKB: null }])).toEqual(['product: first-load JS not measured']);
    // A guard is what main has reached, and every page is within its budget: no guard above it.
    for (const type of ['home', 'category', 'product', 'checkout', 'profile'] as const) {
      expect(FIRST_LOAD_JS_GUARD_KB[type]).toBeLessThanOrEqual(FIRST_LOAD_JS_MAX_KB[type]);
    }
  });
});
