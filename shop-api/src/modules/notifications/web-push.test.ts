import { createECDH } from 'node:crypto';
import {
  checkVapid,
  decryptPushMessage,
  encryptPushMessage,
  generateVapidKeys,
  validSubscriptionKeys,
  vapidAuthorization,
} from './web-push';

const b = (s: string) => Buffer.from(s, 'base64url');

test("RFC 8291 appendix A: the RFC's own example encrypts to its own bytes, and the browser's keys open it", () => {
  const body = encryptPushMessage(
    Buffer.from('When I grow up, I want to be a watermelon'),
    {
      p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
      auth: 'BTBZMqHH6r4Tts7J_aSIgg',
    },
    { salt: b('DGv6ra1nlYgDCS1FRnbzlw'), senderPrivateKey: b('yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw') },
  );
  expect(body.toString('base64url')).toBe(
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
  );
  const opened = decryptPushMessage(body, b('q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94'), b('BTBZMqHH6r4Tts7J_aSIgg'));
  expect(opened?.toString('utf8')).toBe('When I grow up, I want to be a watermelon');
  // Another browser's key (or a changed byte) opens nothing.
  const other = createECDH('prime256v1');
  other.generateKeys();
  expect(decryptPushMessage(body, other.getPrivateKey(), b('BTBZMqHH6r4Tts7J_aSIgg'))).toBeNull();
  const tampered = Buffer.from(body);
  tampered[tampered.length - 20] ^= 1;
  expect(decryptPushMessage(tampered, b('q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94'), b('BTBZMqHH6r4Tts7J_aSIgg'))).toBeNull();
});

test('VAPID: the push service accepts a JWT for its origin, signed by the key it names, and nothing else', () => {
  const keys = generateVapidKeys();
  const now = new Date('2026-11-18T10:00:00.000Z');
  const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
  const header = vapidAuthorization(endpoint, keys, 'mailto:shop@example.ua', now);
  expect(header).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
  expect(checkVapid(header, endpoint, now)).toEqual({ ok: true, publicKey: keys.publicKey });
  // Another push service's origin, a day later, another key, a broken signature.
  expect(checkVapid(header, 'https://updates.push.services.mozilla.com/wpush/v2/x', now).ok).toBe(false);
  expect(checkVapid(header, endpoint, new Date(now.getTime() + 13 * 3_600_000)).ok).toBe(false);
  expect(checkVapid(header.replace(/k=[\w-]+$/, `k=${generateVapidKeys().publicKey}`), endpoint, now).ok).toBe(false);
  expect(
    checkVapid(
      header.replace(/\.([\w-])([\w-]+), k=/, (_, c: string, rest: string) => `.${c === 'A' ? 'B' : 'A'}${rest}, k=`),
      endpoint,
      now,
    ).ok,
  ).toBe(false);
});

test("a browser's subscription keys: a P-256 point and a 16-byte secret", () => {
  const ua = createECDH('prime256v1');
  ua.generateKeys();
  const good = { p256dh: ua.getPublicKey().toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') };
  expect(validSubscriptionKeys(good)).toBe(true);
  expect(validSubscriptionKeys({ ...good, auth: Buffer.alloc(8).toString('base64url') })).toBe(false);
  expect(validSubscriptionKeys({ ...good, p256dh: Buffer.alloc(65, 4).toString('base64url') })).toBe(false);
  expect(validSubscriptionKeys({ ...good, p256dh: 'not a key' })).toBe(false);
});
