/**
 * The local image generator (images.ts): valid SVG art per workshop, real JPEGs at the asked
 * widths, nothing rewritten on a second run (restarts stay fast), no temporary files left behind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { SaxesParser } from 'saxes';
import { DISH_ART_VERSION, dropOutdatedDishArt, ensureImage, hueOf, tileSvg } from './images';
import { dishSvg } from './dish-art';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-images-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const listFiles = (root: string): string[] =>
  fs
    .readdirSync(root, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(path.join(root, e.name)) : [path.relative(dir, path.join(root, e.name))]))
    .sort();

describe('hueOf', () => {
  it('is deterministic and within 0..359', () => {
    for (const text of ['products/margarita', 'products/cola', 'ingredients/basil', '']) {
      expect(hueOf(text)).toBe(hueOf(text));
      expect(hueOf(text)).toBeGreaterThanOrEqual(0);
      expect(hueOf(text)).toBeLessThan(360);
    }
    expect(hueOf('products/margarita')).not.toBe(hueOf('products/pepperoni'));
  });
});

describe('tileSvg', () => {
  it.each(['kitchen', 'ingredient', 'unknown-kind'])('%s art is well-formed SVG', (kind) => {
    const svg = tileSvg(kind, `products/${kind}`);
    let root = '';
    const parser = new SaxesParser({ xmlns: true });
    parser.on('error', (err) => {
      throw err;
    });
    parser.on('opentag', (tag) => {
      root ||= tag.local;
    });
    parser.write(svg).close();
    expect(root).toBe('svg');
    expect(svg).not.toMatch(/NaN|undefined/);
  });

  it('differs between items of the same kind', () => {
    expect(tileSvg('ingredient', 'ingredients/basil')).not.toBe(tileSvg('ingredient', 'ingredients/tomato'));
  });
});

const pizza = () => dishSvg('margarita', 'pizza');

describe('ensureImage', () => {
  it('renders the asked widths as square JPEGs in nested folders, leaving no temporary files', async () => {
    await Promise.all([
      ensureImage(dir, 'products/test-pizza', pizza, [800, 400]),
      ensureImage(dir, 'ingredients/test-basil', () => tileSvg('ingredient', 'basil'), [240, 120]),
    ]);
    expect(listFiles(dir)).toEqual([
      'ingredients/test-basil-120.jpg',
      'ingredients/test-basil-240.jpg',
      'products/test-pizza-400.jpg',
      'products/test-pizza-800.jpg',
    ]);
    for (const [file, size] of [
      ['products/test-pizza-800.jpg', 800],
      ['products/test-pizza-400.jpg', 400],
      ['ingredients/test-basil-120.jpg', 120],
    ] as const) {
      const meta = await sharp(path.join(dir, file)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', size, size]);
    }
    // Small enough for a product grid: the list size stays well under 60 KB.
    expect(fs.statSync(path.join(dir, 'products/test-pizza-400.jpg')).size).toBeLessThan(60_000);
  });

  it('keeps existing files and only renders the missing width', async () => {
    const keep = path.join(dir, 'products/test-pizza-800.jpg');
    const before = fs.statSync(keep).mtimeMs;
    fs.rmSync(path.join(dir, 'products/test-pizza-400.jpg'));
    await ensureImage(dir, 'products/test-pizza', pizza, [800, 400]);
    expect(fs.statSync(keep).mtimeMs).toBe(before);
    expect(fs.existsSync(path.join(dir, 'products/test-pizza-400.jpg'))).toBe(true);
    const started = process.hrtime.bigint();
    await ensureImage(dir, 'products/test-pizza', pizza, [800, 400]);
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(200);
  });

  it('renders the same bytes for the same input (deterministic art)', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-images-'));
    try {
      await ensureImage(other, 'products/test-pizza', pizza, [400]);
      expect(fs.readFileSync(path.join(other, 'products/test-pizza-400.jpg'))).toEqual(
        fs.readFileSync(path.join(dir, 'products/test-pizza-400.jpg')),
      );
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });
});

describe('dropOutdatedDishArt', () => {
  it('clears products/ drawn by older art once, then keeps what the current art drew', () => {
    const images = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-images-'));
    try {
      fs.mkdirSync(path.join(images, 'products'));
      fs.writeFileSync(path.join(images, 'products/old-400.jpg'), 'old art');
      fs.mkdirSync(path.join(images, 'ingredients'));
      fs.writeFileSync(path.join(images, 'ingredients/basil-120.jpg'), 'kept');
      dropOutdatedDishArt(images);
      expect(fs.existsSync(path.join(images, 'products/old-400.jpg'))).toBe(false);
      expect(fs.readFileSync(path.join(images, 'products/.art-version'), 'utf8')).toBe(DISH_ART_VERSION);
      expect(fs.existsSync(path.join(images, 'ingredients/basil-120.jpg'))).toBe(true);
      fs.writeFileSync(path.join(images, 'products/new-400.jpg'), 'current art');
      dropOutdatedDishArt(images);
      expect(fs.existsSync(path.join(images, 'products/new-400.jpg'))).toBe(true);
    } finally {
      fs.rmSync(images, { recursive: true, force: true });
    }
  });
});
