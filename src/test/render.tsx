import React from 'react';
import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { I18nProvider, type Translations } from '../i18n/I18n';
import type { LocaleCode } from '../i18n/locales';

/** All translation files of a locale, as the build merges them. */
export function translationsOf(locale: LocaleCode): Translations {
  const dir = path.join(__dirname, '..', '..', 'locales', locale);
  return Object.assign(
    {},
    ...fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))),
  );
}

/** Renders inside the page's i18n provider, as wrapPageElement does. */
export function renderInLocale(ui: React.ReactElement, locale: LocaleCode = 'ua', options?: Parameters<typeof render>[1]) {
  return render(
    <I18nProvider locale={locale} translations={translationsOf(locale)}>
      {ui}
    </I18nProvider>,
    options,
  );
}
