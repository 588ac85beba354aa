import { distanceKm, nearestTo } from './nearest';

describe('distanceKm (haversine)', () => {
  test.each([
    ['the same point', { lat: 46.48, lng: 30.73 }, { lat: 46.48, lng: 30.73 }, 0, 0],
    ['one degree of latitude', { lat: 46, lng: 30 }, { lat: 47, lng: 30 }, 111.2, 0.1],
    ['one degree of longitude at 46° N (shorter than at the equator)', { lat: 46, lng: 30 }, { lat: 46, lng: 31 }, 77.2, 0.1],
    ['Kyiv to Odesa', { lat: 50.4501, lng: 30.5234 }, { lat: 46.4825, lng: 30.7233 }, 441.5, 1],
    ['across the antimeridian', { lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 }, 111.2, 0.1],
  ])('%s', (_name, a, b, km, within) => {
    expect(Math.abs(distanceKm(a, b) - km)).toBeLessThanOrEqual(within);
    expect(distanceKm(b, a)).toBeCloseTo(distanceKm(a, b), 9);
  });
});

describe('nearestTo', () => {
  const from = { lat: 46.62, lng: 31.01 };
  const far = { id: 1, lat: 46.4846, lng: 30.7385 };
  const near = { id: 2, lat: 46.6, lng: 31.0 };
  test.each([
    ['no candidates', [], null],
    ['one', [far], { id: 1, km: 25.6 }],
    ['the closer of two, whichever comes first', [far, near], { id: 2, km: 2.4 }],
    ['the closer of two, listed first', [near, far], { id: 2, km: 2.4 }],
    ['a tie goes to the first listed', [near, { ...near, id: 3 }], { id: 2, km: 2.4 }],
  ])('%s', (_name, candidates, expected) => {
    const found = nearestTo(from, candidates as { id: number; lat: number; lng: number }[]);
    expect(found && { id: found.item.id, km: found.distanceKm }).toEqual(expected);
  });
});
