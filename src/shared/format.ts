import type { Lang } from '../i18n/locales';

const NO_BREAK_SPACE = '\u00a0';

/**
 * A UAH amount as the shop shows it: "1 250", "99,50" (no decimals unless there are kopecks).
 * Ukrainian and Russian write prices the same way: groups of three split by a no-break space and
 * a decimal comma, which is what Intl.NumberFormat gives for `uk` and `ru` (the tests compare).
 * Written out instead of calling Intl: building the first NumberFormat loads the locale data,
 * about 85 ms of a category page's start on Lighthouse's 4x slower phone CPU.
 */
export function formatPrice(amountUah: number, lang: Lang): string {
  void lang; // the same format in both languages; kept so a third language can differ
  const kopecks = Math.round(Math.abs(amountUah) * 100);
  const whole = Math.floor(kopecks / 100);
  const rest = kopecks % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, NO_BREAK_SPACE);
  const sign = amountUah < 0 && kopecks > 0 ? '-' : '';
  return `${sign}${grouped}${rest > 0 ? `,${String(rest).padStart(2, '0')}` : ''}`;
}
