import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Local image art (no network), rendered by sharp to JPEG in the sizes the API serves: the
 * dishes' pictures (dish-art.ts) and simple plates in a hue derived from a name for ingredients
 * and articles. Existing files are kept, so a restart costs nothing.
 */
export function hueOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

const SHAPES: Record<string, (hue: number) => string> = {
  kitchen: (h) =>
    `<ellipse cx="200" cy="215" rx="140" ry="95" fill="hsl(${h},60%,45%)"/><ellipse cx="200" cy="200" rx="110" ry="70" fill="hsl(${(h + 40) % 360},70%,60%)"/><circle cx="160" cy="190" r="18" fill="hsl(${(h + 120) % 360},55%,45%)"/><circle cx="235" cy="205" r="14" fill="hsl(${(h + 200) % 360},55%,50%)"/>`,
  ingredient: (h) =>
    `<circle cx="200" cy="200" r="120" fill="hsl(${h},65%,55%)"/><circle cx="170" cy="170" r="35" fill="#fff" opacity="0.35"/>`,
};

export function tileSvg(kind: keyof typeof SHAPES | string, seed: string): string {
  const hue = hueOf(seed);
  const draw = SHAPES[kind] ?? SHAPES.kitchen;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
    <rect width="400" height="400" fill="hsl(${(hue + 180) % 360},30%,94%)"/>
    <circle cx="200" cy="205" r="178" fill="#000" opacity="0.07"/>
    <circle cx="200" cy="200" r="175" fill="#fff"/>
    <circle cx="200" cy="200" r="160" fill="#f4f1ec"/>
    ${draw(hue)}
  </svg>`;
}

/**
 * The version of the dishes' art: a data folder whose products/ holds older art (another
 * version's marker or none) gets it redrawn, since existing files are otherwise kept.
 */
export const DISH_ART_VERSION = 'fluent-emoji-plates-1';

/** Removes `{dir}/products` when it was drawn by another art version; marks the current one. */
export function dropOutdatedDishArt(imagesDir: string): void {
  const dir = path.join(imagesDir, 'products');
  const marker = path.join(dir, '.art-version');
  const current = fs.existsSync(marker) ? fs.readFileSync(marker, 'utf8') : null;
  if (current === DISH_ART_VERSION) return;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(marker, DISH_ART_VERSION);
}

/** Renders `{dir}/{base}-{width}.jpg` for each width unless it exists; `art` gives the 400 x 400 SVG. */
export async function ensureImage(imagesDir: string, base: string, art: () => string, widths: number[]): Promise<void> {
  const missing = widths.filter((w) => !fs.existsSync(path.join(imagesDir, `${base}-${w}.jpg`)));
  if (missing.length === 0) return;
  fs.mkdirSync(path.dirname(path.join(imagesDir, base)), { recursive: true });
  const source = Buffer.from(art());
  for (const width of missing) {
    const target = path.join(imagesDir, `${base}-${width}.jpg`);
    const tmp = `${target}.${process.pid}.tmp`;
    await sharp(source, { density: Math.max(72, (72 * width) / 400) })
      .resize(width, width)
      .jpeg({ quality: 78, mozjpeg: true })
      .toFile(tmp);
    fs.renameSync(tmp, target); // atomic: a concurrent reader never sees half a file
  }
}
