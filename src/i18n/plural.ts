import type { Lang } from './locales';

/**
 * The spec declines "bonus" in three forms (keys bonus_count_1, _2, _3): 1 бонус, 2 бонуси, 5 бонусів.
 * Uses Intl.PluralRules with the ISO language (`uk`, never `ua`, which Intl does not know).
 */
// One PluralRules per language: building one costs far more than selecting with it.
const rulesByLang = new Map<Lang, Intl.PluralRules>();

export function pluralForm(lang: Lang, count: number): 1 | 2 | 3 {
  if (!rulesByLang.has(lang)) rulesByLang.set(lang, new Intl.PluralRules(lang));
  const rule = rulesByLang.get(lang)!.select(Math.abs(Math.trunc(count)));
  return rule === 'one' ? 1 : rule === 'few' ? 2 : 3;
}

/** `pluralKey('bonus_count', 'uk', 22)` -> 'bonus_count_2'. */
export function pluralKey(base: string, lang: Lang, count: number): string {
  return `${base}_${pluralForm(lang, count)}`;
}
