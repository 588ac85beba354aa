import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { findUserByEmail, issueToken } from './users';
import type { VerifiedIdentity } from './providers/id-token';

export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** An authorisation code is good for 10 minutes, once. */
export const SOCIAL_CODE_TTL_MS = 10 * 60 * 1000;

/** The stand-in's test account per provider. */
export const SOCIAL_TEST_USERS: Record<SocialProvider, { subject: string; email: string; name: string }> = {
  google: { subject: 'google-test-user', email: 'google.user@example.com', name: 'Google Test User' },
  apple: { subject: 'apple-test-user', email: 'apple.user@example.com', name: 'Apple Test User' },
};

/** The stand-in's account for an e-mail chosen on its consent page (the account chooser): verified, its own subject. */
export function standInAccount(provider: SocialProvider, email: string): { subject: string; email: string; name: string } {
  const address = email.trim().toLowerCase();
  return { subject: `${provider}-${address}`, email: address, name: address.split('@')[0] };
}

/** Issues an authorisation code as the provider's consent page would (for its test account, or the one chosen). */
export function createSocialCode(
  db: Database.Database,
  provider: SocialProvider,
  now: Date,
  account: { subject: string; email: string; name: string } = SOCIAL_TEST_USERS[provider],
): string {
  const code = randomBytes(16).toString('hex');
  const u = account;
  db.prepare('DELETE FROM social_codes WHERE created_at < ?').run(new Date(now.getTime() - 86_400_000).toISOString());
  db.prepare('INSERT INTO social_codes (code, provider, subject, email, name, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    code,
    provider,
    u.subject,
    u.email,
    u.name,
    now.toISOString(),
  );
  return code;
}

/**
 * The stand-in's authorisation code -> the test identity (used up). null for an unknown, used,
 * expired or other provider's code.
 */
export function exchangeStandInCode(
  db: Database.Database,
  provider: SocialProvider,
  code: string,
  now: Date,
): VerifiedIdentity | null {
  return db.transaction((): VerifiedIdentity | null => {
    const row = db.prepare('SELECT * FROM social_codes WHERE code = ?').get(code) as
      { provider: string; subject: string; email: string | null; name: string; used: number; created_at: string } | undefined;
    if (!row || row.provider !== provider || row.used === 1) return null;
    if (now.getTime() - new Date(row.created_at).getTime() > SOCIAL_CODE_TTL_MS) return null;
    db.prepare('UPDATE social_codes SET used = 1 WHERE code = ?').run(code);
    return { subject: row.subject, email: row.email, name: row.name };
  })();
}

/** Spec section 8 "Email conflict prompts to choose which email to use": the account's and the provider's. */
export interface EmailConflict {
  current: string;
  offered: string;
}

/**
 * The provider's verified e-mail belongs to an account whose e-mail is not confirmed: no session,
 * the storefront explains and offers the phone (and password) sign-in (route answer 409 email_unconfirmed).
 */
export class EmailUnconfirmedConflict extends Error {
  constructor() {
    super('email_unconfirmed');
  }
}

/**
 * A session for a provider identity: the account linked to it, else the user with the
 * provider's verified e-mail when that account confirmed it (then linked; an unconfirmed one
 * throws EmailUnconfirmedConflict), else a new user (no phone). Only the provider's
 * verified e-mail finds an account: an e-mail the client sends never links anything.
 * When the linked account has another e-mail than the provider's verified one (and nobody else
 * uses that one), the answer names both so the customer chooses; an account without e-mail
 * simply takes the provider's.
 */
export function socialSignIn(
  db: Database.Database,
  provider: SocialProvider,
  identity: VerifiedIdentity,
  hints: { name?: string },
  now: Date,
): { token: string; emailConflict: EmailConflict | null } {
  return db.transaction((): { token: string; emailConflict: EmailConflict | null } => {
    const linked = db
      .prepare('SELECT user_id FROM social_accounts WHERE provider = ? AND subject = ?')
      .get(provider, identity.subject) as { user_id: number } | undefined;
    let userId = linked?.user_id;
    if (userId === undefined) {
      const existing = identity.email ? findUserByEmail(db, identity.email) : null;
      // An e-mail only claimed (typed at registration or in the profile, its link never opened)
      // does not let anyone in: whoever claimed it could otherwise pre-take the owner's account.
      if (existing && !existing.email_confirmed_at) throw new EmailUnconfirmedConflict();
      // Apple sends the name only to the page, once: the client's hint, else the token's.
      const name = (hints.name?.trim() || identity.name || '').slice(0, 100);
      userId =
        existing?.id ??
        Number(
          db
            .prepare('INSERT INTO users (name, email, email_confirmed_at, created_at) VALUES (?, ?, ?, ?)')
            .run(name, identity.email, identity.email ? now.toISOString() : null, now.toISOString()).lastInsertRowid,
        );
      db.prepare('INSERT INTO social_accounts (provider, subject, user_id) VALUES (?, ?, ?)').run(
        provider,
        identity.subject,
        userId,
      );
    }
    rememberVerifiedEmail(db, provider, identity);
    let emailConflict: EmailConflict | null = null;
    const offered = identity.email?.trim().toLowerCase();
    const owner = offered ? findUserByEmail(db, offered) : null;
    if (offered && (!owner || owner.id === userId)) {
      const current = (db.prepare('SELECT email FROM users WHERE id = ?').get(userId) as { email: string | null }).email;
      // The provider vouches for its e-mail: taken as confirmed.
      if (!current)
        db.prepare('UPDATE users SET email = ?, email_confirmed_at = ? WHERE id = ?').run(offered, now.toISOString(), userId);
      else if (current.toLowerCase() !== offered) emailConflict = { current, offered };
    }
    return { token: issueToken(db, userId, now), emailConflict };
  })();
}

/**
 * Keeps the e-mail the provider verified in this identity's latest token (null: none verified):
 * the profile saves that e-mail confirmed when the customer picks it (decision 435).
 */
export function rememberVerifiedEmail(db: Database.Database, provider: SocialProvider, identity: VerifiedIdentity): void {
  db.prepare('UPDATE social_accounts SET email = ? WHERE provider = ? AND subject = ?').run(
    identity.email?.trim().toLowerCase() || null,
    provider,
    identity.subject,
  );
}

/** ID tokens live an hour at most (Google 1 h, Apple 10 min): older used nonces can be forgotten. */
const USED_NONCE_KEEP_MS = 2 * 60 * 60 * 1000;

/**
 * Marks a verified ID token's nonce used. false when it was used before: a token (even one
 * copied from the address bar or a log) signs in once.
 */
export function claimNonce(db: Database.Database, provider: SocialProvider, nonce: string, now: Date): boolean {
  db.prepare('DELETE FROM social_used_nonces WHERE created_at < ?').run(
    new Date(now.getTime() - USED_NONCE_KEEP_MS).toISOString(),
  );
  return (
    db
      .prepare('INSERT OR IGNORE INTO social_used_nonces (provider, nonce, created_at) VALUES (?, ?, ?)')
      .run(provider, nonce, now.toISOString()).changes === 1
  );
}
