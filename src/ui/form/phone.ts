/**
 * The customer's phone (spec section 5): entered through the mask `+38 (0##) ### ## ##`, checked
 * by pure rules so every form (sign-in, checkout, profile, CV) gives the same messages.
 * Message keys: `blank` (required; the spec's key with dots changed to underscores), `min_6`
 * (the 'min' rule: fewer than 3 characters typed), `validation_phone` (not a valid UA mobile).
 */
/**
 * Ukrainian operator codes after the leading 0: the mobile operators' codes, including Vodafone's 75
 * and Kyivstar's 77 (issued since 2021), and the Odesa landline 48.
 */
const VALID_CODES = new Set([
  '39',
  '48',
  '50',
  '63',
  '66',
  '67',
  '68',
  '73',
  '75',
  '77',
  '89',
  '91',
  '92',
  '93',
  '94',
  '95',
  '96',
  '97',
  '98',
  '99',
]);

/** Digits of the national number (`0XXXXXXXXX`) from any input: mask output, +380..., 380..., 0..., 9 digits. */
export function nationalDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('380') || input.trim().startsWith('+38')) digits = digits.slice(2);
  else if (digits.startsWith('38') && digits.length === 12) digits = digits.slice(2);
  else if (digits.length === 9) digits = `0${digits}`;
  return digits;
}

/** What the phone field shows before the operator code: the country code and the trunk 0. */
export const PHONE_FIELD_PREFIX = '+38 (0';

/** Digits after the trunk 0 in a Ukrainian number: operator code (2) and subscriber number (7). */
export const PHONE_SIGNIFICANT_DIGITS = 9;

/**
 * The digits after `+38 (0` for whatever the phone field holds after a key, a paste or the
 * browser's autofill: the field's own prefix (when still there) is dropped, then a country code
 * (`+380`, `380`) or the trunk 0 written by the person, then anything past nine digits.
 * `0671112233`, `+380671112233`, `067 111 22 33` and `(067) 111-22-33` all give `671112233`.
 * No operator code starts with 0 or 38, so the leading digits are never a real number's own.
 */
export function phoneFieldDigits(text: string): string {
  const written = text.startsWith(PHONE_FIELD_PREFIX) ? text.slice(PHONE_FIELD_PREFIX.length) : text;
  let digits = written.replace(/\D/g, '');
  if (digits.startsWith('380')) digits = digits.slice(3);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, PHONE_SIGNIFICANT_DIGITS);
}

/** `+380XXXXXXXXX` (what the shop API stores) or null when the input is not a complete phone. */
export function toE164(input: string): string | null {
  const d = nationalDigits(input);
  return /^0\d{9}$/.test(d) ? `+38${d}` : null;
}

/** `+38 (0XX) XXX XX XX` for display, or the input unchanged when it is not a phone. */
export function formatPhone(input: string): string {
  const d = nationalDigits(input);
  if (!/^0\d{9}$/.test(d)) return input;
  return `+38 (${d.slice(0, 3)}) ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8, 10)}`;
}

export type PhoneError = 'blank' | 'min_6' | 'validation_phone';

/** The first failing rule's message key, or null when the phone is valid. */
export function phoneError(value: string | null | undefined): PhoneError | null {
  const raw = (value ?? '').trim();
  // The mask prints its prefix "+38 (0" as soon as the field is touched: that alone is empty.
  const d = nationalDigits(raw);
  if (d === '' || d === '0') return 'blank';
  if (d.length < 3) return 'min_6';
  if (!/^0\d{9}$/.test(d) || !VALID_CODES.has(d.slice(1, 3))) return 'validation_phone';
  return null;
}
