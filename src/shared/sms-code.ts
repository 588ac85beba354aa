/**
 * The SMS-code rules every code screen follows (sign-in in features/auth, the guest's phone at
 * checkout in features/checkout): spec sections 4, 5, 8 and 9, and the shop API's rules for a code
 * (shop-api/src/modules/auth/README.md). Pure functions with table tests (sms-code.test.ts).
 */

/** Spec section 9: SMS codes have 4 digits. */
export const SMS_CODE_LENGTH = 4;
/** Spec section 4: the resend countdown, seconds. */
export const RESEND_SECONDS = 30;
/** Spec section 8: the too-many-SMS toast stays 12 s. */
export const TOO_MANY_SMS_TOAST_MS = 12_000;
/** The shop API burns a code at its 5th wrong try (every later try of it is refused as well). */
export const SMS_MAX_WRONG_TRIES = 5;

/** The 4-digit SMS code field: required, then exactly 4 digits. */
export function smsCodeError(value: string | null | undefined): 'validation_required' | 'auth_code_format' | null {
  const v = (value ?? '').trim();
  if (v === '') return 'validation_required';
  if (!new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(v)) return 'auth_code_format';
  return null;
}

/** Seconds left of the resend countdown (whole seconds, rounded up; 0 when resend is allowed). */
export function resendSecondsLeft(sentAt: number | null, now: number, seconds = RESEND_SECONDS): number {
  if (sentAt === null) return 0;
  const left = Math.ceil((sentAt + seconds * 1000 - now) / 1000);
  return Math.min(seconds, Math.max(0, left));
}

/** '0:27' */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * After a refused code: how many wrong tries the current code has had, and the message key. From
 * the 5th on, the code is dead (the API refuses even the right one): the customer is told to ask
 * for a new one instead of guessing on.
 */
export function wrongCodeTry(triesBefore: number): { tries: number; dead: boolean; message: 'validation_sms' | 'sms_code_dead' } {
  const tries = triesBefore + 1;
  const dead = tries >= SMS_MAX_WRONG_TRIES;
  return { tries, dead, message: dead ? 'sms_code_dead' : 'validation_sms' };
}

/**
 * Server messages that have their own text (locales/{ua,ru}/auth.json): the SMS gateway refused the
 * code (nothing was sent), and the shop API's 429 keys (shop-api/README.md, "Threat model").
 */
const HTTP_MESSAGE_KEYS: ReadonlySet<string> = new Set([
  'sms_resend_too_soon',
  'sms_send_failed',
  'too_many_attempts',
  'too_many_requests',
  'too_many_sms',
]);

/** The message key for the user after a failed call: the server's key when it is one of ours, else a generic one. */
export function apiMessageKey(error: { kind: string; message: string; body?: unknown }): string {
  switch (error.kind) {
    case 'network':
    case 'timeout':
    case 'invalid-response':
    case 'invalid-request':
    case 'aborted':
      return error.message;
    case 'http': {
      // The client says api_server_error for every 5xx; the body may still name what failed.
      const bodyMessage = (error.body as { message?: unknown } | null | undefined)?.message;
      if (HTTP_MESSAGE_KEYS.has(error.message)) return error.message;
      return typeof bodyMessage === 'string' && HTTP_MESSAGE_KEYS.has(bodyMessage) ? bodyMessage : 'api_server_error';
    }
    default:
      return 'err_msg';
  }
}
