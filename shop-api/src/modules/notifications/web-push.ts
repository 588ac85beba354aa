/**
 * Web push as a push service expects it: the message encrypted for the browser (RFC 8291,
 * `aes128gcm` of RFC 8188) and the sender identified by VAPID (RFC 8292: an ES256 JWT for the
 * push service's origin and the sender's public key). Node's crypto does both; the stand-in push
 * service (push-standin.ts) decrypts with the same functions.
 */
import {
  createCipheriv,
  createDecipheriv,
  createECDH,
  createPrivateKey,
  createPublicKey,
  hkdfSync,
  randomBytes,
  sign,
  verify,
} from 'node:crypto';

export interface PushSubscriptionKeys {
  /** The browser's P-256 public key, uncompressed (65 bytes), base64url. */
  p256dh: string;
  /** The browser's auth secret (16 bytes), base64url. */
  auth: string;
}

export interface VapidKeys {
  /** P-256 public key, uncompressed point, base64url (what `pushManager.subscribe` takes). */
  publicKey: string;
  /** P-256 private key (32 bytes), base64url. */
  privateKey: string;
}

const b64 = (buf: Buffer) => buf.toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url');
/** One record holds the whole message (a push message is at most 4 KB). */
const RECORD_SIZE = 4096;

export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { publicKey: b64(ecdh.getPublicKey()), privateKey: b64(ecdh.getPrivateKey()) };
}

/** A usable P-256 point and auth secret, as a browser's subscription carries them. */
export function validSubscriptionKeys(keys: PushSubscriptionKeys): boolean {
  try {
    const point = unb64(keys.p256dh);
    if (point.length !== 65 || point[0] !== 4 || unb64(keys.auth).length !== 16) return false;
    createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33)) },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * RFC 8291 section 3: the content-encryption key and nonce from the ECDH secret of the sender's
 * one-time key and the browser's key, the browser's auth secret and the salt.
 */
function contentKeys(shared: Buffer, auth: Buffer, uaPublic: Buffer, asPublic: Buffer, salt: Buffer) {
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  return { cek, nonce };
}

/**
 * The request body for a push service: header (salt, record size, the sender's one-time public
 * key) and one encrypted record. `fixed` is for the RFC's own example only.
 */
export function encryptPushMessage(
  plaintext: Buffer,
  to: PushSubscriptionKeys,
  fixed?: { salt: Buffer; senderPrivateKey: Buffer },
): Buffer {
  const ecdh = createECDH('prime256v1');
  if (fixed) ecdh.setPrivateKey(fixed.senderPrivateKey);
  else ecdh.generateKeys();
  const asPublic = ecdh.getPublicKey();
  const uaPublic = unb64(to.p256dh);
  const salt = fixed?.salt ?? randomBytes(16);
  const { cek, nonce } = contentKeys(ecdh.computeSecret(uaPublic), unb64(to.auth), uaPublic, asPublic, salt);
  const cipher = createCipheriv('aes-128-gcm', cek, nonce);
  // 0x02: the padding delimiter of the last (here the only) record.
  const sealed = Buffer.concat([
    cipher.update(Buffer.concat([plaintext, Buffer.from([2])])),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(asPublic.length, 20);
  return Buffer.concat([header, asPublic, sealed]);
}

/** What the browser does with a push message: its private key and auth secret open it; null if they do not. */
export function decryptPushMessage(body: Buffer, uaPrivateKey: Buffer, auth: Buffer): Buffer | null {
  try {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const asPublic = body.subarray(21, 21 + idLength);
    const sealed = body.subarray(21 + idLength);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(uaPrivateKey);
    const { cek, nonce } = contentKeys(ecdh.computeSecret(asPublic), auth, ecdh.getPublicKey(), asPublic, salt);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const padded = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
    const end = padded.lastIndexOf(2);
    return end === -1 ? null : padded.subarray(0, end);
  } catch {
    return null;
  }
}

function vapidPrivateKey(keys: VapidKeys) {
  const point = unb64(keys.publicKey);
  return createPrivateKey({
    key: { kty: 'EC', crv: 'P-256', d: keys.privateKey, x: b64(point.subarray(1, 33)), y: b64(point.subarray(33)) },
    format: 'jwk',
  });
}

/** VAPID validity, s: a push service refuses more than 24 hours. */
const VAPID_TTL_S = 12 * 3600;

/** RFC 8292: `vapid t=<ES256 JWT for the endpoint's origin>, k=<public key>`. */
export function vapidAuthorization(endpoint: string, keys: VapidKeys, subject: string, now: Date): string {
  const header = b64(Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'ES256' })));
  const claims = { aud: new URL(endpoint).origin, exp: Math.floor(now.getTime() / 1000) + VAPID_TTL_S, sub: subject };
  const unsigned = `${header}.${b64(Buffer.from(JSON.stringify(claims)))}`;
  const signature = sign('sha256', Buffer.from(unsigned), { key: vapidPrivateKey(keys), dsaEncoding: 'ieee-p1363' });
  return `vapid t=${unsigned}.${b64(signature)}, k=${keys.publicKey}`;
}

/** A push service's check of the Authorization header: the JWT signed by `k`, for this origin, not expired. */
export function checkVapid(authorization: string, endpoint: string, now: Date): { ok: true; publicKey: string } | { ok: false } {
  const m = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!m) return { ok: false };
  try {
    const point = unb64(m[4]);
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33)) },
      format: 'jwk',
    });
    const signed = verify('sha256', Buffer.from(`${m[1]}.${m[2]}`), { key, dsaEncoding: 'ieee-p1363' }, unb64(m[3]));
    const claims = JSON.parse(unb64(m[2]).toString('utf8')) as { aud?: unknown; exp?: unknown; sub?: unknown };
    const fresh =
      typeof claims.exp === 'number' && claims.exp > now.getTime() / 1000 && claims.exp <= now.getTime() / 1000 + 86_400;
    const forUs = claims.aud === new URL(endpoint).origin && typeof claims.sub === 'string';
    return signed && fresh && forUs ? { ok: true, publicKey: m[4] } : { ok: false };
  } catch {
    return { ok: false };
  }
}

export type PushSendResult = { ok: true } | { ok: false; reason: string; gone: boolean };

/** How long a push message waits at the push service for an offline browser, s (a status is stale after a day). */
export const PUSH_TTL_S = 86_400;

/** Sends one encrypted message to a subscription's push service (the endpoint's own protocol). */
export async function sendPush(
  doFetch: typeof fetch,
  subscription: { endpoint: string } & PushSubscriptionKeys,
  payload: unknown,
  vapid: { keys: VapidKeys; subject: string },
  now: Date,
): Promise<PushSendResult> {
  let res: Response;
  try {
    res = await doFetch(subscription.endpoint, {
      method: 'POST',
      headers: {
        authorization: vapidAuthorization(subscription.endpoint, vapid.keys, vapid.subject, now),
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
        ttl: String(PUSH_TTL_S),
        urgency: 'high',
      },
      body: new Uint8Array(encryptPushMessage(Buffer.from(JSON.stringify(payload)), subscription)),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return { ok: false, reason: 'network', gone: false };
  }
  if (res.status === 201 || res.status === 200 || res.status === 202) return { ok: true };
  // 404 / 410: the browser unsubscribed or the subscription expired; it never comes back.
  return { ok: false, reason: `http_${res.status}`, gone: res.status === 404 || res.status === 410 };
}
