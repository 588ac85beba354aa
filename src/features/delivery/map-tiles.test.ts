import { parseMapTiles, tilesOrigin } from './map-tiles';

const OSM = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

test.each<[string | undefined, string | undefined, boolean]>([
  [OSM, '© OpenStreetMap', true],
  ['http://localhost:8090/tiles/{z}/{x}/{y}.png', '© local', true],
  [undefined, undefined, false],
  ['', '© OpenStreetMap', false],
  // Attribution is the provider's condition: no attribution, no map.
  [OSM, '', false],
  [OSM, '   ', false],
  ['https://tiles.example.org/{z}/{x}.png', '©', false],
  ['javascript:alert(1)//{z}/{x}/{y}', '©', false],
  ['//tiles.example.org/{z}/{x}/{y}.png', '©', false],
])('parseMapTiles(%p, %p) usable: %p', (url, attribution, usable) => {
  const tiles = parseMapTiles(url, attribution);
  expect(tiles !== null).toBe(usable);
  if (tiles) expect(tiles).toEqual({ url: url!.trim(), attribution: attribution!.trim() });
});

test.each<[string, string | null]>([
  [OSM, 'https://*.tile.openstreetmap.org'],
  ['https://Tiles.Example.org:8443/{z}/{x}/{y}.png?key=abc', 'https://tiles.example.org:8443'],
  ['http://localhost:8090/{z}/{x}/{y}.png', 'http://localhost:8090'],
  ['https://{s}{s}.evil/{z}/{x}/{y}', null],
  ["https://a.example.org';script-src *;/{z}/{x}/{y}", null],
  ['ftp://tiles.example.org/{z}/{x}/{y}', null],
])('tilesOrigin(%p) = %p', (template, origin) => {
  expect(tilesOrigin(template)).toBe(origin);
});
