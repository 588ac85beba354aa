import type { Lang } from '../../i18n/locales';

/** A UAH amount as the shop shows it: "1 250" (no decimals unless there are kopecks). */
export function formatPrice(amountUah: number, lang: Lang): string {
  const hasKopecks = Math.round(amountUah * 100) % 100 !== 0;
  return new Intl.NumberFormat(lang, {
    minimumFractionDigits: hasKopecks ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(amountUah);
}
