import type { ApiError } from '../../api-client/client';
import {
  formatDegrees,
  insertNearest,
  starterOutline,
  movePoint,
  outlineOf,
  parseDegrees,
  removePoint,
  splitSide,
  withOutline,
  zoneSaveErrorKey,
  type Point,
} from './zone-shape-rules';

const SQUARE: Point[] = [
  [30.7, 46.45],
  [30.76, 46.45],
  [30.76, 46.49],
  [30.7, 46.49],
];
const HOLE: Point[] = [
  [30.72, 46.46],
  [30.73, 46.46],
  [30.73, 46.47],
  [30.72, 46.46],
];
const geometry = { type: 'Polygon' as const, coordinates: [[...SQUARE, SQUARE[0]], HOLE] };

test('the outline is the outer ring without its closing point; written back closed, the holes kept', () => {
  expect(outlineOf(geometry)).toEqual(SQUARE);
  expect(outlineOf({ type: 'Polygon', coordinates: [SQUARE] })).toEqual(SQUARE);
  const moved = movePoint(SQUARE, 1, [30.8, 46.44]);
  expect(withOutline(geometry, moved)).toEqual({ type: 'Polygon', coordinates: [[...moved, moved[0]], HOLE] });
  expect(withOutline(geometry, outlineOf(geometry))).toEqual(geometry);
});

test.each<[string, Point[], Point[]]>([
  ['a point removed', removePoint(SQUARE, 0), SQUARE.slice(1)],
  ['a triangle keeps its three points', removePoint(SQUARE.slice(0, 3), 1), SQUARE.slice(0, 3)],
  ['a side split after point 1', splitSide(SQUARE, 1), [SQUARE[0], SQUARE[1], [30.76, 46.47], SQUARE[2], SQUARE[3]]],
  ['the closing side split after the last point', splitSide(SQUARE, 3), [...SQUARE, [30.7, 46.47]]],
  // A click just outside the east side goes between its two corners.
  [
    'a click beside the east side',
    insertNearest(SQUARE, [30.77, 46.47]),
    [SQUARE[0], SQUARE[1], [30.77, 46.47], SQUARE[2], SQUARE[3]],
  ],
  ['a click beside the closing (west) side', insertNearest(SQUARE, [30.69, 46.47]), [...SQUARE, [30.69, 46.47]]],
  [
    'a click near the south-west corner on the south side',
    insertNearest(SQUARE, [30.71, 46.449]),
    [SQUARE[0], [30.71, 46.449], ...SQUARE.slice(1)],
  ],
])('%s', (_, actual, expected) => {
  expect(actual).toEqual(expected);
});

test.each<[string, 90 | 180, number | null]>([
  ['46.4521', 90, 46.4521],
  ['46,4521', 90, 46.4521],
  [' 30.7 ', 180, 30.7],
  ['', 90, null],
  ['abc', 90, null],
  ['91', 90, null],
  ['-180', 180, -180],
  ['180.1', 180, null],
])('parseDegrees(%p, %i) = %p', (text, limit, expected) => {
  expect(parseDegrees(text, limit)).toBe(expected);
});

test.each<[string, Point[][], Point[]]>([
  [
    'the middle of the zones',
    [
      SQUARE,
      [
        [30.8, 46.5],
        [30.82, 46.5],
        [30.82, 46.52],
      ],
    ],
    [
      [30.75375, 46.47875],
      [30.76625, 46.47875],
      [30.76625, 46.49125],
      [30.75375, 46.49125],
    ],
  ],
  [
    'no zone yet: the city centre',
    [],
    [
      [30.72635, 46.47625],
      [30.73885, 46.47625],
      [30.73885, 46.48875],
      [30.72635, 46.48875],
    ],
  ],
])("a new zone's square: %s", (_, outlines, expected) => {
  expect(starterOutline(outlines)).toEqual(expected);
});

test.each<[number, string]>([
  [30.746000000000002, '30.746'],
  [46.4846, '46.4846'],
  [30.12345678, '30.123457'],
  [-0.5, '-0.5'],
])('formatDegrees(%p) = %p', (value, shown) => {
  expect(formatDegrees(value)).toBe(shown);
});

describe('zoneSaveErrorKey', () => {
  it.each<[string, ApiError, string]>([
    [
      'a rejection names its first field message',
      { kind: 'validation', message: 'x', fields: { geometry: ['zone_ring_self_intersecting'], price: ['y'] } },
      'zone_ring_self_intersecting',
    ],
    ['a rejection without field messages', { kind: 'validation', message: 'x' }, 'desk_zone_invalid'],
    ['a rejection with an empty field list', { kind: 'validation', message: 'x', fields: { geometry: [] } }, 'desk_zone_invalid'],
    ['the network', { kind: 'network', message: 'api_network' }, 'desk_action_failed'],
    ['a server error', { kind: 'http', status: 500, message: 'api_server_error' }, 'desk_action_failed'],
  ])('%s', (_case, error, key) => {
    expect(zoneSaveErrorKey(error)).toBe(key);
  });
});
