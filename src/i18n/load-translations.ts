import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
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

/** One language's built text table: its JSON and the content-hashed site path it is served at. */
export interface LocaleTableFile {
  locale: LocaleCode;
  /** e.g. '/static/locale-ua-0a1b2c3d4e.json': under /static/, so hosting caches it for good. */
  sitePath: string;
  json: string;
}

/** The tables the build writes to public/ (one file per language; the name changes with the texts). */
export function localeTableFiles(locales: readonly LocaleCode[], root?: string): LocaleTableFile[] {
  return locales.map((locale) => {
    const json = JSON.stringify(loadTranslations(locale, root));
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    return { locale, sitePath: `/static/locale-${locale}-${hash}.json`, json };
  });
}

export function writeLocaleTableFiles(publicDir: string, files: LocaleTableFile[]) {
  for (const file of files) {
    const target = path.join(publicDir, file.sitePath);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.json);
  }
}
