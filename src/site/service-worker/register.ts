import { WORKER_PATH } from './strategy';
import { whenIdle, type IdleWindow } from '../../shared/when-idle';

interface ContainerLike {
  register(url: string, options?: { scope?: string; updateViaCache?: 'none' | 'imports' | 'all' }): Promise<unknown>;
  getRegistrations(): Promise<readonly { unregister(): Promise<boolean> }[]>;
}

interface WindowLike extends Pick<IdleWindow, 'requestIdleCallback' | 'setTimeout'> {
  navigator: { serviceWorker?: ContainerLike };
  document: { readyState: string };
  addEventListener(type: 'load', listener: () => void, options?: { once?: boolean }): void;
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
  const registerWhenIdle = () => void whenIdle(register, { timeoutMs: 5000, fallbackMs: 2000 }, win);
  if (win.document.readyState === 'complete') registerWhenIdle();
  else win.addEventListener('load', registerWhenIdle, { once: true });
}
