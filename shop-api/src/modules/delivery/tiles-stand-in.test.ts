import { inflateSync } from 'node:zlib';
import { encodePng, isTile, standInTile, TILE_SIZE } from './tiles-stand-in';

test.each([
  [0, 0, 0, true],
  [1, 1, 1, true],
  [1, 2, 0, false],
  [12, 2396, 1441, true],
  [12, 4096, 0, false],
  [19, 2 ** 19 - 1, 0, true],
  [20, 0, 0, false],
  [-1, 0, 0, false],
  [3, -1, 0, false],
  [3, 1.5, 0, false],
])('tile z%s x%s y%s of the grid: %s', (z, x, y, expected) => {
  expect(isTile(z, x, y)).toBe(expected);
});

test('the tile is a 256-px RGB PNG whose pixels are the drawing (ground, street, edge)', () => {
  const png = standInTile();
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([TILE_SIZE, TILE_SIZE, 8, 2]);
  const dataLength = png.readUInt32BE(33);
  expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
  const raw = inflateSync(png.subarray(41, 41 + dataLength));
  const row = 1 + TILE_SIZE * 3;
  expect(raw.length).toBe(row * TILE_SIZE);
  const rgb = (x: number, y: number) => [...raw.subarray(y * row + 1 + x * 3, y * row + 4 + x * 3)];
  expect(rgb(0, 10)).toEqual([214, 218, 206]);
  expect(rgb(10, 10)).toEqual([236, 239, 228]);
  expect(rgb(30, 10)).toEqual([255, 255, 255]);
  expect(png.subarray(-8, -4).toString('ascii')).toBe('IEND');
});

test("each chunk's CRC is the standard CRC-32 of its type and data", () => {
  const png = encodePng(1, 1, () => [255, 0, 0]);
  // IHDR of a 1×1 RGB image: its CRC as every PNG encoder writes it.
  expect(png.readUInt32BE(29).toString(16)).toBe('907753de');
});
