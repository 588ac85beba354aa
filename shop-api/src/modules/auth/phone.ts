/**
 * Phone numbers: the storefront's mask gives '+38 (0XX) XXX XX XX'; clients may also send bare
 * digits ('0501234567', '380501234567', '+380501234567'). Everything is stored as '+380XXXXXXXXX'.
 */

/** Ukrainian operator/area code after the leading 0: two digits, not starting with 0. */
const NATIONAL = /^0([1-9]\d)(\d{7})$/;

/** '+380XXXXXXXXX', or null when the input is not a Ukrainian phone number. */
export function normalisePhone(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const trimmed = input.trim();
  if (trimmed.length === 0 || trimmed.length > 32) return null;
  // Only digits, spaces, dashes, parentheses and one leading plus are allowed in the raw input.
  if (!/^\+?[\d\s()-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  let national: string;
  if (digits.length === 12 && digits.startsWith('380')) national = digits.slice(2);
  else if (digits.length === 10 && digits.startsWith('0')) national = digits;
  else if (digits.length === 9) national = `0${digits}`;
  else return null;
  const m = NATIONAL.exec(national);
  return m ? `+380${m[1]}${m[2]}` : null;
}

/** '+380501234567' -> '+38 (050) 123 45 67' (the storefront mask). */
export function formatPhone(normalised: string): string {
  const d = normalised.replace(/\D/g, '').slice(2); // 0XXXXXXXXX
  return `+38 (${d.slice(0, 3)}) ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8, 10)}`;
}
