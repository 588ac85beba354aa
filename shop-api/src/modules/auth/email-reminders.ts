/**
 * The one-off confirmation round for e-mails stored before confirmation existed (decision 435,
 * `npm run api:confirm-emails`): every customer with an unconfirmed e-mail gets its link once, so
 * their first Google or Apple sign-in does not meet the e-mail conflict screen.
 *
 * Each address is claimed (a row in email_confirmation_reminders) before its e-mail is sent and
 * marked sent after, so two runs at once, or a second run, never send one address twice. An e-mail
 * the provider refused (or the account's hourly 3 links) is not marked: the next run tries it again;
 * a claim left by a run that died mid-send is taken again after CLAIM_STALE_MS.
 */
import type { AppContext } from '../../context';
import { sendEmailConfirmation, type ConfirmationSent } from './email-confirmation';
import type { MessageLang } from './providers/messages';

/** A claim older than this without a sent mark belongs to a run that stopped: taken again, ms. */
export const CLAIM_STALE_MS = 10 * 60_000;

export interface ReminderReport {
  /** Unconfirmed e-mails whose link has not gone yet. */
  due: number;
  sent: number;
  /** Not sent this time (provider refused, or the account's hourly limit): tried again next run. */
  notSent: { email: string; reason: Exclude<ConfirmationSent, 'sent'> }[];
}

interface Due {
  id: number;
  email: string;
}

function dueAccounts(ctx: AppContext): Due[] {
  const stale = new Date(ctx.now().getTime() - CLAIM_STALE_MS).toISOString();
  return ctx.db
    .prepare(
      `SELECT u.id, u.email FROM users u
       WHERE u.email IS NOT NULL AND u.email <> '' AND u.email_confirmed_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM email_confirmation_reminders r
                         WHERE r.email = lower(u.email) AND (r.sent_at IS NOT NULL OR r.claimed_at > ?))
       ORDER BY u.id`,
    )
    .all(stale) as Due[];
}

/** Claims the address for this run; false when another run holds it or it went already. */
function claim(ctx: AppContext, account: Due): boolean {
  const now = ctx.now();
  const stale = new Date(now.getTime() - CLAIM_STALE_MS).toISOString();
  return ctx.db.transaction(() => {
    const email = account.email.toLowerCase();
    ctx.db
      .prepare('DELETE FROM email_confirmation_reminders WHERE email = ? AND sent_at IS NULL AND claimed_at <= ?')
      .run(email, stale);
    return (
      ctx.db
        .prepare('INSERT OR IGNORE INTO email_confirmation_reminders (email, user_id, claimed_at) VALUES (?, ?, ?)')
        .run(email, account.id, now.toISOString()).changes === 1
    );
  })();
}

/** Sends the due links (none with dryRun: only counted). */
export async function remindUnconfirmedEmails(
  ctx: AppContext,
  options: { dryRun: boolean; lang: MessageLang },
): Promise<ReminderReport> {
  const due = dueAccounts(ctx);
  const report: ReminderReport = { due: due.length, sent: 0, notSent: [] };
  if (options.dryRun) return report;
  for (const account of due) {
    if (!claim(ctx, account)) continue;
    const email = account.email.toLowerCase();
    const sent = await sendEmailConfirmation(ctx, account, options.lang);
    if (sent === 'sent') {
      ctx.db.prepare('UPDATE email_confirmation_reminders SET sent_at = ? WHERE email = ?').run(ctx.now().toISOString(), email);
      report.sent++;
    } else {
      ctx.db.prepare('DELETE FROM email_confirmation_reminders WHERE email = ? AND sent_at IS NULL').run(email);
      report.notSent.push({ email: account.email, reason: sent });
    }
  }
  return report;
}
