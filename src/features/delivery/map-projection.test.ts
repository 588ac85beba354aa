import { fitProjection, fitProjectionInBox, polygonPath, type LatLng } from './map-projection';

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
  it('fits a tall drawing into the box: scaled down to its height, centred across, proportions kept', () => {
    const tall: LatLng[] = [
      [46.6, 30.7],
      [46.6, 30.8],
      [46.3, 30.8],
      [46.3, 30.7],
    ];
    expect(fitProjection([tall], 600, 12).height).toBeGreaterThan(1000);
    const p = fitProjectionInBox([tall], 600, 400, 12);
    expect([p.width, p.height]).toEqual([600, 400]);
    const [x1, y1] = p.toXY([46.6, 30.7]);
    const [x2, y2] = p.toXY([46.3, 30.8]);
    expect(y1).toBeCloseTo(12);
    expect(y2).toBeCloseTo(388, 0);
    expect(x1 + x2).toBeCloseTo(600); // centred
    // Same shape as unboxed: width to height of the drawing unchanged.
    const free = fitProjection([tall], 600, 0);
    const [fx1, fy1] = free.toXY([46.6, 30.7]);
    const [fx2, fy2] = free.toXY([46.3, 30.8]);
    expect((x2 - x1) / (y2 - y1)).toBeCloseTo((fx2 - fx1) / (fy2 - fy1), 3);
  });
  it('leaves a drawing that fits as it is', () => {
    const p = fitProjectionInBox([square], 400, 1000, 10);
    expect(p.height).toBe(fitProjection([square], 400, 10).height);
  });
});
