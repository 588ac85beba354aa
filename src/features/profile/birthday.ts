/**
 * Birthday rules (spec section 5: "Birthday must be corrected if wrong"; the shop API's
 * profile/birthday-rules.ts): a real calendar date 'YYYY-MM-DD', in the past, age 10 to 120 on
 * the Kyiv calendar. The same rules run here so the form says what is wrong before saving, and a
 * stored birthday that breaks them is shown as one to correct.
 */
export const MIN_AGE = 10;
export const MAX_AGE = 120;

/** true for a real calendar date in 'YYYY-MM-DD' form. */
export function isRealDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Full years between a birthday and today (both 'YYYY-MM-DD'). */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Message key of the problem, or null. An empty value is fine here (the birthday is optional). */
export function birthdayProblem(
  value: string | null | undefined,
  today: string,
): 'pf_birthday_invalid' | 'pf_birthday_age' | null {
  const v = (value ?? '').trim();
  if (v === '') return null;
  if (!isRealDate(v) || v >= today) return 'pf_birthday_invalid';
  const age = ageOn(v, today);
  return age >= MIN_AGE && age <= MAX_AGE ? null : 'pf_birthday_age';
}

const shiftYears = (day: string, years: number): string => {
  const [y, m, d] = day.split('-');
  const year = String(Number(y) - years).padStart(4, '0');
  // 29 February in a year without it: the day before still keeps the age inside the range.
  const candidate = `${year}-${m}-${d}`;
  return isRealDate(candidate) ? candidate : `${year}-${m}-28`;
};

/** `min` / `max` of the date input: the oldest and the youngest acceptable birthday. */
export function birthdayBounds(today: string): { min: string; max: string } {
  // Age 120 lasts until the 121st birthday: the oldest acceptable day is today - 121 years + 1 day.
  const [y, m, d] = shiftYears(today, MAX_AGE + 1)
    .split('-')
    .map(Number);
  const min = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return { min, max: shiftYears(today, MIN_AGE) };
}

/**
 * What the information page says about the stored birthday: `none` (not given yet: the birthday
 * bonus needs it), `correct` (stored, but it breaks the rules: the customer is asked to correct
 * it), `ok`.
 */
export function birthdayState(stored: string | null | undefined, today: string): 'none' | 'correct' | 'ok' {
  if (!stored) return 'none';
  return birthdayProblem(stored, today) ? 'correct' : 'ok';
}
