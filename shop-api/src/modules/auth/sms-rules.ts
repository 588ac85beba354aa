import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** Spec sections 8-9: more than 10 SMS requests a day block SMS until the next (Kyiv) day. */
export const SMS_DAILY_LIMIT = 10;
/** Spec section 4: the resend countdown; a resend is allowed at 0 and forces SMS delivery. */
export const SMS_RESEND_SECONDS = 30;
/** A code is valid for 10 minutes. */
export const SMS_CODE_TTL_MS = 10 * 60 * 1000;
/** The fifth wrong code burns the secret. */
export const SMS_MAX_WRONG_TRIES = 5;
/** Spec section 5: the SMS code is 4 digits. */
export const SMS_CODE_PATTERN = /^\d{4}$/;

export type SmsRequestDecision = 'send' | 'limit' | 'too_soon';

/**
 * Decides a new code request for a phone.
 * @param sentToday codes already sent to this phone on the current Kyiv day
 * @param lastSentAt when the previous code for this phone was sent (any day), or null
 * @param force the client's `?force_sms=1` (the explicit resend after the countdown)
 */
export function decideSmsRequest(sentToday: number, lastSentAt: Date | null, now: Date, force: boolean): SmsRequestDecision {
  if (sentToday >= SMS_DAILY_LIMIT) return 'limit';
  if (!force && lastSentAt && now.getTime() - lastSentAt.getTime() < SMS_RESEND_SECONDS * 1000) return 'too_soon';
  return 'send';
}

/** A uniformly random 4-digit code, '0000'..'9999'. */
export function generateSmsCode(random: (max: number) => number = randomInt): string {
  return String(random(10000)).padStart(4, '0');
}

export function hashSmsCode(secretId: string, code: string): string {
  return createHash('sha256').update(`${secretId}:${code}`).digest('hex');
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'burned';

export interface SecretState {
  id: string;
  codeHash: string;
  tries: number;
  burned: boolean;
  expiresAt: Date;
}

/** Checks a submitted code against a stored secret (does not change it). */
export function checkSmsCode(secret: SecretState, code: unknown, now: Date): CodeCheck {
  if (secret.burned || secret.tries >= SMS_MAX_WRONG_TRIES) return 'burned';
  if (now.getTime() >= secret.expiresAt.getTime()) return 'expired';
  const text = typeof code === 'number' ? String(code).padStart(4, '0') : code;
  if (typeof text !== 'string' || !SMS_CODE_PATTERN.test(text)) return 'wrong';
  const a = Buffer.from(hashSmsCode(secret.id, text), 'hex');
  const b = Buffer.from(secret.codeHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b) ? 'ok' : 'wrong';
}
