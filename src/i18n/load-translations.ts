import fs from 'node:fs';
import path from 'node:path';
import type { LocaleCode } from './locales';
import type { Translations } from './I18n';

/** Build-time: all namespaces of one locale (locales/{code}/*.json) merged into one flat table. */
export function loadTranslations(locale: LocaleCode, root = path.join(__dirname, '..', '..', 'locales')): Translations {
  const dir = path.join(root, locale);
  const merged: Translations = {};
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const table = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Translations;
    for (const [key, value] of Object.entries(table)) {
      if (key in merged) throw new Error(`Translation key "${key}" is defined twice in locales/${locale}`);
      merged[key] = value;
    }
  }
  return merged;
}
