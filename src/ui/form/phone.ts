/**
 * The customer's phone (spec section 5): entered through the mask `+38 (0##) ### ## ##`, checked
 * by pure rules so every form (sign-in, checkout, profile, CV) gives the same messages.
 * Message keys: `blank` (required; the spec's key with dots changed to underscores), `min_6`
 * (the 'min' rule: fewer than 3 characters typed), `validation_phone` (not a valid UA mobile).
 */
export const PHONE_MASK = '+38 (0##) ### ## ##';

/** Ukrainian operator codes after the leading 0 (mobile operators and the Odesa landline 48). */
const VALID_CODES = new Set([
  '39',
  '48',
  '50',
  '63',
  '66',
  '67',
  '68',
  '73',
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
