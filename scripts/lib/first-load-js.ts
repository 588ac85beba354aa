/**
 * The first-load JavaScript of a built page, gzipped: the <script src> files of its HTML and those
 * its after-first-paint loader adds (webpack runtime, framework, app), plus the page template's
 * chunk group from webpack.stats.json (the chunks the app fetches before it hydrates), and its
 * inline scripts. `root` is the built site (public/, or another build's copy).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { roundKnown } from './figures';

const gzipKB = (buf: Buffer): number => zlib.gzipSync(buf, { level: 9 }).length / 1024;

/** The built HTML file of a site path ("/ua/checkout/" -> public/ua/checkout/index.html). */
export const htmlFile = (sitePath: string, root: string): string => path.join(root, sitePath, 'index.html');

/** The page-data.json of a site path ("/" -> public/page-data/index/page-data.json). */
export function pageDataFile(sitePath: string, root: string): string {
  const p = sitePath === '/' ? 'index' : sitePath.replace(/^\/|\/$/g, '');
  return path.join(root, 'page-data', p, 'page-data.json');
}

/** Sizes in KB, gzipped (level 9). */
export type FirstLoadJs = {
  template: string | null;
  files: string[];
  htmlScriptsKB: number;
  totalKB: number;
  inlineKB: number;
  htmlKB: number;
};

export function firstLoadJs(sitePath: string, root: string): FirstLoadJs {
  const html = fs.readFileSync(htmlFile(sitePath, root), 'utf8');
  const files = new Set<string>();
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  // The scripts the after-first-paint loader adds (src/site/after-first-paint.ts): a JSON list of paths.
  for (const m of html.matchAll(/\[("\/[^"\]]+\.js"(?:,"\/[^"\]]+\.js")*)\]\.forEach/g)) sources.push(...JSON.parse(`[${m[1]}]`));
  for (const src of sources) {
    if (src.startsWith('/') && !src.startsWith('//')) files.add(src.split('?')[0]);
  }
  const htmlScripts = [...files];
  let template: string | null = null;
  try {
    template = JSON.parse(fs.readFileSync(pageDataFile(sitePath, root), 'utf8')).componentChunkName;
    const stats = JSON.parse(fs.readFileSync(path.join(root, 'webpack.stats.json'), 'utf8'));
    // The page's template: it loads before hydration.
    for (const a of (stats.namedChunkGroups?.[template as string]?.assets ?? []) as (string | { name: string })[]) {
      const name = typeof a === 'string' ? a : a.name;
      if (name.endsWith('.js')) files.add(`/${name}`);
    }
  } catch {
    /* no page-data or stats: HTML scripts only */
  }
  const size = (list: string[]): number =>
    list.reduce((sum, f) => {
      const file = path.join(root, f);
      return sum + (fs.existsSync(file) ? gzipKB(fs.readFileSync(file)) : 0);
    }, 0);
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join('\n');
  return {
    template,
    files: [...files],
    htmlScriptsKB: roundKnown(size(htmlScripts)),
    totalKB: roundKnown(size([...files])),
    inlineKB: roundKnown(gzipKB(Buffer.from(inline))),
    htmlKB: roundKnown(gzipKB(Buffer.from(html))),
  };
}
