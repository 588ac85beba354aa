/** Dates of the profile pages on the Kyiv clock, in the page's language. */
import type { Lang } from '../../i18n/locales';
import { kyivFormat as fmt } from '../../shared/kyiv-time';

/** `iso` written with `options`, or `unreadable` when it is not a date. */
const formatter =
  (options: Intl.DateTimeFormatOptions, unreadable: (iso: string) => string) =>
  (iso: string, lang: Lang): string => {
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? unreadable(iso) : fmt(lang, options).format(d);
  };

/** '15 червня 2025' / '15 июня 2025'; an unreadable value is shown as given. */
export const formatDay = formatter({ day: 'numeric', month: 'long', year: 'numeric' }, (iso) => iso);

/** '15.06.2025' */
export const formatShortDay = formatter({ day: '2-digit', month: '2-digit', year: 'numeric' }, (iso) => iso);

/** '14:05' */
export const formatTime = formatter({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, () => '');
