/**
 * This browser's web push for the order status messages: whether it can (an iPhone only for a
 * shop added to the home screen), and subscribing it with the shop's VAPID key.
 */
import type { ApiClient } from '../../api-client/client';
import { object, string } from '../../api-client/decode';

export type PushSupport = 'supported' | 'ios_home_screen' | 'unsupported';

/** What the browser offers: push needs a service worker and PushManager; iOS has them only in a home-screen app. */
export function pushSupport(b: { serviceWorker: boolean; pushManager: boolean; ios: boolean; standalone: boolean }): PushSupport {
  if (b.serviceWorker && b.pushManager) return 'supported';
  return b.ios && !b.standalone ? 'ios_home_screen' : 'unsupported';
}

export function browserPushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return pushSupport({
    serviceWorker: 'serviceWorker' in nav,
    pushManager: 'PushManager' in window,
    ios: /iPhone|iPad|iPod/.test(nav.userAgent),
    standalone: nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true,
  });
}

interface PushBrowser {
  ready(): Promise<{
    pushManager: {
      subscribe(o: { userVisibleOnly: true; applicationServerKey: string }): Promise<{
        toJSON(): { endpoint?: string; keys?: Record<string, string> };
      }>;
    };
  }>;
}

const browserWorker: PushBrowser = { ready: () => navigator.serviceWorker.ready };

/** Asks for permission and subscribes this browser; the API keeps the subscription for the signed-in customer. */
export async function subscribeThisBrowser(api: ApiClient, worker: PushBrowser = browserWorker): Promise<'ok' | 'failed'> {
  const key = await api.request('/api/push/vapid-key', { decode: object({ public_key: string }) });
  if (!key.ok) return 'failed';
  try {
    const registration = await worker.ready();
    // userVisibleOnly: every message shows a notification (browsers require it).
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key.data.public_key,
    });
    const { endpoint, keys } = subscription.toJSON();
    if (!endpoint || !keys?.p256dh || !keys.auth) return 'failed';
    const saved = await api.request('/api/profile/push-subscriptions', {
      method: 'POST',
      body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      decode: () => null,
    });
    return saved.ok ? 'ok' : 'failed';
  } catch {
    // Permission refused, or no push service reachable.
    return 'failed';
  }
}
