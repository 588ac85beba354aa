import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Local food-tile art (no network): an SVG plate in a hue derived from the dish's name,
 * rendered by sharp to JPEG in the sizes the API serves. Existing files are kept, so a restart
 * costs nothing.
 */
export function hueOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

const SHAPES: Record<string, (hue: number) => string> = {
  pizza: (h) =>
    `<circle cx="200" cy="200" r="150" fill="hsl(38,80%,62%)"/><circle cx="200" cy="200" r="130" fill="hsl(${h % 30},75%,52%)"/>` +
    [0, 60, 120, 180, 240, 300]
      .map(
        (a) =>
          `<circle cx="${200 + 80 * Math.cos((a * Math.PI) / 180)}" cy="${200 + 80 * Math.sin((a * Math.PI) / 180)}" r="16" fill="hsl(${h},55%,35%)"/>`,
      )
      .join(''),
  sushi: (h) =>
    [130, 200, 270]
      .map(
        (x) =>
          `<circle cx="${x}" cy="200" r="44" fill="#1f2a24"/><circle cx="${x}" cy="200" r="34" fill="#f6f3ea"/><circle cx="${x}" cy="200" r="16" fill="hsl(${h % 40},85%,60%)"/>`,
      )
      .join(''),
  kitchen: (h) =>
    `<ellipse cx="200" cy="215" rx="140" ry="95" fill="hsl(${h},60%,45%)"/><ellipse cx="200" cy="200" rx="110" ry="70" fill="hsl(${(h + 40) % 360},70%,60%)"/><circle cx="160" cy="190" r="18" fill="hsl(${(h + 120) % 360},55%,45%)"/><circle cx="235" cy="205" r="14" fill="hsl(${(h + 200) % 360},55%,50%)"/>`,
  bar: (h) =>
    `<path d="M140 90h120l-16 230h-88z" fill="hsl(${h},70%,60%)" opacity="0.9"/><path d="M150 130h100" stroke="#fff" stroke-width="8" opacity="0.6"/><circle cx="245" cy="95" r="26" fill="hsl(${(h + 60) % 360},80%,55%)"/>`,
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

/** Renders `{dir}/{base}-{width}.jpg` for each width unless it exists. */
export async function ensureImage(imagesDir: string, base: string, kind: string, widths: number[]): Promise<void> {
  const missing = widths.filter((w) => !fs.existsSync(path.join(imagesDir, `${base}-${w}.jpg`)));
  if (missing.length === 0) return;
  fs.mkdirSync(path.dirname(path.join(imagesDir, base)), { recursive: true });
  const source = Buffer.from(tileSvg(kind, base));
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
