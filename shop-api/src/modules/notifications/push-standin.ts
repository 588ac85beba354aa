/**
 * A push service as browsers' push services answer (the stand-in of web push, outside
 * production): `subscribe` is what a browser's pushManager.subscribe returns; its `fetch` takes
 * the sender's POST to an endpoint and checks it as FCM or Mozilla's autopush do (aes128gcm, TTL,
 * the VAPID JWT and that its key is the one the browser subscribed with), decrypts it with the
 * browser's keys and keeps it. Unknown endpoints are 404, unsubscribed ones 410.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { checkVapid, decryptPushMessage } from './web-push';

export const STANDIN_PUSH_ORIGIN = 'https://push.standin.invalid';

export interface ReceivedPush {
  endpoint: string;
  payload: unknown;
  ttl: number;
  urgency: string | null;
}

export interface StandInPushService {
  subscribe(applicationServerKey: string): { endpoint: string; keys: { p256dh: string; auth: string } };
  unsubscribe(endpoint: string): void;
  /** Messages the browsers received (decrypted), oldest first. */
  received: ReceivedPush[];
  fetch: typeof fetch;
}

export function createStandInPushService(now: () => Date): StandInPushService {
  const browsers = new Map<string, { privateKey: Buffer; auth: Buffer; serverKey: string; gone: boolean }>();
  const received: ReceivedPush[] = [];
  const answer = (status: number, text = '') => new Response(text, { status });
  return {
    received,
    subscribe(applicationServerKey) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${STANDIN_PUSH_ORIGIN}/wpush/${randomUUID()}`;
      browsers.set(endpoint, { privateKey: ecdh.getPrivateKey(), auth, serverKey: applicationServerKey, gone: false });
      return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    unsubscribe(endpoint) {
      const b = browsers.get(endpoint);
      if (b) b.gone = true;
    },
    fetch: async (input, init) => {
      const endpoint = String(input instanceof Request ? input.url : input);
      const browser = browsers.get(endpoint);
      if (!browser) return answer(404, 'no such subscription');
      if (browser.gone) return answer(410, 'unsubscribed');
      const headers = new Headers(init?.headers);
      if (init?.method !== 'POST') return answer(405);
      if (headers.get('content-encoding') !== 'aes128gcm') return answer(400, 'content-encoding must be aes128gcm');
      const ttl = Number(headers.get('ttl'));
      if (!headers.has('ttl') || !Number.isInteger(ttl) || ttl < 0) return answer(400, 'TTL header required');
      const vapid = checkVapid(headers.get('authorization') ?? '', endpoint, now());
      if (!vapid.ok) return answer(401, 'invalid VAPID authorization');
      // The key must be the one the browser subscribed with (applicationServerKey).
      if (vapid.publicKey !== browser.serverKey) return answer(403, 'VAPID key does not match the subscription');
      const body = Buffer.from(init?.body instanceof Uint8Array ? init.body : new Uint8Array());
      const plain = decryptPushMessage(body, browser.privateKey, browser.auth);
      if (!plain) return answer(400, 'cannot decrypt');
      received.push({ endpoint, payload: JSON.parse(plain.toString('utf8')), ttl, urgency: headers.get('urgency') });
      if (received.length > 200) received.shift();
      return answer(201);
    },
  };
}
