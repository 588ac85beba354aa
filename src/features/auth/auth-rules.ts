/**
 * Pure sign-in rules (spec sections 4, 5, 9) with table tests beside them. Message keys are the
 * spec's where it names them (blank, min_6, validation_phone, valid_email, validation_required,
 * validation_min, validation_confirmed, validation_sms); the others live in locales/<l>/auth.json.
 */
import { isValidEmail } from '../../shared/email';
import { phoneError, toE164 } from '../../ui/form/phone';

/** Spec section 4: the bot wait, and its status poll interval. */
export const BOT_WAIT_MS = 50_000;
export const BOT_POLL_MS = 1_000;
/** Spec section 4: social login returns to the stored last URL after 0.5 s. */
export const SOCIAL_RETURN_DELAY_MS = 500;
/** Spec section 9: the social provider's popup. */
export const SOCIAL_POPUP = { width: 452, height: 633 } as const;
/**
 * Password minimum. The spec says 3 in one place and 6 in another; the shop API enforces 6
 * (inclusive), so the client does the same (README, design decisions).
 */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export { phoneError, toE164 };

/**
 * The forgot-password field takes an e-mail or a phone. Returns the message key of the first
 * failing rule, or null. Something with an @ is judged as an e-mail, anything else as a phone.
 */
export function emailOrPhoneError(value: string | null | undefined): 'blank' | 'valid_email' | 'auth_email_or_phone' | null {
  const v = (value ?? '').trim();
  if (v === '') return 'blank';
  if (v.includes('@')) return isValidEmail(v) ? null : 'valid_email';
  return toE164(v) && phoneError(v) === null ? null : 'auth_email_or_phone';
}

/** What the API gets for the forgot field: a phone as +380..., an e-mail trimmed and lowercased. */
export function normaliseEmailOrPhone(value: string): string {
  const v = value.trim();
  if (v.includes('@')) return v.toLowerCase();
  return toE164(v) ?? v;
}

export function passwordError(
  value: string | null | undefined,
): 'validation_required' | 'validation_min' | 'validation_max' | null {
  const v = value ?? '';
  if (v === '') return 'validation_required';
  if (v.length < PASSWORD_MIN) return 'validation_min';
  if (v.length > PASSWORD_MAX) return 'validation_max';
  return null;
}

/**
 * The stored `last-url` (spec section 3) is only ever a path of this site: '/…', not '//…' (another
 * host), no backslashes or control characters, no scheme. Anything else -> null (the caller goes home).
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return null;
    // Never return to a sign-in callback (it would try to use a spent code again).
    if (/^(\/ru)?\/(auth\/|api\/)/.test(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export interface RegistrationValues {
  name: string;
  email: string;
  /** As typed (mask) or E.164. */
  phone: string;
  password: string;
  password_confirmation: string;
}

/**
 * The sign-up form's own checks (the server repeats them): name required, a valid phone, an
 * e-mail only when given, a password of 6-128 characters and the same confirmation. null = fine.
 */
export function registrationErrors(v: RegistrationValues): Record<string, string> | null {
  const errors: Record<string, string> = {};
  if (!v.name.trim()) errors.name = 'validation_required';
  const phone = phoneError(v.phone);
  if (phone) errors.phone = phone;
  const email = v.email.trim();
  if (email && !isValidEmail(email)) errors.email = 'valid_email';
  const password = passwordError(v.password);
  if (password) errors.password = password;
  if (!v.password_confirmation) errors.password_confirmation = 'validation_required';
  else if (!password && v.password_confirmation !== v.password) errors.password_confirmation = 'validation_confirmed';
  return Object.keys(errors).length ? errors : null;
}
