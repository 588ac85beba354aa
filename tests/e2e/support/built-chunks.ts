import fs from 'node:fs';
import path from 'node:path';

const STATS = path.join(__dirname, '..', '..', '..', 'public', 'webpack.stats.json');

/**
 * The site paths of a named chunk's own files in the build under test. Chunks loaded on demand are
 * files named by their id (gatsby-node's `chunkFilename`); their names are in webpack.stats.json.
 */
export function chunkFiles(name: string): string[] {
  const stats = JSON.parse(fs.readFileSync(STATS, 'utf8')) as { assetsByChunkName: Record<string, string[] | string> };
  const files = stats.assetsByChunkName[name] ?? [];
  return (Array.isArray(files) ? files : [files]).filter((f) => f.endsWith('.js')).map((f) => `/${f}`);
}
