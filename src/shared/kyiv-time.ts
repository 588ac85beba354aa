/**
 * The restaurant's clock. Working hours, delivery slots, order windows and birthdays are Kyiv
 * times wherever the customer's device is set; every Kyiv reading of a Date goes through here.
 */
import type { Lang } from '../i18n/locales';

export const KYIV_TIME_ZONE = 'Europe/Kyiv';

/**
 * The formatters are made on first use: a time-zone formatter costs several milliseconds to make
 * on a slow phone, and this module is evaluated with the layout, before the first render.
 */
const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};
const hm = once(
  () => new Intl.DateTimeFormat('en-GB', { timeZone: KYIV_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);
const ymd = once(
  () => new Intl.DateTimeFormat('en-CA', { timeZone: KYIV_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
);
const wallParts = once(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: KYIV_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** 'HH:mm' in Kyiv. */
export const kyivTime = (at: Date): string => hm().format(at);

/** 'YYYY-MM-DD' in Kyiv (the Kyiv calendar day of `at`). */
export const kyivDate = (at: Date = new Date()): string => ymd().format(at);

/** Minutes since midnight in Kyiv (DST-aware). */
export function kyivMinutes(at: Date): number {
  const [h, m] = kyivTime(at).split(':').map(Number);
  return h * 60 + m;
}

/**
 * A Date whose local fields show the Kyiv wall clock of `at`: date-fns formats in the browser's
 * zone, so this is what it is given to write a Kyiv time.
 */
export function kyivWallClock(at: Date): Date {
  const parts = Object.fromEntries(
    wallParts()
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return new Date(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A cached Intl formatter on the Kyiv clock in the page's language. */
export function kyivFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  if (!formats.has(key)) formats.set(key, new Intl.DateTimeFormat(lang, { timeZone: KYIV_TIME_ZONE, ...options }));
  return formats.get(key)!;
}
