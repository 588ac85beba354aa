import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK, type KeyLike } from 'jose';
import { APPLE_ISSUERS, createIdTokenVerifier, GOOGLE_ISSUERS, remoteKeys } from './id-token';

/** Test keys: the provider's (published in the JWKS) and a forger's with the same key id. */
let providerKey: KeyLike;
let forgerKey: KeyLike;
let jwks: { keys: JWK[] };
const NOW = new Date('2026-11-18T10:00:00Z');
const nowS = Math.floor(NOW.getTime() / 1000);

beforeAll(async () => {
  const provider = await generateKeyPair('RS256');
  const forger = await generateKeyPair('RS256');
  providerKey = provider.privateKey;
  forgerKey = forger.privateKey;
  jwks = { keys: [{ ...(await exportJWK(provider.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] };
});

type Claims = Record<string, unknown>;
async function sign(claims: Claims, key: KeyLike = providerKey, header: Record<string, unknown> = {}) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'k1', ...header }).sign(key);
}
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

const google = (over: Claims = {}): Claims => ({
  iss: 'https://accounts.google.com',
  aud: 'google-client',
  sub: '10769150350006150715113082367',
  email: 'olena@gmail.com',
  email_verified: true,
  name: 'Олена',
  nonce: 'n-123',
  iat: nowS - 10,
  exp: nowS + 3600,
  ...over,
});
const apple = (over: Claims = {}): Claims => ({
  iss: 'https://appleid.apple.com',
  aud: 'ua.shop.web',
  sub: '001234.abcdef.1234',
  email: 'x@privaterelay.appleid.com',
  email_verified: 'true',
  nonce: 'n-123',
  iat: nowS - 10,
  exp: nowS + 600,
  ...over,
});

describe('Google ID tokens (local JWKS)', () => {
  const verifier = () =>
    createIdTokenVerifier({ issuers: GOOGLE_ISSUERS, audience: 'google-client', keys: createLocalJWKSet(jwks) });

  test.each<[string, () => Promise<string>, string, unknown]>([
    [
      'valid',
      () => sign(google()),
      'n-123',
      { subject: '10769150350006150715113082367', email: 'olena@gmail.com', name: 'Олена' },
    ],
    [
      'valid, issuer without https',
      () => sign(google({ iss: 'accounts.google.com' })),
      'n-123',
      expect.objectContaining({ email: 'olena@gmail.com' }),
    ],
    [
      'unverified e-mail is not used',
      () => sign(google({ email_verified: false })),
      'n-123',
      expect.objectContaining({ email: null }),
    ],
    ['forged (another key, same kid)', () => sign(google(), forgerKey), 'n-123', null],
    ['expired', () => sign(google({ iat: nowS - 7200, exp: nowS - 3600 })), 'n-123', null],
    ['wrong audience', () => sign(google({ aud: 'someone-else' })), 'n-123', null],
    ['wrong issuer', () => sign(google({ iss: 'https://evil.example' })), 'n-123', null],
    ['wrong nonce', () => sign(google()), 'n-999', null],
    ['no nonce given', () => sign(google()), '', null],
    ['no nonce in the token', () => sign(google({ nonce: undefined })), 'n-123', null],
    ['alg none (unsigned)', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(google())}.`, 'n-123', null],
    [
      'tampered payload',
      async () => {
        const [h, , sig] = (await sign(google())).split('.');
        return `${h}.${b64(google({ email: 'admin@shop.ua' }))}.${sig}`;
      },
      'n-123',
      null,
    ],
    ['garbage', async () => 'not-a-jwt', 'n-123', null],
  ])('%s', async (_name, token, nonce, expected) => {
    expect(await verifier().verify(await token(), nonce, NOW)).toEqual(expected);
  });
});

describe('Apple ID tokens (JWKS served over HTTP on 127.0.0.1)', () => {
  let server: http.Server;
  let url: string;
  let requests = 0;
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      requests++;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(jwks));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/keys`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test.each<[string, () => Promise<string>, unknown]>([
    [
      'valid ("true" as a string)',
      () => sign(apple()),
      { subject: '001234.abcdef.1234', email: 'x@privaterelay.appleid.com', name: null },
    ],
    ['forged', () => sign(apple(), forgerKey), null],
    ['expired', () => sign(apple({ exp: nowS - 61 })), null],
    ['wrong audience', () => sign(apple({ aud: 'google-client' })), null],
    ['a Google token', () => sign(google({ aud: 'ua.shop.web' })), null],
    ['alg none', async () => `${b64({ alg: 'none' })}.${b64(apple())}.`, null],
  ])('%s', async (_name, token, expected) => {
    const verifier = createIdTokenVerifier({ issuers: APPLE_ISSUERS, audience: 'ua.shop.web', keys: remoteKeys(url) });
    expect(await verifier.verify(await token(), 'n-123', NOW)).toEqual(expected);
  });

  test('the key set was fetched from the configured URL', () => {
    expect(requests).toBeGreaterThan(0);
  });
});
