/**
 * Pure rules of the forms module (spec section 5): e-mail shape, upload types and sizes,
 * required fields. Each returns message keys the storefront translates.
 */
import { isValidEmail, normalisePhone } from '../auth';

export const ALLOWED_FILE_TYPES = ['pdf', 'doc', 'docx', 'jpg', 'png'] as const;
export type FileType = (typeof ALLOWED_FILE_TYPES)[number];
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

const EXTENSION_TYPES: Record<string, FileType> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
};

/** Type by the file's first bytes; docx is a zip container. */
export function sniffFileType(head: Buffer): FileType | 'zip' | null {
  if (head.length >= 4 && head.subarray(0, 4).toString('latin1') === '%PDF') return 'pdf';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'doc';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return 'zip';
  return null;
}

/**
 * The upload's type when its extension is allowed and its content agrees with it, otherwise null
 * (a renamed .exe is refused even when called cv.pdf).
 */
export function uploadType(filename: string, content: Buffer): FileType | null {
  const ext = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  const byName = EXTENSION_TYPES[ext];
  if (!byName) return null;
  const sniffed = sniffFileType(content);
  if (byName === 'docx') return sniffed === 'zip' ? 'docx' : null;
  return sniffed === byName ? byName : null;
}

/** The file-size rule; `truncated` means the multipart limit cut the upload short. */
export function fileSizeError(size: number, truncated: boolean): string | null {
  return truncated || size > MAX_FILE_BYTES ? 'validation_file_size' : null;
}

export interface ContactFields {
  name?: unknown;
  phone?: unknown;
  email?: unknown;
  message?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export const LIMITS = { name: 100, email: 120, company: 150, message: 5000 } as const;

/**
 * Field errors of a contact form. `emailRequired` is false for the director form (e-mail optional).
 * Returns {} when every field holds.
 */
export function contactErrors(fields: ContactFields, options: { emailRequired: boolean }): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = text(fields.name);
  if (!name) errors.name = 'validation_required';
  else if (name.length > LIMITS.name) errors.name = 'validation_max';
  const phone = text(fields.phone);
  if (!phone) errors.phone = 'validation_required';
  else if (!normalisePhone(phone)) errors.phone = 'validation_phone';
  const email = text(fields.email);
  if (!email) {
    if (options.emailRequired) errors.email = 'validation_required';
  } else if (email.length > LIMITS.email || !isValidEmail(email)) errors.email = 'valid_email';
  const message = text(fields.message);
  if (!message) errors.message = 'validation_required';
  else if (message.length > LIMITS.message) errors.message = 'validation_max';
  return errors;
}

/** Subscription fields (spec section 5, subscribe): keys wrongEmptyName, wrongEmptyEmail, wrongEmail. */
export function subscribeErrors(firstName: string, email: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!firstName.trim()) errors.firstName = 'wrongEmptyName';
  else if (firstName.trim().length > LIMITS.name) errors.firstName = 'validation_max';
  if (!email) errors.email = 'wrongEmptyEmail';
  else if (email.length > LIMITS.email || !isValidEmail(email)) errors.email = 'wrongEmail';
  return errors;
}

/** Stored form: trimmed and lowercased (inner spaces stay, so they fail the rule). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
