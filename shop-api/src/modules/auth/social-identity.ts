import type Database from 'better-sqlite3';
import { ApiError, validationError } from '../../http/errors';
import type { SocialMethod } from './providers';
import type { VerifiedIdentity } from './providers/id-token';
import { claimNonce, exchangeStandInCode, type SocialProvider } from './social';

/**
 * The identity a provider vouches for in a sign-in or a connection from the profile: a real
 * provider's ID token (signature, issuer, audience, expiry, nonce; the nonce used once), or the
 * stand-in's one-time code. 404 provider_off, 422 for a missing or refused token or code.
 */
export async function verifiedIdentityOf(
  db: Database.Database,
  provider: SocialProvider,
  method: SocialMethod,
  body: { code?: string; id_token?: string; nonce?: string },
  now: Date,
): Promise<VerifiedIdentity> {
  if (method.kind === 'off') throw new ApiError(404, 'provider_off');
  let identity: VerifiedIdentity | null;
  if (method.kind === 'oidc') {
    if (!body.id_token || !body.nonce) {
      throw validationError({
        ...(body.id_token ? {} : { id_token: 'validation_required' }),
        ...(body.nonce ? {} : { nonce: 'validation_required' }),
      });
    }
    identity = await method.verifier.verify(body.id_token, body.nonce, now);
    if (identity && !claimNonce(db, provider, body.nonce, now)) identity = null;
  } else {
    const code = body.code ?? body.id_token;
    if (!code) throw validationError({ code: 'validation_required' });
    identity = exchangeStandInCode(db, provider, code, now);
  }
  if (!identity) throw validationError({ code: 'validation_social' });
  return identity;
}
