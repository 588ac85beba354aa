import {
  callbackUrl,
  consentUrl,
  isSocialMessage,
  parseCallback,
  popupFeatures,
  providerOfCallback,
  randomState,
  readLastUrl,
  saveLastUrl,
  saveSocialState,
  socialRefusalOf,
  takeSocialState,
  takeSocialStart,
  connectRefusalOf,
  connectProviderPath,
} from './social';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('social login helpers', () => {
  it.each([
    ['/auth/google/callback/', 'google'],
    ['/auth/google/callback', 'google'],
    ['/auth/apple/', 'apple'],
    ['/api/apple-result/', 'apple'],
    ['/auth/', null],
    ['/auth/facebook/', null],
  ])('callback route %s -> %s', (path, provider) => {
    expect(providerOfCallback(path)).toBe(provider);
  });

  it('callback URLs keep the page language', () => {
    expect(callbackUrl('http://shop.test', 'ua', 'google')).toBe('http://shop.test/ua/auth/google/callback/');
    expect(callbackUrl('http://shop.test', 'ru', 'apple')).toBe('http://shop.test/ru/auth/apple/');
  });

  it('consent URL: the stand-in by default, the real provider with a client id', () => {
    expect(consentUrl('google', 'http://s/cb/', 'st')).toBe(
      '/api/dev/social/google?redirect_uri=http%3A%2F%2Fs%2Fcb%2F&state=st',
    );
    const g = new URL(consentUrl('google', 'http://s/cb/', 'st', { google: 'cid' })!);
    expect(g.origin).toBe('https://accounts.google.com');
    expect(Object.fromEntries(g.searchParams)).toMatchObject({
      client_id: 'cid',
      redirect_uri: 'http://s/cb/',
      state: 'st',
      // An ID token (no client secret anywhere), bound to this sign-in by the nonce.
      response_type: 'id_token',
      scope: 'openid email profile',
      nonce: 'st',
    });
    const a = new URL(consentUrl('apple', 'http://s/cb/', 'st', { apple: 'aid' })!);
    expect(a.origin).toBe('https://appleid.apple.com');
    expect(Object.fromEntries(a.searchParams)).toEqual({
      client_id: 'aid',
      redirect_uri: 'http://s/cb/',
      response_type: 'code id_token',
      response_mode: 'fragment',
      state: 'st',
      nonce: 'st',
    });
  });

  it('consent URL in a production build (stand-ins compiled out): the real provider or none', () => {
    const g = globalThis as { __SHOP_API_STANDINS__?: boolean };
    g.__SHOP_API_STANDINS__ = false;
    try {
      expect(consentUrl('google', 'http://s/cb/', 'st')).toBeNull();
      expect(consentUrl('apple', 'http://s/cb/', 'st', { google: 'cid' })).toBeNull();
      expect(new URL(consentUrl('google', 'http://s/cb/', 'st', { google: 'cid' })!).origin).toBe('https://accounts.google.com');
    } finally {
      delete g.__SHOP_API_STANDINS__;
    }
  });

  it('the popup is 452 x 633, centred and never off screen', () => {
    expect(popupFeatures({ width: 1366, height: 900 })).toBe('popup=yes,width=452,height=633,left=457,top=134');
    expect(popupFeatures({ width: 300, height: 300 })).toBe('popup=yes,width=452,height=633,left=0,top=0');
  });

  it('state is 32 hex characters and differs each time', () => {
    const a = randomState();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomState()).not.toBe(a);
  });

  it('last-url: only same-origin paths are stored and read back', () => {
    const s = memory();
    saveLastUrl(s, '/ru/checkout/');
    expect(readLastUrl(s)).toBe('/ru/checkout/');
    saveLastUrl(s, '//evil.example/');
    expect(readLastUrl(s)).toBe('/ru/checkout/');
    s.setItem('last-url', 'https://evil.example/');
    expect(readLastUrl(s)).toBeNull();
    expect(readLastUrl(undefined)).toBeNull();
  });

  it.each([
    ['the right state', 'google', 'abc', 1000, true],
    ['another state', 'google', 'xyz', 1000, false],
    ['another provider', 'apple', 'abc', 1000, false],
    ['no state', 'google', null, 1000, false],
    ['after 15 minutes', 'google', 'abc', 15 * 60 * 1000 + 1, false],
  ] as const)('takeSocialState with %s -> %s, and the state is used up', (_n, provider, state, now, ok) => {
    const s = memory();
    saveSocialState(s, 'google', 'abc', 0);
    expect(takeSocialState(s, provider, state, now)).toBe(ok);
    expect(takeSocialState(s, 'google', 'abc', 1000)).toBe(false);
  });

  it.each([
    ['a sign-in', 'sign-in', 'sign-in'],
    ['a connection from the profile', 'connect', 'connect'],
    ['no purpose (stored by an older build)', undefined, 'sign-in'],
  ] as const)('takeSocialStart of %s -> %s; a wrong state -> null', (_n, purpose, expected) => {
    const s = memory();
    saveSocialState(s, 'apple', 'abc', 0, purpose);
    expect(takeSocialStart(s, 'apple', 'abc', 1000)).toBe(expected);
    saveSocialState(s, 'apple', 'abc', 0, purpose);
    expect(takeSocialStart(s, 'apple', 'other', 1000)).toBeNull();
  });

  it.each([
    [{ status: 409, message: 'social_account_taken' }, 'social_account_taken'],
    [{ status: 409, message: 'provider_already_connected' }, 'provider_already_connected'],
    [{ status: 409, message: 'email_unconfirmed' }, 'failed'],
    [{ status: 422, message: 'invalid' }, 'failed'],
    [{ message: 'network' }, 'failed'],
  ])('connectRefusalOf(%j) -> %s', (error, reason) => {
    expect(connectRefusalOf(error)).toBe(reason);
  });

  it('the conflict screen leads to the profile card of the provider, in the page language', () => {
    expect(connectProviderPath('ua', 'google')).toBe('/ua/profile/information/?connect=google#sign-in-methods');
    expect(connectProviderPath('ru', 'apple')).toBe('/ru/profile/information/?connect=apple#sign-in-methods');
  });

  it.each(['', 'not json', '{"provider":"google","state":1,"at":0}', 'null'])('a corrupt stored state %j is refused', (raw) => {
    const s = memory({ 'auth-social': raw });
    expect(takeSocialState(s, 'google', 'abc', 1)).toBe(false);
  });

  it.each([
    ['?code=c1&state=s1', '', { code: 'c1', state: 's1', error: null, idToken: null }],
    ['?error=access_denied&state=s1', '', { code: null, state: 's1', error: 'access_denied' }],
    ['', '#code=c2&state=s2&id_token=jwt', { code: 'c2', state: 's2', idToken: 'jwt' }],
    ['?code=' + 'x'.repeat(300), '', { code: null }],
    ['?code=a%20b', '', { code: null }],
    ['?error=', '', { error: 'error' }],
  ])('parseCallback(%j, %j)', (search, hash, expected) => {
    expect(parseCallback(search, hash)).toMatchObject(expected);
  });

  it.each([
    [{ type: 'auth-social-result', ok: true, token: 't' }, true],
    [{ type: 'auth-social-result', ok: false }, true],
    [{ type: 'auth-social-result', ok: true }, false],
    [{ type: 'other', ok: false }, false],
    ['auth-social-result', false],
    [null, false],
  ])('isSocialMessage(%j) -> %s', (data, ok) => {
    expect(isSocialMessage(data)).toBe(ok);
  });

  it.each([
    [{ status: 409, message: 'email_unconfirmed' }, 'email_unconfirmed'],
    [{ status: 409, message: 'other' }, undefined],
    [{ status: 422, message: 'email_unconfirmed' }, undefined],
    [{ message: 'api_network' }, undefined],
  ])('socialRefusalOf(%j) -> %s', (error, reason) => {
    expect(socialRefusalOf(error)).toBe(reason);
  });
});
