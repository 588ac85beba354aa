import { decideDistinct, decideWindow, strictest } from './rules';

const MIN = 60_000;
const W = { max: 5, windowMs: 15 * MIN };
const NOW = 1_000 * MIN;

describe('decideWindow (at most max events in any window)', () => {
  test.each([
    ['no events', [], { ok: true }],
    ['4 recent events: the 5th is allowed', [1, 2, 3, 4].map((i) => NOW - i * MIN), { ok: true }],
    // 5 events 1..5 minutes ago: the oldest of the newest 5 (5 min ago) leaves at +10 min.
    [
      '5 recent events: refused until the 5th newest leaves',
      [1, 2, 3, 4, 5].map((i) => NOW - i * MIN),
      { ok: false, retryAfterS: 600 },
    ],
    [
      '6 events: waits for the 5th newest, not the oldest',
      [1, 2, 3, 4, 5, 6].map((i) => NOW - i * MIN),
      { ok: false, retryAfterS: 600 },
    ],
    ['5 events, one exactly at the window edge (outside)', [1, 2, 3, 4, 15].map((i) => NOW - i * MIN), { ok: true }],
    [
      '5 events just inside the window: 1 s to wait',
      [1, 2, 3, 4].map((i) => NOW - i * MIN).concat(NOW - 15 * MIN + 1000),
      { ok: false, retryAfterS: 1 },
    ],
    ['events in the future (a moved clock) do not count', [1, 2, 3, 4, 5].map((i) => NOW + i * MIN), { ok: true }],
    ['5 events right now: the whole window', [NOW, NOW, NOW, NOW, NOW], { ok: false, retryAfterS: 900 }],
  ])('%s', (_what, hits, expected) => {
    expect(decideWindow(hits, NOW, W)).toEqual(expected);
  });

  test('max 0 refuses everything for a window', () => {
    expect(decideWindow([], NOW, { max: 0, windowMs: MIN })).toEqual({ ok: false, retryAfterS: 60 });
  });

  test('the limit lifts after the window', () => {
    const hits = [NOW, NOW, NOW, NOW, NOW];
    expect(decideWindow(hits, NOW + 15 * MIN - 1, W).ok).toBe(false);
    expect(decideWindow(hits, NOW + 15 * MIN, W).ok).toBe(true);
  });
});

describe('decideDistinct (distinct subjects per window)', () => {
  const H = { max: 3, windowMs: 60 * MIN };
  const hits = (...list: [string, number][]) => list.map(([subject, minutesAgo]) => ({ subject, at: NOW - minutesAgo * MIN }));
  test.each([
    ['nothing yet', hits(), 'a', { ok: true }],
    ['2 phones texted: a 3rd is allowed', hits(['a', 1], ['b', 2]), 'c', { ok: true }],
    [
      '3 phones texted: a 4th is refused until the oldest leaves',
      hits(['a', 1], ['b', 2], ['c', 50]),
      'd',
      { ok: false, retryAfterS: 600 },
    ],
    ['3 phones texted: one of them again is allowed', hits(['a', 1], ['b', 2], ['c', 50]), 'c', { ok: true }],
    ['repeats of one phone count once', hits(['a', 1], ['a', 2], ['a', 3], ['b', 4]), 'c', { ok: true }],
    [
      'a phone counts from its latest send',
      hits(['a', 1], ['b', 2], ['c', 59], ['c', 30]),
      'd',
      { ok: false, retryAfterS: 1800 },
    ],
    ['phones older than the window do not count', hits(['a', 60], ['b', 61], ['c', 70]), 'd', { ok: true }],
  ])('%s', (_what, list, subject, expected) => {
    expect(decideDistinct(list, subject, NOW, H)).toEqual(expected);
  });
});

describe('strictest', () => {
  test.each([
    [[{ ok: true }, { ok: true }], { ok: true }],
    [[{ ok: true }, { ok: false, retryAfterS: 5 }], { ok: false, retryAfterS: 5 }],
    [
      [
        { ok: false, retryAfterS: 9 },
        { ok: false, retryAfterS: 5 },
      ],
      { ok: false, retryAfterS: 9 },
    ],
    [[], { ok: true }],
  ] as const)('%j -> %j', (decisions, expected) => {
    expect(strictest(decisions)).toEqual(expected);
  });
});
