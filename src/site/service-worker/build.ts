import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../../i18n/locales';
import { loadTranslations } from '../../i18n/load-translations';
import { offlinePageHtml } from './offline-page';
import { buildManifest, precacheSize, type ManifestInput, type WorkerManifest } from './manifest';
import { CACHE_PREFIX, offlinePagePath, WORKER_PATH } from './strategy';
import { bundleScript } from '../bundle-script';

/**
 * The kill switch (README, "Offline with a small service worker"): built instead of the worker when
 * GATSBY_SERVICE_WORKER=off. Browsers fetch sw.js past the HTTP cache on every navigation (and
 * it is served with `Cache-Control: no-cache`), so every installed worker is replaced by this one
 * on the visitor's next page load: it deletes the worker's caches, unregisters itself and reloads
 * the open tabs from the network. The same build's pages no longer register a worker.
 */
export const KILL_SWITCH_WORKER = `// Kill switch: removes the shop's service worker and its caches (src/site/service-worker/build.ts).
self.addEventListener('install', function () { self.skipWaiting(); });
self.addEventListener('activate', function (event) {
  event.waitUntil((async function () {
    var names = await caches.keys();
    await Promise.all(names.filter(function (n) { return n.indexOf(${JSON.stringify(CACHE_PREFIX)}) === 0; }).map(function (n) { return caches.delete(n); }));
    await self.registration.unregister();
    var windows = await self.clients.matchAll({ type: 'window' });
    windows.forEach(function (w) { w.navigate(w.url); });
  })());
});
`;

/** True when the build environment switches the worker off (the kill switch). */
export function workerDisabled(env: Record<string, string | undefined>): boolean {
  return /^(off|false|0|no)$/i.test(env.GATSBY_SERVICE_WORKER ?? '');
}

export interface WorkerBuildResult {
  disabled: boolean;
  manifest?: WorkerManifest;
  sizes?: Record<string, { files: number; raw: number; gzip: number }>;
}

/**
 * After the build: the offline pages of both languages, then public/sw.js (the worker with this
 * build's manifest in front of it), or the kill switch.
 */
export async function writeServiceWorker(
  publicDir: string,
  locales: ManifestInput['locales'],
  env: Record<string, string | undefined>,
): Promise<WorkerBuildResult> {
  for (const { code } of LOCALES) {
    fs.writeFileSync(path.join(publicDir, offlinePagePath(code)), offlinePageHtml(code, loadTranslations(code)));
  }
  const target = path.join(publicDir, WORKER_PATH);
  if (workerDisabled(env)) {
    fs.writeFileSync(target, KILL_SWITCH_WORKER);
    return { disabled: true };
  }
  // The worker's code (worker.ts + strategy.ts) as one script.
  const code = bundleScript(path.join(__dirname, 'worker.ts'), {
    format: 'iife',
    target: 'es2019',
    minify: true,
    legalComments: 'none',
  });
  const manifest = buildManifest({ publicDir, locales, workerCode: code });
  fs.writeFileSync(target, `self.__SHOP_SW__=${JSON.stringify(manifest)};\n${code}`);
  const sizes = Object.fromEntries(Object.keys(locales).map((l) => [l, precacheSize(publicDir, manifest, l)]));
  return { disabled: false, manifest, sizes };
}
