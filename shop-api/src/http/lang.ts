/**
 * Every call carries `?lang=russian|ukrainian` (spec section 7). Ukrainian is the default.
 * Localised columns are stored as `<name>_uk` and `<name>_ru`; `pick` chooses one.
 */
export type ApiLang = 'ukrainian' | 'russian';
export type Lang = 'uk' | 'ru';

export function langOf(query: unknown): Lang {
  const raw = (query as { lang?: unknown } | undefined)?.lang;
  return raw === 'russian' ? 'ru' : 'uk';
}

/** Picks the `_uk` / `_ru` column of a row: pick(row, 'name', 'ru') -> row.name_ru. */
export function pick(row: Record<string, unknown>, field: string, lang: Lang): string {
  const value = row[`${field}_${lang}`] ?? row[`${field}_uk`];
  return typeof value === 'string' ? value : '';
}
