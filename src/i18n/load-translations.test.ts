/** @jest-environment node */
import path from 'node:path';
import { loadTranslations } from './load-translations';

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
