/**
 * Pure rules of the profile forms (spec section 5; the shop API's profile module): each returns
 * the message key of every failing field (shared keys from locales/<lang>/validation.json, the
 * profile's own from profile.json). Yup only wraps these (profile-forms.ts), so the tables in
 * profile-rules.test.ts are the forms' behaviour.
 */
import { phoneError, toE164 } from '../../ui/form/phone';
import { isValidEmail } from '../../shared/email';
import { passwordError } from '../auth';
import { birthdayProblem } from './birthday';

export type Errors<F extends string> = Partial<Record<F, string>>;

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

// ---- information ------------------------------------------------------------------------------

export interface InfoValues {
  name: string;
  phone: string;
  /** 'YYYY-MM-DD' or '' */
  birthday: string;
}

export function validateInfo(v: InfoValues, today: string): Errors<keyof InfoValues> {
  const errors: Errors<keyof InfoValues> = {};
  const name = v.name.trim();
  if (!name) errors.name = 'validation_required';
  else if (name.length > NAME_MAX) errors.name = 'validation_max';
  const phone = phoneError(v.phone);
  if (phone) errors.phone = phone;
  const birthday = birthdayProblem(v.birthday, today);
  if (birthday) errors.birthday = birthday;
  return errors;
}

/**
 * The PUT body of the information form: only what changed (a phone change starts the 24-hour
 * change, so an unchanged phone is never sent); an emptied birthday is not sent (the API keeps
 * the stored one, it cannot be removed).
 */
export function infoChanges(
  v: InfoValues,
  stored: { name: string; phone: string | null; birthday: string | null; pending_phone: string | null },
): { name?: string; phone?: string; birthday?: string } {
  const body: { name?: string; phone?: string; birthday?: string } = {};
  const name = v.name.trim();
  if (name !== stored.name) body.name = name;
  const phone = toE164(v.phone);
  const target = stored.pending_phone ?? stored.phone;
  if (phone && phone !== target) body.phone = phone;
  const birthday = v.birthday.trim();
  if (birthday && birthday !== stored.birthday) body.birthday = birthday;
  return body;
}

/**
 * Whether a refused information save lacks only the code of a new phone (422 with the one error
 * `phone: phone_unconfirmed`): the page then asks for the code sent to it and saves again.
 */
export function needsPhoneCode(error: { kind: string; fields?: Record<string, string[]> }): boolean {
  const fields = Object.entries(error.fields ?? {});
  return (
    error.kind === 'validation' && fields.length === 1 && fields[0][0] === 'phone' && fields[0][1][0] === 'phone_unconfirmed'
  );
}

// ---- e-mail -----------------------------------------------------------------------------------

export interface EmailValues {
  email: string;
}

export function validateEmail(v: EmailValues, current: string | null): Errors<'email'> {
  const email = v.email.trim().toLowerCase();
  if (!email) return { email: 'validation_required' };
  if (email.length > EMAIL_MAX || !isValidEmail(email)) return { email: 'valid_email' };
  if (current && email === current.toLowerCase()) return { email: 'pf_email_same' };
  return {};
}

// ---- password ---------------------------------------------------------------------------------

export interface PasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export function validatePassword(v: PasswordValues): Errors<keyof PasswordValues> {
  const errors: Errors<keyof PasswordValues> = {};
  if (v.current_password === '') errors.current_password = 'validation_required';
  const password = passwordError(v.password);
  if (password) errors.password = password;
  if (v.password_confirmation === '') errors.password_confirmation = 'validation_required';
  else if (v.password_confirmation !== v.password) errors.password_confirmation = 'validation_confirmed';
  return errors;
}

// ---- address ----------------------------------------------------------------------------------

export interface AddressValues {
  name: string;
  street: string;
  house: string;
  private_house: boolean;
  apartment: string;
  entrance: string;
  floor: string;
  code: string;
  is_main: boolean;
}

export const EMPTY_ADDRESS: AddressValues = {
  name: '',
  street: '',
  house: '',
  private_house: false,
  apartment: '',
  entrance: '',
  floor: '',
  code: '',
  is_main: false,
};

/** Field length limits of the shop API (checkout sends streets of at most 120 characters). */
export const ADDRESS_MAX: Record<Exclude<keyof AddressValues, 'private_house' | 'is_main'>, number> = {
  name: 100,
  street: 120,
  house: 20,
  apartment: 20,
  entrance: 20,
  floor: 20,
  code: 20,
};

export function validateAddress(v: AddressValues): Errors<keyof AddressValues> {
  const errors: Errors<keyof AddressValues> = {};
  if (!v.street.trim()) errors.street = 'validation_required';
  if (!v.house.trim()) errors.house = 'validation_required';
  for (const [field, max] of Object.entries(ADDRESS_MAX) as [keyof typeof ADDRESS_MAX, number][]) {
    if (v.private_house && (field === 'apartment' || field === 'entrance' || field === 'floor' || field === 'code')) continue;
    if (!errors[field] && v[field].trim().length > max) errors[field] = 'validation_max';
  }
  return errors;
}

/** The API body: trimmed; a private house has no apartment, entrance, floor or door code. */
export function addressBody(v: AddressValues) {
  const flat = !v.private_house;
  return {
    name: v.name.trim(),
    street: v.street.trim(),
    house: v.house.trim(),
    private_house: v.private_house,
    apartment: flat ? v.apartment.trim() : '',
    entrance: flat ? v.entrance.trim() : '',
    floor: flat ? v.floor.trim() : '',
    code: flat ? v.code.trim() : '',
    is_main: v.is_main,
  };
}

// ---- avatar -----------------------------------------------------------------------------------

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Checked before uploading (the API checks the content again). */
export function avatarProblem(file: {
  size: number;
  type: string;
}): 'pf_avatar_type' | 'pf_avatar_size' | 'pf_avatar_empty' | null {
  if (file.size === 0) return 'pf_avatar_empty';
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'pf_avatar_type';
  if (file.size > AVATAR_MAX_BYTES) return 'pf_avatar_size';
  return null;
}

// ---- server answers ---------------------------------------------------------------------------

/**
 * Message keys of the API that the profile translates in its own namespace (the rest are shared
 * validation keys and pass through).
 */
const API_KEYS: Record<string, string> = {
  validation_birthday: 'pf_birthday_invalid',
  validation_image: 'pf_avatar_type',
  phone_unconfirmed: 'pf_phone_unconfirmed',
};

export function messageKey(apiKey: string, field?: string): string {
  if (field === 'avatar' && apiKey === 'validation_max') return 'pf_avatar_size';
  if (field === 'avatar' && apiKey === 'validation_required') return 'pf_avatar_empty';
  return API_KEYS[apiKey] ?? apiKey;
}

/** 422 `errors` with the profile's keys, ready for serverErrorsToFormik. */
export function translateFieldErrors(fields: Record<string, string[]> | undefined): Record<string, string[]> | undefined {
  if (!fields) return fields;
  const out: Record<string, string[]> = {};
  for (const [field, keys] of Object.entries(fields)) out[field] = keys.map((k) => messageKey(k, field));
  return out;
}
