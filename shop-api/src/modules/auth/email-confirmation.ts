/**
 * E-mail confirmation (issue 43, point 2; decision 433). An e-mail set at registration or in the
 * profile is only claimed until the link sent to it is opened: the site's `?auth=email-confirm&token=..`
 * (uk at the root, ru under /ru) posts the token to `auth/email/confirm`. The token (128 bits) is kept as
 * SHA-256, lives 24 hours, is used once, and confirms the e-mail only while the account still has it.
 * A social sign-in links to an account by e-mail only when it is confirmed (social.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { AppContext } from '../../context';
import { hitsSince, recordHit } from '../../http/limits';
import { authProvidersOf } from './providers';
import { textToHtml } from './providers/email';
import { message, type MessageLang } from './providers/messages';

export const EMAIL_CONFIRM_TTL_MS = 24 * 3_600_000;
/** Confirmation e-mails per account within an hour: a claimed address is not flooded. */
export const EMAIL_CONFIRMS_PER_ACCOUNT_HOUR = 3;
const HOUR_MS = 3_600_000;

const hashOf = (token: string) => createHash('sha256').update(`email-confirm:${token}`).digest('hex');

/** The site's page that confirms the e-mail with the token, in the customer's language. */
export function emailConfirmLink(siteUrl: string, lang: MessageLang, token: string): string {
  const query = new URLSearchParams({ auth: 'email-confirm', token });
  return `${siteUrl.replace(/\/$/, '')}${lang === 'ru' ? '/ru' : ''}/?${query.toString()}`;
}

export type ConfirmationSent = 'sent' | 'limit' | 'failed';

/**
 * Sends a confirmation link for the account's `email` through the e-mail provider (at most
 * EMAIL_CONFIRMS_PER_ACCOUNT_HOUR an hour, each try counted). A link whose e-mail never left is forgotten.
 */
export async function sendEmailConfirmation(
  ctx: AppContext,
  user: { id: number; email: string },
  lang: MessageLang,
): Promise<ConfirmationSent> {
  const db = ctx.db;
  const now = ctx.now();
  if (hitsSince(db, 'email_confirm', String(user.id), now.getTime() - HOUR_MS).length >= EMAIL_CONFIRMS_PER_ACCOUNT_HOUR)
    return 'limit';
  recordHit(db, 'email_confirm', String(user.id), now);
  const token = randomBytes(16).toString('hex');
  db.prepare('DELETE FROM email_confirmations WHERE expires_at < ?').run(now.toISOString());
  db.prepare('INSERT INTO email_confirmations (token_hash, user_id, email, expires_at, created_at) VALUES (?, ?, ?, ?, ?)').run(
    hashOf(token),
    user.id,
    user.email,
    new Date(now.getTime() + EMAIL_CONFIRM_TTL_MS).toISOString(),
    now.toISOString(),
  );
  const text = message('email_confirm_text', lang, { link: emailConfirmLink(ctx.config.payments.publicSiteUrl, lang, token) });
  const sent = await authProvidersOf(ctx).email.send({
    to: user.email,
    subject: message('email_confirm_subject', lang),
    text,
    html: textToHtml(text),
  });
  if (sent.ok) return 'sent';
  db.prepare('DELETE FROM email_confirmations WHERE token_hash = ?').run(hashOf(token));
  return 'failed';
}

/**
 * Uses a confirmation token: the account's e-mail counts as confirmed from now, if the account
 * still has the e-mail the link was sent to. null for an unknown, used or expired token, or an
 * e-mail changed since (the link is then used up all the same).
 */
export function confirmEmail(db: Database.Database, token: string, now: Date): { userId: number; email: string } | null {
  return db.transaction(() => {
    const row = db
      .prepare('SELECT user_id, email FROM email_confirmations WHERE token_hash = ? AND used = 0 AND expires_at > ?')
      .get(hashOf(token.trim()), now.toISOString()) as { user_id: number; email: string } | undefined;
    if (!row) return null;
    db.prepare('UPDATE email_confirmations SET used = 1 WHERE token_hash = ?').run(hashOf(token.trim()));
    const confirmed = db
      .prepare('UPDATE users SET email_confirmed_at = ? WHERE id = ? AND lower(email) = lower(?)')
      .run(now.toISOString(), row.user_id, row.email).changes;
    return confirmed === 1 ? { userId: row.user_id, email: row.email } : null;
  })();
}

/** Whether the account's current e-mail was confirmed (by its link, or given verified by Google or Apple). */
export const emailConfirmed = (user: { email: string | null; email_confirmed_at: string | null }) =>
  !!user.email && !!user.email_confirmed_at;
