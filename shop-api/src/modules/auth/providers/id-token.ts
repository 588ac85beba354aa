/**
 * Google and Apple sign-in: the storefront sends the provider's ID token (a JWT); this checks
 * its signature against the provider's published keys (JWKS, fetched and cached by jose), the
 * issuer, the audience (our client id), the expiry and the nonce the storefront generated.
 */
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const APPLE_JWKS_URL = 'https://appleid.apple.com/auth/keys';
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
export const APPLE_ISSUERS = ['https://appleid.apple.com'];
/** Clock difference tolerated between the provider and us, seconds. */
export const ID_TOKEN_CLOCK_TOLERANCE_S = 60;

/** Who signed in: the provider's stable subject, and the e-mail only when the provider verified it. */
export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  name: string | null;
}

export interface IdTokenVerifier {
  /** The identity, or null for any token that must not sign anyone in (never throws). */
  verify(idToken: string, nonce: string, now: Date): Promise<VerifiedIdentity | null>;
}

export function createIdTokenVerifier(options: {
  issuers: string[];
  audience: string;
  /** A remote key set (createRemoteJWKSet) or, in tests, a local one. */
  keys: JWTVerifyGetKey;
}): IdTokenVerifier {
  return {
    async verify(idToken, nonce, now) {
      try {
        const { payload } = await jwtVerify(idToken, options.keys, {
          issuer: options.issuers,
          audience: options.audience,
          // Both providers sign with RS256; listing it refuses 'none', HS256 with the public key, etc.
          algorithms: ['RS256'],
          currentDate: now,
          clockTolerance: ID_TOKEN_CLOCK_TOLERANCE_S,
          requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
        });
        if (typeof payload.sub !== 'string' || !payload.sub) return null;
        if (!nonce || payload.nonce !== nonce) return null;
        // Apple sends email_verified as the string "true".
        const verified = payload.email_verified === true || payload.email_verified === 'true';
        const email = verified && typeof payload.email === 'string' ? payload.email : null;
        const name = typeof payload.name === 'string' ? payload.name : null;
        return { subject: payload.sub, email, name };
      } catch {
        return null;
      }
    },
  };
}

export function remoteKeys(url: string): JWTVerifyGetKey {
  // jose caches the key set and refetches it (at most every 30 s) when a token names an unknown key.
  return createRemoteJWKSet(new URL(url));
}
