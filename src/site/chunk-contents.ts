import fs from 'node:fs';
import path from 'node:path';

/**
 * What each built script holds, by package or source folder: written by the browser build
 * (gatsby-node onCreateWebpackConfig) to `.cache/chunk-contents.json`, read by `npm run perf`,
 * which prints it for the first-load scripts of each page type (docs/performance.md has the table).
 * Sizes are the modules' source sizes before minification, in bytes: shares, not transfer sizes.
 */
export type ChunkContents = Record<string, { part: string; bytes: number }[]>;

/** The part a module belongs to: `react-dom`, `@reach/router`, `src/features/cart`, `gatsby runtime`. */
export function partOf(resource: string, root: string): string {
  const rel = path.relative(root, resource).split(path.sep).join('/');
  const inModules = rel.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [first, second] = rel.slice(inModules + 'node_modules/'.length).split('/');
    if (first === 'gatsby') return 'gatsby runtime';
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (rel.startsWith('.cache/')) return 'gatsby runtime';
  const parts = rel.split('/');
  if (parts[0] === 'src' && (parts[1] === 'features' || parts[1] === 'templates')) return parts.slice(0, 3).join('/');
  if (parts[0] === 'src') return parts.slice(0, 2).join('/');
  return parts[0];
}

/** Adds a module's size to its part; parts sorted largest first by `sortParts`. */
export function addToParts(parts: Map<string, number>, part: string, bytes: number): void {
  parts.set(part, (parts.get(part) ?? 0) + bytes);
}

export const sortParts = (parts: Map<string, number>) =>
  [...parts].map(([part, bytes]) => ({ part, bytes })).sort((a, b) => b.bytes - a.bytes);

interface WebpackModule {
  size(): number;
  nameForCondition?(): string | null;
  modules?: WebpackModule[];
}
interface WebpackChunk {
  files: Iterable<string>;
}
interface WebpackCompilation {
  chunks: Iterable<WebpackChunk>;
  chunkGraph: { getChunkModulesIterable(chunk: WebpackChunk): Iterable<WebpackModule> };
}
interface WebpackCompiler {
  hooks: { afterEmit: { tap(name: string, run: (compilation: WebpackCompilation) => void): void } };
}

/** The webpack plugin that writes `out` after the browser build (one JSON object by script file). */
export class ChunkContentsPlugin {
  constructor(
    private readonly root: string,
    private readonly out: string,
  ) {}

  apply(compiler: WebpackCompiler): void {
    compiler.hooks.afterEmit.tap('ChunkContentsPlugin', (compilation) => {
      const contents: ChunkContents = {};
      for (const chunk of compilation.chunks) {
        const parts = new Map<string, number>();
        const add = (m: WebpackModule) => {
          if (m.modules) return m.modules.forEach(add);
          const name = m.nameForCondition?.();
          if (name) addToParts(parts, partOf(name, this.root), m.size());
        };
        for (const m of compilation.chunkGraph.getChunkModulesIterable(chunk)) add(m);
        for (const file of chunk.files) if (file.endsWith('.js')) contents[file] = sortParts(parts);
      }
      fs.mkdirSync(path.dirname(this.out), { recursive: true });
      fs.writeFileSync(this.out, JSON.stringify(contents));
    });
  }
}
