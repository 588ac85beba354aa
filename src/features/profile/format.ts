/** Dates of the profile pages on the Kyiv clock, in the page's language. */
import type { Lang } from '../../i18n/locales';
import { kyivFormat as fmt } from '../../shared/kyiv-time';

const parse = (iso: string): Date | null => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** '15 червня 2025' / '15 июня 2025'; an unreadable value is shown as given. */
export function formatDay(iso: string, lang: Lang): string {
  const d = parse(iso);
  return d ? fmt(lang, { day: 'numeric', month: 'long', year: 'numeric' }).format(d) : iso;
}

/** '15.06.2025' */
export function formatShortDay(iso: string, lang: Lang): string {
  const d = parse(iso);
  return d ? fmt(lang, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(d) : iso;
}

/** '14:05' */
export function formatTime(iso: string, lang: Lang): string {
  const d = parse(iso);
  return d ? fmt(lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d) : '';
}
