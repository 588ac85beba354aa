import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { clientOf, decideDistinct, decideWindow, enforce, forgetHit, hitsSince, recordHit, strictest } from '../../http/limits';
import { kyivDay } from './kyiv';

/**
 * The auth module's abuse limits (shop-api/README.md, "Threat model"). Rules: http/limits/rules.ts;
 * numbers: config.limits (environment). Message keys of the 429s: `too_many_attempts` (passwords),
 * `too_many_requests` (SMS to too many phones from one client), `too_many_sms` (a phone's day).
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * A password attempt held against the account's and the client's wrong-password limits: counted
 * as a wrong password from the moment it is reserved; `passed()` takes it back once the password
 * proved right.
 */
export interface PasswordAttempt {
  passed: () => void;
}

/**
 * Refuses (429 too_many_attempts) while the account or the client has too many recent wrong
 * passwords, and otherwise reserves this attempt, in the same synchronous transaction as the check
 * and before the (slow, asynchronous) hash: of 40 guesses sent at once only the first
 * `loginFailsPerAccount` reach the hash, however the hashes interleave.
 */
export function reservePasswordAttempt(ctx: AppContext, request: FastifyRequest, account: string): PasswordAttempt {
  const { loginFailsPerAccount, loginFailsPerClient, loginWindowMs } = ctx.config.limits;
  const now = ctx.now();
  const since = now.getTime() - loginWindowMs;
  const client = clientOf(ctx.config.limits, request);
  const at = (rows: { at: number }[]) => rows.map((r) => r.at);
  const ids = ctx.db.transaction(() => {
    enforce(
      strictest([
        decideWindow(at(hitsSince(ctx.db, 'login_fail_account', account, since)), now.getTime(), {
          max: loginFailsPerAccount,
          windowMs: loginWindowMs,
        }),
        decideWindow(at(hitsSince(ctx.db, 'login_fail_client', client, since)), now.getTime(), {
          max: loginFailsPerClient,
          windowMs: loginWindowMs,
        }),
      ]),
      'too_many_attempts',
    );
    return [recordHit(ctx.db, 'login_fail_account', account, now), recordHit(ctx.db, 'login_fail_client', client, now)];
  })();
  return {
    passed: () => ctx.db.transaction(() => ids.forEach((id) => forgetHit(ctx.db, id)))(),
  };
}

/** Refuses (429 too_many_requests) an SMS to a new phone once the client has texted too many phones. */
export function assertSmsAllowedForClient(ctx: AppContext, request: FastifyRequest, phone: string) {
  const { smsPhonesPerClientHour, smsPhonesPerClientDay } = ctx.config.limits;
  const now = ctx.now().getTime();
  const hits = hitsSince(ctx.db, 'sms_client', clientOf(ctx.config.limits, request), now - DAY_MS);
  enforce(
    strictest([
      decideDistinct(hits, phone, now, { max: smsPhonesPerClientHour, windowMs: HOUR_MS }),
      decideDistinct(hits, phone, now, { max: smsPhonesPerClientDay, windowMs: DAY_MS }),
    ]),
    'too_many_requests',
  );
}

export function recordSmsForClient(ctx: AppContext, request: FastifyRequest, phone: string) {
  recordHit(ctx.db, 'sms_client', clientOf(ctx.config.limits, request), ctx.now(), phone);
}

/** Password-reset SMS sent to a phone on the Kyiv day of `now` (they count toward its 10 a day). */
export function resetSmsToday(ctx: Pick<AppContext, 'db'>, phone: string, now: Date): number {
  const day = kyivDay(now);
  return hitsSince(ctx.db, 'reset_sms', phone, now.getTime() - DAY_MS).filter((h) => kyivDay(new Date(h.at)) === day).length;
}

export function recordResetSms(ctx: AppContext, phone: string) {
  recordHit(ctx.db, 'reset_sms', phone, ctx.now());
}

/** Password-reset e-mails per account an hour (each is a message the shop pays for and the customer reads). */
export const RESET_EMAILS_PER_ACCOUNT_HOUR = 3;

/**
 * Refuses (429 too_many_requests) a reset e-mail once the account had RESET_EMAILS_PER_ACCOUNT_HOUR
 * within the hour, or the client has written to too many addresses (the SMS limits' numbers).
 */
export function assertResetEmailAllowed(ctx: AppContext, request: FastifyRequest, userId: number, email: string) {
  const now = ctx.now().getTime();
  enforce(
    strictest([
      decideWindow(
        hitsSince(ctx.db, 'reset_email', String(userId), now - HOUR_MS).map((h) => h.at),
        now,
        { max: RESET_EMAILS_PER_ACCOUNT_HOUR, windowMs: HOUR_MS },
      ),
    ]),
    'too_many_requests',
  );
  assertSmsAllowedForClient(ctx, request, `email:${email.toLowerCase()}`);
}

export function recordResetEmail(ctx: AppContext, request: FastifyRequest, userId: number, email: string) {
  recordHit(ctx.db, 'reset_email', String(userId), ctx.now());
  recordSmsForClient(ctx, request, `email:${email.toLowerCase()}`);
}

/** Seconds from `now` to the next midnight in Kyiv (when a phone's day count starts again), at least 1. */
export function secondsToKyivMidnight(now: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Kyiv',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, Number(p.value)]),
  ) as { hour: number; minute: number; second: number };
  return Math.max(1, 86_400 - (parts.hour * 3600 + parts.minute * 60 + parts.second));
}
