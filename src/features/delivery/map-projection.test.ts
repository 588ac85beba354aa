import { fitProjection, polygonPath, type LatLng } from './map-projection';

const square: LatLng[] = [
  [46.5, 30.7],
  [46.5, 30.8],
  [46.4, 30.8],
  [46.4, 30.7],
];

describe('delivery map projection', () => {
  it('puts north up and west left, inside the padding', () => {
    const p = fitProjection([square], 400, 10);
    const [x1, y1] = p.toXY([46.5, 30.7]);
    const [x2, y2] = p.toXY([46.4, 30.8]);
    expect([x1, y1]).toEqual([10, 10]);
    expect(x2).toBeCloseTo(390);
    expect(Math.abs(y2 - (p.height - 10))).toBeLessThanOrEqual(0.5); // height is whole pixels
  });
  it('keeps proportions: a degree of longitude is shorter than a degree of latitude at 46°', () => {
    const p = fitProjection([square], 400, 0);
    expect(p.height).toBeGreaterThan(400); // 0.1° lat is taller than 0.1° lng is wide
  });
  it('writes a closed path', () => {
    expect(polygonPath(square, fitProjection([square], 100, 0))).toMatch(/^M0\.0 0\.0 L100\.0 0\.0 L100\.0 \d+\.\d Z$|^M.* Z$/);
  });
  it('survives no polygons', () => {
    expect(fitProjection([], 300).toXY([0, 0])).toEqual([150, 150]);
  });
});
