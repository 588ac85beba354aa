/** Birthday rules: a real past date 'YYYY-MM-DD', age between 10 and 120 (Kyiv calendar). */
export const MIN_AGE = 10;
export const MAX_AGE = 120;

/** Full years between birthday and today ('YYYY-MM-DD' both). */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** true for a real calendar date in 'YYYY-MM-DD' form. */
export function isRealDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** null when acceptable, else the message key. `today` is the Kyiv 'YYYY-MM-DD'. */
export function birthdayProblem(value: unknown, today: string): 'validation_birthday' | null {
  if (typeof value !== 'string' || !isRealDate(value)) return 'validation_birthday';
  if (value >= today) return 'validation_birthday';
  const age = ageOn(value, today);
  return age >= MIN_AGE && age <= MAX_AGE ? null : 'validation_birthday';
}

/**
 * Whether today is the birthday. A 29 February birthday is celebrated on 28 February in
 * non-leap years.
 */
export function isBirthdayToday(birthday: string | null, today: string): boolean {
  if (!birthday || !isRealDate(birthday)) return false;
  const md = birthday.slice(5);
  const todayMd = today.slice(5);
  if (md === todayMd) return true;
  return md === '02-29' && todayMd === '02-28' && !isRealDate(`${today.slice(0, 4)}-02-29`);
}
