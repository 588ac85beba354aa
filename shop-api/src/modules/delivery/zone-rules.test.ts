import {
  decideZone,
  MAX_RING_POSITIONS,
  pointInZonePolygon,
  validateZonePolygon,
  type DeliveryZone,
  type LinearRing,
  type Position,
  type ZonePolygon,
} from './zone-rules';

/** A closed axis-aligned rectangle ring, [lon, lat], counter-clockwise. */
const rect = (west: number, south: number, east: number, north: number): LinearRing => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];
const polygon = (...rings: LinearRing[]): ZonePolygon => ({ type: 'Polygon', coordinates: rings });

// Centre: lon 30.70–30.76, lat 46.45–46.49, with a hole (a park) lon 30.72–30.74, lat 46.46–46.48.
// East: lon 30.74–30.80, lat 46.44–46.50, overlapping the centre's strip lon 30.74–30.76.
const zone = (z: Partial<DeliveryZone> & Pick<DeliveryZone, 'id' | 'geometry'>): DeliveryZone => ({
  priority: 0,
  active: true,
  minSum: 300,
  deliveryPrice: 50,
  freeFrom: 500,
  deliveryMinutes: 60,
  ...z,
});
const centre = zone({ id: 1, priority: 1, geometry: polygon(rect(30.7, 46.45, 30.76, 46.49), rect(30.72, 46.46, 30.74, 46.48)) });
const east = zone({ id: 2, priority: 2, geometry: polygon(rect(30.74, 46.44, 30.8, 46.5)) });

describe('decideZone: which zone serves a [lon, lat] point', () => {
  test.each<[string, Position, DeliveryZone[], number | null]>([
    ['inside the centre only', [30.705, 46.455], [centre, east], 1],
    ['outside every zone', [30.6, 46.47], [centre, east], null],
    ['on the outer border (north edge)', [30.71, 46.49], [centre, east], 1],
    ['on the outer border (west edge)', [30.7, 46.47], [centre, east], 1],
    ['on a vertex', [30.7, 46.45], [centre, east], 1],
    ['within rounding of the border (1e-10 degrees) counts as on it', [30.7 - 1e-10, 46.47], [centre, east], 1],
    ['just outside the border (1e-6 degrees, ~0.1 m)', [30.7 - 1e-6, 46.47], [centre, east], null],
    ['inside the hole', [30.73, 46.47], [centre, east], null],
    ['on the hole border (counts as inside the zone)', [30.72, 46.47], [centre, east], 1],
    ['on a hole vertex', [30.72, 46.46], [centre, east], 1],
    ['overlap: the higher priority wins', [30.75, 46.47], [centre, east], 2],
    ['overlap: the higher priority wins, order of the list ignored', [30.75, 46.47], [east, centre], 2],
    ['overlap: priorities swapped', [30.75, 46.47], [{ ...centre, priority: 5 }, east], 1],
    ['overlap: equal priorities, the lower id wins', [30.75, 46.47], [{ ...east, priority: 1 }, centre], 1],
    [
      'overlap: negative priority loses to zero',
      [30.75, 46.47],
      [
        { ...centre, priority: 0 },
        { ...east, priority: -1 },
      ],
      1,
    ],
    ['inactive zone ignored (its own area)', [30.705, 46.455], [{ ...centre, active: false }, east], null],
    ['inactive zone ignored even with the higher priority', [30.75, 46.47], [centre, { ...east, active: false }], 1],
    ['no zones', [30.705, 46.455], [], null],
  ])('%s', (_, point, zones, expectedId) => {
    expect(decideZone(point, zones)?.id ?? null).toBe(expectedId);
  });

  test('returns the zone itself with its numbers (UAH, minutes)', () => {
    const cheap = { ...east, minSum: 150, deliveryPrice: 30, freeFrom: 400, deliveryMinutes: 45 };
    expect(decideZone([30.79, 46.49], [centre, cheap])).toBe(cheap);
  });

  test('a point on a diagonal border counts as inside, despite floating-point rounding', () => {
    // Triangle whose long edge runs from (30.70, 46.45) to (30.76, 46.49); its midpoint is on that edge.
    const triangle = polygon([
      [30.7, 46.45],
      [30.76, 46.45],
      [30.76, 46.49],
      [30.7, 46.45],
    ]);
    const midpoint: Position = [(30.7 + 30.76) / 2, (46.45 + 46.49) / 2];
    // Points on that edge whose cross product rounds to either side of zero (about ±1e-16).
    for (const onEdge of [midpoint, [30.718, 46.462], [30.706, 46.454], [30.742, 46.478]] as Position[]) {
      expect(pointInZonePolygon(onEdge, triangle)).toBe(true);
    }
    // The same distance beyond the edge on the far side is outside.
    expect(pointInZonePolygon([midpoint[0] - 0.001, midpoint[1] + 0.001], triangle)).toBe(false);
    expect(pointInZonePolygon([midpoint[0] + 0.001, midpoint[1] - 0.001], triangle)).toBe(true);
  });

  test('a concave zone: the notch is outside, the arms inside', () => {
    // A "U": the notch lon 30.72–30.74 from lat 46.47 up is not part of the zone.
    const u = polygon([
      [30.7, 46.45],
      [30.76, 46.45],
      [30.76, 46.49],
      [30.74, 46.49],
      [30.74, 46.47],
      [30.72, 46.47],
      [30.72, 46.49],
      [30.7, 46.49],
      [30.7, 46.45],
    ]);
    expect(pointInZonePolygon([30.73, 46.48], u)).toBe(false);
    expect(pointInZonePolygon([30.71, 46.48], u)).toBe(true);
    expect(pointInZonePolygon([30.75, 46.48], u)).toBe(true);
    // A ray from this point passes exactly through the notch's vertices (lat 46.47): still inside.
    expect(pointInZonePolygon([30.705, 46.47], u)).toBe(true);
  });
});

describe('validateZonePolygon', () => {
  const square = rect(30.7, 46.45, 30.76, 46.49);
  const bowtie: LinearRing = [
    [30.7, 46.45],
    [30.76, 46.49],
    [30.76, 46.45],
    [30.7, 46.49],
    [30.7, 46.45],
  ];
  // Two squares sharing only the vertex (30.73, 46.47): a figure eight touching itself.
  const figureEight: LinearRing = [
    [30.7, 46.45],
    [30.73, 46.45],
    [30.73, 46.47],
    [30.76, 46.47],
    [30.76, 46.49],
    [30.73, 46.49],
    [30.73, 46.47],
    [30.7, 46.47],
    [30.7, 46.45],
  ];
  // The third edge runs back along the second: a spike of no width.
  const spike: LinearRing = [
    [30.7, 46.45],
    [30.76, 46.45],
    [30.76, 46.49],
    [30.76, 46.47],
    [30.7, 46.49],
    [30.7, 46.45],
  ];
  const repeated: LinearRing = [
    [30.7, 46.45],
    [30.76, 46.45],
    [30.76, 46.45],
    [30.76, 46.49],
    [30.7, 46.45],
  ];
  const tooMany: LinearRing = [
    ...Array.from({ length: MAX_RING_POSITIONS }, (_, i): Position => [30.7 + (0.06 * i) / MAX_RING_POSITIONS, 46.45]),
    [30.76, 46.49],
    [30.7, 46.45],
  ];

  test.each<[string, ZonePolygon, ReturnType<typeof validateZonePolygon>]>([
    ['a closed square', polygon(square), { ok: true }],
    ['a square with a hole', centre.geometry, { ok: true }],
    [
      'a closed triangle (4 positions)',
      polygon([
        [30.7, 46.45],
        [30.76, 46.45],
        [30.76, 46.49],
        [30.7, 46.45],
      ]),
      { ok: true },
    ],
    ['a clockwise ring', polygon(rect(30.7, 46.45, 30.76, 46.49).reverse()), { ok: true }],
    ['no rings', polygon(), { ok: false, error: 'zone_polygon_empty', ring: 0 }],
    ['unclosed ring', polygon(square.slice(0, 4)), { ok: false, error: 'zone_ring_not_closed', ring: 0 }],
    [
      'fewer than 4 positions',
      polygon([
        [30.7, 46.45],
        [30.76, 46.45],
        [30.7, 46.45],
      ]),
      { ok: false, error: 'zone_ring_too_few_positions', ring: 0 },
    ],
    ['more than the maximum positions', polygon(tooMany), { ok: false, error: 'zone_ring_too_many_positions', ring: 0 }],
    ['self-crossing (bow tie)', polygon(bowtie), { ok: false, error: 'zone_ring_self_intersecting', ring: 0 }],
    [
      'touching itself at a vertex (figure eight)',
      polygon(figureEight),
      { ok: false, error: 'zone_ring_self_intersecting', ring: 0 },
    ],
    ['doubling back along an edge', polygon(spike), { ok: false, error: 'zone_ring_self_intersecting', ring: 0 }],
    [
      'a flat triangle (every position on one line)',
      polygon([
        [30.7, 46.45],
        [30.76, 46.45],
        [30.73, 46.45],
        [30.7, 46.45],
      ]),
      { ok: false, error: 'zone_ring_self_intersecting', ring: 0 },
    ],
    ['a repeated position', polygon(repeated), { ok: false, error: 'zone_ring_self_intersecting', ring: 0 }],
    [
      'a self-crossing hole names its ring',
      polygon(square, bowtie),
      { ok: false, error: 'zone_ring_self_intersecting', ring: 1 },
    ],
    [
      'an unclosed hole names its ring',
      polygon(square, rect(30.72, 46.46, 30.74, 46.48).slice(0, 4)),
      { ok: false, error: 'zone_ring_not_closed', ring: 1 },
    ],
    [
      'latitude beyond 90',
      polygon([
        [30.7, 46.45],
        [30.76, 91],
        [30.76, 46.49],
        [30.7, 46.45],
      ]),
      { ok: false, error: 'zone_position_invalid', ring: 0 },
    ],
    [
      'a position that is not a number',
      polygon([
        [30.7, 46.45],
        [NaN, 46.45],
        [30.76, 46.49],
        [30.7, 46.45],
      ]),
      { ok: false, error: 'zone_position_invalid', ring: 0 },
    ],
  ])('%s', (_, geometry, expected) => {
    expect(validateZonePolygon(geometry)).toEqual(expected);
  });
});
