import fs from 'node:fs';
import path from 'node:path';

/**
 * What an onPostBuild step remembers of the files it handled, from one build to the next (kept in
 * .cache, so `gatsby clean` drops it). A rebuild of the 10,000-product catalogue rewrites a few of
 * its 20,000 pages; a step that reads every file again spends seconds on the rest. Entries are
 * keyed by a file's path and hold its `fileStamp`; the memory as a whole holds a fingerprint of
 * what the step's result depends on besides the files (its code, patterns, environment), and a
 * memory with another fingerprint is not used.
 */

/** A file's identity between builds: size in bytes and modification time in ms. */
export function fileStamp(file: string): string {
  const stat = fs.statSync(file);
  return `${stat.size}:${stat.mtimeMs}`;
}

/** The entries saved with this fingerprint; none when there is no memory or it is unreadable or another's. */
export function readBuildMemory<T>(memoryFile: string, fingerprint: string): Record<string, T> {
  try {
    const saved = JSON.parse(fs.readFileSync(memoryFile, 'utf8')) as { fingerprint?: unknown; entries?: unknown };
    if (saved.fingerprint === fingerprint && saved.entries && typeof saved.entries === 'object') {
      return saved.entries as Record<string, T>;
    }
  } catch {
    // No memory yet, or an unreadable one: the step handles every file.
  }
  return {};
}

export function writeBuildMemory<T>(memoryFile: string, fingerprint: string, entries: Record<string, T>): void {
  fs.mkdirSync(path.dirname(memoryFile), { recursive: true });
  fs.writeFileSync(memoryFile, JSON.stringify({ fingerprint, entries }));
}
