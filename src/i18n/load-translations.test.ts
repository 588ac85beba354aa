/** @jest-environment node */
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { loadTranslations, localeTableFiles, writeLocaleTableFiles } from './load-translations';

describe('translations', () => {
  const root = path.join(__dirname, '..', '..', 'locales');
  const ua = loadTranslations('ua', root);
  const ru = loadTranslations('ru', root);

  it('has the same keys in both languages', () => {
    expect(Object.keys(ua).sort()).toEqual(Object.keys(ru).sort());
  });
  it('has no empty texts', () => {
    for (const table of [ua, ru])
      for (const [key, value] of Object.entries(table)) expect([key, value.trim().length > 0]).toEqual([key, true]);
  });
  it('declines bonuses in three forms', () => {
    expect(ua.bonus_count_1).toMatch(/бонус$/);
    expect(ua.bonus_count_3).toMatch(/бонусів$/);
    expect(ru.bonus_count_2).toMatch(/бонуса$/);
  });
});

describe('localeTableFiles', () => {
  const root = path.join(__dirname, '..', '..', 'locales');
  const files = localeTableFiles(['ua', 'ru'], root);

  it('is one table per language under /static/, named by a hash of its texts', () => {
    expect(files.map((f) => f.locale)).toEqual(['ua', 'ru']);
    for (const f of files) expect(f.sitePath).toMatch(new RegExp(`^/static/locale-${f.locale}-[0-9a-f]{10}\\.json$`));
    expect(JSON.parse(files[0].json)).toEqual(loadTranslations('ua', root));
  });

  it('changes the name when a text changes, and only then', () => {
    expect(localeTableFiles(['ua'], root)[0].sitePath).toBe(files[0].sitePath);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locales-'));
    fs.mkdirSync(path.join(dir, 'ua'));
    fs.writeFileSync(path.join(dir, 'ua', 'common.json'), JSON.stringify({ ...loadTranslations('ua', root), home: 'Додому' }));
    expect(localeTableFiles(['ua'], dir)[0].sitePath).not.toBe(files[0].sitePath);
  });

  it('writes the files where their site paths say', () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
    writeLocaleTableFiles(publicDir, files);
    for (const f of files) expect(fs.readFileSync(path.join(publicDir, f.sitePath), 'utf8')).toBe(f.json);
  });
});
