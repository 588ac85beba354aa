import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { APP_SHELL_PATH, CONTENT_HASH, offlinePagePath, pageDataPath } from './strategy';

/** What one build's worker precaches and needs to know (prepended to public/sw.js as `self.__SHOP_SW__`). */
export interface WorkerManifest {
  /** Cache version: changes with any precached byte or the worker's code, so a rebuild with new prices replaces the cache. */
  version: string;
  /**
   * Every visitor: the app shell (its HTML, page data and scripts), Gatsby's app data and static
   * queries, every page template's chunks (about 44 KB gzipped: any page whose data is cached can
   * then be drawn offline, whichever template it uses), both offline pages.
   */
  shell: string[];
  /** Per language, on top: its text table, the home page (HTML + data) and the category pages' data. */
  locales: Record<string, string[]>;
  /** Gatsby's template chunk name -> every file webpack loads for it (webpack.stats.json). */
  chunkMap: Record<string, string[]>;
}

/** A content-hashed script's or stylesheet's site path in quotes, as an HTML page names it. */
const HASHED_IN_HTML = new RegExp(`["'](/[A-Za-z0-9~._-]+-${CONTENT_HASH}\\.(?:js|css))["']`, 'g');

/** The site paths of the content-hashed scripts and stylesheets an HTML page names (src, href or the after-first-paint list). */
export function hashedFilesOfHtml(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(HASHED_IN_HTML)) found.add(m[1]);
  return [...found];
}

/**
 * componentChunkName -> site paths of every file of that chunk group (webpack.stats.json's
 * namedChunkGroups); also the layout's lazy parts (`webpackChunkName: "part-…"`, e.g. the cart
 * drawer), which must open offline too.
 */
export function chunkMapOfStats(stats: { namedChunkGroups?: Record<string, { assets?: { name: string }[] }> }) {
  const map: Record<string, string[]> = {};
  for (const [name, group] of Object.entries(stats.namedChunkGroups ?? {})) {
    if (!name.startsWith('component---') && !name.startsWith('part-')) continue;
    map[name] = (group.assets ?? []).map((a) => `/${a.name}`).filter((p) => !p.endsWith('.map'));
  }
  return map;
}

/** The file of public/ a site path is served from ('/ua/x/' -> ua/x/index.html, '/404.html' and other files as they are). */
export function fileOfSitePath(publicDir: string, sitePath: string): string {
  return path.join(publicDir, sitePath.endsWith('/') ? path.join(sitePath, 'index.html') : sitePath);
}

export interface ManifestInput {
  publicDir: string;
  /** Each language's home path, category page paths and text table (src/i18n/locale-tables.ts: no page starts without it). */
  locales: Record<string, { home: string; categories: string[]; texts?: string }>;
  /** The worker's code: part of the version. */
  workerCode: string;
}

export function buildManifest({ publicDir, locales, workerCode }: ManifestInput): WorkerManifest {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
  const chunkMap = chunkMapOfStats(stats);
  const shellHtml = fs.readFileSync(fileOfSitePath(publicDir, APP_SHELL_PATH), 'utf8');
  const staticQueries = fs.existsSync(path.join(publicDir, 'page-data/sq/d'))
    ? fs.readdirSync(path.join(publicDir, 'page-data/sq/d')).map((f) => `/page-data/sq/d/${f}`)
    : [];
  const shell = [
    ...new Set([
      APP_SHELL_PATH,
      pageDataPath(APP_SHELL_PATH),
      '/page-data/app-data.json',
      ...staticQueries,
      ...hashedFilesOfHtml(shellHtml),
      ...Object.values(chunkMap).flat(),
      ...Object.keys(locales).map(offlinePagePath),
    ]),
  ];
  const inShell = new Set(shell);
  const perLocale: Record<string, string[]> = {};
  for (const [locale, { home, categories, texts }] of Object.entries(locales)) {
    const files = [...(texts ? [texts] : []), home, pageDataPath(home), ...categories.map(pageDataPath)];
    perLocale[locale] = [...new Set(files)].filter((f) => !inShell.has(f));
  }
  const hash = crypto.createHash('sha256').update(workerCode);
  for (const file of [...shell, ...Object.values(perLocale).flat()].sort()) {
    hash.update(file).update(fs.readFileSync(fileOfSitePath(publicDir, file)));
  }
  return { version: hash.digest('hex').slice(0, 16), shell, locales: perLocale, chunkMap };
}

/** Bytes (raw and gzipped) one visitor of a language downloads on install. */
export function precacheSize(publicDir: string, manifest: WorkerManifest, locale: string) {
  const files = [...manifest.shell, ...(manifest.locales[locale] ?? [])];
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const body = fs.readFileSync(fileOfSitePath(publicDir, f));
    raw += body.length;
    gzip += zlib.gzipSync(body).length;
  }
  return { files: files.length, raw, gzip };
}
