import type { BuildOptions } from 'esbuild';

/** A TypeScript entry as one script, bundled with esbuild (tsx's own compiler, a dependency; required here so only the build loads it). */
export function bundleScript(entry: string, options: BuildOptions): string {
  const esbuild = require('esbuild') as typeof import('esbuild');
  return esbuild.buildSync({ ...options, entryPoints: [entry], bundle: true, write: false }).outputFiles[0].text;
}
