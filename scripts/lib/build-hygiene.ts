/**
 * What a production build of the storefront must not publish (Netlify serves public/ as is):
 * paths to the shop API's dev endpoints and stand-ins (`/api/dev/...`), and source maps that carry
 * the full sources. Run over a built folder by `npm run check:build`.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface HygieneProblem {
  /** Path relative to the scanned folder. */
  file: string;
  problem: 'dev-path' | 'source-map-with-sources';
}

/** Text files the browser can load, where a dev path would be a link or code. */
const TEXT = /\.(js|mjs|html|json|css|txt|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** Whether a source map's JSON holds any non-empty source text. */
export function mapHasSources(json: string): boolean {
  try {
    const map = JSON.parse(json) as { sourcesContent?: unknown; sections?: { map?: { sourcesContent?: unknown } }[] };
    const contents = [map.sourcesContent, ...(map.sections ?? []).map((s) => s.map?.sourcesContent)];
    return contents.some((c) => Array.isArray(c) && c.some((s) => typeof s === 'string' && s.length > 0));
  } catch {
    return false;
  }
}

export function scanBuild(dir: string): HygieneProblem[] {
  const problems: HygieneProblem[] = [];
  for (const full of files(dir)) {
    const file = path.relative(dir, full);
    if (file.endsWith('.map')) {
      if (mapHasSources(fs.readFileSync(full, 'utf8'))) problems.push({ file, problem: 'source-map-with-sources' });
    } else if (TEXT.test(file) && fs.readFileSync(full, 'utf8').includes('/api/dev')) {
      problems.push({ file, problem: 'dev-path' });
    }
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file));
}
