/**
 * The raster tile server's stand-in (issue 47, decision 471): what a slippy-map tile server
 * answers for `{z}/{x}/{y}` (a 256 × 256 PNG; 404 for a tile outside the zoom's grid), drawn
 * here as a light ground with a street grid, so a build with GATSBY_MAP_TILES_URL pointing at the
 * local API (the e2e build) shows a real map without any network. Never used in production.
 */
import { deflateSync } from 'node:zlib';

/** Pixels per side, as every slippy-map tile server. */
export const TILE_SIZE = 256;
/** The deepest zoom the stand-in serves (Leaflet's maxZoom of the shop's maps). */
export const MAX_TILE_ZOOM = 19;

/** Is z/x/y a tile of the grid (x and y within 0..2^z-1)? */
export function isTile(z: number, x: number, y: number): boolean {
  if (![z, x, y].every(Number.isInteger) || z < 0 || z > MAX_TILE_ZOOM) return false;
  const side = 2 ** z;
  return x >= 0 && y >= 0 && x < side && y < side;
}

let tile: Buffer | null = null;

/** The one PNG answered for every tile (made once). */
export function standInTile(): Buffer {
  tile ??= encodePng(TILE_SIZE, TILE_SIZE, groundPixel);
  return tile;
}

/** RGB of a pixel: streets 6 px wide every 64 px on a pale ground, a thin edge where tiles meet. */
function groundPixel(x: number, y: number): [number, number, number] {
  if (x === 0 || y === 0) return [214, 218, 206];
  if (x % 64 >= 29 && x % 64 < 35) return [255, 255, 255];
  if (y % 64 >= 29 && y % 64 < 35) return [255, 255, 255];
  return [236, 239, 228];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A truecolour PNG (8 bits a channel, no filter) of width × height pixels. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * row + 1 + x * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, filter 0, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
