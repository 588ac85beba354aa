import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { afterFirstPaintLoader, deferGatsbyScripts } from './after-first-paint';
import { inlineScriptHashes } from './csp';
import { fileStamp, readBuildMemory, writeBuildMemory } from './build-memory';
import { fileOfSitePath } from './service-worker/manifest';

/** What the memory keeps of a finished page: its stamp then, and its inline scripts' hashes. */
interface FinishedPage {
  stamp: string;
  hashes: string[];
}

export interface FinishedPages {
  /** Every distinct inline-script hash of the build's pages, sorted ('sha256-…'). */
  hashes: string[];
  /** Pages found in public/. */
  pages: number;
  /** Pages whose scripts were put behind the loader in this run. */
  rewritten: number;
  /** Pages not read: unchanged since the last run finished them. */
  unchanged: number;
}

/** Raise when finishing a page changes in a way the loader's code does not show (drops every memory). */
const FINISH_VERSION = 1;

/** What a remembered page depends on besides its file: the loader and the hashing. */
const fingerprint = () =>
  createHash('sha256')
    .update(`${FINISH_VERSION}\0${afterFirstPaintLoader(['/app.js'])}\0${String(inlineScriptHashes)}`)
    .digest('hex');

/**
 * The last touch to each page of the build (gatsby-node onPostBuild), in one read of its HTML:
 * Gatsby's scripts behind the after-first-paint loader (after-first-paint.ts), then the hashes of
 * the page's inline scripts for the one Content-Security-Policy (csp.ts). Only the build's own
 * pages count (an old page's file left in public/ adds no hash). A page with the size and
 * modification time it had when a run finished it is not read again: its hashes come from
 * `memoryFile` (build-memory.ts; a cached rebuild keeps the HTML of every page whose data did not
 * change).
 */
export function finishBuiltPages(publicDir: string, pagePaths: readonly string[], memoryFile: string): FinishedPages {
  const print = fingerprint();
  const known = readBuildMemory<FinishedPage>(memoryFile, print);
  const done: Record<string, FinishedPage> = {};
  const hashes = new Set<string>();
  let rewritten = 0;
  let unchanged = 0;
  for (const pagePath of pagePaths) {
    const file = fileOfSitePath(publicDir, pagePath);
    if (!fs.existsSync(file)) continue;
    const stamp = fileStamp(file);
    let page = known[pagePath];
    if (page?.stamp === stamp && Array.isArray(page.hashes)) {
      unchanged++;
    } else {
      const html = fs.readFileSync(file, 'utf8');
      const deferred = deferGatsbyScripts(html);
      if (deferred !== html) {
        fs.writeFileSync(file, deferred);
        rewritten++;
      }
      page = { stamp: deferred === html ? stamp : fileStamp(file), hashes: inlineScriptHashes(deferred) };
    }
    done[pagePath] = page;
    page.hashes.forEach((h) => hashes.add(h));
  }
  writeBuildMemory(memoryFile, print, done);
  return { hashes: [...hashes].sort(), pages: Object.keys(done).length, rewritten, unchanged };
}
