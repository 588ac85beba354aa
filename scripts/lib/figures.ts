/** Small number helpers of `npm run perf`'s figures: medians of runs and rounding for its tables. */

/** The median of the known (finite) values; null when there are none. */
export const median = (xs: (number | null | undefined)[]): number | null => {
  const s = xs.filter((x): x is number => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return null;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

export function round(x: number | null | undefined, digits = 1): number | null {
  return x === null || x === undefined ? null : Math.round(x * 10 ** digits) / 10 ** digits;
}

export const roundKnown = (x: number, digits = 1): number => Math.round(x * 10 ** digits) / 10 ** digits;
