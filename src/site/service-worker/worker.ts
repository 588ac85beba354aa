/**
 * The service worker (built into public/sw.js by build.ts, with the build's manifest in front of
 * it as `self.__SHOP_SW__`). Thin on purpose: every decision is in strategy.ts.
 * The DOM and WebWorker type libraries cannot share one program, so the few worker types used
 * here are declared below.
 */
import {
  APP_SHELL_PATH,
  cacheName,
  isCacheable,
  localeOfPath,
  notificationOf,
  offlineAnswer,
  pageDataPath,
  pageKey,
  routeOf,
  shellNeeds,
  staleCaches,
} from './strategy';
import type { WorkerManifest } from './manifest';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: { data: unknown; close(): void };
}
interface WorkerScope {
  __SHOP_SW__: WorkerManifest;
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ url: string }[]>;
    openWindow(url: string): Promise<unknown>;
  };
  registration: { showNotification(title: string, options: { body: string; data: unknown; icon: string }): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const sw = self as unknown as WorkerScope;
const manifest = sw.__SHOP_SW__;
const CACHE = cacheName(manifest.version);
const origin = sw.location.origin;

/** A response safe to keep and to answer a navigation with (a redirected one is not). */
async function storable(response: Response): Promise<Response> {
  if (!response.redirected) return response;
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

async function precache(paths: readonly string[]) {
  const cache = await caches.open(CACHE);
  // One by one: a failing file fails the install (the old worker keeps serving) instead of
  // leaving a half-filled cache; cache: 'no-cache' so the HTTP cache cannot hand back an old build.
  for (const path of paths) {
    const response = await fetch(new Request(path, { cache: 'no-cache', credentials: 'same-origin' }));
    if (!response.ok) throw new Error(`precache ${path}: ${response.status}`);
    await cache.put(path, await storable(response));
  }
}

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // The languages of the open tabs (the one that registered us); both when none is known.
      const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const locales = new Set(windows.map((w) => localeOfPath(new URL(w.url).pathname)));
      const wanted = locales.size > 0 ? [...locales] : Object.keys(manifest.locales);
      await precache([...manifest.shell, ...wanted.flatMap((l) => manifest.locales[l] ?? [])]);
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), manifest.version).map((name) => caches.delete(name)));
      await sw.clients.claim();
    })(),
  );
});

async function networkFirst(request: Request, key: string): Promise<Response | undefined> {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (isCacheable(response)) await cache.put(key, response.clone());
    return response;
  } catch {
    return cache.match(key);
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request.url);
  if (hit) return hit;
  const response = await fetch(request);
  if (isCacheable(response)) await cache.put(request.url, response.clone());
  return response;
}

async function page(request: Request): Promise<Response> {
  const key = pageKey(request.url);
  const fresh = await networkFirst(request, key);
  if (fresh) return fresh;
  const cache = await caches.open(CACHE);
  const pathname = new URL(key).pathname;
  const own = await cache.match(key);
  const shell = await cache.match(APP_SHELL_PATH);
  const data = await cache.match(pageDataPath(pathname));
  const needs = data ? shellNeeds(await data.json().catch(() => ({})), manifest.chunkMap) : null;
  const cachedPaths = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
  const answer = offlineAnswer({
    pathname,
    hasOwnHtml: !!own,
    hasShell: !!shell,
    shellNeeds: needs,
    isCached: (p) => cachedPaths.has(p),
  });
  if (answer.kind === 'html' && own) return own;
  if (answer.kind === 'shell' && shell) return shell;
  const offline = answer.kind === 'offline-page' ? await cache.match(answer.path) : undefined;
  return offline ?? Response.error();
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeOf(request, origin);
  if (route === 'bypass') return; // the browser's own handling: API, other origins, non-GET
  if (route === 'page') event.respondWith(page(request));
  else if (route === 'data') event.respondWith(networkFirst(request, request.url).then((r) => r ?? Response.error()));
  else event.respondWith(cacheFirst(request));
});

// Order status messages by web push (the shop API's notifications module).
sw.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json() ?? null;
  } catch {
    data = null;
  }
  const note = notificationOf(data);
  if (note)
    event.waitUntil(sw.registration.showNotification(note.title, { body: note.body, data: note.url, icon: '/favicon.png' }));
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = typeof event.notification.data === 'string' ? event.notification.data : '/';
  event.waitUntil(sw.clients.openWindow(url));
});
