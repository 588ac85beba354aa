import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from 'jose';
import { createTestApi, type TestApi } from '../../test-utils';
import { readAuthProviderSettings } from './providers/settings';

/** sociallogin/{provider} with real ID-token checks against a JWKS served on 127.0.0.1. */
let server: http.Server;
let api: TestApi;
let key: KeyLike;
let forger: KeyLike;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  forger = (await generateKeyPair('RS256')).privateKey;
  const jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }] };
  server = http.createServer((_req, res) => res.end(JSON.stringify(jwks)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;
  api = await createTestApi({
    auth: {
      ...readAuthProviderSettings({}, false),
      google: { kind: 'oidc', clientId: 'shop-google', jwksUrl: url },
      apple: { kind: 'off' },
    },
  });
});
afterAll(async () => {
  await api.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const idToken = (claims: Record<string, unknown>, signer: KeyLike = key) => {
  const now = Math.floor(api.clock.now().getTime() / 1000);
  return new SignJWT({
    iss: 'https://accounts.google.com',
    aud: 'shop-google',
    sub: 'g-1',
    email: 'maria@example.com',
    email_verified: true,
    nonce: 'abc',
    iat: now,
    exp: now + 3600,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .sign(signer);
};

describe('sociallogin with Google ID tokens', () => {
  test('a forged token gives no access_token', async () => {
    const res = await api.call('POST', '/api/sociallogin/google', {
      body: { id_token: await idToken({}, forger), nonce: 'abc' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: expect.any(String), errors: { code: ['validation_social'] } });
    expect(res.body.access_token).toBeUndefined();
  });

  test.each([
    ['wrong nonce', { nonce: 'other' }],
    ['wrong audience', { aud: 'someone-else' }],
    ['expired', { exp: 1 }],
  ])('%s -> 422 validation_social', async (_name, claims) => {
    const res = await api.call('POST', '/api/sociallogin/google', { body: { id_token: await idToken(claims), nonce: 'abc' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: ['validation_social'] });
  });

  test("the stand-in's codes no longer sign in once a client id is set", async () => {
    const res = await api.call('POST', '/api/sociallogin/google', { body: { code: 'a'.repeat(32) } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ id_token: ['validation_required'], nonce: ['validation_required'] });
  });

  test('a valid token signs in the account with that verified e-mail, and links it; the token signs in once', async () => {
    const token = await idToken({});
    const res = await api.call('POST', '/api/sociallogin/google', { body: { id_token: token, nonce: 'abc' } });
    expect(res.status).toBe(200);
    const me = await api.call('POST', '/api/auth/me', { token: res.body.access_token });
    expect(me.body).toMatchObject({ email: 'maria@example.com', phone: '+380931234567' });
    // Replayed: refused.
    const replay = await api.call('POST', '/api/sociallogin/google', { body: { id_token: token, nonce: 'abc' } });
    expect(replay.status).toBe(422);
    expect(replay.body.access_token).toBeUndefined();
    // Linked by subject: the next sign-in finds her even when the e-mail changed at Google.
    const again = await api.call('POST', '/api/sociallogin/google', {
      body: { id_token: await idToken({ email: 'new@gmail.com', nonce: 'abc2' }), nonce: 'abc2' },
    });
    expect((await api.call('POST', '/api/auth/me', { token: again.body.access_token })).body.phone).toBe('+380931234567');
  });

  test('an unverified e-mail never links an existing account', async () => {
    const res = await api.call('POST', '/api/sociallogin/google', {
      body: {
        id_token: await idToken({ sub: 'g-2', email: 'maria@example.com', email_verified: false, name: 'X', nonce: 'abc3' }),
        nonce: 'abc3',
      },
    });
    expect(res.status).toBe(200);
    const me = await api.call('POST', '/api/auth/me', { token: res.body.access_token });
    expect(me.body).toMatchObject({ email: null, phone: null, name: 'X', bonus: 50 });
  });

  test('the linked account has another e-mail: signed in, and both e-mails offered to choose from', async () => {
    // g-1 is linked to Maria (maria@example.com) by the test above.
    const res = await api.call('POST', '/api/sociallogin/google', {
      body: { id_token: await idToken({ email: 'Maria.New@gmail.com', nonce: 'abc4' }), nonce: 'abc4' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      access_token: expect.any(String),
      email_conflict: { current: 'maria@example.com', offered: 'maria.new@gmail.com' },
    });
    // Choosing the provider's e-mail is a profile change.
    const put = await api.call('PUT', '/api/profile', { token: res.body.access_token, body: { email: 'maria.new@gmail.com' } });
    expect(put.status).toBe(200);
    const again = await api.call('POST', '/api/sociallogin/google', {
      body: { id_token: await idToken({ email: 'maria.new@gmail.com', nonce: 'abc5' }), nonce: 'abc5' },
    });
    expect(again.body.email_conflict).toBeUndefined();
  });

  test('an e-mail another account uses is never offered nor taken', async () => {
    // g-2 is the account "X" without e-mail (above); Maria now uses maria.new@gmail.com.
    const res = await api.call('POST', '/api/sociallogin/google', {
      body: { id_token: await idToken({ sub: 'g-2', email: 'maria.new@gmail.com', nonce: 'abc6' }), nonce: 'abc6' },
    });
    expect(res.status).toBe(200);
    expect(res.body.email_conflict).toBeUndefined();
    expect((await api.call('POST', '/api/auth/me', { token: res.body.access_token })).body).toMatchObject({
      name: 'X',
      email: null,
    });
  });

  test('an account without e-mail takes the verified one of the provider', async () => {
    const res = await api.call('POST', '/api/sociallogin/google', {
      body: { id_token: await idToken({ sub: 'g-2', email: 'x@gmail.com', nonce: 'abc7' }), nonce: 'abc7' },
    });
    expect(res.body.email_conflict).toBeUndefined();
    expect((await api.call('POST', '/api/auth/me', { token: res.body.access_token })).body).toMatchObject({
      name: 'X',
      email: 'x@gmail.com',
    });
  });

  test('a switched-off provider answers 404 provider_off', async () => {
    expect(await api.call('POST', '/api/sociallogin/apple', { body: { id_token: 'x', nonce: 'abc' } })).toEqual({
      status: 404,
      body: { message: 'provider_off' },
    });
  });
});
