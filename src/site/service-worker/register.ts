import { WORKER_PATH } from './strategy';

interface ContainerLike {
  register(url: string, options?: { scope?: string; updateViaCache?: 'none' | 'imports' | 'all' }): Promise<unknown>;
  getRegistrations(): Promise<readonly { unregister(): Promise<boolean> }[]>;
}

interface WindowLike {
  navigator: { serviceWorker?: ContainerLike };
  document: { readyState: string };
  addEventListener(type: 'load', listener: () => void, options?: { once?: boolean }): void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => unknown;
  setTimeout(callback: () => void, ms: number): unknown;
}

export interface RegisterOptions {
  /** Only production builds register (gatsby develop serves no sw.js). */
  production: boolean;
  /** GATSBY_SERVICE_WORKER=off: the kill switch; the page removes any worker it finds instead. */
  disabled: boolean;
}

/**
 * Registers the service worker once the page is loaded and the main thread is idle, so the
 * worker's start-up and its precache downloads never compete with the first paint or hydration.
 * With the kill switch on, unregisters instead. Failures are silent: the shop works without it.
 */
export function registerServiceWorkerWhenIdle(win: WindowLike, { production, disabled }: RegisterOptions): void {
  const container = win.navigator.serviceWorker;
  if (!production || !container) return;
  if (disabled) {
    container
      .getRegistrations()
      .then((list) => Promise.all(list.map((r) => r.unregister())))
      .catch(() => undefined);
    return;
  }
  const register = () => {
    container.register(WORKER_PATH, { scope: '/', updateViaCache: 'none' }).catch(() => undefined);
  };
  const whenIdle = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(register, { timeout: 5000 });
    else win.setTimeout(register, 2000);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
