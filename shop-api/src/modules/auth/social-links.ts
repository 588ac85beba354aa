/**
 * Sign-in providers connected from the profile (issue 43, decision 435): a signed-in customer
 * links a Google or Apple identity to their own account (what the e-mail conflict screen sends them
 * to do), sees which are connected and disconnects one, never the account's last way in.
 */
import type Database from 'better-sqlite3';
import type { VerifiedIdentity } from './providers/id-token';
import { rememberVerifiedEmail, SOCIAL_PROVIDERS, type SocialProvider } from './social';

export interface SocialLink {
  provider: SocialProvider;
  /** The e-mail the provider verified for this identity, if any. */
  email: string | null;
}

/** Why a connection or disconnection is refused (each a 409 message). */
export type SocialLinkRefusal = 'social_account_taken' | 'provider_already_connected' | 'last_sign_in_method';

export class SocialLinkRefused extends Error {
  constructor(readonly reason: SocialLinkRefusal) {
    super(reason);
  }
}

/**
 * Whether the account still has a way to sign in without `provider`: a phone (SMS code, password,
 * messenger bot all sign in by it) or another connected provider.
 */
export function keepsAWayIn(account: { hasPhone: boolean; connected: SocialProvider[] }, provider: SocialProvider): boolean {
  return account.hasPhone || account.connected.some((p) => p !== provider);
}

export function socialLinksOf(db: Database.Database, userId: number): SocialLink[] {
  const rows = db.prepare('SELECT provider, email FROM social_accounts WHERE user_id = ?').all(userId) as {
    provider: string;
    email: string | null;
  }[];
  return SOCIAL_PROVIDERS.flatMap((provider) =>
    rows.filter((r) => r.provider === provider).map((r) => ({ provider, email: r.email })),
  );
}

/**
 * Links the identity to the signed-in customer's account, in one transaction. The identity of
 * another account is refused (social_account_taken), as is a second identity of a provider already
 * connected (provider_already_connected); the same identity again changes nothing. The account's
 * e-mail, when it is the one the provider verified, counts as confirmed from now.
 */
export function linkIdentity(
  db: Database.Database,
  userId: number,
  provider: SocialProvider,
  identity: VerifiedIdentity,
  now: Date,
): 'linked' | 'already_linked' {
  return db.transaction((): 'linked' | 'already_linked' => {
    const owner = db
      .prepare('SELECT user_id FROM social_accounts WHERE provider = ? AND subject = ?')
      .get(provider, identity.subject) as { user_id: number } | undefined;
    if (owner && owner.user_id !== userId) throw new SocialLinkRefused('social_account_taken');
    if (!owner) {
      const other = db.prepare('SELECT 1 FROM social_accounts WHERE provider = ? AND user_id = ?').get(provider, userId);
      if (other) throw new SocialLinkRefused('provider_already_connected');
      db.prepare('INSERT INTO social_accounts (provider, subject, user_id) VALUES (?, ?, ?)').run(
        provider,
        identity.subject,
        userId,
      );
    }
    rememberVerifiedEmail(db, provider, identity);
    if (identity.email)
      db.prepare(
        'UPDATE users SET email_confirmed_at = ? WHERE id = ? AND lower(email) = lower(?) AND email_confirmed_at IS NULL',
      ).run(now.toISOString(), userId, identity.email.trim());
    return owner ? 'already_linked' : 'linked';
  })();
}

/** Disconnects the account's identity of `provider`; false when none was connected. Refused when it is the last way in. */
export function unlinkProvider(db: Database.Database, userId: number, provider: SocialProvider): boolean {
  return db.transaction((): boolean => {
    const connected = socialLinksOf(db, userId).map((l) => l.provider);
    if (!connected.includes(provider)) return false;
    const phone = (db.prepare('SELECT phone FROM users WHERE id = ?').get(userId) as { phone: string | null } | undefined)?.phone;
    if (!keepsAWayIn({ hasPhone: !!phone, connected }, provider)) throw new SocialLinkRefused('last_sign_in_method');
    db.prepare('DELETE FROM social_accounts WHERE provider = ? AND user_id = ?').run(provider, userId);
    return true;
  })();
}

/**
 * Confirms the account's e-mail when it is the one a provider connected to this account verified
 * in its token (decision 435): the customer picked the provider's e-mail, no link is needed.
 * Any other e-mail is left as it is (unconfirmed until its link is opened). true when confirmed now.
 */
export function confirmIfProviderVerified(db: Database.Database, userId: number, email: string, now: Date): boolean {
  return (
    db
      .prepare(
        `UPDATE users SET email_confirmed_at = ?
         WHERE id = ? AND email_confirmed_at IS NULL AND lower(email) = lower(?)
           AND EXISTS (SELECT 1 FROM social_accounts s WHERE s.user_id = users.id AND s.email IS NOT NULL AND lower(s.email) = lower(?))`,
      )
      .run(now.toISOString(), userId, email.trim(), email.trim()).changes === 1
  );
}
